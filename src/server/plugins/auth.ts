import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csrfFailed, unauthorized } from '../errors';
import type { AuthUser } from '../tokens';
import { ACCESS_TTL_SECONDS, REFRESH_TTL_SECONDS } from '../tokens';

/** The httpOnly cookie holding the access JWT. */
export const ACCESS_COOKIE = 'access_token';
/**
 * The readable CSRF cookie; its value must come back in `X-CSRFToken` (spec §7). It is bound to the session
 * (`tokens.csrf`): the header is checked against the session's own token, not against the cookie.
 */
export const CSRF_COOKIE = 'csrftoken';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The user of an access token whose signature, expiry and session all hold, or null. Logout ends the
 * session, so its tokens stop here at once. Every authenticated request goes through this one function.
 * The signature check is cached per token (until it expires); the session check never outlives a
 * revocation (see `sessionActive` in src/server/cache/read-cache.ts), and for a cached read of
 * `request` it also reads the analysis version.
 */
export async function verifiedUser(app: FastifyInstance, token: string, request?: FastifyRequest): Promise<AuthUser | null> {
  const user = await app.verifiedTokens.verify(token);
  return user && (await app.cache.sessionActive(user, request)) ? user : null;
}

/**
 * Authenticates a request: `Authorization: Bearer <access>` (API clients; no CSRF check), or the
 * access cookie, which on unsafe methods also needs `X-CSRFToken` equal to its session's CSRF token.
 * No credentials or a bad token → 401; a failed CSRF check → 403.
 */
export async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser> {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const user = match ? await verifiedUser(app, match[1]!, request) : null;
    if (!user) {
      throw unauthorized('The bearer token is invalid or expired');
    }
    return user;
  }
  const cookie = request.cookies[ACCESS_COOKIE];
  if (!cookie) {
    throw unauthorized();
  }
  const user = await verifiedUser(app, cookie, request);
  if (!user) {
    throw unauthorized('The session has expired; log in again');
  }
  if (!SAFE_METHODS.has(request.method)) {
    const sent = request.headers['x-csrftoken'];
    if (typeof sent !== 'string' || !sameSecret(app.tokens.csrf(user.sessionId), sent)) {
      throw csrfFailed();
    }
  }
  return user;
}

/** Sets the access cookie and the session's CSRF token (`tokens.csrf` of its session). */
export function setSessionCookies(reply: FastifyReply, access: string, csrf: string): void {
  reply.setCookie(ACCESS_COOKIE, access, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    maxAge: ACCESS_TTL_SECONDS,
  });
  reply.setCookie(CSRF_COOKIE, csrf, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: 'auto',
    maxAge: REFRESH_TTL_SECONDS,
  });
}

/** Removes the session cookies (logout). */
export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}
