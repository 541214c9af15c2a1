import { hash, verify } from '@node-rs/argon2';
import type { FastifyPluginAsync } from 'fastify';
import { loginRequest, refreshRequest, registerRequest } from '../../contract/auth';
import type { Issue } from '../../contract/errors';
import { invalidRequest, parseOr400, unauthorized } from '../errors';
import { clearSessionCookies, setSessionCookies } from '../plugins/auth';

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
export const authRoutes: FastifyPluginAsync<{ rateLimit: AuthRateLimit }> = async (app, { rateLimit }) => {
  const limited = { public: true, rateLimit };

  app.post('/register/', { config: limited }, async (request, reply) => {
    const body = parseOr400(registerRequest, request.body, 'Registration failed');
    const taken = await app.repos.users.taken(body.username, body.email);
    const conflicts = (t: { username: boolean; email: boolean }): Issue[] => [
      ...(t.username ? [{ path: ['username'], message: 'a user with that username already exists' }] : []),
      ...(t.email ? [{ path: ['email'], message: 'a user with that e-mail already exists' }] : []),
    ];
    if (taken.username || taken.email) {
      throw invalidRequest(conflicts(taken), 'Registration failed');
    }
    const user = await app.repos.users.create({
      username: body.username,
      email: body.email,
      passwordHash: await hash(body.password),
    });
    if (!user) {
      throw invalidRequest(conflicts(await app.repos.users.taken(body.username, body.email)), 'Registration failed');
    }
    return reply.status(201).send({ id: user.id, username: user.username, email: user.email });
  });

  app.post('/login/', { config: limited }, async (request, reply) => {
    const body = parseOr400(loginRequest, request.body, 'Username and password are required');
    const user = await app.repos.users.findByUsername(body.username);
    dummyHash ??= hash('not-a-password');
    const ok = await verify(user?.password_hash ?? (await dummyHash), body.password);
    if (!user || !ok) {
      throw unauthorized('Username or password does not exist');
    }
    const identity = { id: user.id, username: user.username };
    const access = await app.tokens.access(identity);
    const refresh = await app.tokens.refresh(identity);
    await app.repos.refreshTokens.add({ jti: refresh.jti, userId: user.id, expiresAt: refresh.expiresAt });
    setSessionCookies(request, reply, access);
    return { access, refresh: refresh.token };
  });

  app.post('/token/refresh/', { config: { public: true } }, async (request, reply) => {
    const body = parseOr400(refreshRequest, request.body);
    const claims = await app.tokens.verifyRefresh(body.refresh);
    const active = claims && (await app.repos.refreshTokens.isActive(claims.jti, claims.userId));
    const user = active ? await app.repos.users.findById(claims.userId) : undefined;
    if (!user) {
      throw unauthorized('The refresh token is invalid, expired or revoked');
    }
    const access = await app.tokens.access({ id: user.id, username: user.username });
    setSessionCookies(request, reply, access);
    return { access, refresh: body.refresh };
  });

  app.post('/logout/', { config: { public: true } }, async (request, reply) => {
    const body = parseOr400(refreshRequest, request.body);
    const claims = await app.tokens.verifyRefresh(body.refresh);
    if (!claims) {
      throw unauthorized('The refresh token is invalid or expired');
    }
    await app.repos.refreshTokens.revoke(claims.jti, claims.userId);
    clearSessionCookies(reply);
    return { detail: 'Logged out' };
  });
};
