import { randomBytes } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import { readCache } from './cache/read-cache';
import { verifiedTokens } from './cache/verified-tokens';
import { COMPRESS_PLUGIN_OPTIONS } from './compression';
import type { TrustProxy } from './config';
import type { Db } from './database';
import { tooManyRequests } from './errors';
import { registerErrorHandler, registerNotFound } from './plugins/errors';
import { registerSchemas, zodSchemaController } from './plugins/schemas';
import { registerSpa } from './plugins/spa';
import { createRepositories } from './repositories';
import { DEFAULT_MAX_ANALYSES_PER_USER } from './repositories/analyses';
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
    schemaController: zodSchemaController,
    // Unique across the servers of a deployment, so the id a 503 quotes finds its one log line.
    genReqId: () => randomBytes(8).toString('hex'),
    // A hop count trusts that many proxies in front of the server (Fastify's types take it as a function).
    trustProxy:
      typeof options.trustProxy === 'number' ? (_address: string, hop: number) => hop < (options.trustProxy as number) : (options.trustProxy ?? false),
  });
  if (options.onRoute) {
    app.addHook('onRoute', options.onRoute);
  }

  await app.register(helmet, {
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    strictTransportSecurity: false,
  });
  // HSTS only where the browser really used https (directly, or at a trusted proxy: X-Forwarded-Proto).
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      void reply.header('strict-transport-security', 'max-age=15552000; includeSubDomains');
    }
  });
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
