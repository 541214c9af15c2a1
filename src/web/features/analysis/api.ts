import type { AnalysisSummary } from '../../../contract';
import { ANALYSIS_ENDPOINTS, PERIOD_ENDPOINTS, REPORT_ENDPOINTS } from '../../../contract/endpoints';
import { pathOf } from '../../../contract/endpoint';
import { assetBlockOf, companyDriversOf } from '../../../contract/projections';
import type { AnalysisFixedAssets, AnalysisProjections } from '../../../contract/projections';
import { termLoanOf } from '../../../contract/term-loans';
import type { CompanyAssumptions } from './analysis-document';
import type { AllPeriodsScreen, AllPeriodsUpdate, PeriodKind } from '../../../contract/periods';
import type { InputScreenId } from '../../../domain/model';
import type { Settings } from '../../../domain/settings';
import { readCsrfToken } from '../../lib/api-client';
import { call, download, ifMatch } from '../../lib/call';
import { saveBlob, safeFileName } from '../../lib/download';
import { loadTokens } from '../../lib/storage';

/** GET /api/analyses/{id}/screens/{screen}/: one statement for every period of every company, with the periods. */
export async function fetchAllPeriods(screen: InputScreenId, tokenId: number): Promise<AllPeriodsScreen> {
  return call(PERIOD_ENDPOINTS.getAllPeriods, { params: { id: tokenId, screen } });
}

/**
 * POST /api/analyses/{id}/screens/{screen}/: the changed inputs of several periods of several companies in
 * one transaction (PATCH semantics), with the analysis version as `If-Match`, so a stale write gets 409
 * instead of overwriting someone else's figures (design.md §4).
 * @returns the new version
 */
export async function postAllPeriods(screen: InputScreenId, tokenId: number, body: AllPeriodsUpdate, version: number | null): Promise<number> {
  return (await call(PERIOD_ENDPOINTS.postAllPeriods, { params: { id: tokenId, screen }, body, headers: ifMatch(version) })).version;
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
export async function runPeriodOperation(tokenId: number, operation: PeriodOperation, version: number | null): Promise<number> {
  const headers = ifMatch(version);
  const summary =
    operation.op === 'add'
      ? await call(PERIOD_ENDPOINTS.addPeriod, { params: { id: tokenId }, body: { at: operation.at }, headers })
      : operation.op === 'remove'
        ? await call(PERIOD_ENDPOINTS.deletePeriod, { params: { id: tokenId, year: operation.year }, headers })
        : await call(PERIOD_ENDPOINTS.patchPeriod, {
            params: { id: tokenId, year: operation.year },
            body: operation.op === 'kind' ? { kind: operation.kind } : { assessment: true },
            headers,
          });
  return summary.version;
}

export { fetchAnalysis } from '../../lib/analysis-summary';

/** PUT /api/analyses/{id}/settings/ with the whole settings object; returns the analysis with the stored settings. */
export async function putSettings(tokenId: number, settings: Settings): Promise<AnalysisSummary> {
  return call(ANALYSIS_ENDPOINTS.putSettings, { params: { id: tokenId }, body: settings });
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
  void fetch(pathOf(PERIOD_ENDPOINTS.postAllPeriods, { id: tokenId, screen }), {
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
  const params = { id: tokenId };
  const [projections, fixedAssets, loans] = await Promise.all([
    call(REPORT_ENDPOINTS.getProjections, { params }),
    call(REPORT_ENDPOINTS.getFixedAssets, { params }),
    call(REPORT_ENDPOINTS.getTermLoans, { params }),
  ]);
  const drivers = projections.companies;
  const blocks = fixedAssets.companies;
  return loans.companies.map((list, position) => ({
    drivers: companyDriversOf(drivers.find((c) => c.position === position)?.by_year ?? {}),
    blocks: (blocks.find((c) => c.position === position)?.blocks ?? []).map(assetBlockOf),
    loans: list.map(termLoanOf),
  }));
}

/** PUT /api/analyses/{id}/projections/ (PATCH semantics per cell) with `If-Match`. @returns the new version */
export async function putProjections(tokenId: number, body: AnalysisProjections, version: number | null): Promise<number> {
  return (await call(REPORT_ENDPOINTS.putProjections, { params: { id: tokenId }, body, headers: ifMatch(version) })).version;
}

/** PUT /api/analyses/{id}/fixed-assets/ (a listed company's blocks replace its schedule) with `If-Match`. @returns the new version */
export async function putFixedAssets(tokenId: number, body: AnalysisFixedAssets, version: number | null): Promise<number> {
  return (await call(REPORT_ENDPOINTS.putFixedAssets, { params: { id: tokenId }, body, headers: ifMatch(version) })).version;
}

/**
 * Downloads the JSON or xlsx export of an analysis (GET /api/analyses/{id}/export/ or export.xlsx) as
 * "Name-2025.xlsx"; throws when the server refuses it (the caller says what failed).
 */
export async function downloadExport(
  analysis: { readonly id: number; readonly name: string; readonly year: number | null },
  format: 'json' | 'xlsx',
): Promise<void> {
  const blob = await download(format === 'json' ? ANALYSIS_ENDPOINTS.exportJson : ANALYSIS_ENDPOINTS.exportXlsx, { params: { id: analysis.id } });
  saveBlob(blob, `${safeFileName(analysis.name)}${analysis.year === null ? '' : `-${analysis.year}`}.${format}`);
}
