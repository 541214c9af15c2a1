import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analysisIdParams, analysisSummary } from '../../contract/analysis';
import {
  analysisTermLoans,
  breakEvenScreenSchema,
  sensitivityCaseOf,
  sensitivityRequest,
  sensitivityResponse,
  termLoanSchedule,
} from '../../contract/term-loans';
import { invalidRequest } from '../errors';
import { loadedSummary } from '../summary';
import { breakEvenScreen, sensitivityOf, termLoanScheduleOf } from '../term-loans';
import { ifMatchVersion, userOf } from './request';

const byId = { params: analysisIdParams };

/**
 * Term loans (issue 24): each company's loans (GET|PUT, the PUT replacing every company's list under
 * If-Match/409 like every write), their schedule with the DSCR over the tenor, the break-even screen
 * and the sensitivity cases. Everything but the loans themselves is computed on read.
 */
export const termLoanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/analyses/:id/term-loans/', { schema: { ...byId, response: { 200: analysisTermLoans } } }, async (request, reply) => {
    const loaded = await app.repos.analyses.load(userOf(request).id, request.params.id);
    return reply.header('etag', `"${loaded.analysis.version}"`).send({ companies: loaded.companies.map((c) => c.termLoans) });
  });

  app.put(
    '/analyses/:id/term-loans/',
    { schema: { ...byId, body: analysisTermLoans, response: { 200: analysisSummary } }, config: { invalid: 'Invalid term loans' } },
    async (request, reply) => {
      const { companies } = request.body;
      const loaded = await app.repos.analyses.update(userOf(request).id, request.params.id, ifMatchVersion(request), (cur) => {
        if (companies.length !== cur.companies.length) {
          throw invalidRequest(
            [{ path: ['companies'], message: `expected ${cur.companies.length} companies, got ${companies.length}` }],
            'Invalid term loans',
          );
        }
        return { companies: cur.companies.map((c, i) => ({ position: c.position, termLoans: companies[i]! })) };
      });
      const summary = loadedSummary(loaded);
      return reply.header('etag', `"${summary.version}"`).send(summary);
    },
  );

  app.get('/analyses/:id/term-loans/schedule/', { schema: { ...byId, response: { 200: termLoanSchedule } } }, async (request, reply) => {
    const loaded = await app.repos.analyses.load(userOf(request).id, request.params.id);
    return reply.header('etag', `"${loaded.analysis.version}"`).send(termLoanScheduleOf(loaded));
  });

  app.get('/analyses/:id/screens/breakeven/', { schema: { ...byId, response: { 200: breakEvenScreenSchema } } }, async (request, reply) => {
    const loaded = await app.repos.analyses.load(userOf(request).id, request.params.id);
    return reply.header('etag', `"${loaded.analysis.version}"`).send(breakEvenScreen(loaded));
  });

  app.post(
    '/analyses/:id/sensitivity/',
    { schema: { ...byId, body: sensitivityRequest, response: { 200: sensitivityResponse } }, config: { invalid: 'Invalid sensitivity cases' } },
    async (request, reply) => {
      const loaded = await app.repos.analyses.load(userOf(request).id, request.params.id);
      return reply.header('etag', `"${loaded.analysis.version}"`).send(sensitivityOf(loaded, request.body.cases.map(sensitivityCaseOf)));
    },
  );
};
