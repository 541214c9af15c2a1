import { createHmac, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** Lifetimes of the two JWTs. */
export const ACCESS_TTL_SECONDS = 60 * 60;
export const REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Who a verified access token speaks for, and in which session (the `sid` claim, ended by logout). */
export interface AuthUser {
  id: number;
  username: string;
  sessionId: string;
}

/** A signed refresh token and what must be recorded to revoke it later. */
export interface IssuedRefresh {
  token: string;
  jti: string;
  expiresAt: Date;
}

/**
 * Signs and verifies CreditGrid's JWTs (HS256). The access token carries `user_id` and `username`
 * (spec §3) and the session id `sid`; the refresh token carries `user_id` and a `jti` recorded in the
 * database (its session, rotation and revocation live there).
 */
export function tokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  const sign = (claims: Record<string, unknown>, ttl: number, jti?: string) => {
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime(`${ttl}s`);
    return (jti ? jwt.setJti(jti) : jwt).sign(key);
  };
  const verify = async (token: string, type: 'access' | 'refresh') => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      return payload.token_type === type && typeof payload.user_id === 'number' ? payload : null;
    } catch {
      return null;
    }
  };
  return {
    /** A short-lived access token for the user in one session. */
    access(user: AuthUser): Promise<string> {
      return sign({ token_type: 'access', user_id: user.id, username: user.username, sid: user.sessionId }, ACCESS_TTL_SECONDS);
    },
    /** A new refresh token with a fresh `jti`. */
    async refresh(user: Pick<AuthUser, 'id'>): Promise<IssuedRefresh> {
      const jti = randomUUID();
      const token = await sign({ token_type: 'refresh', user_id: user.id }, REFRESH_TTL_SECONDS, jti);
      return { token, jti, expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000) };
    },
    /**
     * The user and session of a validly signed, unexpired access token, with its expiry (`exp`, seconds since
     * the epoch), or null (the session is checked by the caller).
     */
    async verifyAccess(token: string): Promise<{ user: AuthUser; expiresAt: number } | null> {
      const p = await verify(token, 'access');
      return p && typeof p.username === 'string' && typeof p.sid === 'string' && typeof p.exp === 'number'
        ? { user: { id: p.user_id as number, username: p.username, sessionId: p.sid }, expiresAt: p.exp }
        : null;
    },
    /**
     * The CSRF token of a session: an HMAC of its id under the server's secret, so a `csrftoken` planted in
     * a browser (a cookie set from a sibling subdomain, an attacker's own session's) never matches another session.
     */
    csrf(sessionId: string): string {
      return createHmac('sha256', key).update(`csrf:${sessionId}`).digest('base64url');
    },
    /** The user id and `jti` of a validly signed, unexpired refresh token, or null (revocation is checked by the caller). */
    async verifyRefresh(token: string): Promise<{ userId: number; jti: string } | null> {
      const p = await verify(token, 'refresh');
      return p && typeof p.jti === 'string' ? { userId: p.user_id as number, jti: p.jti } : null;
    },
  };
}
export type TokenService = ReturnType<typeof tokenService>;
