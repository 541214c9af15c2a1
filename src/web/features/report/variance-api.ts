import type { VarianceReason, VarianceReport } from '../../../contract';
import { SUBMISSION_ENDPOINTS as S } from '../../../contract/endpoints';
import { call } from '../../lib/call';

/** GET /api/analyses/{id}/variance/?snapshot={sid}: the snapshot's projections beside today's actuals, with the reasons. */
export async function fetchVariance(analysisId: number, snapshotId: number): Promise<VarianceReport> {
  return call(S.getVariance, { params: { id: analysisId }, query: { snapshot: String(snapshotId) } });
}

/** PUT /api/analyses/{id}/snapshots/{sid}/reasons/: the analyst's reason for one line ("" removes it). */
export async function putReason(analysisId: number, snapshotId: number, reason: VarianceReason): Promise<VarianceReason> {
  return call(S.putVarianceReason, { params: { id: analysisId, sid: snapshotId }, body: reason });
}
