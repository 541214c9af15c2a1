import type { AnalysisListQuery, AnalysisPage, AnalysisPatch, AnalysisSummary, AnalysisToken, CreateTokenRequest } from '../../../contract';
import { ANALYSIS_ENDPOINTS as E } from '../../../contract/endpoints';
import { call, ifMatch } from '../../lib/call';

export { fetchAnalysis as getAnalysis } from '../../lib/analysis-summary';

/**
 * GET /api/analyses/?limit=&cursor=&q=: one page of the caller's analyses, most recently updated first,
 * and the cursor of the next page (`null` on the last). An empty `q` or absent cursor is not sent.
 * @throws ApiRequestError when the request fails or the answer is not a page.
 */
export async function listAnalysesPage(query: Partial<AnalysisListQuery>): Promise<AnalysisPage> {
  const sent = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return call(E.listAnalyses, { query: sent });
}

/**
 * PATCH /api/analyses/{id}/: rename the analysis, reorder its companies (`company_order`, a permutation)
 * or rename them, with `version` as `If-Match` so a change made elsewhere answers 409 instead of being lost.
 */
export async function patchAnalysis(id: number, patch: AnalysisPatch, version: number): Promise<AnalysisSummary> {
  return call(E.patchAnalysis, { params: { id }, body: patch, headers: ifMatch(version) });
}

/** POST /api/create_token/{user_id}/ (spec §7). */
export async function createToken(userId: number, body: CreateTokenRequest): Promise<AnalysisToken> {
  return call(E.createToken, { params: { user_id: userId }, body });
}

/** POST /api/analyses/import/ with an analysis file (checked by the server); returns the new analysis. */
export async function importAnalysis(file: unknown): Promise<AnalysisSummary> {
  return call(E.importAnalysis, { body: file as Parameters<typeof call<typeof E.importAnalysis>>[1]['body'] });
}

/** DELETE /api/analyses/{id}/. */
export async function deleteAnalysis(id: number): Promise<void> {
  await call(E.deleteAnalysis, { params: { id } });
}
