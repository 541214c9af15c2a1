import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORT_ENDPOINTS as E } from '../../contract/endpoints';
import { documentOf, reportModelOf } from '../report';
import { companyListRoutes } from './company-lists';
import { userOf } from './request';
import { route } from './route';

/**
 * The CMA report: Form I limits and associate concerns per analysis (GET|PUT each, the PUT replacing the whole table under
 * If-Match/409 like every write), the preparer's profile per user (GET|PATCH /me/profile/), and the
 * report model of Forms I–VI that the print view renders (the xlsx export is in analyses.ts).
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  companyListRoutes(app, 'limits', { get: E.getLimits, put: E.putLimits });
  companyListRoutes(app, 'associates', { get: E.getAssociates, put: E.putAssociates });
  companyListRoutes(app, 'notes', { get: E.getNotes, put: E.putNotes });

  route(app, E.getProfile, async (request) => app.repos.profiles.get(userOf(request).id));

  route(app, E.patchProfile, async (request) => app.repos.profiles.patch(userOf(request).id, request.body));

  route(app, E.getReport, async (request, reply) => {
    const user = userOf(request);
    const [loaded, profile] = await Promise.all([app.repos.analyses.load(user.id, request.params.id), app.repos.profiles.get(user.id)]);
    const signOff = await app.repos.submissions.signOff(loaded.analysis.id);
    return reply.header('etag', `"${loaded.analysis.version}"`).send(reportModelOf({ ...documentOf(loaded), signOff }, profile));
  });
};
