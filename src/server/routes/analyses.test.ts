import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { analysisFile } from '../../contract/fixture';
import { INDIAN_AMOUNT_FORMAT } from '../xlsx';
import { BACKENDS, fixture, rawFixture, useTestApp } from '../testing/harness';

describe.each(BACKENDS)('analyses on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);
  const createToken = (u: Awaited<ReturnType<typeof t.user>>, payload: unknown, userId = u.id) =>
    u.inject({ method: 'POST', url: `/api/create_token/${userId}/`, payload: payload as object });

  it('create_token returns {id, num_companies, year}, names empty companies "Company N", and lists it for /home', async () => {
    const u = await t.user();
    const res = await createToken(u, { num_companies: 3, company_names: ['Acme', '', '  '], year: 2024 });
    expect(res.statusCode).toBe(201);
    const token = res.json<{ id: number; num_companies: number; year: number }>();
    expect(token).toEqual({ id: expect.any(Number), num_companies: 3, year: 2024 });
    const list = await u.inject({ method: 'GET', url: '/api/analyses/' });
    expect(list.json<{ items: unknown[] }>().items).toEqual([
      expect.objectContaining({ id: token.id, num_companies: 3, year: 2024, company_names: ['Acme', 'Company 2', 'Company 3'], unit: 'lakhs', version: 1 }),
    ]);
    const statement = await u.inject({ method: 'GET', url: `/api/get_companies_opstmt/${token.id}` });
    expect(statement.json<{ name: string; metrics: Record<string, number> }[]>().map((r) => [r.name, r.metrics.totalSales])).toEqual([
      ['Acme', 0],
      ['Company 2', 0],
      ['Company 3', 0],
    ]);
  });

  it("refuses to create an analysis in another user's account (403)", async () => {
    const u = await t.user();
    const res = await createToken(u, { num_companies: 1, company_names: [], year: 2024 }, u.id + 1000);
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ['a 2-digit year', { year: 25 }],
    ['a 5-digit year', { year: 20255 }],
    ['a year that is not a number', { year: 'abcd' }],
    ['a missing year', { year: undefined }],
    ['0 companies', { num_companies: 0 }],
    ['9 companies', { num_companies: 9 }],
    ['more names than companies', { company_names: ['A', 'B'] }],
  ])('refuses create_token with %s (400) and creates nothing', async (_name, overrides) => {
    const u = await t.user();
    const res = await createToken(u, { num_companies: 1, company_names: [], year: 2024, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.any(String), details: expect.any(Array) });
    expect((await u.inject({ method: 'GET', url: '/api/analyses/' })).json<{ items: unknown[] }>().items).toEqual([]);
  });

  it('reads, renames and deletes an analysis; another user gets 404', async () => {
    const u = await t.user();
    const other = await t.user();
    const { analysis } = await t.analysis(u);
    const url = `/api/analyses/${analysis.id}/`;
    const got = await u.inject({ method: 'GET', url });
    expect(got.json()).toMatchObject({ id: analysis.id, name: analysis.name, num_companies: 1 });
    expect(got.headers.etag).toBe(`"${analysis.version}"`);
    expect((await other.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await other.inject({ method: 'PATCH', url, payload: { name: 'Hijack' } })).statusCode).toBe(404);
    expect((await other.inject({ method: 'DELETE', url })).statusCode).toBe(404);

    const patched = await u.inject({ method: 'PATCH', url, payload: { name: 'Renamed', unit: 'crores', company_names: ['New Co'] } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Renamed', unit: 'crores', company_names: ['New Co'], version: analysis.version + 1 });
    const wrongCount = await u.inject({ method: 'PATCH', url, payload: { company_names: ['A', 'B'] } });
    expect(wrongCount.statusCode).toBe(400);

    expect((await u.inject({ method: 'DELETE', url })).statusCode).toBe(204);
    expect((await u.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('imports an analysis file (201) and exports it back equal', async () => {
    const u = await t.user();
    const file = fixture('three-companies');
    const res = await u.inject({ method: 'POST', url: '/api/analyses/import/', payload: file });
    expect(res.statusCode).toBe(201);
    const summary = res.json<{ id: number; num_companies: number }>();
    expect(summary.num_companies).toBe(3);
    const exported = await u.inject({ method: 'GET', url: `/api/analyses/${summary.id}/export/` });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename=".+\.json"$/);
    expect(analysisFile.parse(exported.json())).toEqual(file);
  });

  it('refuses a bad analysis file with 400 naming path and reason, and creates nothing', async () => {
    const u = await t.user();
    const file = rawFixture() as { companies: { opstmt: Record<string, number> }[] };
    const bad = {
      ...file,
      companies: [{ ...file.companies[0]!, opstmt: { ...file.companies[0]!.opstmt, salesDomestic: -1, bogus: 2 } }],
    };
    const res = await u.inject({ method: 'POST', url: '/api/analyses/import/', payload: bad });
    expect(res.statusCode).toBe(400);
    const details = res.json<{ details: { path: (string | number)[]; message: string }[] }>().details;
    expect(details).toEqual(
      expect.arrayContaining([
        { path: ['companies', 0, 'opstmt', 'salesDomestic'], message: 'must not be negative' },
        expect.objectContaining({ path: ['companies', 0, 'opstmt'] }),
      ]),
    );
    expect((await u.inject({ method: 'POST', url: '/api/analyses/import/', payload: { schemaVersion: 9 } })).statusCode).toBe(400);
    expect((await u.inject({ method: 'GET', url: '/api/analyses/' })).json<{ items: unknown[] }>().items).toEqual([]);
  });

  it('exports an xlsx workbook: assumptions, Forms I–VI and the six screens, company columns, live formulas with cached values, Indian format', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture('three-companies'));
    const res = await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/export.xlsx` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'Assumptions',
      'Form I',
      'Form II',
      'Form III',
      'Form IV',
      'Form V',
      'Form VI',
      'Operating Statement',
      'Assets & Liabilities',
      'Other CA & CL',
      'Ratios',
      'WC - TL Assessment',
      'Key Financial Indicators',
      'Recommended limit',
      'Checks and flags',
      // No snapshot, so no 'Renewal variance' sheet; no term loans in the worked example, so no 'Term loans n' sheet; the break-even is always there.
      'Break-even',
    ]);

    const ratiosRes = await u.inject({ method: 'GET', url: `/api/get_ratios/${analysis.id}` });
    const ratios = ratiosRes.json<{ name: string; metrics: Record<string, number> }[]>();
    const alRes = await u.inject({ method: 'GET', url: `/api/get_assetnliabs/${analysis.id}` });
    const al = alRes.json<{ metrics: Record<string, number> }[]>();

    const sheetWith = (label: string) => {
      for (const sheet of workbook.worksheets) {
        let found: number | undefined;
        sheet.eachRow((row, n) => {
          if (row.getCell(1).value === label) {
            found = n;
          }
        });
        if (found) {
          return { sheet, row: sheet.getRow(found) };
        }
      }
      throw new Error(`no row ${label}`);
    };
    const tca = sheetWith('TOTAL CURRENT ASSETS');
    expect(tca.sheet.getRow(3).getCell(4).value).toBe(ratios[2]!.name);
    const cell = tca.row.getCell(3);
    const value = cell.value as { formula: string; result: number };
    expect(value.formula).toMatch(/SUM\(|\+/);
    expect(value.result).toBe(al[1]!.metrics.totalCurrentAssets);
    // exceljs drops the format's backslash escapes when it reads a file back (they are written intact).
    expect(cell.numFmt).toBe(INDIAN_AMOUNT_FORMAT.replaceAll('\\', ''));

    const cr = sheetWith('Current Ratio').row.getCell(2).value as { formula: string; result: number };
    expect(cr.formula).toContain('!');
    expect(cr.result).toBe(ratios[0]!.metrics.current_ratio);
    expect((await (await t.user()).inject({ method: 'GET', url: `/api/analyses/${analysis.id}/export.xlsx` })).statusCode).toBe(404);
  });
});
