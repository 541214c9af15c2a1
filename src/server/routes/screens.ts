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
import { chartRows, inputsAt, periodYear, screenRecords } from '../compute';
import { invalidRequest } from '../errors';
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
  /** The analysis and the period a request addresses. */
  const loadAt = async (request: Parameters<typeof userOf>[0], id: number, year: number | undefined) => {
    const loaded = await app.repos.analyses.load(userOf(request).id, id);
    return { loaded, year: periodYear(loaded, year) };
  };
  const read = { params: tokenIdParams, querystring: periodQuery, response: { 200: companyRecords } };

  for (const screen of INPUT_SCREENS) {
    const path = STATEMENT_PATHS[screen];

    app.get(`/get_${path}/:tokenId/`, { schema: read }, async (request, reply) => {
      const { loaded, year } = await loadAt(request, request.params.tokenId, request.query.year);
      return reply.header('etag', `"${loaded.analysis.version}"`).send(screenRecords(loaded, screen, year));
    });

    // PATCH semantics: a missing key is unchanged; derived keys are stripped by the schema. One transaction.
    app.post(
      `/update_${path}/:tokenId/`,
      { schema: { ...read, body: statementUpdateSchema(screen) }, config: { invalid: `Invalid ${path} update` } },
      async (request, reply) => {
        const body = request.body;
        const wanted = request.query.year;
        const loaded = await app.repos.analyses.update(userOf(request).id, request.params.tokenId, ifMatchVersion(request), (cur) => {
          const year = periodYear(cur, wanted);
          if (body.length !== cur.companies.length) {
            throw invalidRequest(
              [{ path: [], message: `expected ${cur.companies.length} companies, got ${body.length}` }],
              `Invalid ${path} update`,
            );
          }
          return {
            companies: cur.companies.map((c, i) => ({
              position: c.position,
              byYear: new Map([[year, { [screen]: { ...inputsAt(c, year)[screen], ...body[i]!.metrics } }]]),
            })),
          };
        });
        return reply.header('etag', `"${loaded.analysis.version}"`).send(screenRecords(loaded, screen, periodYear(loaded, wanted)));
      },
    );
  }

  for (const [screen, path] of Object.entries(DERIVED_PATHS) as [ScreenId, string][]) {
    app.get(`/get_${path}/:tokenId/`, { schema: read }, async (request) => {
      const { loaded, year } = await loadAt(request, request.params.tokenId, request.query.year);
      return screenRecords(loaded, screen, year);
    });

    // Accepted for spec compatibility: the body is checked for shape, nothing is stored.
    app.post(
      `/update_${path}/:tokenId/`,
      { schema: { ...read, body: derivedUpdateRequest }, config: { invalid: `Invalid ${path} update` } },
      async (request) => {
        const { loaded, year } = await loadAt(request, request.params.tokenId, request.query.year);
        return screenRecords(loaded, screen, year);
      },
    );
  }

  for (const [path, keys] of Object.entries(CHARTS)) {
    app.get(
      `/${path}/:tokenId/`,
      { schema: { params: tokenIdParams, querystring: periodQuery, response: { 200: chartRowsSchema } } },
      async (request) => {
        const { loaded, year } = await loadAt(request, request.params.tokenId, request.query.year);
        return chartRows(loaded, keys, year);
      },
    );
  }
};
