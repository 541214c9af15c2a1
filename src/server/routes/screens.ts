import type { FastifyPluginAsync } from 'fastify';
import { derivedUpdateRequest, DERIVED_PATHS, STATEMENT_PATHS, statementUpdateSchema } from '../../contract/analysis';
import { INPUT_SCREENS } from '../../domain/model';
import type { InputScreenId } from '../../domain/model';
import type { ScreenId } from '../../domain/formula';
import { CHARTS } from '../../contract/charts';
import { chartRows, screenRecords } from '../compute';
import { invalidRequest, parseOr400 } from '../errors';
import { idParam, ifMatchVersion, userOf } from './params';

/**
 * The spec's screen endpoints (§7): `get_<screen>/{tokenId}` and `update_<screen>/{tokenId}/` for the
 * three statements and the three derived screens, and the seven dashboard endpoints. Everything
 * derived is computed on read from the stored inputs; nothing derived is ever stored.
 */
export const screenRoutes: FastifyPluginAsync = async (app) => {
  const load = (request: Parameters<typeof userOf>[0]) =>
    app.repos.analyses.load(userOf(request).id, idParam(request, 'tokenId'));

  for (const screen of INPUT_SCREENS) {
    const schema = statementUpdateSchema(screen);
    const path = STATEMENT_PATHS[screen];

    app.get(`/get_${path}/:tokenId/`, async (request, reply) => {
      const loaded = await load(request);
      return reply.header('etag', `"${loaded.analysis.version}"`).send(screenRecords(loaded, screen));
    });

    // PATCH semantics: a missing key is unchanged; derived keys are stripped by the schema. One transaction.
    app.post(`/update_${path}/:tokenId/`, async (request, reply) => {
      const body = parseOr400(schema, request.body, `Invalid ${path} update`);
      const loaded = await app.repos.analyses.update(
        userOf(request).id,
        idParam(request, 'tokenId'),
        ifMatchVersion(request),
        (cur) => {
          if (body.length !== cur.companies.length) {
            throw invalidRequest(
              [{ path: [], message: `expected ${cur.companies.length} companies, got ${body.length}` }],
              `Invalid ${path} update`,
            );
          }
          return {
            companies: cur.companies.map((c, i) => ({
              position: c.position,
              [screen]: { ...c[screen as InputScreenId], ...body[i]!.metrics },
            })),
          };
        },
      );
      return reply.header('etag', `"${loaded.analysis.version}"`).send(screenRecords(loaded, screen));
    });
  }

  for (const [screen, path] of Object.entries(DERIVED_PATHS) as [ScreenId, string][]) {
    app.get(`/get_${path}/:tokenId/`, async (request) => screenRecords(await load(request), screen));

    // Accepted for spec compatibility: the body is checked for shape, nothing is stored.
    app.post(`/update_${path}/:tokenId/`, async (request) => {
      parseOr400(derivedUpdateRequest, request.body, `Invalid ${path} update`);
      return screenRecords(await load(request), screen);
    });
  }

  for (const [path, keys] of Object.entries(CHARTS)) {
    app.get(`/${path}/:tokenId/`, async (request) => chartRows(await load(request), keys));
  }
};
