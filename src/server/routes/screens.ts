import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHARTS } from '../../contract/charts';
import type { ChartPath } from '../../contract/charts';
import { SPEC_SCREEN_ENDPOINTS } from '../../contract/endpoints';
import type { ScreenId } from '../../domain/formula';
import { INPUT_SCREENS } from '../../domain/model';
import type { StatementInputs } from '../../domain/model';
import { chartRows, periodYear, screenRecords } from '../compute';
import type { LoadedAnalysis } from '../repositories/analyses';
import { ifMatchVersion, userOf } from './request';
import { route } from './route';

/**
 * The spec's screen endpoints (§7): `get_<screen>/{tokenId}` and `update_<screen>/{tokenId}/` for the
 * three statements and the three derived screens, and the seven dashboard endpoints. Each addresses the
 * assessment year, or the period `?year=YYYY` (404 when it is not a period). Everything derived is
 * computed on read from the stored inputs; nothing derived is ever stored.
 */
export const screenRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every GET goes through the read cache (its auth check also reads the analysis version); the period
  // (`?year=`) is part of the cached answer's key.
  const send = (
    request: Parameters<typeof userOf>[0] & { params: { tokenId: number } },
    reply: FastifyReply,
    compute: (loaded: LoadedAnalysis) => unknown,
    options?: { etag?: boolean },
  ) => app.cache.send(request, reply, userOf(request), request.params.tokenId, compute, options);

  for (const screen of INPUT_SCREENS) {
    const endpoints = SPEC_SCREEN_ENDPOINTS.statements[screen];
    route(app, endpoints.read, async (request, reply) =>
      send(request, reply, (loaded) => screenRecords(loaded, screen, periodYear(loaded, request.query.year)), { etag: true }),
    );

    // PATCH semantics: a missing key is unchanged; derived keys are stripped by the schema. One SQL statement.
    route(app, endpoints.update, async (request, reply) => {
      // Only this statement of this period is written, merged into the stored one in SQL (no read-modify-write).
      const wanted = request.query.year;
      const { loaded, version } = await app.cache.mergeStatement(
        userOf(request).id,
        request.params.tokenId,
        ifMatchVersion(request),
        wanted,
        screen,
        request.body.map((company) => company.metrics as StatementInputs),
        endpoints.update.invalid,
      );
      return reply.header('etag', `"${version}"`).send(screenRecords(loaded, screen, periodYear(loaded, wanted)));
    });
  }

  for (const [screen, endpoints] of Object.entries(SPEC_SCREEN_ENDPOINTS.derived) as [ScreenId, (typeof SPEC_SCREEN_ENDPOINTS.derived)['ratios']][]) {
    route(app, endpoints.read, async (request, reply) =>
      send(request, reply, (loaded) => screenRecords(loaded, screen, periodYear(loaded, request.query.year))),
    );

    // Accepted for spec compatibility: the body is checked for shape, nothing is stored.
    route(app, endpoints.update, async (request) => {
      const loaded = await app.cache.load(request, userOf(request).id, request.params.tokenId);
      return screenRecords(loaded, screen, periodYear(loaded, request.query.year));
    });
  }

  for (const [path, endpoint] of Object.entries(SPEC_SCREEN_ENDPOINTS.charts) as [ChartPath, (typeof SPEC_SCREEN_ENDPOINTS.charts)[ChartPath]][]) {
    route(app, endpoint, async (request, reply) => send(request, reply, (loaded) => chartRows(loaded, CHARTS[path], periodYear(loaded, request.query.year))));
  }
};
