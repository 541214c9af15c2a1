import type {
  AnalysisAssociates,
  AnalysisLimits,
  AnalysisNotes,
  AnalysisSummary,
  CreatedSnapshot,
  NewSnapshot,
  SignOff,
  SnapshotReport,
  SnapshotSummary,
  UserProfile,
} from '../../../contract';
import { REPORT_ENDPOINTS as E, SUBMISSION_ENDPOINTS as S } from '../../../contract/endpoints';
import { call, download, ifMatch } from '../../lib/call';
import { saveBlob, safeFileName } from '../../lib/download';

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

/** PUT /api/analyses/{id}/notes/ under If-Match: every company's free-text notes; returns the summary with the new version. */
export async function putNotes(analysisId: number, notes: AnalysisNotes, version: number): Promise<AnalysisSummary> {
  return call(E.putNotes, { params: { id: analysisId }, body: notes, headers: ifMatch(version) });
}

/** PATCH /api/me/profile/: the firm name and the preparer printed on the cover; returns the stored profile. */
export async function patchProfile(patch: Partial<UserProfile>): Promise<UserProfile> {
  return call(E.patchProfile, { body: patch });
}

/** PUT /api/analyses/{id}/sign-off/ under If-Match: the UDIN, place and date of signing; returns the summary with the new version. */
export async function putSignOff(analysisId: number, signOff: SignOff, version: number): Promise<AnalysisSummary> {
  return call(S.putSignOff, { params: { id: analysisId }, body: signOff, headers: ifMatch(version) });
}

/** POST /api/analyses/{id}/snapshots/ under If-Match (the version printed): marks the CMA as submitted; 409 when it changed since. */
export async function postSnapshot(analysisId: number, body: NewSnapshot, version: number): Promise<CreatedSnapshot> {
  return call(S.postSnapshot, { params: { id: analysisId }, body, headers: ifMatch(version) });
}

/** GET /api/analyses/{id}/snapshots/: the snapshots taken, newest first. */
export async function fetchSnapshots(analysisId: number): Promise<SnapshotSummary[]> {
  return (await call(S.getSnapshots, { params: { id: analysisId } })).snapshots;
}

/** GET /api/analyses/{id}/snapshots/{sid}/report/: the report model exactly as it was when submitted. */
export async function fetchSnapshotReport(analysisId: number, snapshotId: number): Promise<SnapshotReport> {
  return call(S.getSnapshotReport, { params: { id: analysisId, sid: snapshotId } });
}

/** Downloads a snapshot's analysis file (GET …/snapshots/{sid}/export/), named after the analysis, bank and date. */
export async function downloadSnapshot(analysisId: number, snapshot: SnapshotSummary, analysisName: string): Promise<void> {
  const blob = await download(S.exportSnapshot, { params: { id: analysisId, sid: snapshot.id } });
  saveBlob(blob, `${safeFileName(`${analysisName} as submitted to ${snapshot.bank} ${snapshot.submitted_on}`)}.json`);
}

/** PUT /api/analyses/{id}/associates/ under If-Match: Form I's associate concerns of every company; returns the summary with the new version. */
export async function putAssociates(analysisId: number, associates: AnalysisAssociates, version: number): Promise<AnalysisSummary> {
  return call(E.putAssociates, { params: { id: analysisId }, body: associates, headers: ifMatch(version) });
}
