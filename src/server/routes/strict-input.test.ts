import { describe, expect, it } from 'vitest';
import { MAX_ISSUES } from '../../contract/errors';
import { BACKENDS, fixture, useTestApp } from '../testing/harness';

type Envelope = { error: string; details: { path: (string | number)[]; message: string }[] };

describe.each(BACKENDS)('strict input on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);

  it.each([
    ['NUL', 'Acme\u0000'],
    ['a bell', 'A\u0007cme'],
    ['a line feed', 'Ac\nme'],
    ['a lone high surrogate', 'Acme \uD800'],
    ['a lone low surrogate', '\uDC00Acme'],
  ])('refuses %s in text fields, unauthenticated ones included (400)', async (_name, bad) => {
    const u = await t.user();
    const login = await t.app.inject({ method: 'POST', url: '/api/login/', payload: { username: bad, password: 'whatever1' } });
    expect(login.statusCode).toBe(400);
    expect(login.json<Envelope>().details[0]!.path).toEqual(['username']);
    const create = await u.inject({
      method: 'POST',
      url: `/api/create_token/${u.id}/`,
      payload: { num_companies: 1, company_names: [bad], year: 2024 },
    });
    expect(create.statusCode).toBe(400);
    expect(create.json<Envelope>().details).toEqual([{ path: ['company_names', 0], message: expect.stringMatching(/control|surrogate/) }]);
    const imported = await u.inject({ method: 'POST', url: '/api/analyses/import/', payload: { ...fixture(), name: bad } });
    expect(imported.statusCode).toBe(400);
    const { analysis } = await t.analysis(u);
    const patch = await u.inject({ method: 'PATCH', url: `/api/analyses/${analysis.id}/`, payload: { name: bad } });
    expect(patch.statusCode).toBe(400);
    expect((await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/` })).json()).toMatchObject({
      name: analysis.name,
      version: analysis.version,
    });
  });

  it('keeps emoji and other well-formed Unicode', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    const res = await u.inject({ method: 'PATCH', url: `/api/analyses/${analysis.id}/`, payload: { name: 'Śrī Gaṇeśa 😀 मुंबई' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Śrī Gaṇeśa 😀 मुंबई' });
  });

  it.each([
    ['a hex string', '0x7E8'],
    ['a one-element list', [2024]],
    ['a trailing space', '2024 '],
    ['a fraction', 2024.5],
    ['an exponent string', '2.024e3'],
  ])('refuses year as %s', async (_name, year) => {
    const u = await t.user();
    const res = await u.inject({ method: 'POST', url: `/api/create_token/${u.id}/`, payload: { num_companies: 1, year } });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>().details.map((d) => d.path)).toEqual([['year']]);
  });

  it('accepts a year as a number or as four digits', async () => {
    const u = await t.user();
    for (const year of [2024, '2025']) {
      const res = await u.inject({ method: 'POST', url: `/api/create_token/${u.id}/`, payload: { num_companies: 1, year } });
      expect(res.statusCode).toBe(201);
    }
  });

  it('refuses unknown and __proto__ settings keys in an import, and creates nothing', async () => {
    const u = await t.user();
    const file = fixture();
    const unknown = await u.inject({ method: 'POST', url: '/api/analyses/import/', payload: { ...file, settings: { stockMargin: 10 } } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<Envelope>().details).toEqual([{ path: ['settings'], message: 'unknown key "stockMargin"' }]);
    const body = JSON.stringify(file).replace('"settings":{', '"settings":{"__proto__":{"stockMarginPct":1},');
    expect(body).toContain('__proto__');
    const proto = await u.inject({ method: 'POST', url: '/api/analyses/import/', headers: { 'content-type': 'application/json' }, payload: body });
    expect(proto.statusCode).toBe(400);
    expect(proto.json()).toMatchObject({ error: expect.any(String), details: [expect.objectContaining({ path: [] })] });
    expect((await u.inject({ method: 'GET', url: '/api/analyses/' })).json<{ items: unknown[] }>().items).toEqual([]);
  });

  it('refuses a __proto__ metrics key as JSON (400) and as text/plain (415), leaving the version alone', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    const url = `/api/update_companies_opstmt/${analysis.id}/`;
    const payload = '[{"metrics":{"__proto__":{"salesDomestic":5}}}]';
    for (const [type, status] of [
      ['application/json', 400],
      ['text/plain', 415],
      ['application/x-www-form-urlencoded', 415],
    ] as const) {
      const res = await u.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });
      expect(res.statusCode, type).toBe(status);
      expect(res.json()).toMatchObject({ error: expect.any(String), details: expect.any(Array) });
    }
    expect((await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/` })).json()).toMatchObject({ version: analysis.version });
  });

  it(`caps error details at ${MAX_ISSUES} issues plus a count`, async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    const metrics = Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, 1]));
    const res = await u.inject({ method: 'POST', url: `/api/update_companies_opstmt/${analysis.id}/`, payload: [{ metrics }] });
    expect(res.statusCode).toBe(400);
    const { details } = res.json<Envelope>();
    expect(details).toHaveLength(MAX_ISSUES + 1);
    expect(details.at(-1)).toEqual({ path: [], message: `… and ${60_000 - MAX_ISSUES} more issues` });
    expect(res.body.length).toBeLessThan(10_000);
  });
});
