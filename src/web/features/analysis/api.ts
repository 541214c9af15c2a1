import type { AnalysisSummary } from '../../../contract';
import { analysisFixedAssets, analysisProjections, assetBlockOf, companyDriversOf } from '../../../contract/projections';
import type { AnalysisFixedAssets, AnalysisProjections } from '../../../contract/projections';
import { analysisTermLoans, termLoanOf } from '../../../contract/term-loans';
import type { CompanyAssumptions } from './analysis-document';
import type { AllPeriodsScreen, AllPeriodsUpdate, PeriodKind } from '../../../contract/periods';
import type { InputScreenId } from '../../../domain/model';
import type { Settings } from '../../../domain/settings';
import { api, readCsrfToken } from '../../lib/api-client';
import { saveBlob, safeFileName } from '../../lib/download';
import { loadTokens } from '../../lib/storage';

/** GET /api/analyses/{id}/screens/{screen}/: one statement for every period of every company, with the periods. */
export async function fetchAllPeriods(screen: InputScreenId, tokenId: number): Promise<AllPeriodsScreen> {
  const res = await api.get<AllPeriodsScreen>(allPeriodsPath(screen, tokenId));
  return res.data;
}

const allPeriodsPath = (screen: InputScreenId, tokenId: number) => `/api/analyses/${tokenId}/screens/${screen}/`;

const ifMatch = (version: number | null): Record<string, string> => (version === null ? {} : { 'If-Match': `"${version}"` });

/**
 * POST /api/analyses/{id}/screens/{screen}/: the changed inputs of several periods of several companies in
 * one transaction (PATCH semantics), with the analysis version as `If-Match`, so a stale write gets 409
 * instead of overwriting someone else's figures (design.md §4).
 * @returns the new version
 */
export async function postAllPeriods(screen: InputScreenId, tokenId: number, body: AllPeriodsUpdate, version: number | null): Promise<number | null> {
  const res = await api.post<{ version?: number }>(allPeriodsPath(screen, tokenId), body, { headers: ifMatch(version) });
  return res.data?.version ?? versionOf(res.headers['etag']);
}

/** What a period operation asks: a year added at either end, a re-kind, the assessment year moved, or a year removed. */
export type PeriodOperation =
  | { readonly op: 'add'; readonly at: 'before' | 'after' }
  | { readonly op: 'kind'; readonly year: number; readonly kind: PeriodKind }
  | { readonly op: 'assess'; readonly year: number }
  | { readonly op: 'remove'; readonly year: number };

/**
 * Runs a period operation through POST /api/analyses/{id}/periods/, PATCH or DELETE
 * /api/analyses/{id}/periods/{year}/ with `If-Match` (a stale version answers 409).
 * @returns the analysis's new version
 */
export async function runPeriodOperation(tokenId: number, operation: PeriodOperation, version: number | null): Promise<number | null> {
  const config = { headers: ifMatch(version) };
  const base = `/api/analyses/${tokenId}/periods/`;
  const res =
    operation.op === 'add'
      ? await api.post<Partial<AnalysisSummary>>(base, { at: operation.at }, config)
      : operation.op === 'remove'
        ? await api.delete<Partial<AnalysisSummary>>(`${base}${operation.year}/`, config)
        : await api.patch<Partial<AnalysisSummary>>(
            `${base}${operation.year}/`,
            operation.op === 'kind' ? { kind: operation.kind } : { assessment: true },
            config,
          );
  return res.data?.version ?? versionOf(res.headers['etag']);
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
export function postAllPeriodsOnExit(screen: InputScreenId, tokenId: number, body: AllPeriodsUpdate, version: number | null): void {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...ifMatch(version) };
  const csrf = readCsrfToken();
  if (csrf) {
    headers['X-CSRFToken'] = csrf;
  }
  const tokens = loadTokens();
  if (tokens) {
    headers['Authorization'] = `Bearer ${tokens.access}`;
  }
  void fetch(allPeriodsPath(screen, tokenId), {
    method: 'POST',
    body: JSON.stringify(body),
    headers,
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * Every company's projection assumptions: GET /api/analyses/{id}/projections/, /fixed-assets/ and
 * /term-loans/ (the loans feed the `schedule` method's term-loan rows), in company order.
 */
export async function fetchAssumptions(tokenId: number): Promise<CompanyAssumptions[]> {
  const [projections, fixedAssets, loans] = await Promise.all([
    api.get<unknown>(`/api/analyses/${tokenId}/projections/`),
    api.get<unknown>(`/api/analyses/${tokenId}/fixed-assets/`),
    api.get<unknown>(`/api/analyses/${tokenId}/term-loans/`),
  ]);
  const drivers = analysisProjections.parse(projections.data).companies;
  const blocks = analysisFixedAssets.parse(fixedAssets.data).companies;
  return analysisTermLoans.parse(loans.data).companies.map((list, position) => ({
    drivers: companyDriversOf(drivers.find((c) => c.position === position)?.by_year ?? {}),
    blocks: (blocks.find((c) => c.position === position)?.blocks ?? []).map(assetBlockOf),
    loans: list.map(termLoanOf),
  }));
}

/** PUT /api/analyses/{id}/projections/ (PATCH semantics per cell) with `If-Match`. @returns the new version */
export async function putProjections(tokenId: number, body: AnalysisProjections, version: number | null): Promise<number> {
  const res = await api.put<AnalysisSummary>(`/api/analyses/${tokenId}/projections/`, body, { headers: ifMatch(version) });
  return res.data.version;
}

/** PUT /api/analyses/{id}/fixed-assets/ (a listed company's blocks replace its schedule) with `If-Match`. @returns the new version */
export async function putFixedAssets(tokenId: number, body: AnalysisFixedAssets, version: number | null): Promise<number> {
  const res = await api.put<AnalysisSummary>(`/api/analyses/${tokenId}/fixed-assets/`, body, { headers: ifMatch(version) });
  return res.data.version;
}

/**
 * Downloads the JSON or xlsx export of an analysis (GET /api/analyses/{id}/export/ or export.xlsx) as
 * "Name-2025.xlsx"; throws when the server refuses it (the caller says what failed).
 */
export async function downloadExport(analysis: { readonly id: number; readonly name: string; readonly year: number | null }, format: 'json' | 'xlsx'): Promise<void> {
  const path = format === 'json' ? `/api/analyses/${analysis.id}/export/` : `/api/analyses/${analysis.id}/export.xlsx`;
  const blob = (await api.get<Blob>(path, { responseType: 'blob' })).data;
  saveBlob(blob, `${safeFileName(analysis.name)}${analysis.year === null ? '' : `-${analysis.year}`}.${format}`);
}
