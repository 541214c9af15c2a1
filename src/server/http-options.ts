import { randomBytes } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from './config';

/**
 * The Fastify options that decide how a request is seen: its id, its trailing slash, whose `X-Forwarded-*`
 * headers are believed (TRUST_PROXY) and the logger. Shared by the app and by the stand-in that serves the
 * pages while the app starts (listen-early.ts), so both see the same protocol and client address.
 */
export function httpOptions(options: { trustProxy?: TrustProxy; logger?: FastifyServerOptions['logger'] }): FastifyServerOptions {
  const { trustProxy } = options;
  return {
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    // Unique across the servers of a deployment, so the id a 503 quotes finds its one log line.
    genReqId: () => randomBytes(8).toString('hex'),
    // A hop count trusts that many proxies in front of the server (Fastify's types take it as a function).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : (trustProxy ?? false),
  };
}
