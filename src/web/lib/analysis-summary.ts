import type { AnalysisSummary } from '../../contract';
import { ANALYSIS_ENDPOINTS } from '../../contract/endpoints';
import { call } from './call';

/** GET /api/analyses/{id}/: name, companies, unit (the only source of it), settings and version of one analysis. */
export async function fetchAnalysis(id: number): Promise<AnalysisSummary> {
  return call(ANALYSIS_ENDPOINTS.getAnalysis, { params: { id } });
}
