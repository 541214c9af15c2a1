import type { ReportModel } from '../../contract';
import { REPORT_ENDPOINTS } from '../../contract/endpoints';
import { call } from './call';

/**
 * GET /api/analyses/{id}/report/: the CMA report of every company (Forms I–VI over all periods), the
 * assumptions in effect and the cover's details, checked against the contract so a malformed answer fails
 * loudly here rather than printing a wrong figure.
 */
export async function fetchReport(analysisId: number): Promise<ReportModel> {
  return call(REPORT_ENDPOINTS.getReport, { params: { id: analysisId } });
}
