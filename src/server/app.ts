import type { Server } from 'node:http';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import { readCache } from './cache/read-cache';
import { verifiedTokens } from './cache/verified-tokens';
import { COMPRESS_PLUGIN_OPTIONS } from './compression';
import { DEFAULT_MAX_ANALYSES_PER_USER } from './config';
import type { TrustProxy } from './config';
import type { Db } from './database';
import { httpOptions } from './http-options';
import { tooManyRequests } from './errors';
import { registerErrorHandler, registerNotFound } from './plugins/errors';
import { registerSchemas, zodSchemaController } from './plugins/schemas';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpa } from './plugins/spa';
import { createRepositories } from './repositories';
import { apiRoutes } from './routes';
import type { AuthRateLimit } from './routes/auth';
import { CONTACT_RATE_LIMIT } from './routes/contact';
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
  /** Contact messages per IP (default 5 per 10 minutes). */
  contactRateLimit?: AuthRateLimit;
  /** Which proxies' `X-Forwarded-*` headers to believe (TRUST_PROXY); default none. */
  trustProxy?: TrustProxy;
  /** How many analyses one user may keep (MAX_ANALYSES_PER_USER); default 1,000. */
  maxAnalysesPerUser?: number;
  logger?: FastifyServerOptions['logger'];
  /** Called for every route as it is registered (the OpenAPI test compares them with the document). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * A server that already listens (the runner's, see `listenEarly`): the app is built on it instead of a
   * server of its own; the caller hands it `app.routing` once ready and closes it. Absent in tests.
   */
  server?: Server;
}

/**
 * Builds the CreditGrid app (API + SPA) without listening (style.md P10). External plugins load
 * first (security headers, cookies, rate limit), then the app's decorators (repositories, tokens,
 * auth), then routes.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const server = options.server;
  const app = Fastify({
    ...httpOptions(options),
    bodyLimit: 2 * 1024 * 1024,
    schemaController: zodSchemaController,
    // The runner's server, already listening (listen-early.ts): the app answers on it once ready.
    ...(server ? { serverFactory: () => server } : {}),
  });
  if (options.onRoute) {
    app.addHook('onRoute', options.onRoute);
  }

  await registerSecurityHeaders(app);
  // API responses of 1 kB and more go out compressed (brotli at quality 4, or gzip); the SPA's files
  // are compressed at build time, and the read cache keeps its answers compressed: both carry their own
  // Content-Encoding, which this leaves alone.
  await app.register(compress, COMPRESS_PLUGIN_OPTIONS);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => tooManyRequests(context.after),
  });
  // Bodies are JSON only: anything else (a cross-site text/plain form) is a 415.
  app.removeContentTypeParser('text/plain');
  await registerSchemas(app);
  registerErrorHandler(app);

  const cache = readCache(options.db, createRepositories(options.db, { maxAnalysesPerUser: options.maxAnalysesPerUser ?? DEFAULT_MAX_ANALYSES_PER_USER }));
  const tokens = tokenService(options.jwtSecret);
  app.decorate('repos', cache.repos);
  app.decorate('cache', cache);
  app.decorate('tokens', tokens);
  app.decorate('verifiedTokens', verifiedTokens(tokens));
  app.decorateRequest('user', null);
  app.decorateRequest('analysisVersion', undefined);

  await app.register(apiRoutes, {
    prefix: '/api',
    authRateLimit: options.authRateLimit ?? { max: 10, timeWindow: '1 minute' },
    contactRateLimit: options.contactRateLimit ?? CONTACT_RATE_LIMIT,
  });
  registerNotFound(app, await registerSpa(app, options.distDir));
  return app;
}
