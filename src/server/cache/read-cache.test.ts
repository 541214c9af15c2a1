import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chartRows, screenRecords } from '../compute';
import { CHARTS } from '../../contract/charts';
import type { Db } from '../database';
import { openDatabase } from '../database';
import { analysesRepository } from '../repositories/analyses';
import { BACKENDS, fixture, useTestApp } from '../testing/harness';
import type { RunningProcess } from '../testing/server-process';
import { apiClient, freshSchema, runProcess } from '../testing/server-process';
import { InvalidatableCache } from './invalidatable';

type Records = { name: string; metrics: Record<string, number | boolean | null> }[];
const [chartPath, chartKeys] = Object.entries(CHARTS)[0]!;

/** What the database holds now, computed without any cache: the ratios and the first chart (as JSON). */
async function fromDatabase(db: Db, userId: number, id: number) {
  const loaded = await analysesRepository(db).load(userId, id);
  const year = loaded.analysis.year;
  return {
    ratios: JSON.parse(JSON.stringify(screenRecords(loaded, 'ratios', year))) as unknown,
    chart: JSON.parse(JSON.stringify(chartRows(loaded, chartKeys, year))) as unknown,
  };
}

describe.each(BACKENDS)('read cache on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);

  it('never answers a read after an acknowledged write with the old figures (statements, ratios, charts, settings)', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    const id = analysis.id;
    const get = async (url: string) => (await u.inject({ method: 'GET', url })).json<unknown>();
    let previous = await get(`/api/get_ratios/${id}/`);
    for (let round = 1; round <= 8; round++) {
      // Warm every cache, then write, then read again.
      await get(`/api/get_ratios/${id}/`);
      await get(`/api/${chartPath}/${id}/`);
      const write =
        round % 4 === 0
          ? await u.inject({ method: 'PATCH', url: `/api/analyses/${id}/settings/`, payload: { stockMarginPct: 10 + round } })
          : await u.inject({ method: 'POST', url: `/api/update_companies_opstmt/${id}/`, payload: [{ metrics: { salesDomestic: 1000 * round } }] });
      expect(write.statusCode).toBe(200);
      if (round % 4 !== 0) {
        const statement = await u.inject({ method: 'GET', url: `/api/get_companies_opstmt/${id}/` });
        expect(statement.json<Records>()[0]!.metrics.salesDomestic).toBe(1000 * round);
        expect(statement.headers.etag).toBe(write.headers.etag);
      }
      const expected = await fromDatabase(t.db, u.id, id);
      const ratios = await get(`/api/get_ratios/${id}/`);
      expect(ratios).toEqual(expected.ratios);
      expect(await get(`/api/${chartPath}/${id}/`)).toEqual(expected.chart);
      if (round % 4 !== 0) {
        expect(ratios).not.toEqual(previous);
      }
      previous = ratios;
    }
  });

  it('answers byte-identical responses from the cache', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    const first = await u.inject({ method: 'GET', url: `/api/get_ratios/${analysis.id}/` });
    const second = await u.inject({ method: 'GET', url: `/api/get_ratios/${analysis.id}/` });
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.body.length).toBeGreaterThan(100);
  });

  it('gives a browser the cached answer compressed (br, gzip), the same bytes each time, and the new figures after a write', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    const url = `/api/get_ratios/${analysis.id}/`;
    const read = (encoding?: string) => u.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const plain = await read();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const unpack = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as const;
    for (const [header, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['x-gzip', 'gzip'],
    ] as const) {
      const first = await read(header);
      const second = await read(header);
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers.vary).toMatch(/accept-encoding/i);
      expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
      expect(unpack[encoding](first.rawPayload).toString('utf8')).toBe(plain.body);
      expect(first.rawPayload.length).toBeLessThan(plain.body.length);
    }
    const write = await u.inject({ method: 'POST', url: `/api/update_companies_opstmt/${analysis.id}/`, payload: [{ metrics: { salesDomestic: 424242 } }] });
    expect(write.statusCode).toBe(200);
    const after = await read('br');
    const expected = (await fromDatabase(t.db, u.id, analysis.id)).ratios;
    expect(JSON.parse(zlib.brotliDecompressSync(after.rawPayload).toString('utf8'))).toEqual(expected);
    expect(expected).not.toEqual(plain.json());
  });

  it("keeps another user's analysis a 404 after its owner's reads filled the cache", async () => {
    const owner = await t.user();
    const other = await t.user();
    const { analysis } = await t.analysis(owner);
    expect((await owner.inject({ method: 'GET', url: `/api/get_ratios/${analysis.id}/` })).statusCode).toBe(200);
    expect((await other.inject({ method: 'GET', url: `/api/get_ratios/${analysis.id}/` })).statusCode).toBe(404);
    expect((await other.inject({ method: 'GET', url: `/api/get_companies_opstmt/${analysis.id}/` })).statusCode).toBe(404);
  });

  it('ends a session at logout at once, though its token was verified and cached', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    for (let i = 0; i < 3; i++) {
      expect((await u.inject({ method: 'GET', url: `/api/get_ratios/${analysis.id}/` })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/logout/', payload: { refresh: u.refresh } })).statusCode).toBe(200);
    expect((await u.inject({ method: 'GET', url: `/api/get_ratios/${analysis.id}/` })).statusCode).toBe(401);
    expect((await u.inject({ method: 'GET', url: '/api/analyses/' })).statusCode).toBe(401);
    const cookie = await t.app.inject({ method: 'GET', url: `/api/get_ratios/${analysis.id}/`, headers: { cookie: u.cookie } });
    expect(cookie.statusCode).toBe(401);
  });

  it('keeps every value when 10 writers race on one analysis, and the next read shows them all', async () => {
    const u = await t.user();
    const file = fixture();
    const { analysis } = await t.analysis(u, { ...file, companies: Array.from({ length: 8 }, (_, i) => ({ ...file.companies[0]!, name: `C${i}` })) });
    const keys = [
      'salesDomestic',
      'salesExports',
      'others',
      'purchaseRM',
      'powerFuel',
      'directLabour',
      'repairsMaintenance',
      'mfgDirectExpenses',
      'depreciation',
      'sellingAdmExpenses',
    ];
    await u.inject({ method: 'GET', url: `/api/get_companies_opstmt/${analysis.id}/` });
    const writes = await Promise.all(
      keys.map((key, w) =>
        u.inject({
          method: 'POST',
          url: `/api/update_companies_opstmt/${analysis.id}/`,
          payload: Array.from({ length: 8 }, (_, c) => ({ metrics: { [key]: 100 * w + c } })),
        }),
      ),
    );
    expect(writes.map((w) => w.statusCode)).toEqual(keys.map(() => 200));
    const rows = (await u.inject({ method: 'GET', url: `/api/get_companies_opstmt/${analysis.id}/` })).json<Records>();
    for (const [w, key] of keys.entries()) {
      expect(rows.map((r) => r.metrics[key])).toEqual(Array.from({ length: 8 }, (_, c) => 100 * w + c));
    }
  });
});

describe('InvalidatableCache', () => {
  it('does not cache what a load read before an invalidation that came while it ran', async () => {
    const cache = new InvalidatableCache<number, string>({ max: 10 });
    let finish: (v: string) => void = () => undefined;
    const pending = cache.fill(1, () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate(1);
    finish('old');
    expect(await pending).toBe('old');
    expect(cache.get(1)).toBeUndefined();
    await cache.fill(1, async () => 'new');
    expect(cache.get(1)).toBe('new');
  });

  it('returns but does not cache a value whose ttl is 0 (an ended session)', async () => {
    const cache = new InvalidatableCache<number, string>({ max: 10 });
    expect(
      await cache.fill(
        1,
        async () => 'ended',
        () => 0,
      ),
    ).toBe('ended');
    expect(cache.get(1)).toBeUndefined();
  });

  it('caches what a write answers, unless another write of the key ran meanwhile; loads in flight then cache nothing', async () => {
    const cache = new InvalidatableCache<number, string>({ max: 10 });
    let finishLoad: (v: string) => void = () => undefined;
    const load = cache.fill(1, () => new Promise<string>((resolve) => (finishLoad = resolve)));
    expect(await cache.write(1, async () => 'v2')).toBe('v2');
    finishLoad('v1');
    await load;
    expect(cache.get(1)).toBe('v2');

    let finishFirst: (v: string) => void = () => undefined;
    const first = cache.write(1, () => new Promise<string>((resolve) => (finishFirst = resolve)));
    await cache.write(1, async () => 'v4');
    finishFirst('v3');
    await first;
    expect(cache.get(1)).toBeUndefined();
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
describe.runIf(pgUrl)('read cache with two server processes on one PostgreSQL', () => {
  it(
    'never answers a read on one server with figures older than a write acknowledged by the other, and logout on one ends the session on both',
    { timeout: 180_000 },
    async () => {
      const schema = await freshSchema(pgUrl!, 'cache');
      const servers: RunningProcess[] = [];
      const db = await openDatabase({ kind: 'postgres', url: schema.url });
      try {
        for (let i = 0; i < 2; i++) {
          servers.push(runProcess('src/server/server.ts', { DATABASE_URL: schema.url, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'creditgrid-cache-')) }));
          await servers[i]!.listening();
        }
        const [a, b] = await Promise.all(servers.map((s) => s.listening()));
        const client = apiClient(a!);
        const access = await client.signIn('twoservers');
        const refresh = (await client.call('POST', '/api/login/', { username: 'twoservers', password: 'bench horse battery staple' })).body as {
          access: string;
          refresh: string;
        };
        const { id } = (await client.call('POST', '/api/analyses/import/', fixture())).body as { id: number };
        const userId = (await db.selectFrom('users').select('id').where('username', '=', 'twoservers').executeTakeFirstOrThrow()).id;
        const call = async (base: string, method: string, url: string, token = access, body?: unknown) => {
          const res = await fetch(`${base}${url}`, {
            method,
            headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          return { status: res.status, json: (await res.json()) as unknown };
        };
        for (let round = 1; round <= 10; round++) {
          const [writer, reader] = round % 2 ? [a!, b!] : [b!, a!];
          // Both servers hold the current figures in their caches before the write.
          for (const base of [a!, b!]) {
            expect((await call(base, 'GET', `/api/get_ratios/${id}/`)).status).toBe(200);
            expect((await call(base, 'GET', `/api/get_companies_opstmt/${id}/`)).status).toBe(200);
          }
          const write = await call(writer, 'POST', `/api/update_companies_opstmt/${id}/`, access, [{ metrics: { salesDomestic: 500 * round } }]);
          expect(write.status).toBe(200);
          const statement = await call(reader, 'GET', `/api/get_companies_opstmt/${id}/`);
          expect((statement.json as Records)[0]!.metrics.salesDomestic).toBe(500 * round);
          expect((await call(reader, 'GET', `/api/get_ratios/${id}/`)).json).toEqual((await fromDatabase(db, userId, id)).ratios);
        }
        // The second session's token is verified and cached on both servers; logging out on A ends it on B at once.
        for (const base of [a!, b!]) {
          expect((await call(base, 'GET', `/api/get_ratios/${id}/`, refresh.access)).status).toBe(200);
        }
        expect((await client.call('POST', '/api/logout/', { refresh: refresh.refresh })).status).toBe(200);
        expect((await call(b!, 'GET', `/api/get_ratios/${id}/`, refresh.access)).status).toBe(401);
        expect((await call(a!, 'GET', `/api/get_ratios/${id}/`, refresh.access)).status).toBe(401);
        expect((await call(b!, 'GET', '/api/analyses/', refresh.access)).status).toBe(401);
        // The first session goes on.
        expect((await call(b!, 'GET', `/api/get_ratios/${id}/`)).status).toBe(200);
      } finally {
        for (const server of servers) {
          server.child.kill('SIGTERM');
          await server.exited;
        }
        await db.destroy();
        await schema.drop();
      }
    },
  );
});
