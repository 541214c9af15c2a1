import type { AnalysisSummary, CompanyRecord } from '../../../contract';
import { STATEMENT_PATHS } from '../../../contract';
import type { InputScreenId } from '../../../domain/model';
import type { Settings } from '../../../domain/settings';
import { api, readCsrfToken } from '../../lib/api-client';
import { loadTokens } from '../../lib/storage';

/** GET /api/get_<statement>/{tokenId} (spec §7): one record per company, in company order. */
export async function fetchStatement(screen: InputScreenId, tokenId: number): Promise<CompanyRecord[]> {
  const res = await api.get<CompanyRecord[]>(`/api/get_${STATEMENT_PATHS[screen]}/${tokenId}`);
  return res.data;
}

/** One company's changed inputs for a statement update (PATCH semantics: missing keys are unchanged). */
export interface StatementPatch {
  name: string;
  metrics: Record<string, number>;
}

/**
 * POST /api/update_<statement>/{tokenId}/ with the analysis version as `If-Match`, so a stale
 * write gets 409 instead of overwriting someone else's figures (design.md §4).
 * @returns the new version from the `ETag` header, or null when the server sends none.
 */
export async function postStatement(
  screen: InputScreenId,
  tokenId: number,
  body: StatementPatch[],
  version: number | null,
): Promise<number | null> {
  const headers = version === null ? {} : { 'If-Match': `"${version}"` };
  const res = await api.post(`/api/update_${STATEMENT_PATHS[screen]}/${tokenId}/`, body, { headers });
  return versionOf(res.headers['etag']);
}

/** GET /api/analyses/{id}/: name, companies, unit, settings and version of one analysis. */
export async function fetchAnalysis(tokenId: number): Promise<AnalysisSummary> {
  const res = await api.get<AnalysisSummary>(`/api/analyses/${tokenId}/`);
  return res.data;
}

/** PUT /api/analyses/{id}/settings/ with the whole settings object; returns the stored settings. */
export async function putSettings(tokenId: number, settings: Settings): Promise<AnalysisSummary> {
  const res = await api.put<AnalysisSummary>(`/api/analyses/${tokenId}/settings/`, settings);
  return res.data;
}

/** The `"7"` or `W/"7"` of an ETag header as a number. */
export function versionOf(etag: unknown): number | null {
  if (typeof etag !== 'string') {
    return null;
  }
  const n = Number(etag.replace(/^W\//, '').replace(/"/g, ''));
  return Number.isInteger(n) ? n : null;
}

/**
 * Sends pending statement updates while the page is being hidden or closed. axios cannot outlive
 * the page, so this uses `fetch` with `keepalive`, carrying the same credentials as the api client
 * (cookie + `X-CSRFToken`, and the bearer token when one is stored).
 */
export function postStatementOnExit(screen: InputScreenId, tokenId: number, body: StatementPatch[], version: number | null): void {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const csrf = readCsrfToken();
  if (csrf) {
    headers['X-CSRFToken'] = csrf;
  }
  const tokens = loadTokens();
  if (tokens) {
    headers['Authorization'] = `Bearer ${tokens.access}`;
  }
  if (version !== null) {
    headers['If-Match'] = `"${version}"`;
  }
  void fetch(`/api/update_${STATEMENT_PATHS[screen]}/${tokenId}/`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers,
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined);
}
