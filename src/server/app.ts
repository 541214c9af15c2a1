import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Db } from './database';
import { tooManyRequests } from './errors';
import { registerErrorHandler, registerNotFound } from './plugins/errors';
import { registerJsonBodies } from './plugins/json-body';
import { registerSpa } from './plugins/spa';
import { createRepositories } from './repositories';
import { apiRoutes } from './routes';
import type { AuthRateLimit } from './routes/auth';
import { tokenService } from './tokens';
import './types';

/** What the app is built from; the runner (server.ts) and the tests supply it. */
export interface AppOptions {
  /** An open, migrated database (see `openDatabase`). The app does not close it. */
  db: Db;
  jwtSecret: string;
  /** The built SPA to serve; API-only when absent. */
  distDir?: string;
  /** Login/register limit per IP (default 10 per minute). */
  authRateLimit?: AuthRateLimit;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the CreditGrid app (API + SPA) without listening (style.md P10). External plugins load
 * first (security headers, cookies, rate limit), then the app's decorators (repositories, tokens,
 * auth), then routes.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 2 * 1024 * 1024,
  });

  await app.register(helmet, {
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    strictTransportSecurity: false,
  });
  // API responses of 1 kB and more go out compressed (brotli at quality 4, or gzip); the SPA's files
  // are compressed at build time and carry their own Content-Encoding, which this leaves alone.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => tooManyRequests(context.after),
  });
  registerJsonBodies(app);
  registerErrorHandler(app);

  app.decorate('repos', createRepositories(options.db));
  app.decorate('tokens', tokenService(options.jwtSecret));
  app.decorateRequest('user', null);

  await app.register(apiRoutes, {
    prefix: '/api',
    authRateLimit: options.authRateLimit ?? { max: 10, timeWindow: '1 minute' },
  });
  registerNotFound(app, await registerSpa(app, options.distDir));
  return app;
}
