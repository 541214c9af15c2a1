import { z } from 'zod';
import { companyRecords, DERIVED_PATHS, derivedUpdateRequest, STATEMENT_PATHS, statementUpdateSchema, tokenIdParams } from '../analysis';
import type { ChartPath } from '../charts';
import { CHARTS } from '../charts';
import { endpoint } from '../endpoint';
import { periodQuery } from '../periods';
import type { ScreenId } from '../../domain/formula';
import type { InputScreenId } from '../../domain/model';
import { INPUT_SCREENS } from '../../domain/model';

/** One row of a dashboard endpoint: the company and one number (or null) per key. */
const chartRowsSchema = z.array(z.object({ company: z.string() }).catchall(z.union([z.string(), z.number(), z.boolean(), z.null()])));
const read = { params: tokenIdParams, query: periodQuery, response: { 200: companyRecords } } as const;

/**
 * The spec's endpoints of an input statement (§7): `get_<path>/{tokenId}/` and `update_<path>/{tokenId}/`
 * (PATCH semantics, derived keys stripped), each for the assessment year or the period `?year=YYYY`.
 */
export function statementEndpoints(screen: InputScreenId) {
  const path = STATEMENT_PATHS[screen];
  return {
    read: endpoint({ method: 'GET', url: `/get_${path}/:tokenId/`, ...read, cachedRead: true }),
    update: endpoint({
      method: 'POST',
      url: `/update_${path}/:tokenId/`,
      ...read,
      body: statementUpdateSchema(screen),
      invalid: `Invalid ${path} update`,
      errors: ['version_conflict', 'figure_from_detail_lines'],
    }),
  };
}

/** The spec's endpoints of a derived screen: its GET, and an update accepted for compatibility that stores nothing. */
export function derivedEndpoints(screen: Exclude<ScreenId, InputScreenId>) {
  const path = DERIVED_PATHS[screen];
  return {
    read: endpoint({ method: 'GET', url: `/get_${path}/:tokenId/`, ...read, cachedRead: true }),
    update: endpoint({ method: 'POST', url: `/update_${path}/:tokenId/`, ...read, body: derivedUpdateRequest, invalid: `Invalid ${path} update` }),
  };
}

/** A dashboard endpoint (spec §7): GET /api/<path>/{tokenId}/, one row per company. */
export function chartEndpoint(path: ChartPath) {
  return endpoint({
    method: 'GET',
    url: `/${path}/:tokenId/`,
    params: tokenIdParams,
    query: periodQuery,
    response: { 200: chartRowsSchema },
    cachedRead: true,
  });
}

/** Every spec screen endpoint, by screen (statements and derived screens) and by chart path. */
export const SPEC_SCREEN_ENDPOINTS = {
  statements: Object.fromEntries(INPUT_SCREENS.map((s) => [s, statementEndpoints(s)])) as Record<InputScreenId, ReturnType<typeof statementEndpoints>>,
  derived: Object.fromEntries(Object.keys(DERIVED_PATHS).map((s) => [s, derivedEndpoints(s as Exclude<ScreenId, InputScreenId>)])) as Record<
    Exclude<ScreenId, InputScreenId>,
    ReturnType<typeof derivedEndpoints>
  >,
  charts: Object.fromEntries(Object.keys(CHARTS).map((p) => [p, chartEndpoint(p as ChartPath)])) as Record<ChartPath, ReturnType<typeof chartEndpoint>>,
};
