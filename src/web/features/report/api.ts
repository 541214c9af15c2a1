import type { AnalysisLimits, AnalysisSummary, UserProfile } from '../../../contract';
import { REPORT_ENDPOINTS as E } from '../../../contract/endpoints';
import { call, ifMatch } from '../../lib/call';

// The report is also read by the dashboard's banker's flags, so its fetch lives in lib.
export { fetchReport } from '../../lib/report-api';

/**
 * PUT /api/analyses/{id}/limits/: replaces Form I of every company, with the analysis `version` as
 * `If-Match` so limits changed elsewhere answer 409 instead of being overwritten.
 * @returns the analysis summary with its new version.
 */
export async function putLimits(analysisId: number, limits: AnalysisLimits, version: number): Promise<AnalysisSummary> {
  return call(E.putLimits, { params: { id: analysisId }, body: limits, headers: ifMatch(version) });
}

/** PATCH /api/me/profile/: the firm name and the preparer printed on the cover; returns the stored profile. */
export async function patchProfile(patch: Partial<UserProfile>): Promise<UserProfile> {
  return call(E.patchProfile, { body: patch });
}
