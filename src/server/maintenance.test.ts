import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { Db } from './database';
import { openDatabase } from './database';
import { vacuumAfterWrites } from './maintenance';

/** How many times the analyses table has been vacuumed by hand (PostgreSQL's own statistics). */
async function vacuums(db: Db): Promise<number> {
  const { rows } = await sql<{ n: string }>`select vacuum_count::text as n from pg_stat_user_tables where relname = 'analyses'`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

describe('vacuumAfterWrites', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase({ kind: 'memory' });
  }, 60_000);
  afterAll(async () => {
    await db.destroy();
  });

  it('vacuums once every N successful API writes; reads and refused writes do not count', async () => {
    const app = await buildApp({ db, jwtSecret: 'm'.repeat(48) });
    vacuumAfterWrites(app, db, 3);
    const password = 'maintenance password 42';
    const register = await app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { username: 'vacuum', email: 'vacuum@example.com', password, password2: password },
    });
    expect(register.statusCode).toBe(201);
    const login = await app.inject({ method: 'POST', url: '/api/login/', payload: { username: 'vacuum', password } });
    expect(login.statusCode).toBe(200);
    const refused = await app.inject({ method: 'POST', url: '/api/login/', payload: { username: 'vacuum', password: 'wrong password 42' } });
    expect(refused.statusCode).toBe(401);
    const { access } = login.json<{ access: string }>();
    expect((await app.inject({ method: 'GET', url: '/api/analyses/', headers: { authorization: `Bearer ${access}` } })).statusCode).toBe(200);
    expect(await vacuums(db)).toBe(0);

    // The third successful write starts the vacuum after its response; closing waits for it.
    const logout = await app.inject({ method: 'POST', url: '/api/logout/', payload: { refresh: login.json<{ refresh: string }>().refresh } });
    expect(logout.statusCode).toBeLessThan(400);
    await app.close();
    expect(await vacuums(db)).toBe(1);
  }, 60_000);

  it('waits for a moment with no API request in flight, and at twice the count runs regardless', async () => {
    const app = await buildApp({ db, jwtSecret: 'm'.repeat(48) });
    vacuumAfterWrites(app, db, 1);
    // A request held open stands for the saves queued behind a vacuum.
    const held: (() => void)[] = [];
    app.get('/api/test-held/', { config: { public: true } }, async () => {
      await new Promise<void>((resolve) => held.push(resolve));
      return { ok: true };
    });
    const before = await vacuums(db);
    const hold = app.inject({ method: 'GET', url: '/api/test-held/' });
    await expect.poll(() => held.length).toBe(1);
    const password = 'maintenance password 42';
    const register = (username: string) =>
      app.inject({ method: 'POST', url: '/api/register/', payload: { username, email: `${username}@example.com`, password, password2: password } });
    expect((await register('idle1')).statusCode).toBe(201);
    // Due (1 write) but a request is in flight: not yet (the count query queues behind a vacuum that started).
    expect(await vacuums(db)).toBe(before);
    held.shift()!();
    expect((await hold).statusCode).toBe(200);
    await expect.poll(() => vacuums(db)).toBe(before + 1);

    // Never idle: held open again, the second write runs it anyway.
    const holdAgain = app.inject({ method: 'GET', url: '/api/test-held/' });
    await expect.poll(() => held.length).toBe(1);
    expect((await register('idle2')).statusCode).toBe(201);
    expect(await vacuums(db)).toBe(before + 1);
    expect((await register('idle3')).statusCode).toBe(201);
    await expect.poll(() => vacuums(db)).toBe(before + 2);
    held.shift()!();
    await holdAgain;
    await app.close();
  }, 60_000);
});
