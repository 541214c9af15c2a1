import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { AnalysisNotes } from '../../contract/notes';
import type { AnalysisSummary } from '../../contract/analysis';
import type { ReportModel } from '../../contract/report';
import { BACKENDS, fixture, rawFixture, useTestApp } from '../testing/harness';

/** Notes on the first company and on Form II of the third; the second has none. */
const NOTES: AnalysisNotes = {
  companies: [
    {
      company: 'Sales for FY 2025-26 are backed by the order book of ₹ 4.2 crore.\nPromoters bring ₹ 50 lakh in FY 2025-26.',
      forms: { II: 'Other income is non-recurring (sale of scrap).' },
    },
    {},
    { forms: { VI: 'The <b>term loan</b> was drawn in May.' } },
  ],
};

describe.each(BACKENDS)('free-text notes per company and per form on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);

  it('stores them whole; refuses a bad body with 400, a stale one with 409, another user with 404, and writes nothing', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture('three-companies'));
    const url = `/api/analyses/${analysis.id}/notes/`;
    expect((await u.inject({ method: 'GET', url })).json()).toEqual({ companies: [{}, {}, {}] });
    const put = await u.inject({ method: 'PUT', url, payload: NOTES, headers: { 'if-match': `"${analysis.version}"` } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<AnalysisSummary>().version).toBe(analysis.version + 1);
    expect((await u.inject({ method: 'GET', url })).json()).toEqual(NOTES);

    const refused: [unknown, string][] = [
      [{ companies: [{ company: '   ' }, {}, {}] }, 'company'],
      [{ companies: [{ forms: { VII: 'no such form' } }, {}, {}] }, 'forms'],
      [{ companies: [{ company: 'x'.repeat(4001) }, {}, {}] }, 'company'],
      [{ companies: [{ company: 'bell \u0007' }, {}, {}] }, 'company'],
      [{ companies: [{ remark: 'unknown key' }, {}, {}] }, '0'],
      [{ companies: [{}, {}] }, 'companies'],
    ];
    for (const [payload, path] of refused) {
      const bad = await u.inject({ method: 'PUT', url, payload: payload as object });
      expect(bad.statusCode, path).toBe(400);
      const body = bad.json<{ error: string; code: string; details: { path: (string | number)[] }[] }>();
      expect(body.code).toBe('invalid_request');
      expect(
        body.details.some((d) => d.path.map(String).includes(path)),
        JSON.stringify(body.details),
      ).toBe(true);
    }
    expect((await u.inject({ method: 'GET', url })).json()).toEqual(NOTES);

    const stale = await u.inject({ method: 'PUT', url, payload: { companies: [{}, {}, {}] }, headers: { 'if-match': `"${analysis.version}"` } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ code: string }>().code).toBe('version_conflict');

    const other = await t.user();
    expect((await other.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await other.inject({ method: 'PUT', url, payload: NOTES })).statusCode).toBe(404);
    expect((await u.inject({ method: 'GET', url })).json()).toEqual(NOTES);
  });

  it('moves them with their company, prints them in the report model, and carries them in the version 6 file', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture('three-companies'));
    const url = `/api/analyses/${analysis.id}/notes/`;
    await u.inject({ method: 'PUT', url, payload: NOTES });
    const names = (await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/` })).json<AnalysisSummary>().company_names;
    const moved = await u.inject({
      method: 'PATCH',
      url: `/api/analyses/${analysis.id}/`,
      payload: { company_order: [2, 0, 1], company_names: [names[2], names[0], names[1]] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await u.inject({ method: 'GET', url })).json()).toEqual({ companies: [NOTES.companies[2], NOTES.companies[0], NOTES.companies[1]] });

    const report = (await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/report/` })).json<ReportModel>();
    expect(report.companies.map((c) => c.notes)).toEqual([NOTES.companies[2], NOTES.companies[0], NOTES.companies[1]]);

    const file = (await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/export/` })).json<{
      schemaVersion: number;
      companies: { notes?: unknown }[];
    }>();
    expect(file.schemaVersion).toBe(6);
    expect(file.companies[0]!.notes).toEqual(NOTES.companies[2]);
    expect(file.companies[2]).not.toHaveProperty('notes');
    const imported = await u.inject({ method: 'POST', url: '/api/analyses/import/', payload: file });
    expect(imported.statusCode, imported.body).toBe(201);
    const again = (await u.inject({ method: 'GET', url: `/api/analyses/${imported.json<AnalysisSummary>().id}/notes/` })).json<AnalysisNotes>();
    expect(again).toEqual({ companies: [NOTES.companies[2], NOTES.companies[0], {}] });
  });

  it('imports a version 5 file (no notes) as it is, and refuses notes in it', async () => {
    const u = await t.user();
    const v5 = { ...rawFixture('three-companies-four-years'), schemaVersion: 5 } as unknown as { companies: Record<string, unknown>[] };
    const ok = await u.inject({ method: 'POST', url: '/api/analyses/import/', payload: v5 });
    expect(ok.statusCode, ok.body).toBe(201);
    const notes = (await u.inject({ method: 'GET', url: `/api/analyses/${ok.json<AnalysisSummary>().id}/notes/` })).json<AnalysisNotes>();
    expect(notes.companies.every((c) => Object.keys(c).length === 0)).toBe(true);
    const withNotes = { ...v5, companies: v5.companies.map((c, i) => (i === 0 ? { ...c, notes: { company: 'x' } } : c)) };
    expect((await u.inject({ method: 'POST', url: '/api/analyses/import/', payload: withNotes })).statusCode).toBe(400);
  });

  it("states each company's basis of projections in words and figures in the report model", async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture('three-companies-four-years-driven'));
    const report = (await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/report/` })).json<ReportModel>();
    const basis = report.companies[0]!.basis!;
    // FY 2024-25 is Estimated and FY 2025-26 Projected: one run of two years with the same method.
    expect(basis).toContainEqual({ label: 'Sales / Receipts – Domestic', text: 'growth 10.01 % a year (FY 2024-25 to FY 2025-26)' });
    expect(basis).toContainEqual({ label: 'Purchase / RM', text: 'raw material consumed 84.01 % of sales (FY 2024-25 to FY 2025-26)' });
    expect(basis.at(-1)).toEqual({
      label: 'Plant & Machinery (fixed-asset block)',
      text: 'WDV at 18.1036 % a year, accumulated depreciation 21.00 at the start; additions: 40.00 spent in FY 2025-26, put to use 2025-10',
    });
    // A company without blocks states its driven rows only.
    expect(report.companies[1]!.basis!.some((l) => l.label.endsWith('(fixed-asset block)'))).toBe(false);
  });

  it("exports the basis of projections and the notes as the xlsx's own sheets, the text verbatim, as the print lists them", async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture('three-companies-four-years-driven'));
    const put = await u.inject({ method: 'PUT', url: `/api/analyses/${analysis.id}/notes/`, payload: NOTES });
    expect(put.statusCode, put.body).toBe(200);
    const res = await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/export.xlsx` });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const names = (await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/` })).json<AnalysisSummary>().company_names;
    const column = (sheet: string, n: number) => workbook.getWorksheet(sheet)!.getColumn(n).values.slice(6);
    expect(column('Basis of projections', 3)).toContain('growth 10.01 % a year (FY 2024-25 to FY 2025-26)');
    expect(column('Basis of projections', 3)).toContain(NOTES.companies[0]!.company);
    expect(column('Notes', 1)).toEqual([names[0], 1, 2, names[2], 1]);
    expect(column('Notes', 2)).toEqual([undefined, `On ${names[0]}`, 'Form II', undefined, 'Form VI']);
    expect(column('Notes', 3)).toEqual([undefined, NOTES.companies[0]!.company, NOTES.companies[0]!.forms!.II, undefined, NOTES.companies[2]!.forms!.VI]);
  });
});
