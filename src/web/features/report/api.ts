import { analysisSummary, createdSnapshot, snapshotList, snapshotReport, userProfile } from '../../../contract';
import type { AnalysisLimits, AnalysisSummary, CreatedSnapshot, NewSnapshot, SignOff, SnapshotReport, SnapshotSummary, UserProfile } from '../../../contract';
import { api } from '../../lib/api-client';
import { saveBlob, safeFileName } from '../../lib/download';

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

/** PUT /api/analyses/{id}/sign-off/ under If-Match: the UDIN, place and date of signing; returns the summary with the new version. */
export async function putSignOff(analysisId: number, signOff: SignOff, version: number): Promise<AnalysisSummary> {
  const res = await api.put<unknown>(`/api/analyses/${analysisId}/sign-off/`, signOff, { headers: { 'If-Match': `"${version}"` } });
  return analysisSummary.parse(res.data);
}

/** POST /api/analyses/{id}/snapshots/ under If-Match (the version printed): marks the CMA as submitted; 409 when it changed since. */
export async function postSnapshot(analysisId: number, body: NewSnapshot, version: number): Promise<CreatedSnapshot> {
  const res = await api.post<unknown>(`/api/analyses/${analysisId}/snapshots/`, body, { headers: { 'If-Match': `"${version}"` } });
  return createdSnapshot.parse(res.data);
}

/** GET /api/analyses/{id}/snapshots/: the snapshots taken, newest first. */
export async function fetchSnapshots(analysisId: number): Promise<SnapshotSummary[]> {
  const res = await api.get<unknown>(`/api/analyses/${analysisId}/snapshots/`);
  return snapshotList.parse(res.data).snapshots;
}

/** GET /api/analyses/{id}/snapshots/{sid}/report/: the report model exactly as it was when submitted. */
export async function fetchSnapshotReport(analysisId: number, snapshotId: number): Promise<SnapshotReport> {
  const res = await api.get<unknown>(`/api/analyses/${analysisId}/snapshots/${snapshotId}/report/`);
  return snapshotReport.parse(res.data);
}

/** Downloads a snapshot's analysis file (GET …/snapshots/{sid}/export/), named after the analysis, bank and date. */
export async function downloadSnapshot(analysisId: number, snapshot: SnapshotSummary, analysisName: string): Promise<void> {
  const blob = (await api.get<Blob>(`/api/analyses/${analysisId}/snapshots/${snapshot.id}/export/`, { responseType: 'blob' })).data;
  saveBlob(blob, `${safeFileName(`${analysisName} as submitted to ${snapshot.bank} ${snapshot.submitted_on}`)}.json`);
}
