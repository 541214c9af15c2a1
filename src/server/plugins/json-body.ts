import type { FastifyInstance } from 'fastify';
import { notJson } from '../errors';

/**
 * Bodies are JSON whatever their declared type: `application/json` keeps Fastify's secure parser,
 * and any other type (text/plain from `sendBeacon`, a missing header) is parsed as JSON too. What is
 * not JSON is a 400 with the error envelope, never a 415 or a 500.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text) as unknown);
    } catch (err) {
      done(notJson((err as Error).message), undefined);
    }
  });
}
