import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyRecords,
  derivedUpdateRequest,
  DERIVED_PATHS,
  STATEMENT_PATHS,
  statementUpdateSchema,
  tokenIdParams,
} from '../../contract/analysis';
import { CHARTS } from '../../contract/charts';
import { periodQuery } from '../../contract/periods';
import type { ScreenId } from '../../domain/formula';
import { INPUT_SCREENS } from '../../domain/model';
import type { StatementInputs } from '../../domain/model';
import { chartRows, periodYear, screenRecords } from '../compute';
import type { LoadedAnalysis } from '../repositories/analyses';
import { ifMatchVersion, userOf } from './request';

/** One row of a dashboard endpoint: the company and one number (or null) per key. */
const chartRowsSchema = z.array(z.object({ company: z.string() }).catchall(z.union([z.string(), z.number(), z.boolean(), z.null()])));

/**
 * The spec's screen endpoints (§7): `get_<screen>/{tokenId}` and `update_<screen>/{tokenId}/` for the
 * three statements and the three derived screens, and the seven dashboard endpoints. Each addresses the
 * assessment year, or the period `?year=YYYY` (404 when it is not a period). Everything derived is
 * computed on read from the stored inputs; nothing derived is ever stored.
 */
export const screenRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { params: tokenIdParams, querystring: periodQuery, response: { 200: companyRecords } };
  // Every GET goes through the read cache (its auth check also reads the analysis version); the period
  // (`?year=`) is part of the cached answer's key.
  const cachedRead = { cachedRead: true };
  const send = (
    request: Parameters<typeof userOf>[0] & { params: { tokenId: number } },
    reply: FastifyReply,
    compute: (loaded: LoadedAnalysis) => unknown,
    options?: { etag?: boolean },
  ) => app.cache.send(request, reply, userOf(request), request.params.tokenId, compute, options);

  for (const screen of INPUT_SCREENS) {
    const path = STATEMENT_PATHS[screen];

    app.get(`/get_${path}/:tokenId/`, { schema: read, config: cachedRead }, async (request, reply) =>
      send(request, reply, (loaded) => screenRecords(loaded, screen, periodYear(loaded, request.query.year)), { etag: true }),
    );

    // PATCH semantics: a missing key is unchanged; derived keys are stripped by the schema. One SQL statement.
    app.post(
      `/update_${path}/:tokenId/`,
      { schema: { ...read, body: statementUpdateSchema(screen) }, config: { invalid: `Invalid ${path} update`, errors: ['version_conflict', 'figure_from_detail_lines'] } },
      async (request, reply) => {
        // Only this statement of this period is written, merged into the stored one in SQL (no read-modify-write).
        const wanted = request.query.year;
        const { loaded, version } = await app.cache.mergeStatement(
          userOf(request).id,
          request.params.tokenId,
          ifMatchVersion(request),
          wanted,
          screen,
          request.body.map((company) => company.metrics as StatementInputs),
          `Invalid ${path} update`,
        );
        return reply.header('etag', `"${version}"`).send(screenRecords(loaded, screen, periodYear(loaded, wanted)));
      },
    );
  }

  for (const [screen, path] of Object.entries(DERIVED_PATHS) as [ScreenId, string][]) {
    app.get(`/get_${path}/:tokenId/`, { schema: read, config: cachedRead }, async (request, reply) =>
      send(request, reply, (loaded) => screenRecords(loaded, screen, periodYear(loaded, request.query.year))),
    );

    // Accepted for spec compatibility: the body is checked for shape, nothing is stored.
    app.post(
      `/update_${path}/:tokenId/`,
      { schema: { ...read, body: derivedUpdateRequest }, config: { invalid: `Invalid ${path} update` } },
      async (request) => {
        const loaded = await app.cache.load(request, userOf(request).id, request.params.tokenId);
        return screenRecords(loaded, screen, periodYear(loaded, request.query.year));
      },
    );
  }

  for (const [path, keys] of Object.entries(CHARTS)) {
    app.get(
      `/${path}/:tokenId/`,
      { schema: { params: tokenIdParams, querystring: periodQuery, response: { 200: chartRowsSchema } }, config: cachedRead },
      async (request, reply) => send(request, reply, (loaded) => chartRows(loaded, keys, periodYear(loaded, request.query.year))),
    );
  }
};
