import type { AnalysisSummary } from '../contract/analysis';
import type { AnalysisFile } from '../contract/fixture';
import { FIXTURE_SCHEMA_VERSION } from '../contract/fixture';
import { settingsOf } from './compute';
import type { AnalysisRow } from './database';
import type { LoadedAnalysis } from './repositories/analyses';

/** The /home and GET /api/analyses/{id}/ shape of an analysis. */
export function summaryOf(analysis: AnalysisRow, companyNames: string[]): AnalysisSummary {
  return {
    id: analysis.id,
    name: analysis.name,
    year: analysis.year,
    num_companies: companyNames.length,
    company_names: companyNames,
    unit: analysis.unit,
    settings: settingsOf({ analysis, companies: [] }),
    version: analysis.version,
    updated_at: new Date(analysis.updated_at).toISOString(),
  };
}

/** A loaded analysis as its summary. */
export function loadedSummary(loaded: LoadedAnalysis): AnalysisSummary {
  return summaryOf(
    loaded.analysis,
    loaded.companies.map((c) => c.name),
  );
}

/** A loaded analysis as an analysis file (inputs and settings; never derived values). */
export function fileOf(loaded: LoadedAnalysis): AnalysisFile {
  return {
    schemaVersion: FIXTURE_SCHEMA_VERSION,
    name: loaded.analysis.name,
    year: loaded.analysis.year,
    unit: loaded.analysis.unit,
    settings: settingsOf(loaded),
    companies: loaded.companies.map((c) => ({
      name: c.name,
      opstmt: c.opstmt,
      assetnliabs: c.assetnliabs,
      ocaocl: c.ocaocl,
    })),
  };
}
