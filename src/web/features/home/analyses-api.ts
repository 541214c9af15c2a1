import type { AnalysisPage, AnalysisSummary, AnalysisToken, CreateTokenRequest } from '../../../contract';
import { api } from '../../lib/api-client';

/** GET /api/analyses/: the first page of the caller's analyses, for /home. */
export async function listAnalyses(): Promise<AnalysisSummary[]> {
  return (await api.get<AnalysisPage>('/api/analyses/')).data.items;
}

/** GET /api/analyses/{id}/: one analysis's summary. */
export async function getAnalysis(id: number): Promise<AnalysisSummary> {
  return (await api.get<AnalysisSummary>(`/api/analyses/${id}/`)).data;
}

/** POST /api/create_token/{user_id}/ (spec §7). */
export async function createToken(userId: number, body: CreateTokenRequest): Promise<AnalysisToken> {
  return (await api.post<AnalysisToken>(`/api/create_token/${userId}/`, body)).data;
}

/** POST /api/analyses/import/ with an analysis file; returns the new analysis. */
export async function importAnalysis(file: unknown): Promise<AnalysisSummary> {
  return (await api.post<AnalysisSummary>('/api/analyses/import/', file)).data;
}

/** DELETE /api/analyses/{id}/. */
export async function deleteAnalysis(id: number): Promise<void> {
  await api.delete(`/api/analyses/${id}/`);
}

/** The JSON or xlsx export of an analysis as a Blob, ready to download. */
export async function exportAnalysis(id: number, format: 'json' | 'xlsx'): Promise<Blob> {
  const path = format === 'json' ? `/api/analyses/${id}/export/` : `/api/analyses/${id}/export.xlsx`;
  return (await api.get<Blob>(path, { responseType: 'blob' })).data;
}
