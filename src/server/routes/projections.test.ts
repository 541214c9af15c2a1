import { describe, expect, it } from 'vitest';
import type { AnalysisFile } from '../../contract/fixture';
import { FIXTURE_SCHEMA_VERSION } from '../../contract/fixture';
import type { AnalysisFixedAssets, AnalysisProjections } from '../../contract/projections';
import type { AllPeriodsScreen } from '../../contract/periods';
import { toPlain } from '../../domain/model';
import { periodResolvers, projectionOf } from '../compute';
import { BACKENDS, fixture, useTestApp } from '../testing/harness';
import type { TestUser } from '../testing/harness';

/** Two audited years typed and three projected years to drive, for two companies. */
function file(): AnalysisFile {
  const audited = (sales: number) => ({
    opstmt: { salesDomestic: sales, directLabour: sales * 0.7, closingStockFinishedGoods: 50 },
    assetnliabs: { paidUpCapital: 300, plantMachinery: 200, reservesSurplus: 100, tradeDebtors6: 150 },
    ocaocl: { cashAndBankBalance: 20 },
  });
  return {
    schemaVersion: 6,
    name: 'Projections',
    year: 2026,
    unit: 'lakhs',
    settings: JSON.parse(JSON.stringify({})) as AnalysisFile['settings'],
    periods: [
      { year: 2024, kind: 'Audited' },
      { year: 2025, kind: 'Audited' },
      { year: 2026, kind: 'Projected' },
      { year: 2027, kind: 'Projected' },
      { year: 2028, kind: 'Projected' },
    ],
    companies: [
      { name: 'Alpha', years: { '2024': audited(1000), '2025': audited(1200) } },
      { name: 'Beta', years: { '2024': audited(500), '2025': audited(600) } },
    ],
  } as AnalysisFile;
}

const DRIVERS = {
  'opstmt.salesDomestic': { method: 'growth_pct', value: 12 },
  'opstmt.directLabour': { method: 'pct_of_sales', value: 70 },
  'assetnliabs.tradeDebtors6': { method: 'holding_months', value: 2.5 },
  'assetnliabs.reservesSurplus': { method: 'carry_forward' },
  'assetnliabs.paidUpCapital': { method: 'growth_pct', value: 0 },
  'assetnliabs.plantMachinery': { method: 'growth_pct', value: 0 },
  'assetnliabs.wcBorrowingsFromIob': { method: 'balancing' },
} as const;

describe.each(BACKENDS)('projections and fixed assets on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);

  async function setup(): Promise<{ u: TestUser; id: number; version: number }> {
    const u = await t.user();
    const { analysis } = await t.analysis(u, { ...file(), settings: (await import('../../domain/settings')).DEFAULT_SETTINGS });
    return { u, id: analysis.id, version: analysis.version };
  }
  const byYear = (years: number[], cells: object) => Object.fromEntries(years.map((y) => [String(y), cells]));
  /** PUT of DRIVERS on the first company's three projected years. */
  const driveAlpha = (u: TestUser, id: number, version: number) =>
    u.inject({
      method: 'PUT',
      url: `/api/analyses/${id}/projections/`,
      headers: { 'if-match': `"${version}"` },
      payload: { companies: [{ position: 0, by_year: byYear([2026, 2027, 2028], DRIVERS) }] },
    });

  it('drives the projected years: the statements, the GETs and the spec endpoints answer the resulting figures, and every projected balance sheet tallies', async () => {
    const { u, id, version } = await setup();
    const put = await driveAlpha(u, id, version);
    expect(put.statusCode).toBe(200);
    expect(put.json<{ version: number }>().version).toBe(version + 1);
    const got = await u.inject({ method: 'GET', url: `/api/analyses/${id}/projections/` });
    expect(got.headers.etag).toBe(`"${version + 1}"`);
    const body = got.json<AnalysisProjections>();
    expect(body.companies[0]!.by_year['2027']!['opstmt.salesDomestic']).toEqual({ method: 'growth_pct', value: 12 });
    expect(body.companies[1]).toEqual({ position: 1, by_year: {} });

    const op = (await u.inject({ method: 'GET', url: `/api/analyses/${id}/screens/opstmt/` })).json<AllPeriodsScreen>();
    // 1,200 × 1.12 = 1,344; × 1.12 = 1,505.28; × 1.12 = 1,685.9136, carried in paise as 1,685.91.
    expect(op.companies[0]!.by_year['2026']!.salesDomestic).toBe(1344);
    expect(op.companies[0]!.by_year['2027']!.salesDomestic).toBe(1505.28);
    expect(op.companies[0]!.by_year['2028']!.salesDomestic).toBe(1685.91);
    expect(op.companies[0]!.by_year['2026']!.directLabour).toBe(940.8);
    expect(op.companies[1]!.by_year['2026']!.salesDomestic).toBe(0);
    const al = (await u.inject({ method: 'GET', url: `/api/analyses/${id}/screens/assetnliabs/` })).json<AllPeriodsScreen>();
    // Debtors: 2.5 months × 1,344 ÷ 12 = 280.
    expect(al.companies[0]!.by_year['2026']!.tradeDebtors6).toBe(280);
    for (const year of ['2026', '2027', '2028']) {
      expect(al.companies[0]!.by_year[year]!.wheatherAssetsLiabTallied).toBe(true);
    }
    // The spec's GET of the period sees the same figure.
    const spec = await u.inject({ method: 'GET', url: `/api/get_assetnliabs/${id}/?year=2026` });
    expect(spec.json<{ metrics: Record<string, number> }[]>()[0]!.metrics.tradeDebtors6).toBe(280);
  });

  it('projects each company once per loaded analysis version, not once per read', async () => {
    const { u, id, version } = await setup();
    const put = await driveAlpha(u, id, version);
    expect(put.statusCode).toBe(200);
    const loaded = await t.app.repos.analyses.load(u.id, id);
    const first = projectionOf(loaded, loaded.companies[0]!);
    expect(projectionOf(loaded, loaded.companies[0]!)).toBe(first);
    expect(toPlain(periodResolvers(loaded)[0]![4]!('opstmt.salesDomestic'))).toBe(1685.91);
    expect(projectionOf(loaded, loaded.companies[0]!)).toBe(first);
    // Another version (here the same one loaded again) is projected afresh.
    const again = await t.app.repos.analyses.load(u.id, id);
    expect(projectionOf(again, again.companies[0]!)).not.toBe(first);
  });

  it('the driven multi-year fixture imports with its assumptions, and every projected balance sheet of every company tallies', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture('three-companies-four-years-driven'));
    const al = (await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/screens/assetnliabs/` })).json<AllPeriodsScreen>();
    for (const company of al.companies) {
      for (const year of ['2025', '2026']) {
        expect(company.by_year[year]!.wheatherAssetsLiabTallied, `${company.name} ${year}`).toBe(true);
        expect(company.by_year[year]!.differenceIfAny).toBe(0);
      }
    }
    // The machine put to use in October 2025 (FY 2026) adds 40 to the gross block of FY 2026.
    expect(al.companies[0]!.by_year['2026']!.plantMachinery).toBe((al.companies[0]!.by_year['2024']!.plantMachinery as number) + 40);
  });

  it("refuses a method on an audited period, a derived row or a row it doesn't fit, naming the path, and writes nothing", async () => {
    const { u, id, version } = await setup();
    const res = await u.inject({
      method: 'PUT',
      url: `/api/analyses/${id}/projections/`,
      payload: {
        companies: [
          {
            position: 0,
            by_year: {
              '2025': { 'opstmt.salesDomestic': { method: 'growth_pct', value: 10 } },
              '2026': {
                'opstmt.totalSales': { method: 'growth_pct', value: 10 },
                'opstmt.salesExports': { method: 'holding_months', value: 2 },
                'opstmt.powerFuel': { method: 'growth_pct', value: 5 },
              },
            },
          },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    const err = res.json<{ code: string; details: { path: (string | number)[]; message: string }[] }>();
    expect(err.code).toBe('invalid_request');
    expect(err.details.map((d) => d.path.join('.'))).toEqual([
      'companies.0.by_year.2025.opstmt.salesDomestic',
      'companies.0.by_year.2026.opstmt.totalSales',
      'companies.0.by_year.2026.opstmt.salesExports',
    ]);
    expect(err.details[0]!.message).toContain('Audited');
    const after = await u.inject({ method: 'GET', url: `/api/analyses/${id}/projections/` });
    expect(after.headers.etag).toBe(`"${version}"`);
    expect(after.json<AnalysisProjections>().companies[0]!.by_year).toEqual({});
  });

  it('answers 409 to a stale If-Match and 404 to another user', async () => {
    const { u, id, version } = await setup();
    const payload = { companies: [{ position: 0, by_year: { '2026': { 'opstmt.salesDomestic': { method: 'growth_pct', value: 5 } } } }] };
    expect((await u.inject({ method: 'PUT', url: `/api/analyses/${id}/projections/`, headers: { 'if-match': `"${version + 5}"` }, payload })).statusCode).toBe(
      409,
    );
    const other = await t.user();
    expect((await other.inject({ method: 'GET', url: `/api/analyses/${id}/projections/` })).statusCode).toBe(404);
    expect((await other.inject({ method: 'PUT', url: `/api/analyses/${id}/projections/`, payload })).statusCode).toBe(404);
    expect((await other.inject({ method: 'GET', url: `/api/analyses/${id}/fixed-assets/` })).statusCode).toBe(404);
  });

  it('clears a driver with {method: "typed"}, and a typed figure through update_… makes the cell typed', async () => {
    const { u, id } = await setup();
    await u.inject({ method: 'PUT', url: `/api/analyses/${id}/projections/`, payload: { companies: [{ position: 0, by_year: byYear([2026], DRIVERS) }] } });
    const typedBack = await u.inject({
      method: 'PUT',
      url: `/api/analyses/${id}/projections/`,
      payload: { companies: [{ position: 0, by_year: { '2026': { 'opstmt.directLabour': { method: 'typed' } } } }] },
    });
    expect(typedBack.statusCode).toBe(200);
    let drivers = (await u.inject({ method: 'GET', url: `/api/analyses/${id}/projections/` })).json<AnalysisProjections>().companies[0]!.by_year['2026']!;
    expect(drivers['opstmt.directLabour']).toBeUndefined();
    expect(drivers['opstmt.salesDomestic']).toEqual({ method: 'growth_pct', value: 12 });

    const update = await u.inject({
      method: 'POST',
      url: `/api/update_companies_opstmt/${id}/?year=2026`,
      payload: [
        { name: 'Alpha', metrics: { salesDomestic: 1400 } },
        { name: 'Beta', metrics: {} },
      ],
    });
    expect(update.statusCode).toBe(200);
    expect(update.json<{ metrics: Record<string, number> }[]>()[0]!.metrics.salesDomestic).toBe(1400);
    drivers = (await u.inject({ method: 'GET', url: `/api/analyses/${id}/projections/` })).json<AnalysisProjections>().companies[0]!.by_year['2026']!;
    expect(drivers['opstmt.salesDomestic']).toBeUndefined();
    expect(drivers['assetnliabs.tradeDebtors6']).toEqual({ method: 'holding_months', value: 2.5 });
    // The debtors follow the typed sales: 2.5 × 1,400 ÷ 12 = 291.666… → 291.67.
    const al = (await u.inject({ method: 'GET', url: `/api/analyses/${id}/screens/assetnliabs/` })).json<AllPeriodsScreen>();
    expect(al.companies[0]!.by_year['2026']!.tradeDebtors6).toBe(291.67);
  });

  it('stores a fixed-asset schedule that drives depreciation; refuses an addition put to use before it was spent', async () => {
    const { u, id } = await setup();
    const blocks = [
      {
        row: 'plantMachinery',
        method: 'wdv',
        rate_pct: 18.1036,
        opening_accumulated_depreciation: 50,
        additions: [{ year: 2026, amount: 60, put_to_use: '2025-03' }],
      },
    ];
    const bad = await u.inject({ method: 'PUT', url: `/api/analyses/${id}/fixed-assets/`, payload: { companies: [{ position: 0, blocks }] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ details: { path: (string | number)[] }[] }>().details[0]!.path).toEqual(['companies', 0, 'blocks', 0, 'additions', 0, 'put_to_use']);
    blocks[0]!.additions[0]!.put_to_use = '2026-02';
    expect((await u.inject({ method: 'PUT', url: `/api/analyses/${id}/fixed-assets/`, payload: { companies: [{ position: 0, blocks }] } })).statusCode).toBe(
      200,
    );
    expect((await u.inject({ method: 'GET', url: `/api/analyses/${id}/fixed-assets/` })).json<AnalysisFixedAssets>().companies[0]!.blocks).toEqual(blocks);
    await u.inject({
      method: 'PUT',
      url: `/api/analyses/${id}/projections/`,
      payload: {
        companies: [
          { position: 0, by_year: { '2026': { 'opstmt.depreciation': { method: 'schedule' }, 'assetnliabs.plantMachinery': { method: 'schedule' } } } },
        ],
      },
    });
    const op = (await u.inject({ method: 'GET', url: `/api/analyses/${id}/screens/opstmt/` })).json<AllPeriodsScreen>();
    // (200 − 50) × 18.1036 % + 60 × 18.1036 % × 2 ÷ 12 = 28.96576 → 28.97 (loans-and-projections §8).
    expect(op.companies[0]!.by_year['2026']!.depreciation).toBe(28.97);
  });

  it("sets a period's months; refuses 0 and 16", async () => {
    const { u, id } = await setup();
    expect((await u.inject({ method: 'PATCH', url: `/api/analyses/${id}/periods/2026/`, payload: { months: 16 } })).statusCode).toBe(400);
    expect((await u.inject({ method: 'PATCH', url: `/api/analyses/${id}/periods/2026/`, payload: { months: 0 } })).statusCode).toBe(400);
    expect((await u.inject({ method: 'PATCH', url: `/api/analyses/${id}/periods/2025/`, payload: { months: 5 } })).statusCode).toBe(200);
    await u.inject({
      method: 'PUT',
      url: `/api/analyses/${id}/projections/`,
      payload: { companies: [{ position: 0, by_year: { '2026': { 'opstmt.salesDomestic': { method: 'growth_pct', value: 12 } } } }] },
    });
    const op = (await u.inject({ method: 'GET', url: `/api/analyses/${id}/screens/opstmt/` })).json<AllPeriodsScreen>();
    // 1,200 in 5 months, annualised and grown 12 %: 1,200 × 12 ÷ 5 × 1.12 = 3,225.60.
    expect(op.companies[0]!.by_year['2026']!.salesDomestic).toBe(3225.6);
  });

  it('exports and imports the projections, fixed assets and months (the current file version), and moves them with their company', async () => {
    const { u, id } = await setup();
    await u.inject({ method: 'PATCH', url: `/api/analyses/${id}/periods/2026/`, payload: { months: 9 } });
    await u.inject({
      method: 'PUT',
      url: `/api/analyses/${id}/projections/`,
      payload: { companies: [{ position: 0, by_year: byYear([2026, 2027], DRIVERS) }] },
    });
    const blocks = [{ row: 'plantMachinery', method: 'slm', rate_pct: 6.3333, additions: [{ year: 2026, amount: 60, put_to_use: '2025-10' }] }];
    await u.inject({ method: 'PUT', url: `/api/analyses/${id}/fixed-assets/`, payload: { companies: [{ position: 0, blocks }] } });
    const exported = (await u.inject({ method: 'GET', url: `/api/analyses/${id}/export/` })).json<AnalysisFile & { periods: { months?: number }[] }>();
    expect(exported.schemaVersion).toBe(FIXTURE_SCHEMA_VERSION);
    expect(exported.periods[2]).toEqual({ year: 2026, kind: 'Projected', months: 9 });
    const imported = await u.inject({ method: 'POST', url: '/api/analyses/import/', payload: exported });
    expect(imported.statusCode).toBe(201);
    const copy = imported.json<{ id: number }>().id;
    const again = (await u.inject({ method: 'GET', url: `/api/analyses/${copy}/export/` })).json<AnalysisFile>();
    expect({ ...again, name: exported.name }).toEqual(exported);
    const screens = async (analysis: number) =>
      (await u.inject({ method: 'GET', url: `/api/analyses/${analysis}/screens/assetnliabs/` })).json<AllPeriodsScreen>().companies;
    expect(await screens(copy)).toEqual(await screens(id));

    const reordered = await u.inject({ method: 'PATCH', url: `/api/analyses/${id}/`, payload: { company_order: [1, 0] } });
    expect(reordered.statusCode).toBe(200);
    const moved = (await u.inject({ method: 'GET', url: `/api/analyses/${id}/projections/` })).json<AnalysisProjections>();
    expect(moved.companies[1]!.by_year['2026']!['opstmt.salesDomestic']).toEqual({ method: 'growth_pct', value: 12 });
    expect(moved.companies[0]!.by_year).toEqual({});
    expect((await u.inject({ method: 'GET', url: `/api/analyses/${id}/fixed-assets/` })).json<AnalysisFixedAssets>().companies[1]!.blocks).toEqual(blocks);
  });
});
