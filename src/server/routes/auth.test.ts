import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { BACKENDS, useTestApp } from '../testing/harness';

describe.each(BACKENDS)('auth on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);
  const password = 'correct horse battery';
  const register = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/register/', payload: body });

  it('registers (201), stores an argon2id hash, and logs in with {access, refresh} and session cookies', async () => {
    const res = await register({ username: 'alice_auth', email: 'alice@auth.test', password, password2: password });
    expect(res.statusCode).toBe(201);
    const row = await t.app.repos.users.findByUsername('alice_auth');
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);

    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'alice_auth', password } });
    expect(login.statusCode).toBe(200);
    const body = login.json<{ access: string; refresh: string }>();
    expect(decodeJwt(body.access)).toMatchObject({ user_id: row!.id, username: 'alice_auth' });
    const access = login.cookies.find((c) => c.name === 'access_token');
    const csrf = login.cookies.find((c) => c.name === 'csrftoken');
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(csrf?.httpOnly).toBeFalsy();
    expect(csrf?.value.length).toBeGreaterThan(20);
  });

  it.each([
    ['a taken username', { username: 'ALICE_AUTH', email: 'other@auth.test' }],
    ['a taken e-mail', { username: 'bob_auth', email: 'Alice@Auth.test' }],
  ])('answers registration with %s as it answers a new account, and stores nothing', async (_name, overrides) => {
    const fresh = await register({ password, password2: password, username: 'erin_auth', email: 'erin@auth.test' });
    const res = await register({ password: 'another horse battery', password2: 'another horse battery', ...overrides });
    expect([res.statusCode, fresh.statusCode]).toEqual([201, 201]);
    expect(Object.keys(res.json<object>()).sort()).toEqual(Object.keys(fresh.json<object>()).sort());
    expect(res.json()).toEqual(overrides);
    expect(await t.app.repos.users.findByUsername('bob_auth')).toBeUndefined();
    // The owner's account is untouched: the old password still works, the new one does not.
    const login = (pw: string) => t.app.inject({ method: 'POST', url: '/api/login/', payload: { username: 'alice_auth', password: pw } });
    expect((await login(password)).statusCode).toBe(200);
    expect((await login('another horse battery')).statusCode).toBe(401);
  });

  it.each([
    ['mismatched passwords', { username: 'carol_auth', email: 'c@auth.test', password2: 'different pass' }, 'password2'],
    ['a short password', { username: 'dave_auth', email: 'd@auth.test', password: 'short', password2: 'short' }, 'password'],
  ])('refuses registration with %s → 400 {error, details}', async (_name, overrides, field) => {
    const res = await register({ password, password2: password, ...(overrides as Record<string, unknown>) });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; details: { path: string[] }[] }>();
    expect(body.error).toEqual(expect.any(String));
    expect(body.details.map((d) => d.path[0])).toContain(field);
  });

  it('answers wrong credentials with 401', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: '/api/login/', payload: { username: 'alice_auth', password: 'nope nope nope' } });
    expect(wrong.statusCode).toBe(401);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/login/', payload: { username: 'nobody_here', password } });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ error: expect.any(String) });
  });

  it('refreshes an access token, and logout revokes the refresh token', async () => {
    const u = await t.user();
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: u.refresh } });
    expect(refreshed.statusCode).toBe(200);
    const { access } = refreshed.json<{ access: string }>();
    const me = await t.app.inject({ method: 'GET', url: '/api/analyses/', headers: { authorization: `Bearer ${access}` } });
    expect(me.statusCode).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: '/api/logout/', payload: { refresh: u.refresh } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'access_token')?.value).toBe('');
    const again = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: u.refresh } });
    expect(again.statusCode).toBe(401);
  });

  it('refuses an access token used as a refresh token, and garbage', async () => {
    const u = await t.user();
    for (const refresh of [u.access, 'garbage']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers 401 without credentials and with a bad bearer token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/analyses/' })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: '/api/analyses/', headers: { authorization: 'Bearer x.y.z' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ error: expect.any(String), details: null });
  });

  describe('cookie sessions and CSRF', () => {
    const create = (cookie: string, csrf?: string, userId?: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/create_token/${userId}/`,
        headers: { cookie, ...(csrf === undefined ? {} : { 'x-csrftoken': csrf }) },
        payload: { num_companies: 1, company_names: [], year: 2025 },
      });

    it('authenticates a GET by the cookie alone', async () => {
      const u = await t.user();
      const res = await t.app.inject({ method: 'GET', url: '/api/analyses/', headers: { cookie: u.cookie } });
      expect(res.statusCode).toBe(200);
    });

    it('refuses an unsafe request with a missing or wrong X-CSRFToken (403), accepts the right one', async () => {
      const u = await t.user();
      expect((await create(u.cookie, undefined, u.id)).statusCode).toBe(403);
      const wrong = await create(u.cookie, 'wrong-token', u.id);
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({ code: 'csrf_failed' });
      expect((await create(u.cookie, u.csrf, u.id)).statusCode).toBe(201);
    });

    it("binds the CSRF token to the session: a planted csrftoken, or another session's, is refused", async () => {
      const u = await t.user();
      const access = /access_token=[^;]+/.exec(u.cookie)![0];
      // A cookie set from a sibling subdomain, echoed in the header: the double-submit check alone would pass it.
      const planted = await create(`${access}; csrftoken=planted-by-attacker`, 'planted-by-attacker', u.id);
      expect(planted.statusCode).toBe(403);
      expect(planted.json()).toMatchObject({ code: 'csrf_failed' });
      // The same user's other session (another login) has another token.
      const other = await t.app.inject({ method: 'POST', url: '/api/login/', payload: { username: u.username, password: 'correct horse battery' } });
      const otherCsrf = other.cookies.find((c) => c.name === 'csrftoken')!.value;
      expect(otherCsrf).not.toBe(u.csrf);
      expect((await create(`${access}; csrftoken=${otherCsrf}`, otherCsrf, u.id)).statusCode).toBe(403);
      expect((await create(u.cookie, u.csrf, u.id)).statusCode).toBe(201);
    });

    it('needs no CSRF header with a bearer token', async () => {
      const u = await t.user();
      const res = await u.inject({
        method: 'POST',
        url: `/api/create_token/${u.id}/`,
        payload: { num_companies: 1, company_names: [], year: 2025 },
      });
      expect(res.statusCode).toBe(201);
    });
  });
});

describe('rate limit of login and register', () => {
  const t = useTestApp(BACKENDS[0]!, { authRateLimit: { max: 3, timeWindow: '1 minute' } });

  it('answers 429 with the error envelope after the limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/login/', payload: { username: 'x', password: 'y' } });
      codes.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({ code: 'rate_limited', error: expect.any(String) });
      }
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});
