import { analysisSummary, userProfile } from '../../../contract';
import type { AnalysisLimits, AnalysisSummary, UserProfile } from '../../../contract';
import { api } from '../../lib/api-client';

// The report is also read by the dashboard's banker's flags, so its fetch lives in lib.
export { fetchReport } from '../../lib/report-api';

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
