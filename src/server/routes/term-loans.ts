import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORT_ENDPOINTS as E } from '../../contract/endpoints';
import { sensitivityCaseOf } from '../../contract/term-loans';
import { breakEvenScreen, sensitivityOf, termLoanScheduleOf } from '../term-loans';
import { companyListRoutes } from './company-lists';
import { userOf } from './request';
import { route } from './route';

/**
 * Term loans: each company's loans (GET|PUT, the PUT replacing every company's list under
 * If-Match/409 like every write), their schedule with the DSCR over the tenor, the break-even screen
 * and the sensitivity cases. Everything but the loans themselves is computed on read.
 */
export const termLoanRoutes: FastifyPluginAsyncZod = async (app) => {
  companyListRoutes(app, 'termLoans', { get: E.getTermLoans, put: E.putTermLoans });

  // Both are pure functions of the stored analysis: served from the read cache, keyed by its version.
  route(app, E.getTermLoanSchedule, async (request, reply) =>
    app.cache.send(request, reply, userOf(request), request.params.id, termLoanScheduleOf, { etag: true }),
  );

  route(app, E.getBreakEven, async (request, reply) => app.cache.send(request, reply, userOf(request), request.params.id, breakEvenScreen, { etag: true }));

  route(app, E.postSensitivity, async (request, reply) => {
    const loaded = await app.repos.analyses.load(userOf(request).id, request.params.id);
    return reply.header('etag', `"${loaded.analysis.version}"`).send(sensitivityOf(loaded, request.body.cases.map(sensitivityCaseOf)));
  });
};
