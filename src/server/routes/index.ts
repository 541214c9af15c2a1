import type { FastifyPluginAsync } from 'fastify';
import { authenticate } from '../plugins/auth';
import { analysesRoutes } from './analyses';
import type { AuthRateLimit } from './auth';
import { authRoutes } from './auth';
import { contactRoutes } from './contact';
import { importRoutes, importUploadRoutes } from './imports';
import { periodRoutes } from './periods';
import { projectionRoutes } from './projections';
import { reportRoutes } from './report';
import { screenRoutes } from './screens';
import { submissionRoutes } from './submissions';
import { termLoanRoutes } from './term-loans';

/**
 * Everything under /api. One prefix-level hook authenticates every route except those marked
 * `config.public` (login, register, token refresh, logout, contact), style.md P10.
 */
export const apiRoutes: FastifyPluginAsync<{ authRateLimit: AuthRateLimit; contactRateLimit: AuthRateLimit }> = async (app, opts) => {
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config.public) {
      request.user = await authenticate(app, request);
    }
  });
  await app.register(authRoutes, { rateLimit: opts.authRateLimit });
  await app.register(analysesRoutes);
  await app.register(screenRoutes);
  await app.register(periodRoutes);
  await app.register(reportRoutes);
  await app.register(submissionRoutes);
  await app.register(termLoanRoutes);
  await app.register(projectionRoutes);
  await app.register(importUploadRoutes);
  await app.register(importRoutes);
  await app.register(contactRoutes, { rateLimit: opts.contactRateLimit });
};
