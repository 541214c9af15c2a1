import { describe, expect, it } from 'vitest';
import { assessed, BACKENDS, fixture, useTestApp, withCompanies } from '../testing/harness';

type Records = { name: string; metrics: Record<string, number | boolean | null> }[];

describe.each(BACKENDS)('contact messages and company order on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);
  const messages = () => t.db.selectFrom('contact_messages').selectAll().orderBy('id').execute();

  it('stores a contact message without sign-in (201 {ok: true}), keeping its line breaks', async () => {
    const before = (await messages()).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { name: ' Asha ', email: 'asha@example.com', message: 'Hello,\nplease call me.' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const stored = await messages();
    expect(stored).toHaveLength(before + 1);
    expect(stored.at(-1)).toMatchObject({ name: 'Asha', email: 'asha@example.com', message: 'Hello,\nplease call me.' });
  });

  it.each([
    ['no name', { name: '', email: 'a@example.com', message: 'x' }],
    ['a bad e-mail', { name: 'A', email: 'nope', message: 'x' }],
    ['an empty message', { name: 'A', email: 'a@example.com', message: '   ' }],
    ['a NUL in the message', { name: 'A', email: 'a@example.com', message: 'x\u0000' }],
    ['a message over 5000 characters', { name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) }],
    ['an unknown key', { name: 'A', email: 'a@example.com', message: 'x', phone: '1' }],
  ])('refuses a contact message with %s (400), storing nothing', async (_name, payload) => {
    const before = (await messages()).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/contact/', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.any(String), details: expect.any(Array) });
    expect(await messages()).toHaveLength(before);
  });

  const threeCompanies = () => {
    const file = fixture();
    const c = assessed(file);
    return withCompanies(file, [
      { ...c, name: 'A', opstmt: { ...c.opstmt, salesDomestic: 100 } },
      { ...c, name: 'B', opstmt: { ...c.opstmt, salesDomestic: 200 } },
      { ...c, name: 'C', opstmt: { ...c.opstmt, salesDomestic: 300 } },
    ]);
  };

  it('reorders companies with their figures, and renames in the new order, in one versioned write', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, threeCompanies());
    const url = `/api/analyses/${analysis.id}/`;
    const res = await u.inject({ method: 'PATCH', url, headers: { 'if-match': `"${analysis.version}"` }, payload: { company_order: [2, 0, 1] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ company_names: ['C', 'A', 'B'], version: analysis.version + 1 });
    const rows = (await u.inject({ method: 'GET', url: `/api/get_companies_opstmt/${analysis.id}` })).json<Records>();
    expect(rows.map((r) => [r.name, r.metrics.salesDomestic])).toEqual([
      ['C', 300],
      ['A', 100],
      ['B', 200],
    ]);
    const renamed = await u.inject({ method: 'PATCH', url, payload: { company_order: [1, 2, 0], company_names: ['x', 'y', 'z'] } });
    expect(renamed.json()).toMatchObject({ company_names: ['x', 'y', 'z'] });
    const after = (await u.inject({ method: 'GET', url: `/api/get_companies_opstmt/${analysis.id}` })).json<Records>();
    expect(after.map((r) => r.metrics.salesDomestic)).toEqual([100, 200, 300]);
    const stale = await u.inject({ method: 'PATCH', url, headers: { 'if-match': `"${analysis.version}"` }, payload: { company_order: [0, 2, 1] } });
    expect(stale.statusCode).toBe(409);
  });

  it.each([
    ['a repeated position', [0, 0, 1]],
    ['too few positions', [1, 0]],
    ['too many positions', [0, 1, 2, 3]],
    ['a position past the end', [0, 1, 3]],
    ['a negative position', [0, 1, -1]],
    ['a fraction', [0, 1, 1.5]],
  ])('refuses company_order with %s (400), changing nothing', async (_name, order) => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, threeCompanies());
    const res = await u.inject({ method: 'PATCH', url: `/api/analyses/${analysis.id}/`, payload: { company_order: order } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ details: { path: (string | number)[] }[] }>().details[0]!.path[0]).toBe('company_order');
    const summary = (await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/` })).json();
    expect(summary).toMatchObject({ company_names: ['A', 'B', 'C'], version: analysis.version });
  });
});

describe('contact rate limit', () => {
  const t = useTestApp(BACKENDS[0]!, { contactRateLimit: { max: 2, timeWindow: '1 minute' } });

  it('answers 429 after the limit per IP', async () => {
    const send = () => t.app.inject({ method: 'POST', url: '/api/contact/', payload: { name: 'A', email: 'a@example.com', message: 'hi' } });
    expect([(await send()).statusCode, (await send()).statusCode, (await send()).statusCode]).toEqual([201, 201, 429]);
  });
});
