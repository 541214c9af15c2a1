import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AnalysisPage } from '../../contract/analysis';
import { buildApp } from '../app';
import { openDatabase } from '../database';
import { assessed, BACKENDS, fixture, useTestApp } from '../testing/harness';

describe.each(BACKENDS)('bounds on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);
  const page = async (u: Awaited<ReturnType<typeof t.user>>, query: string) => {
    const res = await u.inject({ method: 'GET', url: `/api/analyses/?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AnalysisPage>();
  };

  it('pages the list with limit and cursor, newest first, every analysis once', async () => {
    const u = await t.user();
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) {
      ids.push((await t.analysis(u, { ...fixture(), name: `Analysis ${i}` })).analysis.id);
    }
    const seen: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const p: AnalysisPage = await page(u, `limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(p.items.length).toBeLessThanOrEqual(3);
      seen.push(...p.items.map((a) => a.id));
      cursor = p.next_cursor;
    }
    expect(seen).toEqual([...ids].reverse());
    const first = await page(u, '');
    expect(first.items).toHaveLength(7);
    expect(first.next_cursor).toBeNull();
    expect(first.items[0]!.company_names).toEqual(fixture().companies.map((c) => c.name));
  });

  it('filters by analysis or company name, case-insensitively, with LIKE characters taken literally', async () => {
    const u = await t.user();
    const file = fixture();
    await t.analysis(u, { ...file, name: 'Deccan review' });
    await t.analysis(u, { ...file, name: 'Other', companies: [{ ...file.companies[0]!, name: 'Coromandel 100% Ltd' }] });
    await t.analysis(u, { ...file, name: 'Third' });
    expect((await page(u, 'q=DECCAN')).items.map((a) => a.name)).toEqual(['Deccan review']);
    expect((await page(u, 'q=coromandel')).items.map((a) => a.name)).toEqual(['Other']);
    expect((await page(u, `q=${encodeURIComponent('100%')}`)).items.map((a) => a.name)).toEqual(['Other']);
    expect((await page(u, 'q=_')).items).toEqual([]);
  });

  it.each([['limit=0'], ['limit=201'], ['limit=abc'], ['cursor=not-a-cursor'], ['cursor=' + Buffer.from('["x",1]').toString('base64url')], ['unknown=1']])(
    'refuses the list query %s with 400',
    async (query) => {
      const u = await t.user();
      const res = await u.inject({ method: 'GET', url: `/api/analyses/?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), details: expect.any(Array) });
    },
  );

  it('names an imported analysis "(2)", "(3)" when the name is taken', async () => {
    const u = await t.user();
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await u.inject({ method: 'POST', url: '/api/analyses/import/', payload: { ...fixture(), name: 'Q3 review' } });
      expect(res.statusCode).toBe(201);
      names.push(res.json<{ name: string }>().name);
    }
    expect(names).toEqual(['Q3 review', 'Q3 review (2)', 'Q3 review (3)']);
  });

  it('cuts a full-length name for its " (2)" between characters, never inside a surrogate pair', async () => {
    const u = await t.user();
    // 115 letters, an emoji (two UTF-16 units) where the cut falls, and three more: 120 units, the most a name may have.
    const name = `${'x'.repeat(115)}😀yyy`;
    const names: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await u.inject({ method: 'POST', url: '/api/analyses/import/', payload: { ...fixture(), name } });
      expect(res.statusCode).toBe(201);
      names.push(res.json<{ name: string }>().name);
    }
    expect(names).toEqual([name, `${'x'.repeat(115)} (2)`]);
    expect(names[1]).not.toContain('\uFFFD');
  });

  it('caps analyses per user with a 409 and a clear message, creating nothing', async () => {
    const app = await buildApp({ db: t.db, jwtSecret: randomBytes(32).toString('hex'), maxAnalysesPerUser: 2 });
    try {
      const u = await t.user();
      const login = await app.inject({ method: 'POST', url: '/api/login/', payload: { username: u.username, password: 'correct horse battery' } });
      const { access } = login.json<{ access: string }>();
      const as = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${access}` } });
      const create = () => as(`/api/create_token/${u.id}/`, { num_companies: 1, year: 2024 });
      expect((await create()).statusCode).toBe(201);
      expect((await as('/api/analyses/import/', fixture())).statusCode).toBe(201);
      const over = await create();
      expect(over.statusCode).toBe(409);
      expect(over.json()).toMatchObject({ code: 'analysis_limit', error: expect.stringContaining('at most 2 analyses'), details: { limit: 2 } });
      expect((await as('/api/analyses/import/', fixture())).statusCode).toBe(409);
      expect((await t.app.repos.analyses.list(u.id, { limit: 50 })).rows).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});

describe('storage failures', () => {
  it('answers writes with a fixed 503 {error: "storage unavailable", details: {request_id}}, logs the cause under that id, and keeps reads working', async () => {
    const db = await openDatabase({ kind: 'memory' });
    const log: string[] = [];
    const app = await buildApp({
      db,
      jwtSecret: randomBytes(32).toString('hex'),
      logger: { level: 'error', stream: { write: (line: string) => log.push(line) } },
    });
    try {
      const password = 'correct horse battery';
      await app.inject({ method: 'POST', url: '/api/register/', payload: { username: 'disk', email: 'disk@example.com', password, password2: password } });
      const { access } = (await app.inject({ method: 'POST', url: '/api/login/', payload: { username: 'disk', password } })).json<{ access: string }>();
      const headers = { authorization: `Bearer ${access}` };
      const created = await app.inject({ method: 'POST', url: '/api/analyses/import/', headers, payload: fixture() });
      const id = created.json<{ id: number }>().id;
      // PGlite is one session: from now on every write fails as on a full or read-only disk.
      await sql`SET default_transaction_read_only = on`.execute(db);
      const write = await app.inject({ method: 'POST', url: `/api/update_companies_opstmt/${id}/`, headers, payload: [{ metrics: { others: 1 } }] });
      expect(write.statusCode).toBe(503);
      expect(write.json()).toMatchObject({
        error: 'storage unavailable',
        code: 'storage_unavailable',
        details: { request_id: expect.stringMatching(/^[0-9a-f]{16}$/) },
      });
      expect(write.body).not.toContain('25006');
      const { request_id } = write.json<{ details: { request_id: string } }>().details;
      expect(log.filter((line) => line.includes(request_id) && line.includes('25006'))).toHaveLength(1);
      const read = await app.inject({ method: 'GET', url: `/api/get_companies_opstmt/${id}/`, headers });
      expect(read.statusCode).toBe(200);
      expect(read.json<{ metrics: Record<string, number> }[]>()[0]!.metrics.others).toBe(assessed(fixture()).opstmt.others ?? 0);
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
