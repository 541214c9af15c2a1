import type { AnalysisFile } from '../../contract/fixture';
import { assetBlockOf, companyDriversOf } from '../../contract/projections';
import { termLoanOf } from '../../contract/term-loans';
import { PERIODS, Y1, Y2, Y3 } from '../../domain/assessment/three-years.fixture';
import type { CompanyInputs } from '../../domain/model';
import { projectCompany } from '../../domain/projections/project';
import { analysisResolvers } from '../../domain/analysis';
import type { Settings } from '../../domain/settings';
import { lineFigures } from '../../domain/variance';
import type { VarianceFigures } from '../../domain/variance';
import { varianceReportFrom } from '../variance';
import type { AnalysisDocument } from '../report';

const EMPTY = { opstmt: {}, assetnliabs: {}, ocaocl: {} };

/**
 * Three companies over three years (cma-forms §5.1 and ours, the assessment year the third); the third
 * has nothing entered yet, so its ratios divide by zero and every figure built on them is "—".
 */
export function document(settings: Settings): AnalysisDocument {
  return {
    id: 1,
    name: 'Recalculation check',
    version: 1,
    unit: 'lakhs',
    settings,
    inputs: {
      periods: PERIODS,
      assessmentYear: 2025,
      companies: [
        [Y1, Y2, Y3],
        [Y2, Y3, Y1],
        [EMPTY, EMPTY, EMPTY],
      ],
    },
    companies: [
      {
        name: 'Company A',
        limits: [
          {
            facility: 'Cash credit',
            bank: 'Bank of Baroda',
            facility_type: 'cc',
            existing: 200,
            proposed: 250,
            max_utilisation: 198.5,
            overdue: 4,
            overdue_since: '2025-02-01',
            rate_pct: 9.25,
          },
          { facility: 'Term loan', bank: 'Bank of Baroda', facility_type: 'tl', existing: 100, proposed: 80 },
          { facility: 'Export packing credit', facility_type: 'pc', proposed: 40.5 },
        ],
        associates: [
          { name: 'A Exports LLP', relationship: 'Common partners', bank: 'Canara Bank', exposure: 120, outstanding: 95.25, overdue: 3 },
          { name: 'A Properties', relationship: 'Promoter’s firm' },
        ],
      },
      { name: 'Company B', limits: [] },
      { name: 'Company C', limits: [] },
    ],
  };
}

/**
 * `doc` with the renewal variance against a snapshot in which its middle year (2024) was projected: every line
 * as today but net sales, projected at 1,600 for Company A (2,000 now: +400, +25 %, flagged above 20 %, with a
 * reason) and 2,200 for Company B (2,300 now: +100, +4.55 %); Company C has no figures then or now ("—").
 */
export function withRenewal(doc: AnalysisDocument): AnalysisDocument {
  const resolvers = analysisResolvers(doc.inputs, doc.settings);
  const actual: VarianceFigures = {
    periods: doc.inputs.periods,
    companies: doc.companies.map((c, i) => ({
      name: c.name,
      byYear: Object.fromEntries(doc.inputs.periods.map((p, k) => [String(p.year), lineFigures(resolvers[i]![k]!, null)])),
    })),
  };
  const projectedSales = ['1600', '2200', null];
  const projected: VarianceFigures = {
    periods: doc.inputs.periods.map((p) => (p.year === 2024 ? { ...p, kind: 'Projected' as const } : p)),
    companies: actual.companies.map((c, i) => ({ ...c, byYear: { ...c.byYear, '2024': { ...c.byYear['2024']!, sales: projectedSales[i]! } } })),
  };
  const snapshot = {
    id: 7,
    version: 3,
    created_at: '2024-01-10T10:00:00.000Z',
    created_by: 'ca',
    bank: 'Bank of Baroda',
    submitted_on: '2024-01-15',
    note: null,
  };
  const reasons = new Map([['0/2024/sales', 'New export order from March']]);
  return { ...doc, variance: varianceReportFrom({ snapshot, projected, actual, thresholdPct: doc.settings.varianceThresholdPct, unit: doc.unit, reasons }) };
}

/**
 * An analysis file (fixtures/*.json, parsed) as the xlsx export's document, as `documentOf` builds it from
 * storage: each company's inputs, term loans, projection methods and the figures they drive.
 */
export function fileDocument(file: AnalysisFile): AnalysisDocument {
  const months = file.periods.map((p) => ('months' in p ? p.months : undefined) ?? 12);
  const inputs = file.companies.map((c) => file.periods.map((p) => ({ ...EMPTY, ...c.years[String(p.year)] }) as CompanyInputs));
  const drivers = file.companies.map((c) => companyDriversOf(('projections' in c ? c.projections : undefined) ?? {}));
  const loans = file.companies.map((c) => ('term_loans' in c ? c.term_loans : undefined) ?? []);
  return {
    id: 1,
    name: file.name,
    version: 1,
    unit: file.unit,
    settings: file.settings,
    inputs: {
      periods: file.periods.map(({ year, kind }) => ({ year, kind })),
      assessmentYear: file.year,
      companies: inputs,
      months,
      driven: file.companies.map(
        (c, i) =>
          projectCompany({
            periods: file.periods,
            months,
            inputs: inputs[i]!,
            drivers: drivers[i]!,
            blocks: (('fixed_assets' in c ? c.fixed_assets : undefined) ?? []).map(assetBlockOf),
            loans: loans[i]!.map(termLoanOf),
            settings: file.settings,
          }).driven,
      ),
    },
    drivers,
    companies: file.companies.map((c, i) => ({
      name: c.name,
      limits: [],
      termLoans: loans[i]!,
      fixedAssets: ('fixed_assets' in c ? c.fixed_assets : undefined) ?? [],
    })),
  };
}
