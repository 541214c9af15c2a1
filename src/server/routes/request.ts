import type { FastifyRequest } from 'fastify';
import { invalidRequest, unauthorized } from '../errors';
import type { AuthUser } from '../tokens';

/** The authenticated user of a protected route. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) {
    throw unauthorized();
  }
  return request.user;
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
