import { createServer } from 'node:http';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import Fastify from 'fastify';
import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from './config';
import { httpOptions } from './http-options';
import { registerSecurityHeaders } from './plugins/security-headers';
import { isPageRequest, registerSpa } from './plugins/spa';

/** A server that listens before the app exists (see {@link listenEarly}). */
export interface EarlyServer {
  server: Server;
  /**
   * Resolves, after one turn of the event loop, once no page is being served. The start awaits it between its
   * long synchronous steps (loading the app's code, opening PGlite), so a page asked for meanwhile is sent
   * whole in between (a file takes several turns: stat, open, read) instead of after all of them.
   */
  pagesIdle: () => Promise<void>;
  /** From now on `handler` (the ready app's `routing`) answers every request, the held ones first, in order. */
  handOver: (handler: RequestListener) => void;
}

/**
 * Listens on `host:port` before the database opens and the app is built, so a cold start shows the
 * landing page at once (docs/benchmarks.md, "Cold start"). Until {@link EarlyServer.handOver}, page GETs
 * are answered by a stand-in holding only the security headers and the built SPA (the app's own
 * registrations, so the bytes and headers are the app's), and every other request (the API) is held,
 * unread, and answered by the app once it is ready: nothing is refused or answered from a half-built app.
 * Throws what `listen` throws (the port taken, not permitted).
 */
export async function listenEarly(options: {
  host: string;
  port: number;
  distDir?: string;
  trustProxy?: TrustProxy;
  logger?: FastifyServerOptions['logger'];
}): Promise<EarlyServer> {
  const pages = await pagesStandIn(options);
  let app: RequestListener | undefined;
  const held: [IncomingMessage, ServerResponse][] = [];
  let serving = 0;
  const idleWaiters: (() => void)[] = [];
  const server = createServer((request, response) => {
    if (app) {
      app(request, response);
    } else if (pages && isPageRequest(request.method, request.url)) {
      serving++;
      response.once('close', () => --serving === 0 && idleWaiters.splice(0).forEach((resolve) => resolve()));
      pages(request, response);
    } else {
      held.push([request, response]);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    pagesIdle: () => new Promise((resolve) => setImmediate(() => (serving === 0 ? resolve() : idleWaiters.push(resolve)))),
    handOver: (handler) => {
      app = handler;
      for (const [request, response] of held.splice(0)) {
        handler(request, response);
      }
    },
  };
}

/**
 * The stand-in's routes have no schemas: compilers that are never called, which keeps Fastify from loading
 * Ajv and fast-json-stringify (its defaults) at start. Typed loosely, as Fastify types the factories after Ajv's.
 */
const NO_SCHEMAS = {
  compilersFactory: {
    buildValidator: (() => () => () => true) as unknown as Compilers['buildValidator'],
    buildSerializer: (() => () => JSON.stringify) as unknown as Compilers['buildSerializer'],
  },
};
type Compilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** The pages' stand-in's request handler, or undefined when there is no build to serve (API-only). */
async function pagesStandIn(options: Parameters<typeof listenEarly>[0]): Promise<RequestListener | undefined> {
  const pages = Fastify({ ...httpOptions(options), schemaController: NO_SCHEMAS });
  await registerSecurityHeaders(pages);
  const fallback = await registerSpa(pages, options.distDir);
  if (!fallback) {
    return undefined;
  }
  // A page GET the files do not answer is a client-side route: index.html, as the app's not-found handler does.
  pages.setNotFoundHandler((_request, reply) => fallback(reply));
  await pages.ready();
  return pages.routing;
}
