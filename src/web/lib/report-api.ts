import { reportModel } from '../../contract';
import type { ReportModel } from '../../contract';
import { api } from './api-client';

/**
 * GET /api/analyses/{id}/report/: the CMA report of every company (Forms I–VI over all periods), the
 * assumptions in effect and the cover's details, checked against the contract so a malformed answer fails
 * loudly here rather than printing a wrong figure.
 */
export async function fetchReport(analysisId: number): Promise<ReportModel> {
  const res = await api.get<unknown>(`/api/analyses/${analysisId}/report/`);
  return reportModel.parse(res.data);
}
