import type { AnalysisSummary } from '../contract/analysis';
import type { AnalysisFile } from '../contract/fixture';
import { FIXTURE_SCHEMA_VERSION } from '../contract/fixture';
import type { CellTexts, StatementTexts } from '../domain/cell-texts';
import type { StatementDetails } from '../domain/detail-lines';
import { DEFAULT_COMPANY_TYPE } from '../domain/company-type';
import type { CompanyType } from '../domain/company-type';
import { inputsAt, settingsOf, textsAt } from './compute';
import type { AnalysisRow, PeriodRow } from './database';
import type { LoadedAnalysis } from './repositories/analyses';

/**
 * The /home and GET /api/analyses/{id}/ shape of an analysis; `periods` oldest first, company types and PANs/CINs
 * in column order (`company_pan_cins` only when a company has one).
 */
export function summaryOf(
  analysis: AnalysisRow,
  companyNames: string[],
  periods: PeriodRow[],
  companyTypes: CompanyType[],
  panCins: readonly (string | null)[],
): AnalysisSummary {
  return {
    id: analysis.id,
    name: analysis.name,
    year: analysis.year,
    num_companies: companyNames.length,
    company_names: companyNames,
    company_types: companyTypes,
    unit: analysis.unit,
    settings: settingsOf({ analysis }),
    version: analysis.version,
    updated_at: new Date(analysis.updated_at).toISOString(),
    periods: periods.map(({ year, kind }) => ({ year, kind })),
    ...(panCins.some((p) => p !== null) ? { company_pan_cins: [...panCins] } : {}),
  };
}

/** A loaded analysis as its summary. */
export function loadedSummary(loaded: LoadedAnalysis): AnalysisSummary {
  const summary = summaryOf(
    loaded.analysis,
    loaded.companies.map((c) => c.name),
    loaded.periods,
    loaded.companies.map((c) => c.type),
    loaded.companies.map((c) => c.panCin),
  );
  const short = [...loaded.months].filter(([, months]) => months !== 12);
  return short.length === 0 ? summary : { ...summary, months_by_year: Object.fromEntries(short.map(([y, m]) => [String(y), m])) };
}

/** The expressions, notes and detail lines of a period that hold any, as the file writes them (a period without reads as before). */
function writtenTexts(texts: CellTexts): Partial<CellTexts> {
  const some = (t: StatementTexts | StatementDetails) => Object.values(t).some((byKey) => Object.keys(byKey ?? {}).length > 0);
  return {
    ...(some(texts.expressions) ? { expressions: texts.expressions } : {}),
    ...(some(texts.notes) ? { notes: texts.notes } : {}),
    ...(some(texts.details) ? { details: texts.details } : {}),
  };
}

/** A loaded analysis as an analysis file of the current version (inputs and settings; never derived values). */
export function fileOf(loaded: LoadedAnalysis): AnalysisFile {
  return {
    schemaVersion: FIXTURE_SCHEMA_VERSION,
    name: loaded.analysis.name,
    year: loaded.analysis.year,
    unit: loaded.analysis.unit,
    settings: settingsOf(loaded),
    periods: loaded.periods.map(({ year, kind }) => {
      const months = loaded.months.get(year) ?? 12;
      return months === 12 ? { year, kind } : { year, kind, months };
    }),
    companies: loaded.companies.map((c) => ({
      name: c.name,
      // Written only when not the default, as limits and loans are: a company's file reads as before types existed.
      ...(c.type !== DEFAULT_COMPANY_TYPE ? { type: c.type } : {}),
      years: Object.fromEntries(loaded.periods.map((p) => [String(p.year), { ...inputsAt(c, p.year), ...writtenTexts(textsAt(c, p.year)) }])),
      ...(c.limits.length > 0 ? { limits: c.limits } : {}),
      ...(c.associates.length > 0 ? { associates: c.associates } : {}),
      ...(c.termLoans.length > 0 ? { term_loans: c.termLoans } : {}),
      ...(Object.keys(c.projections).length > 0 ? { projections: c.projections } : {}),
      ...(c.fixedAssets.length > 0 ? { fixed_assets: c.fixedAssets } : {}),
      ...(c.panCin ? { pan_cin: c.panCin } : {}),
      ...(c.notes.company !== undefined || Object.keys(c.notes.forms ?? {}).length > 0 ? { notes: c.notes } : {}),
    })),
  };
}
