import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analysisIdParams } from '../../contract/analysis';
import {
  analysisTermLoans,
  breakEvenScreenSchema,
  sensitivityCaseOf,
  sensitivityRequest,
  sensitivityResponse,
  termLoanSchedule,
} from '../../contract/term-loans';
import { breakEvenScreen, sensitivityOf, termLoanScheduleOf } from '../term-loans';
import { companyListRoutes } from './company-lists';
import { userOf } from './request';

const byId = { params: analysisIdParams };

/**
 * Term loans: each company's loans (GET|PUT, the PUT replacing every company's list under
 * If-Match/409 like every write), their schedule with the DSCR over the tenor, the break-even screen
 * and the sensitivity cases. Everything but the loans themselves is computed on read.
 */
export const termLoanRoutes: FastifyPluginAsyncZod = async (app) => {
  companyListRoutes(app, { segment: 'term-loans', field: 'termLoans', schema: analysisTermLoans, invalid: 'Invalid term loans' });

  // Both are pure functions of the stored analysis: served from the read cache, keyed by its version.
  const cachedRead = { cachedRead: true };
  app.get('/analyses/:id/term-loans/schedule/', { schema: { ...byId, response: { 200: termLoanSchedule } }, config: cachedRead }, async (request, reply) =>
    app.cache.send(request, reply, userOf(request), request.params.id, termLoanScheduleOf, { etag: true }),
  );

  app.get('/analyses/:id/screens/breakeven/', { schema: { ...byId, response: { 200: breakEvenScreenSchema } }, config: cachedRead }, async (request, reply) =>
    app.cache.send(request, reply, userOf(request), request.params.id, breakEvenScreen, { etag: true }),
  );

  app.post(
    '/analyses/:id/sensitivity/',
    { schema: { ...byId, body: sensitivityRequest, response: { 200: sensitivityResponse } }, config: { invalid: 'Invalid sensitivity cases' } },
    async (request, reply) => {
      const loaded = await app.repos.analyses.load(userOf(request).id, request.params.id);
      return reply.header('etag', `"${loaded.analysis.version}"`).send(sensitivityOf(loaded, request.body.cases.map(sensitivityCaseOf)));
    },
  );
};
