import { varianceReason, varianceReport } from '../../../contract';
import type { VarianceReason, VarianceReport } from '../../../contract';
import { api } from '../../lib/api-client';

/** GET /api/analyses/{id}/variance/?snapshot={sid}: the snapshot's projections beside today's actuals, with the reasons. */
export async function fetchVariance(analysisId: number, snapshotId: number): Promise<VarianceReport> {
  const res = await api.get<unknown>(`/api/analyses/${analysisId}/variance/`, { params: { snapshot: snapshotId } });
  return varianceReport.parse(res.data);
}

/** PUT /api/analyses/{id}/snapshots/{sid}/reasons/: the analyst's reason for one line ("" removes it). */
export async function putReason(analysisId: number, snapshotId: number, reason: VarianceReason): Promise<VarianceReason> {
  const res = await api.put<unknown>(`/api/analyses/${analysisId}/snapshots/${snapshotId}/reasons/`, reason);
  return varianceReason.parse(res.data);
}
