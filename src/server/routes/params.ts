import type { FastifyRequest } from 'fastify';
import { invalidRequest, notFound, unauthorized } from '../errors';
import type { AuthUser } from '../tokens';

/** The authenticated user of a protected route. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) {
    throw unauthorized();
  }
  return request.user;
}

/** A numeric id path parameter; anything else is a missing resource (404). */
export function idParam(request: FastifyRequest, name: string): number {
  const raw = (request.params as Record<string, string | undefined>)[name] ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) {
    throw notFound('Analysis not found');
  }
  return id;
}

/**
 * The version an `If-Match` header asks for: `"7"`, `W/"7"` or `7`; undefined when absent or `*`.
 * Anything else is a 400.
 */
export function ifMatchVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') {
    return undefined;
  }
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!match) {
    throw invalidRequest([{ path: ['If-Match'], message: 'must be the analysis version, e.g. "7"' }], 'Invalid If-Match header');
  }
  return Number(match[1]);
}
