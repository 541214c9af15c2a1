import { analysisSummary, reportModel, userProfile } from '../../../contract';
import type { AnalysisLimits, AnalysisSummary, ReportModel, UserProfile } from '../../../contract';
import { api } from '../../lib/api-client';

/**
 * GET /api/analyses/{id}/report/: the CMA report of every company (Forms I–VI over all periods), the
 * assumptions in effect and the cover's details, checked against the contract so a malformed answer fails
 * loudly here rather than printing a wrong figure.
 */
export async function fetchReport(analysisId: number): Promise<ReportModel> {
  const res = await api.get<unknown>(`/api/analyses/${analysisId}/report/`);
  return reportModel.parse(res.data);
}

/**
 * PUT /api/analyses/{id}/limits/: replaces Form I of every company, with the analysis `version` as
 * `If-Match` so limits changed elsewhere answer 409 instead of being overwritten.
 * @returns the analysis summary with its new version.
 */
export async function putLimits(analysisId: number, limits: AnalysisLimits, version: number): Promise<AnalysisSummary> {
  const res = await api.put<unknown>(`/api/analyses/${analysisId}/limits/`, limits, { headers: { 'If-Match': `"${version}"` } });
  return analysisSummary.parse(res.data);
}

/** PATCH /api/me/profile/: the firm name and the preparer printed on the cover; returns the stored profile. */
export async function patchProfile(patch: Partial<UserProfile>): Promise<UserProfile> {
  const res = await api.patch<unknown>('/api/me/profile/', patch);
  return userProfile.parse(res.data);
}
