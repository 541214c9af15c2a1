import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_ENDPOINTS as E } from '../../contract/endpoints';
import { invalidRequest, tooManyRequests, unauthorized } from '../errors';
import { passwordProblems } from '../passwords';
import { clearSessionCookies, setSessionCookies } from '../plugins/auth';
import { route } from './route';

/** Rate limit of login and register, per IP. */
export interface AuthRateLimit {
  max: number;
  timeWindow: string;
}

/** A hash to verify against when the username is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;

/**
 * POST /api/register/, /api/login/, /api/token/refresh/, /api/logout/ (spec §7, design.md §4).
 * Passwords are hashed with argon2id (the library's default algorithm).
 */
export const authRoutes: FastifyPluginAsyncZod<{ rateLimit: AuthRateLimit }> = async (app, { rateLimit }) => {
  const limited = { config: { rateLimit } };
  const throttle = app.repos.loginFailures;

  route(
    app,
    E.register,
    async (request, reply) => {
      const body = request.body;
      const weak = await passwordProblems(body);
      if (weak.length > 0) {
        throw invalidRequest(weak, 'Registration failed');
      }
      // A taken username or e-mail gets the answer a new account gets, after the same work (the hash), so
      // registration tells nobody which usernames or e-mails exist (OWASP ASVS V2 / WSTG-IDNT-04). Its owner
      // finds out at login, as anyone who mistypes a username does.
      const user = await app.repos.users.create({ username: body.username, email: body.email, passwordHash: await hash(body.password) });
      if (!user) {
        request.log.info('registration of a taken username or e-mail: answered as created, nothing stored');
      }
      return reply.status(201).send({ username: body.username, email: body.email });
    },
    limited,
  );

  route(
    app,
    E.login,
    async (request, reply) => {
      const body = request.body;
      const wait = await throttle.waitMs(body.username, request.ip);
      if (wait > 0) {
        void reply.header('retry-after', String(Math.ceil(wait / 1000)));
        throw tooManyRequests(`${Math.ceil(wait / 1000)} seconds`, 'Too many failed logins for this account from this address');
      }
      const user = await app.repos.users.findByUsername(body.username);
      dummyHash ??= hash('not-a-password');
      const ok = await verify(user?.password_hash ?? (await dummyHash), body.password);
      if (!user || !ok) {
        await throttle.failed(body.username, request.ip);
        throw unauthorized('Username or password does not exist');
      }
      await throttle.succeeded(body.username, request.ip);
      const sessionId = randomUUID();
      const refresh = await app.tokens.refresh(user);
      await app.repos.sessions.start(user.id, sessionId, refresh);
      const access = await app.tokens.access({ id: user.id, username: user.username, sessionId });
      setSessionCookies(reply, access, app.tokens.csrf(sessionId));
      return { access, refresh: refresh.token };
    },
    limited,
  );

  // Rotation: every refresh answers a new refresh token; the one sent is used up. Sending a used one again
  // means a copy is in someone else's hands, so that whole session ends.
  route(app, E.refreshToken, async (request, reply) => {
    const claims = await app.tokens.verifyRefresh(request.body.refresh);
    const user = claims ? await app.repos.users.findById(claims.userId) : undefined;
    if (!claims || !user) {
      throw unauthorized('The refresh token is invalid, expired or revoked');
    }
    const next = await app.tokens.refresh(user);
    const outcome = await app.repos.sessions.rotate(claims.jti, user.id, next);
    if (outcome.kind === 'replayed') {
      request.log.warn({ userId: user.id }, 'refresh token replayed: session ended');
      throw unauthorized('The refresh token was already used; the session has been ended for safety, log in again');
    }
    if (outcome.kind === 'invalid') {
      throw unauthorized('The refresh token is invalid, expired or revoked');
    }
    const access = await app.tokens.access({ id: user.id, username: user.username, sessionId: outcome.sessionId });
    setSessionCookies(reply, access, app.tokens.csrf(outcome.sessionId));
    return { access, refresh: next.token };
  });

  route(app, E.logout, async (request, reply) => {
    const body = request.body;
    const claims = await app.tokens.verifyRefresh(body.refresh);
    if (!claims) {
      throw unauthorized('The refresh token is invalid or expired');
    }
    await app.repos.sessions.endByRefresh(claims.jti, claims.userId);
    clearSessionCookies(reply);
    return { detail: 'Logged out' };
  });
};
