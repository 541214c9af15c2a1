import { describe, expect, it } from 'vitest';
import { analysisFile, FIXTURE_SCHEMA_VERSION } from '../../contract/fixture';
import type { TestUser } from '../testing/harness';
import { allPeriodsOf, BACKENDS, fixture, rawFixture, useTestApp } from '../testing/harness';

const FOUR_YEARS = 'three-companies-four-years';

describe.each(BACKENDS)('cell expressions and notes on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);
  const write = (u: TestUser, id: number, companies: unknown[], screen = 'opstmt') =>
    u.inject({ method: 'POST', url: `/api/analyses/${id}/screens/${screen}/`, payload: { companies } });
  const versionOf = async (u: TestUser, id: number) => (await u.inject({ method: 'GET', url: `/api/analyses/${id}/` })).json<{ version: number }>().version;

  it('keeps the arithmetic with its figure and a note on a cell, per period, and answers them on the all-periods read', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture(FOUR_YEARS));
    const res = await write(u, analysis.id, [
      {
        position: 1,
        // 1200 + 350 − 45.5 = 1504.5
        by_year: { '2024': { salesDomestic: 1504.5 } },
        expressions: { '2024': { salesDomestic: '=1200+350-45.5' } },
        notes: { '2024': { salesDomestic: '  as per audited BS   note 12 ' }, '2025': { others: 'Scrap <b>sales</b> & job work' } },
      },
    ]);
    expect(res.statusCode).toBe(200);
    const company = (await allPeriodsOf(u, analysis.id)).companies[1]!;
    expect(company.by_year['2024']!.salesDomestic).toBe(1504.5);
    expect(company.expressions_by_year!['2024']).toEqual({ salesDomestic: '=1200+350-45.5' });
    expect(company.notes_by_year!['2024']).toEqual({ salesDomestic: 'as per audited BS note 12' });
    // Kept as written: escaping is the renderer's job, at every place a note reaches HTML.
    expect(company.notes_by_year!['2025']).toEqual({ others: 'Scrap <b>sales</b> & job work' });
    expect((await allPeriodsOf(u, analysis.id)).companies[0]!.expressions_by_year!['2024']).toEqual({});
    expect((await allPeriodsOf(u, analysis.id, 'assetnliabs')).companies[1]!.notes_by_year!['2024']).toEqual({});
  });

  it('drops the expression when a figure is written over it (all-periods write and update_<statement>), and keeps the note', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture(FOUR_YEARS));
    const given = {
      by_year: { '2025': { salesDomestic: 28_80_000, salesExports: 50 } },
      expressions: { '2025': { salesDomestic: '=2,40,000*12', salesExports: '=20+30' } },
      notes: { '2025': { salesDomestic: 'monthly run-rate × 12' } },
    };
    expect((await write(u, analysis.id, [{ position: 0, ...given }])).statusCode).toBe(200);
    // A figure typed over it: no expression in the write.
    expect((await write(u, analysis.id, [{ position: 0, by_year: { '2025': { salesDomestic: 2_000_000 } } }])).statusCode).toBe(200);
    let company = (await allPeriodsOf(u, analysis.id)).companies[0]!;
    expect(company.expressions_by_year!['2025']).toEqual({ salesExports: '=20+30' });
    expect(company.notes_by_year!['2025']).toEqual({ salesDomestic: 'monthly run-rate × 12' });
    // The spec's update writes the assessment year (2025) in SQL; its figures drop their expressions too.
    const spec = await u.inject({
      method: 'POST',
      url: `/api/update_companies_opstmt/${analysis.id}/`,
      payload: [{ metrics: { salesExports: 51 } }, { metrics: {} }, { metrics: {} }],
    });
    expect(spec.statusCode).toBe(200);
    company = (await allPeriodsOf(u, analysis.id)).companies[0]!;
    expect(company.expressions_by_year!['2025']).toEqual({});
    expect(company.notes_by_year!['2025']).toEqual({ salesDomestic: 'monthly run-rate × 12' });
    // A null note removes it; a note-only write leaves the figures alone.
    expect((await write(u, analysis.id, [{ position: 0, by_year: {}, notes: { '2025': { salesDomestic: null } } }])).statusCode).toBe(200);
    company = (await allPeriodsOf(u, analysis.id)).companies[0]!;
    expect(company.notes_by_year!['2025']).toEqual({});
    expect(company.by_year['2025']!.salesDomestic).toBe(2_000_000);
  });

  it('refuses, writing nothing, an expression that does not work out to its figure, one without its figure, and unknown keys', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture(FOUR_YEARS));
    const version = await versionOf(u, analysis.id);
    const bad = [
      [
        { position: 0, by_year: { '2025': { salesDomestic: 1500 } }, expressions: { '2025': { salesDomestic: '=1200+350' } } },
        'does not work out to the figure 1500',
      ],
      [{ position: 0, by_year: { '2025': {} }, expressions: { '2025': { salesDomestic: '=1200+350' } } }, 'an expression needs its figure in the same write'],
      [{ position: 0, by_year: { '2025': { salesDomestic: 2 } }, expressions: { '2025': { salesDomestic: '=A1*2' } } }, 'not arithmetic we can work out'],
      [{ position: 0, by_year: {}, notes: { '2025': { totalSales: 'a computed row' } } }, 'unknown input of opstmt'],
      [{ position: 0, by_year: {}, notes: { '2025': { salesDomestic: 'x'.repeat(501) } } }, 'Too big'],
      [{ position: 0, by_year: {}, notes: { '2025': { salesDomestic: 'bad\u0000byte' } } }, 'control characters'],
    ] as const;
    for (const [company, message] of bad) {
      const res = await write(u, analysis.id, [{ position: 1, by_year: { '2025': { salesDomestic: 7 } } }, company]);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await versionOf(u, analysis.id)).toBe(version);
    expect((await allPeriodsOf(u, analysis.id)).companies[1]!.by_year['2025']!.salesDomestic).not.toBe(7);
  });

  it('exports them in the analysis file (version 4) and imports them back; a version 3 file still imports', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture(FOUR_YEARS));
    await write(u, analysis.id, [
      {
        position: 2,
        by_year: { '2023': { powerFuel: 10.5 } },
        expressions: { '2023': { powerFuel: '=(7+14)/2' } },
        notes: { '2023': { powerFuel: 'EB bills' } },
      },
    ]);
    const exported = (await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/export/` })).json<Record<string, unknown>>();
    expect(exported.schemaVersion).toBe(FIXTURE_SCHEMA_VERSION);
    const year = analysisFile.parse(exported).companies[2]!.years['2023']! as { expressions?: unknown; notes?: unknown };
    expect(year.expressions).toEqual({ opstmt: { powerFuel: '=(7+14)/2' } });
    expect(year.notes).toEqual({ opstmt: { powerFuel: 'EB bills' } });
    // A period without texts is written as before.
    expect(Object.keys(analysisFile.parse(exported).companies[0]!.years['2023']!)).toEqual(['opstmt', 'assetnliabs', 'ocaocl']);
    const imported = await u.inject({ method: 'POST', url: '/api/analyses/import/', payload: exported });
    expect(imported.statusCode).toBe(201);
    const back = (await allPeriodsOf(u, imported.json<{ id: number }>().id)).companies[2]!;
    expect(back.expressions_by_year!['2023']).toEqual({ powerFuel: '=(7+14)/2' });
    expect(back.notes_by_year!['2023']).toEqual({ powerFuel: 'EB bills' });

    const wrong = structuredClone(exported) as { companies: { years: Record<string, { opstmt: Record<string, number> }> }[] };
    wrong.companies[2]!.years['2023']!.opstmt.powerFuel = 11;
    const refused = await u.inject({ method: 'POST', url: '/api/analyses/import/', payload: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      details: [{ path: ['companies', 2, 'years', '2023', 'expressions', 'opstmt', 'powerFuel'], message: 'does not work out to the figure 11' }],
    });
    const v3 = rawFixture('term-loan');
    expect(v3.schemaVersion).toBe(3);
    expect((await u.inject({ method: 'POST', url: '/api/analyses/import/', payload: v3 })).statusCode).toBe(201);
  });

  it('moves them with their company on a reordering and rewrites expressions on a unit conversion', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture(FOUR_YEARS));
    await write(u, analysis.id, [
      // 150 + 225 = 375 lakhs; in ₹ 3,75,00,000 = (150 + 225) × 1,00,000
      {
        position: 0,
        by_year: { '2025': { others: 375, powerFuel: 0.01 } },
        expressions: { '2025': { others: '=150+225', powerFuel: '=0.005*2' } },
        notes: { '2025': { others: 'scrap' } },
      },
    ]);
    const patch = (payload: object) => u.inject({ method: 'PATCH', url: `/api/analyses/${analysis.id}/`, payload });
    expect((await patch({ company_order: [1, 0, 2] })).statusCode).toBe(200);
    let moved = (await allPeriodsOf(u, analysis.id)).companies[1]!;
    expect(moved.expressions_by_year!['2025']).toEqual({ others: '=150+225', powerFuel: '=0.005*2' });
    expect(moved.notes_by_year!['2025']).toEqual({ others: 'scrap' });
    expect((await allPeriodsOf(u, analysis.id)).companies[0]!.notes_by_year!['2025']).toEqual({});
    expect((await patch({ unit: 'rupees', unit_change: 'convert' })).statusCode).toBe(200);
    moved = (await allPeriodsOf(u, analysis.id)).companies[1]!;
    expect(moved.by_year['2025']!.others).toBe(3_75_00_000);
    expect(moved.expressions_by_year!['2025']).toEqual({ others: '=(150+225)*100000', powerFuel: '=(0.005*2)*100000' });
    // In crores 3,75,00,000 is 3.75 exactly; ₹1,000 (0.0001 crores) is rounded to 0.00, its expression no longer holds and goes.
    expect((await patch({ unit: 'crores', unit_change: 'convert', round: true })).statusCode).toBe(200);
    moved = (await allPeriodsOf(u, analysis.id)).companies[1]!;
    expect(moved.expressions_by_year!['2025']).toEqual({ others: '=((150+225)*100000)/10000000' });
    expect(moved.notes_by_year!['2025']).toEqual({ others: 'scrap' });
  });

  it('prints each note as a footnote of the CMA report, on the form line that prints its input, in its period', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture(FOUR_YEARS));
    await write(u, analysis.id, [
      { position: 1, by_year: {}, notes: { '2024': { salesExports: 'LC-backed <script>x</script>', purchaseRM: 'net of returns' } } },
    ]);
    const report = (await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/report/` })).json<{
      periods: { year: number }[];
      companies: { forms: { id: string; lines: { label: string; notes?: string[][] }[] }[] }[];
    }>();
    const at = report.periods.findIndex((p) => p.year === 2024);
    const noted = report.companies[1]!.forms.flatMap((f) => f.lines.filter((l) => l.notes).map((l) => ({ form: f.id, label: l.label, notes: l.notes! })));
    expect(noted.map((n) => [n.form, n.notes[at]])).toEqual([
      ['II', ['Sales – Exports: LC-backed <script>x</script>']],
      ['II', ['Purchase / RM: net of returns']],
    ]);
    expect(noted.every((n) => n.notes.every((texts, p) => p === at || texts.length === 0))).toBe(true);
    expect(report.companies[0]!.forms.some((f) => f.lines.some((l) => l.notes))).toBe(false);
  });
});
