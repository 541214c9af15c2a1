import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analysisIdParams } from '../../contract/analysis';
import { analysisLimits, reportModel, userProfile, userProfilePatch } from '../../contract/report';
import { documentOf, reportModelOf } from '../report';
import { companyListRoutes } from './company-lists';
import { userOf } from './request';

const byId = { params: analysisIdParams };

/**
 * The CMA report: Form I limits per analysis (GET|PUT, the PUT replacing the whole table under
 * If-Match/409 like every write), the preparer's profile per user (GET|PATCH /me/profile/), and the
 * report model of Forms I–VI that the print view renders (the xlsx export is in analyses.ts).
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  companyListRoutes(app, { segment: 'limits', field: 'limits', schema: analysisLimits, invalid: 'Invalid limits' });

  app.get('/me/profile/', { schema: { response: { 200: userProfile } } }, async (request) => app.repos.profiles.get(userOf(request).id));

  app.patch(
    '/me/profile/',
    { schema: { body: userProfilePatch, response: { 200: userProfile } }, config: { invalid: 'Invalid profile' } },
    async (request) => app.repos.profiles.patch(userOf(request).id, request.body),
  );

  app.get('/analyses/:id/report/', { schema: { ...byId, response: { 200: reportModel } } }, async (request, reply) => {
    const user = userOf(request);
    const [loaded, profile] = await Promise.all([app.repos.analyses.load(user.id, request.params.id), app.repos.profiles.get(user.id)]);
    const signOff = await app.repos.submissions.signOff(loaded.analysis.id);
    return reply.header('etag', `"${loaded.analysis.version}"`).send(reportModelOf({ ...documentOf(loaded), signOff }, profile));
  });
};
