import { describe, expect, it } from 'vitest';
import type { AnalysisFile } from '../../contract/fixture';
import { FIXTURE_SCHEMA_VERSION } from '../../contract/fixture';
import type { ReportModel } from '../../contract/report';
import { DEFAULT_SETTINGS } from '../../domain/settings';
import { LOSS_YEAR_1, LOSS_YEAR_2, LOSS_YEAR_PERIODS } from '../../domain/loss-year.fixture';
import { BACKENDS, useTestApp } from '../testing/harness';

/** The loss-year unit over two years with its year-2 tax credit left out: net worth rises 14.57 beyond retained profit. */
function lossYearFile(types: (string | undefined)[]): AnalysisFile {
  const year2 = { ...LOSS_YEAR_2, opstmt: { ...LOSS_YEAR_2.opstmt, provisionForTaxes: 0 } };
  return {
    schemaVersion: FIXTURE_SCHEMA_VERSION,
    name: 'Firm or company',
    year: 2024,
    unit: 'lakhs',
    settings: DEFAULT_SETTINGS,
    periods: [...LOSS_YEAR_PERIODS],
    companies: types.map((type, i) => ({
      name: `Unit ${i + 1}`,
      ...(type ? { type } : {}),
      years: { '2023': LOSS_YEAR_1, '2024': year2 },
    })),
  } as AnalysisFile;
}

describe.each(BACKENDS)('company types on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);

  it('are given at create_token, default to company, and are listed with the names', async () => {
    const u = await t.user();
    const res = await u.inject({
      method: 'POST',
      url: `/api/create_token/${u.id}/`,
      payload: { num_companies: 3, company_names: ['Acme', 'Bharat & Co', 'Chawla'], company_types: ['company', 'partnership'], year: 2024 },
    });
    expect(res.statusCode).toBe(201);
    const { items } = (await u.inject({ method: 'GET', url: '/api/analyses/' })).json<{ items: { company_types: string[] }[] }>();
    expect(items.map((a) => a.company_types)).toEqual([['company', 'partnership', 'company']]);
  });

  it.each([
    ['an unknown type', { company_types: ['llp'] }],
    ['more types than companies', { company_types: ['company', 'partnership'] }],
  ])('refuses create_token with %s (400) and creates nothing', async (_name, overrides) => {
    const u = await t.user();
    const res = await u.inject({ method: 'POST', url: `/api/create_token/${u.id}/`, payload: { num_companies: 1, year: 2024, ...overrides } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: expect.any(String),
      code: expect.any(String),
      details: [expect.objectContaining({ path: expect.arrayContaining(['company_types']) })],
    });
    expect((await u.inject({ method: 'GET', url: '/api/analyses/' })).json<{ items: unknown[] }>().items).toEqual([]);
  });

  it('are changed by PATCH in the new order, move with their company on a reorder, and a wrong count writes nothing', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, lossYearFile([undefined, 'proprietorship']));
    const url = `/api/analyses/${analysis.id}/`;
    const moved = await u.inject({ method: 'PATCH', url, payload: { company_order: [1, 0] } });
    expect(moved.json<{ company_names: string[]; company_types: string[] }>()).toMatchObject({
      company_names: ['Unit 2', 'Unit 1'],
      company_types: ['proprietorship', 'company'],
    });
    const retyped = await u.inject({ method: 'PATCH', url, payload: { company_types: ['proprietorship', 'partnership'] } });
    expect(retyped.statusCode).toBe(200);
    expect(retyped.json<{ company_names: string[]; company_types: string[] }>()).toMatchObject({
      company_names: ['Unit 2', 'Unit 1'],
      company_types: ['proprietorship', 'partnership'],
    });
    const version = retyped.json<{ version: number }>().version;
    for (const payload of [{ company_types: ['company'] }, { company_types: ['company', 'trust'] }]) {
      const bad = await u.inject({ method: 'PATCH', url, payload });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        error: expect.any(String),
        code: expect.any(String),
        details: [expect.objectContaining({ path: expect.arrayContaining(['company_types']) })],
      });
    }
    const after = (await u.inject({ method: 'GET', url })).json<{ version: number; company_types: string[] }>();
    expect(after).toMatchObject({ version, company_types: ['proprietorship', 'partnership'] });
  });

  it('travel in the JSON export and import (a company is written without a type, as before types existed)', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, lossYearFile([undefined, 'partnership']));
    const exported = (await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/export/` })).json<{ companies: Record<string, unknown>[] }>();
    expect(exported.companies.map((c) => c.type)).toEqual([undefined, 'partnership']);
    expect('type' in exported.companies[0]!).toBe(false);
    const imported = await u.inject({ method: 'POST', url: '/api/analyses/import/', payload: exported });
    expect(imported.statusCode).toBe(201);
    expect(imported.json<{ company_types: string[] }>().company_types).toEqual(['company', 'partnership']);
    const refused = await u.inject({
      method: 'POST',
      url: '/api/analyses/import/',
      payload: { ...exported, companies: [{ ...exported.companies[0], type: 'huf' }] },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('a PAN or CIN moves with its company on a reorder and travels in the JSON export and import', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, lossYearFile([undefined, undefined]));
    const url = `/api/analyses/${analysis.id}/`;
    const cin = 'L27100MH2001PLC123456';
    const set = await u.inject({ method: 'PATCH', url, payload: { company_pan_cins: [null, cin.toLowerCase()] } });
    expect(set.json<{ company_pan_cins: (string | null)[] }>().company_pan_cins).toEqual([null, cin]);
    const moved = await u.inject({ method: 'PATCH', url, payload: { company_order: [1, 0] } });
    expect(moved.json<{ company_names: string[]; company_pan_cins: (string | null)[] }>()).toMatchObject({
      company_names: ['Unit 2', 'Unit 1'],
      company_pan_cins: [cin, null],
    });
    const wrongCount = await u.inject({ method: 'PATCH', url, payload: { company_pan_cins: [cin] } });
    expect(wrongCount.json()).toMatchObject({ details: [expect.objectContaining({ path: ['company_pan_cins'] })] });
    const exported = (await u.inject({ method: 'GET', url: `${url}export/` })).json<{ companies: Record<string, unknown>[] }>();
    expect(exported.companies.map((c) => c.pan_cin)).toEqual([cin, undefined]);
    const imported = await u.inject({ method: 'POST', url: '/api/analyses/import/', payload: exported });
    expect(imported.json<{ company_pan_cins: (string | null)[] }>().company_pan_cins).toEqual([cin, null]);
    const refused = await u.inject({
      method: 'POST',
      url: '/api/analyses/import/',
      payload: { ...exported, companies: [{ ...exported.companies[0], pan_cin: 'not a pan' }, exported.companies[1]] },
    });
    expect(refused.statusCode).toBe(400);
  });

  it("print Form VI 2.d and read the net-worth check by the company's type in the report", async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, lossYearFile([undefined, 'partnership']));
    const report = (await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/report/` })).json<ReportModel>();
    const label = (c: number) => report.companies[c]!.forms.find((f) => f.id === 'VI')!.lines.find((l) => l.no === '2.d')!.label;
    expect([label(0), label(1)]).toEqual(['Dividend payments', 'Dividend / drawings']);
    const netWorth = (c: number) => report.companies[c]!.checks.filter((k) => /net worth/i.test(k.text));
    expect(netWorth(0)).toEqual([
      {
        period: 'FY 2023-24 (Audited)',
        level: 'warning',
        text: "Net worth is 14.57 higher than last year's plus retained profit and the change in paid-up capital: reserves moved some other way.",
      },
    ]);
    expect(netWorth(1)).toEqual([
      { period: 'FY 2023-24 (Audited)', level: 'info', text: 'Capital introduced: 14.57 (the change in net worth less retained profit).' },
    ]);
  });
});
