import { analysisPage } from '../../../contract';
import type { AnalysisListQuery, AnalysisPage, AnalysisPatch, AnalysisSummary, AnalysisToken, CreateTokenRequest } from '../../../contract';
import { api } from '../../lib/api-client';

/**
 * GET /api/analyses/?limit=&cursor=&q=: one page of the caller's analyses, most recently updated first,
 * and the cursor of the next page (`null` on the last). An empty `q` or absent cursor is not sent.
 * @throws ApiRequestError when the request fails; a ZodError when the answer is not a page.
 */
export async function listAnalysesPage(query: Partial<AnalysisListQuery>): Promise<AnalysisPage> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return analysisPage.parse((await api.get<unknown>('/api/analyses/', { params })).data);
}

/**
 * PATCH /api/analyses/{id}/: rename the analysis, reorder its companies (`company_order`, a permutation)
 * or rename them, with `version` as `If-Match` so a change made elsewhere answers 409 instead of being lost.
 */
export async function patchAnalysis(id: number, patch: AnalysisPatch, version: number): Promise<AnalysisSummary> {
  return (await api.patch<AnalysisSummary>(`/api/analyses/${id}/`, patch, { headers: { 'If-Match': `"${version}"` } })).data;
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

