import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Whether a request is for a page of the SPA (a GET or HEAD outside /api), which index.html answers when no file does. */
export function isPageRequest(method: string | undefined, url: string | undefined): boolean {
  return (method === 'GET' || method === 'HEAD') && !url?.startsWith('/api');
}

/**
 * Serves the built SPA from `distDir`: hashed files under /assets are cached for a year, everything
 * else revalidates. The build writes each text file beside itself as `.br` and `.gz` (vite.config.ts);
 * the one the browser accepts is sent as it is, with `Content-Encoding`. Returns the fallback that
 * answers any other page GET with index.html (client-side routes), or undefined when there is no build (API-only, e.g. in tests).
 */
export async function registerSpa(app: FastifyInstance, distDir: string | undefined): Promise<((reply: FastifyReply) => unknown) | undefined> {
  if (!distDir || !existsSync(path.join(distDir, 'index.html'))) {
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: path.resolve(distDir),
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (reply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
}
