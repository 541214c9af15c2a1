import { describe, expect, it } from 'vitest';
import { inputRows, valueRows } from '../../domain/model';
import type { TestUser } from '../testing/harness';
import { BACKENDS, fixture, useTestApp } from '../testing/harness';

type Records = { name: string; metrics: Record<string, number | boolean | null> }[];

describe.each(BACKENDS)('statement endpoints on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);
  const read = async (u: TestUser, id: number, path = 'companies_opstmt') => {
    const res = await u.inject({ method: 'GET', url: `/api/get_${path}/${id}` });
    expect(res.statusCode).toBe(200);
    return { records: res.json<Records>(), etag: res.headers.etag };
  };
  const update = (u: TestUser, id: number, payload: unknown, path = 'companies_opstmt', headers = {}) =>
    u.inject({
      method: 'POST',
      url: `/api/update_${path}/${id}/`,
      headers: typeof payload === 'string' ? { 'content-type': 'application/json', ...headers } : headers,
      payload: payload as string,
    });

  it('GETs every input and derived key of each statement, in company order, with cross-statement links', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    for (const [screen, path] of [
      ['opstmt', 'companies_opstmt'],
      ['assetnliabs', 'assetnliabs'],
      ['ocaocl', 'ocaocl'],
    ] as const) {
      const { records } = await read(u, analysis.id, path);
      expect(records).toHaveLength(1);
      expect(Object.keys(records[0]!.metrics)).toEqual(valueRows(screen).map((r) => r.key));
    }
    const al = (await read(u, analysis.id, 'assetnliabs')).records[0]!.metrics;
    expect(al).toMatchObject({
      closingStockRM: 120,
      otherCurrentAssets: 70,
      totalCurrentAssets: 650,
      totalCurrentLiab: 460,
      totalAssets: 1170,
      totalLiab: 1170,
      differenceIfAny: 0,
      wheatherAssetsLiabTallied: true,
    });
    expect((await read(u, analysis.id)).records[0]!.metrics).toMatchObject({ totalSales: 2000, netCashAccrual: 190 });
  });

  it('works with and without the trailing slash', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    for (const url of [`/api/get_ocaocl/${analysis.id}`, `/api/get_ocaocl/${analysis.id}/`]) {
      expect((await u.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    const res = await u.inject({ method: 'POST', url: `/api/update_ocaocl/${analysis.id}`, payload: [{ metrics: {} }] });
    expect(res.statusCode).toBe(200);
  });

  it('updates with PATCH semantics: a missing key is unchanged, derived keys are ignored, totals recomputed', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    const res = await update(u, analysis.id, [{ name: 'ignored', metrics: { salesDomestic: 2000, totalSales: 1 } }]);
    expect(res.statusCode).toBe(200);
    const returned = res.json<Records>()[0]!.metrics;
    expect(returned).toMatchObject({ salesDomestic: 2000, salesExports: 200, totalSales: 2200, purchaseRM: 1200 });
    expect((await read(u, analysis.id)).records[0]!.metrics).toEqual(returned);
    const stored = await t.app.repos.analyses.load(u.id, analysis.id);
    expect(stored.companies[0]!.byYear.get(analysis.year)!.opstmt).not.toHaveProperty('totalSales');
    expect(stored.companies[0]!.name).toBe(fixture().companies[0]!.name);
  });

  it('recomputes totalCurrentAssets when only raw material changes (the spec bug)', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    await update(u, analysis.id, [{ metrics: { closingStockRM: 130 } }]);
    const al = (await read(u, analysis.id, 'assetnliabs')).records[0]!.metrics;
    expect(al.closingStockRM).toBe(130);
    expect(al.totalCurrentAssets).toBe(660);
  });

  describe('refuses bad input with 400 {error, details} and changes nothing', () => {
    const cases: [string, unknown, string?][] = [
      ['non-JSON', '{not json'],
      ['a non-JSON content type', '<xml/>', 'application/xml'],
      ['an empty body', ''],
      ['an object instead of a list', { metrics: { salesDomestic: 1 } }],
      ['a record without metrics', [{ name: 'x' }]],
      ['metrics that are not an object', [{ metrics: 5 }]],
      ['an unknown record key', [{ metrics: {}, extra: 1 }]],
      ['an unknown metric key', [{ metrics: { salesDomestik: 1 } }]],
      ['a key of another statement', [{ metrics: { tradeDebtors6: 1 } }]],
      ['a negative number', [{ metrics: { salesDomestic: -1 } }]],
      ['a string number', [{ metrics: { salesDomestic: '100' } }]],
      ['null', [{ metrics: { salesDomestic: null } }]],
      ['NaN (not JSON)', '[{"metrics":{"salesDomestic":NaN}}]'],
      ['Infinity (1e400)', '[{"metrics":{"salesDomestic":1e400}}]'],
      ['more than 2 decimals', [{ metrics: { salesDomestic: 1.234 } }]],
      ['a value above 1e13', [{ metrics: { salesDomestic: 1e13 + 1 } }]],
      ['a list that is too long', [{ metrics: { salesDomestic: 1 } }, { metrics: { salesDomestic: 2 } }]],
      ['an empty list', []],
    ];
    it.each(cases)('%s', async (_name, payload, contentType) => {
      const u = await t.user();
      const { analysis } = await t.analysis(u);
      const before = await read(u, analysis.id);
      const res = await u.inject({
        method: 'POST',
        url: `/api/update_companies_opstmt/${analysis.id}/`,
        headers: { 'content-type': contentType ?? 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      // JSON endpoints take application/json only: another content type is a 415 (login CSRF guard).
      expect(res.statusCode).toBe(contentType ? 415 : 400);
      const body = res.json<{ error: string; details: unknown }>();
      expect(body.error).toEqual(expect.any(String));
      expect(body).toHaveProperty('details');
      expect(await read(u, analysis.id)).toEqual(before);
    });

    it('names the offending field', async () => {
      const u = await t.user();
      const { analysis } = await t.analysis(u);
      const res = await update(u, analysis.id, [{ metrics: { salesDomestic: -5 } }]);
      expect(res.json<{ details: unknown }>().details).toEqual([{ path: [0, 'metrics', 'salesDomestic'], message: 'must not be negative' }]);
    });
  });

  it('applies a multi-company update all or nothing', async () => {
    const u = await t.user();
    const file = fixture();
    const second = { ...file.companies[0]!, name: 'Second Co' };
    const { analysis } = await t.analysis(u, { ...file, companies: [file.companies[0]!, second] });
    const before = await read(u, analysis.id);
    const bad = await update(u, analysis.id, [{ metrics: { salesDomestic: 1 } }, { metrics: { salesDomestic: 1.001 } }]);
    expect(bad.statusCode).toBe(400);
    expect(await read(u, analysis.id)).toEqual(before);

    const ok = await update(u, analysis.id, [{ metrics: { salesDomestic: 1 } }, { metrics: { salesDomestic: 2 } }]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Records>().map((r) => [r.name, r.metrics.salesDomestic])).toEqual([
      [file.companies[0]!.name, 1],
      ['Second Co', 2],
    ]);
  });

  it('checks If-Match: a stale version is a 409 and changes nothing; the current one saves and bumps the ETag', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    const { etag } = await read(u, analysis.id);
    expect(etag).toBe(`"${analysis.version}"`);
    const ok = await update(u, analysis.id, [{ metrics: { salesDomestic: 5 } }], 'companies_opstmt', { 'if-match': etag });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers.etag).toBe(`"${analysis.version + 1}"`);
    const stale = await update(u, analysis.id, [{ metrics: { salesDomestic: 6 } }], 'companies_opstmt', { 'if-match': etag });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict', details: { version: analysis.version + 1 } });
    expect((await read(u, analysis.id)).records[0]!.metrics.salesDomestic).toBe(5);
  });

  it("answers 404 for another user's analysis, a missing one and a non-numeric id, and stores nothing", async () => {
    const owner = await t.user();
    const other = await t.user();
    const { analysis } = await t.analysis(owner);
    const before = await read(owner, analysis.id);
    for (const url of [`/api/get_companies_opstmt/${analysis.id}`, '/api/get_companies_opstmt/999999', '/api/get_ocaocl/abc']) {
      const res = await other.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Analysis not found' });
    }
    expect((await update(other, analysis.id, [{ metrics: { salesDomestic: 1 } }])).statusCode).toBe(404);
    expect(await read(owner, analysis.id)).toEqual(before);
  });

  it('answers 401 without credentials', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    expect((await t.app.inject({ method: 'GET', url: `/api/get_assetnliabs/${analysis.id}` })).statusCode).toBe(401);
  });

  it('accepts all input keys at their limits', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    const metrics = Object.fromEntries(inputRows('ocaocl').map((r, i) => [r.key, i === 0 ? 1e13 : 0.01]));
    const res = await update(u, analysis.id, [{ metrics }], 'ocaocl');
    expect(res.statusCode).toBe(200);
    expect(res.json<Records>()[0]!.metrics.cashAndBankBalance).toBe(1e13);
  });
});
