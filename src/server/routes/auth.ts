import { hash, verify } from '@node-rs/argon2';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loggedOut, loginRequest, refreshRequest, registeredUser, registerRequest, tokenPair } from '../../contract/auth';
import type { Issue } from '../../contract/errors';
import { invalidRequest, unauthorized } from '../errors';
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
export const authRoutes: FastifyPluginAsyncZod<{ rateLimit: AuthRateLimit }> = async (app, { rateLimit }) => {
  const limited = { public: true, rateLimit };

  app.post(
    '/register/',
    { schema: { body: registerRequest, response: { 201: registeredUser } }, config: { ...limited, invalid: 'Registration failed' } },
    async (request, reply) => {
      const body = request.body;
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
    },
  );

  app.post(
    '/login/',
    { schema: { body: loginRequest, response: { 200: tokenPair } }, config: { ...limited, invalid: 'Username and password are required' } },
    async (request, reply) => {
      const body = request.body;
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
    },
  );

  const refreshSchema = { body: refreshRequest, response: { 200: tokenPair } };
  app.post('/token/refresh/', { schema: refreshSchema, config: { public: true } }, async (request, reply) => {
    const body = request.body;
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

  app.post('/logout/', { schema: { body: refreshRequest, response: { 200: loggedOut } }, config: { public: true } }, async (request, reply) => {
    const body = request.body;
    const claims = await app.tokens.verifyRefresh(body.refresh);
    if (!claims) {
      throw unauthorized('The refresh token is invalid or expired');
    }
    await app.repos.refreshTokens.revoke(claims.jti, claims.userId);
    clearSessionCookies(reply);
    return { detail: 'Logged out' };
  });
};
