import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { LOGIN_BACKOFF } from '../repositories/login-failures';
import { REFRESH_REUSE_GRACE_MS } from '../repositories/sessions';
import { BACKENDS, useTestApp } from '../testing/harness';

describe.each(BACKENDS)('passwords and sessions on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);
  const register = (username: string, password: string, email = `${username}@example.com`) =>
    t.app.inject({ method: 'POST', url: '/api/register/', payload: { username, email, password, password2: password } });

  it.each([
    ['a common password', 'password'],
    ['a common number', '12345678'],
    ['a common password in capitals', 'Password1'],
    ['eight spaces', '        '],
    ['the username', 'weakuser_1'],
    ['the e-mail address', 'weakuser_1@example.com'],
  ])('refuses %s as a password (400 naming password), and creates nobody', async (_name, password) => {
    const res = await register('weakuser_1', password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ details: [{ path: ['password'], message: expect.any(String) }] });
    expect(await t.app.repos.users.findByUsername('weakuser_1')).toBeUndefined();
  });

  it('accepts a long passphrase', async () => {
    expect((await register(`strong_${randomBytes(3).toString('hex')}`, 'tandon margin on stock')).statusCode).toBe(201);
  });

  it('ends the session at logout: the access token stops working at once', async () => {
    const u = await t.user();
    expect((await u.inject({ method: 'GET', url: '/api/analyses/' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout/', payload: { refresh: u.refresh } })).statusCode).toBe(200);
    expect((await u.inject({ method: 'GET', url: '/api/analyses/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/analyses/', headers: { cookie: u.cookie } })).statusCode).toBe(401);
  });

  it('lets two tabs renew with the same refresh token at once (the grace window), and both go on', async () => {
    const u = await t.user();
    const renew = () => t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: u.refresh } });
    const [a, b] = await Promise.all([renew(), renew()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    for (const pair of [a, b].map((r) => r.json<{ access: string; refresh: string }>())) {
      expect((await t.app.inject({ method: 'GET', url: '/api/analyses/', headers: { authorization: `Bearer ${pair.access}` } })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: pair.refresh } })).statusCode).toBe(200);
    }
  });

  it('keeps the session through 50 rounds of two tabs renewing with the same refresh token at once', async () => {
    const u = await t.user();
    let refresh = u.refresh;
    let signedOut = 0;
    for (let round = 0; round < 50; round++) {
      const renew = () => t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });
      const answers = await Promise.all([renew(), renew()]);
      signedOut += answers.filter((r) => r.statusCode !== 200).length;
      const pair = answers.find((r) => r.statusCode === 200)?.json<{ access: string; refresh: string }>();
      if (!pair) {
        break;
      }
      // The tab that wrote last to storage wins; the other tab reads that pair (two-tabs.spec.ts covers the browser side).
      refresh = pair.refresh;
      expect((await t.app.inject({ method: 'GET', url: '/api/analyses/', headers: { authorization: `Bearer ${pair.access}` } })).statusCode).toBe(200);
    }
    expect(signedOut).toBe(0);
  });

  it(`ends the session when a used token comes back after ${REFRESH_REUSE_GRACE_MS / 1000} s, even as the last one used`, async () => {
    const u = await t.user();
    const first = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: u.refresh } });
    const { access } = first.json<{ access: string }>();
    await t.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1) })
      .where('revoked_at', 'is not', null)
      .where('user_id', '=', u.id)
      .execute();
    const replay = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: u.refresh } });
    expect(replay.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/analyses/', headers: { authorization: `Bearer ${access}` } })).statusCode).toBe(401);
  });

  it('rotates refresh tokens, and a replayed one ends the session', async () => {
    const u = await t.user();
    const first = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: u.refresh } });
    expect(first.statusCode).toBe(200);
    const rotated = first.json<{ access: string; refresh: string }>();
    expect(rotated.refresh).not.toBe(u.refresh);
    const second = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: rotated.refresh } });
    expect(second.statusCode).toBe(200);
    const latest = second.json<{ access: string; refresh: string }>();
    const asLatest = { authorization: `Bearer ${latest.access}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/analyses/', headers: asLatest })).statusCode).toBe(200);

    // The first token again, after its successor was used: someone holds a copy. The whole session ends, the newest tokens included.
    const replay = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: u.refresh } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json<{ error: string }>().error).toContain('already used');
    expect((await t.app.inject({ method: 'GET', url: '/api/analyses/', headers: asLatest })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: latest.refresh } })).statusCode).toBe(401);
  });

  it('keeps other sessions of the same user when one logs out', async () => {
    const u = await t.user();
    const login = await t.app.inject({ method: 'POST', url: '/api/login/', payload: { username: u.username, password: 'correct horse battery' } });
    const other = login.json<{ access: string }>();
    await t.app.inject({ method: 'POST', url: '/api/logout/', payload: { refresh: u.refresh } });
    expect((await t.app.inject({ method: 'GET', url: '/api/analyses/', headers: { authorization: `Bearer ${other.access}` } })).statusCode).toBe(200);
  });

  it(`throttles a username from one address after ${LOGIN_BACKOFF.freeFailures} failures, with a Retry-After; the owner elsewhere still gets in`, async () => {
    const u = await t.user();
    const attempt = (password: string, ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/login/', remoteAddress: ip, payload: { username: u.username, password } });
    for (let i = 0; i <= LOGIN_BACKOFF.freeFailures; i++) {
      expect((await attempt('wrong password', '10.0.0.66')).statusCode).toBe(401);
    }
    const blocked = await attempt('correct horse battery', '10.0.0.66');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('1');
    expect(blocked.json()).toMatchObject({ code: 'rate_limited', error: expect.stringContaining('this account from this address') });
    // The stranger's guesses do not lock the owner out: the right password from the owner's address works.
    expect((await attempt('correct horse battery', '10.0.0.7')).statusCode).toBe(200);
    // Another account behind the stranger's address is not affected.
    const other = await t.user();
    const fine = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      remoteAddress: '10.0.0.66',
      payload: { username: other.username, password: 'correct horse battery' },
    });
    expect(fine.statusCode).toBe(200);
  });

  it('counts the failures in the database, so a second server of the deployment refuses the same guesses', async () => {
    const u = await t.user();
    const second = await buildApp({ db: t.db, jwtSecret: randomBytes(32).toString('hex'), authRateLimit: { max: 10_000, timeWindow: '1 minute' } });
    try {
      const attempt = (app: typeof second, password: string) =>
        app.inject({ method: 'POST', url: '/api/login/', remoteAddress: '10.0.3.3', payload: { username: u.username, password } });
      for (let i = 0; i <= LOGIN_BACKOFF.freeFailures; i++) {
        expect((await attempt(i % 2 ? second : t.app, 'wrong password')).statusCode).toBe(401);
      }
      expect((await attempt(second, 'correct horse battery')).statusCode).toBe(429);
      expect((await attempt(t.app, 'correct horse battery')).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  const t = useTestApp(BACKENDS[0]!);

  it('takes the client IP and https from a trusted proxy: Secure cookies and HSTS', async () => {
    const u = await t.user();
    const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };
    for (const trustProxy of [false, true] as const) {
      const app = await buildApp({ db: t.db, jwtSecret: 'x'.repeat(32), trustProxy });
      app.get('/api/whoami', { config: { public: true } }, async (request) => ({ ip: request.ip }));
      try {
        const login = await app.inject({ method: 'POST', url: '/api/login/', headers, payload: { username: u.username, password: 'correct horse battery' } });
        expect(login.cookies.find((c) => c.name === 'access_token')?.secure ?? false).toBe(trustProxy);
        expect(login.headers['strict-transport-security'] !== undefined).toBe(trustProxy);
        const who = await app.inject({ method: 'GET', url: '/api/whoami', headers });
        expect(who.json()).toEqual({ ip: trustProxy ? '203.0.113.9' : '127.0.0.1' });
      } finally {
        await app.close();
      }
    }
  });
});
