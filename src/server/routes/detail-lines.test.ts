import { describe, expect, it } from 'vitest';
import { analysisFile, FIXTURE_SCHEMA_VERSION } from '../../contract/fixture';
import type { TestUser } from '../testing/harness';
import { allPeriodsOf, BACKENDS, fixture, useTestApp } from '../testing/harness';

const FOUR_YEARS = 'three-companies-four-years';
const SCRAP_AND_JOB_WORK = [
  { label: 'Scrap sales', amount: 1200.35, expression: '=1000+200.35' },
  { label: '  Job   work ', amount: 0.1 },
  { label: 'Rent <b>received</b>', amount: 0.2 },
];

describe.each(BACKENDS)('detail lines on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);
  const write = (u: TestUser, id: number, companies: unknown[], headers: Record<string, string> = {}) =>
    u.inject({ method: 'POST', url: `/api/analyses/${id}/screens/opstmt/`, payload: { companies }, headers });
  const specUpdate = (u: TestUser, id: number, metrics: object[]) =>
    u.inject({ method: 'POST', url: `/api/update_companies_opstmt/${id}/`, payload: metrics.map((m) => ({ metrics: m })) });
  const versionOf = async (u: TestUser, id: number) => (await u.inject({ method: 'GET', url: `/api/analyses/${id}/` })).json<{ version: number }>().version;

  it('keeps a row opened into detail lines per period, and makes its figure their exact sum', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture(FOUR_YEARS));
    const before = (await allPeriodsOf(u, analysis.id)).companies[1]!;
    const res = await write(u, analysis.id, [{ position: 1, by_year: {}, details: { '2024': { addOtherIncome: SCRAP_AND_JOB_WORK } } }]);
    expect(res.statusCode).toBe(200);
    const company = (await allPeriodsOf(u, analysis.id)).companies[1]!;
    // 1,200.35 + 0.10 + 0.20 = 1,200.65 exactly (0.1 + 0.2 in floating point is 0.30000000000000004).
    expect(company.by_year['2024']!.addOtherIncome).toBe(1200.65);
    // Profit before tax moves by the change of the row: every formula reads the sum.
    const pbt = (c: typeof company) => c.by_year['2024']!.profitBeforeTax as number;
    expect(pbt(company) - pbt(before)).toBeCloseTo(1200.65 - (before.by_year['2024']!.addOtherIncome as number), 6);
    expect(company.details_by_year!['2024']).toEqual({
      addOtherIncome: [
        { label: 'Scrap sales', amount: 1200.35, expression: '=1000+200.35' },
        { label: 'Job work', amount: 0.1 },
        // Kept as written: escaping is the renderer's job.
        { label: 'Rent <b>received</b>', amount: 0.2 },
      ],
    });
    expect(company.details_by_year!['2025']).toEqual({});
    expect((await allPeriodsOf(u, analysis.id)).companies[0]!.details_by_year!['2024']).toEqual({});
  });

  it('refuses, writing nothing, lines whose sum is not the figure beside them, unknown rows and bad lines, naming the path', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture(FOUR_YEARS));
    const version = await versionOf(u, analysis.id);
    const bad = [
      [
        {
          by_year: { '2025': { addOtherIncome: 10 } },
          details: {
            '2025': {
              addOtherIncome: [
                { label: 'a', amount: 4 },
                { label: 'b', amount: 5 },
              ],
            },
          },
        },
        ['details', '2025', 'addOtherIncome'],
        'is not the sum of its detail lines (9)',
      ],
      [{ by_year: {}, details: { '2025': { totalSales: [{ label: 'a', amount: 4 }] } } }, ['details', '2025', 'totalSales'], 'unknown input of opstmt'],
      [{ by_year: {}, details: { '2025': { salesDomestic: [{ label: 'a', amount: -4 }] } } }, ['details', '2025', 'salesDomestic', 0, 'amount'], 'negative'],
      [
        { by_year: {}, details: { '2025': { salesDomestic: [{ label: 'a', amount: 4.001 }] } } },
        ['details', '2025', 'salesDomestic', 0, 'amount'],
        'at most 2 decimals',
      ],
      [
        { by_year: {}, details: { '2025': { salesDomestic: [{ label: 'a', amount: 4, expression: '=2+3' }] } } },
        ['details', '2025', 'salesDomestic', 0, 'expression'],
        'does not work out to the figure 4',
      ],
      [
        { by_year: {}, details: { '2025': { salesDomestic: [{ label: 'a', amount: 4, colour: 'red' }] } } },
        ['details', '2025', 'salesDomestic', 0],
        'unknown key',
      ],
      [
        { by_year: {}, details: { '2025': { salesDomestic: [{ label: 'x'.repeat(81), amount: 4 }] } } },
        ['details', '2025', 'salesDomestic', 0, 'label'],
        'Too big',
      ],
      [
        { by_year: {}, details: { '2025': { salesDomestic: [{ label: 'bad\u0000byte', amount: 4 }] } } },
        ['details', '2025', 'salesDomestic', 0, 'label'],
        'control characters',
      ],
      [
        {
          by_year: {},
          details: {
            '2025': {
              salesDomestic: [
                { label: 'a', amount: 9e12 },
                { label: 'b', amount: 9e12 },
              ],
            },
          },
        },
        ['details', '2025', 'salesDomestic'],
        "the lines' sum must not exceed",
      ],
    ] as const;
    for (const [company, path, message] of bad) {
      const res = await write(u, analysis.id, [
        { position: 1, by_year: { '2025': { salesDomestic: 7 } } },
        { position: 0, ...company },
      ]);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().code).toBe('invalid_request');
      const issue = (res.json().details as { path: unknown[]; message: string }[]).find((i) => i.message.includes(message));
      expect(issue?.path, message).toEqual(['companies', 1, ...path]);
    }
    expect(await versionOf(u, analysis.id)).toBe(version);
    expect((await allPeriodsOf(u, analysis.id)).companies[1]!.by_year['2025']!.salesDomestic).not.toBe(7);
  });

  it('refuses a figure typed over a row with lines (409 figure_from_detail_lines) on both writes, writing nothing; its sum, or closing the row, is accepted', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture(FOUR_YEARS));
    // The assessment year is 2025: the spec's update writes it.
    await write(u, analysis.id, [
      {
        position: 0,
        by_year: {},
        details: {
          '2025': {
            addOtherIncome: [
              { label: 'FD interest', amount: 8 },
              { label: 'Rent', amount: 4.25 },
            ],
          },
        },
      },
    ]);
    const version = await versionOf(u, analysis.id);

    const typed = await write(u, analysis.id, [{ position: 0, by_year: { '2025': { salesDomestic: 99, addOtherIncome: 20 } } }]);
    expect(typed.statusCode).toBe(409);
    expect(typed.json()).toMatchObject({
      code: 'figure_from_detail_lines',
      details: [{ path: ['companies', 0, 'by_year', '2025', 'addOtherIncome'], message: 'opened into detail lines: its figure is their sum, 12.25' }],
    });
    const spec = await specUpdate(u, analysis.id, [{ salesDomestic: 99, addOtherIncome: 20 }, {}, {}]);
    expect(spec.statusCode).toBe(409);
    expect(spec.json()).toMatchObject({ code: 'figure_from_detail_lines', details: [{ path: [0, 'metrics', 'addOtherIncome'] }] });
    expect(await versionOf(u, analysis.id)).toBe(version);
    expect((await allPeriodsOf(u, analysis.id)).companies[0]!.by_year['2025']!.salesDomestic).not.toBe(99);

    // A client that writes back what it read (the sum) is not refused.
    expect((await specUpdate(u, analysis.id, [{ salesDomestic: 99, addOtherIncome: 12.25 }, {}, {}])).statusCode).toBe(200);
    expect((await write(u, analysis.id, [{ position: 0, by_year: { '2025': { addOtherIncome: 12.25 } } }])).statusCode).toBe(200);
    // Closing the row ([]) keeps its figure; then a figure may be typed.
    expect((await write(u, analysis.id, [{ position: 0, by_year: {}, details: { '2025': { addOtherIncome: [] } } }])).statusCode).toBe(200);
    let company = (await allPeriodsOf(u, analysis.id)).companies[0]!;
    expect(company.details_by_year!['2025']).toEqual({});
    expect(company.by_year['2025']!.addOtherIncome).toBe(12.25);
    expect((await specUpdate(u, analysis.id, [{ addOtherIncome: 20 }, {}, {}])).statusCode).toBe(200);
    company = (await allPeriodsOf(u, analysis.id)).companies[0]!;
    expect(company.by_year['2025']!.addOtherIncome).toBe(20);
  });

  it('answers 409 to a stale If-Match and 404 for another user', async () => {
    const u = await t.user();
    const other = await t.user();
    const { analysis } = await t.analysis(u, fixture(FOUR_YEARS));
    const version = await versionOf(u, analysis.id);
    const lines = { position: 0, by_year: {}, details: { '2025': { addOtherIncome: [{ label: 'a', amount: 1 }] } } };
    expect((await write(u, analysis.id, [lines], { 'if-match': `"${version - 1}"` })).statusCode).toBe(409);
    expect((await write(other, analysis.id, [lines])).statusCode).toBe(404);
    expect((await allPeriodsOf(u, analysis.id)).companies[0]!.details_by_year!['2025']).toEqual({});
    expect((await write(u, analysis.id, [lines], { 'if-match': `"${version}"` })).statusCode).toBe(200);
  });

  it('exports them in the analysis file (version 5 on) and imports them back; refuses a file whose figure is not the sum', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture(FOUR_YEARS));
    await write(u, analysis.id, [
      {
        position: 2,
        by_year: {},
        details: {
          '2023': {
            addOtherIncome: [
              { label: 'Scrap sales', amount: 30 },
              { label: 'Job work', amount: 12.5 },
            ],
          },
        },
      },
    ]);
    const exported = (await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/export/` })).json<Record<string, unknown>>();
    expect(exported.schemaVersion).toBe(FIXTURE_SCHEMA_VERSION);
    const year = analysisFile.parse(exported).companies[2]!.years['2023']! as { details?: unknown; opstmt: Record<string, number> };
    expect(year.details).toEqual({
      opstmt: {
        addOtherIncome: [
          { label: 'Scrap sales', amount: 30 },
          { label: 'Job work', amount: 12.5 },
        ],
      },
    });
    expect(year.opstmt.addOtherIncome).toBe(42.5);
    const imported = await u.inject({ method: 'POST', url: '/api/analyses/import/', payload: exported });
    expect(imported.statusCode).toBe(201);
    const back = (await allPeriodsOf(u, imported.json<{ id: number }>().id)).companies[2]!;
    expect(back.details_by_year!['2023']).toEqual({
      addOtherIncome: [
        { label: 'Scrap sales', amount: 30 },
        { label: 'Job work', amount: 12.5 },
      ],
    });

    const wrong = structuredClone(exported) as { companies: { years: Record<string, { opstmt: Record<string, number> }> }[] };
    wrong.companies[2]!.years['2023']!.opstmt.addOtherIncome = 43;
    const refused = await u.inject({ method: 'POST', url: '/api/analyses/import/', payload: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      details: [
        { path: ['companies', 2, 'years', '2023', 'details', 'opstmt', 'addOtherIncome'], message: 'the figure 43 is not the sum of its detail lines (42.5)' },
      ],
    });
    // A version 4 file (no detail lines) still imports.
    const v4 = { ...structuredClone(exported), schemaVersion: 4 } as unknown as { companies: { years: Record<string, { details?: unknown }> }[] };
    delete v4.companies[2]!.years['2023']!.details;
    expect((await u.inject({ method: 'POST', url: '/api/analyses/import/', payload: v4 })).statusCode).toBe(201);
  });

  it('moves them with their company on a reordering and converts them on a unit conversion, the figure staying their sum', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture(FOUR_YEARS));
    await write(u, analysis.id, [
      {
        position: 0,
        by_year: {},
        details: {
          '2025': {
            addOtherIncome: [
              { label: 'a', amount: 1.25 },
              { label: 'b', amount: 0.004e2 },
            ],
          },
        },
      },
    ]);
    const patch = (payload: object) => u.inject({ method: 'PATCH', url: `/api/analyses/${analysis.id}/`, payload });
    expect((await patch({ company_order: [1, 0, 2] })).statusCode).toBe(200);
    expect((await allPeriodsOf(u, analysis.id)).companies[1]!.details_by_year!['2025']).toEqual({
      addOtherIncome: [
        { label: 'a', amount: 1.25 },
        { label: 'b', amount: 0.4 },
      ],
    });
    // Lakhs → ₹: 1.25 lakhs is 1,25,000 and 0.4 lakhs 40,000; the row 1,65,000.
    expect((await patch({ unit: 'rupees', unit_change: 'convert' })).statusCode).toBe(200);
    const moved = (await allPeriodsOf(u, analysis.id)).companies[1]!;
    expect(moved.details_by_year!['2025']).toEqual({
      addOtherIncome: [
        { label: 'a', amount: 125_000 },
        { label: 'b', amount: 40_000 },
      ],
    });
    expect(moved.by_year['2025']!.addOtherIncome).toBe(165_000);
  });
});
