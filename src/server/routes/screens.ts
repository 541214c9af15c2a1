import type { FastifyPluginAsync } from 'fastify';
import { derivedUpdateRequest, DERIVED_PATHS, STATEMENT_PATHS, statementUpdateSchema } from '../../contract/analysis';
import { INPUT_SCREENS } from '../../domain/model';
import type { ScreenId } from '../../domain/formula';
import { CHARTS } from '../../contract/charts';
import { chartRows, inputsAt, periodYear, screenRecords } from '../compute';
import { invalidRequest, parseOr400 } from '../errors';
import { idParam, ifMatchVersion, userOf } from './params';
import { queryYear } from './period-params';

/**
 * The spec's screen endpoints (§7): `get_<screen>/{tokenId}` and `update_<screen>/{tokenId}/` for the
 * three statements and the three derived screens, and the seven dashboard endpoints. Each addresses the
 * assessment year, or the period `?year=YYYY` (404 when it is not a period). Everything derived is
 * computed on read from the stored inputs; nothing derived is ever stored.
 */
export const screenRoutes: FastifyPluginAsync = async (app) => {
  /** The analysis and the period a GET addresses (the query is checked before the database is read). */
  const loadAt = async (request: Parameters<typeof userOf>[0]) => {
    const wanted = queryYear(request);
    const loaded = await app.repos.analyses.load(userOf(request).id, idParam(request, 'tokenId'));
    return { loaded, year: periodYear(loaded, wanted) };
  };

  for (const screen of INPUT_SCREENS) {
    const schema = statementUpdateSchema(screen);
    const path = STATEMENT_PATHS[screen];

    app.get(`/get_${path}/:tokenId/`, async (request, reply) => {
      const { loaded, year } = await loadAt(request);
      return reply.header('etag', `"${loaded.analysis.version}"`).send(screenRecords(loaded, screen, year));
    });

    // PATCH semantics: a missing key is unchanged; derived keys are stripped by the schema. One transaction.
    app.post(`/update_${path}/:tokenId/`, async (request, reply) => {
      const wanted = queryYear(request);
      const body = parseOr400(schema, request.body, `Invalid ${path} update`);
      const loaded = await app.repos.analyses.update(
        userOf(request).id,
        idParam(request, 'tokenId'),
        ifMatchVersion(request),
        (cur) => {
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
        },
      );
      return reply.header('etag', `"${loaded.analysis.version}"`).send(screenRecords(loaded, screen, periodYear(loaded, wanted)));
    });
  }

  for (const [screen, path] of Object.entries(DERIVED_PATHS) as [ScreenId, string][]) {
    app.get(`/get_${path}/:tokenId/`, async (request) => {
      const { loaded, year } = await loadAt(request);
      return screenRecords(loaded, screen, year);
    });

    // Accepted for spec compatibility: the body is checked for shape, nothing is stored.
    app.post(`/update_${path}/:tokenId/`, async (request) => {
      parseOr400(derivedUpdateRequest, request.body, `Invalid ${path} update`);
      const { loaded, year } = await loadAt(request);
      return screenRecords(loaded, screen, year);
    });
  }

  for (const [path, keys] of Object.entries(CHARTS)) {
    app.get(`/${path}/:tokenId/`, async (request) => {
      const { loaded, year } = await loadAt(request);
      return chartRows(loaded, keys, year);
    });
  }
};
