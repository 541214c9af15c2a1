import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analysisIdParams, analysisSummary } from '../../contract/analysis';
import { analysisLimits, reportModel, userProfile, userProfilePatch } from '../../contract/report';
import { invalidRequest } from '../errors';
import { documentOf, reportModelOf } from '../report';
import { loadedSummary } from '../summary';
import { ifMatchVersion, userOf } from './request';

const byId = { params: analysisIdParams };

/**
 * The CMA report: Form I limits per analysis (GET|PUT, the PUT replacing the whole table under
 * If-Match/409 like every write), the preparer's profile per user (GET|PATCH /me/profile/), and the
 * report model of Forms I–VI that the print view renders (the xlsx export is in analyses.ts).
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/analyses/:id/limits/', { schema: { ...byId, response: { 200: analysisLimits } } }, async (request, reply) => {
    const loaded = await app.repos.analyses.load(userOf(request).id, request.params.id);
    return reply.header('etag', `"${loaded.analysis.version}"`).send({ companies: loaded.companies.map((c) => c.limits) });
  });

  app.put(
    '/analyses/:id/limits/',
    { schema: { ...byId, body: analysisLimits, response: { 200: analysisSummary } }, config: { invalid: 'Invalid limits' } },
    async (request, reply) => {
      const { companies } = request.body;
      const loaded = await app.repos.analyses.update(userOf(request).id, request.params.id, ifMatchVersion(request), (cur) => {
        if (companies.length !== cur.companies.length) {
          throw invalidRequest(
            [{ path: ['companies'], message: `expected ${cur.companies.length} companies, got ${companies.length}` }],
            'Invalid limits',
          );
        }
        return { companies: cur.companies.map((c, i) => ({ position: c.position, limits: companies[i]! })) };
      });
      const summary = loadedSummary(loaded);
      return reply.header('etag', `"${summary.version}"`).send(summary);
    },
  );

  app.get('/me/profile/', { schema: { response: { 200: userProfile } } }, async (request) => app.repos.profiles.get(userOf(request).id));

  app.patch(
    '/me/profile/',
    { schema: { body: userProfilePatch, response: { 200: userProfile } }, config: { invalid: 'Invalid profile' } },
    async (request) => app.repos.profiles.patch(userOf(request).id, request.body),
  );

  app.get('/analyses/:id/report/', { schema: { ...byId, response: { 200: reportModel } } }, async (request, reply) => {
    const user = userOf(request);
    const [loaded, profile] = await Promise.all([app.repos.analyses.load(user.id, request.params.id), app.repos.profiles.get(user.id)]);
    return reply.header('etag', `"${loaded.analysis.version}"`).send(reportModelOf(documentOf(loaded), profile));
  });
};
