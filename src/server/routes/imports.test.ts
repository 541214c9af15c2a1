import { describe, expect, it } from 'vitest';
import type { AllPeriodsScreen } from '../../contract/periods';
import type { ImportDraft, RememberedMappings } from '../../contract/imports';
import { BANK_INPUT_SHEET, CA_FORM_II, CA_FORM_III, bankSheet, caSheet, pastedTsv } from '../../domain/import/sample-sources.fixture';
import type { TestUser } from '../testing/harness';
import { BACKENDS, useTestApp } from '../testing/harness';
import { xlsOf, xlsxOf } from '../testing/workbooks';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const caWorkbook = () =>
  xlsxOf([
    caSheet('Sheet1', 'CMA FORM II – OPERATING STATEMENT', CA_FORM_II),
    { sheet: 'Notes', rows: [[{ text: 'Prepared by the CA' }]] },
    caSheet('Sheet3', 'CMA FORM III – BALANCE SHEET', CA_FORM_III),
  ]);

describe.each(BACKENDS)('imports on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);

  /** A new analysis of one company with the periods FY 2019-20 … FY 2024-25 (or `before` years before 2025). */
  async function analysisOf(u: TestUser, name = 'Sharma Castings Pvt. Ltd.', before = 5, unit = 'lakhs'): Promise<number> {
    const res = await u.inject({
      method: 'POST',
      url: `/api/create_token/${u.id}/`,
      payload: { num_companies: 1, company_names: [name], year: 2025, years_before: before, unit },
    });
    return res.json<{ id: number }>().id;
  }
  const upload = (u: TestUser, id: number, body: Buffer | string, type = XLSX_TYPE, name = 'Sharma CMA 2025.xlsx') =>
    u.inject({
      method: 'POST',
      url: `/api/analyses/${id}/imports/?company=0`,
      payload: body,
      headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` },
    });
  const accept = (u: TestUser, id: number, importId: number, body: object = {}, version?: number) =>
    u.inject({
      method: 'POST',
      url: `/api/analyses/${id}/imports/${importId}/accept/`,
      payload: body,
      headers: version === undefined ? {} : { 'if-match': `"${version}"` },
    });
  const screen = async (u: TestUser, id: number, name: string) =>
    (await u.inject({ method: 'GET', url: `/api/analyses/${id}/screens/${name}/` })).json<AllPeriodsScreen>().companies[0]!.by_year;
  const versionOf = async (u: TestUser, id: number) => (await u.inject({ method: 'GET', url: `/api/analyses/${id}/` })).json<{ version: number }>().version;

  it("drafts a CA's workbook, finds its statements by content, and writes every figure in its row and year on accept", async () => {
    const u = await t.user();
    const id = await analysisOf(u);
    const res = await upload(u, id, await caWorkbook());
    expect(res.statusCode).toBe(201);
    const draft = res.json<ImportDraft>();
    expect(draft.source).toEqual({ kind: 'xlsx', name: 'Sharma CMA 2025.xlsx' });
    expect(draft.unit).toBe('lakhs');
    expect(draft.years.slice(0, 2)).toEqual([
      { column: 'Sheet1!D', year: 2020, kind: 'Audited' },
      { column: 'Sheet1!E', year: 2021, kind: 'Audited' },
    ]);
    expect(draft.lines.filter((l) => l.band === 'auto' && l.kind === 'row')).toHaveLength(47);
    const interest = draft.lines.find((l) => l.label === '9. Interest')!;
    expect(interest).toMatchObject({
      source: { sheet: 'Sheet1', cell: expect.stringMatching(/^B\d+$/) },
      row: 'opstmt.interestFinCharges',
      band: 'auto',
      amounts: { 2020: 45, 2025: 50 },
    });
    expect(draft.checks.filter((c) => c.name.startsWith('tally')).every((c) => c.ok)).toBe(true);
    // Nothing is written before the accept.
    const before = await versionOf(u, id);
    expect((await screen(u, id, 'opstmt'))['2021']).toMatchObject({ salesDomestic: 0, purchaseRM: 0 });

    const done = await accept(u, id, draft.import_id, {}, before);
    expect(done.statusCode).toBe(200);
    expect(done.json<{ version: number }>().version).toBe(before + 1);
    const opstmt = await screen(u, id, 'opstmt');
    // Consumption 55 + 600.5 + closing 120 − opening 110 = 665.5 purchases in FY 2020-21.
    expect(opstmt['2021']).toMatchObject({ purchaseRM: 665.5, salesDomestic: 1100, salesExports: 220, interestFinCharges: 46, closingStockWIP: 60 });
    expect(opstmt['2025']).toMatchObject({ salesDomestic: 1500, totalSales: 1800 });
    const assets = await screen(u, id, 'assetnliabs');
    expect(assets['2020']).toMatchObject({ tradeDebtors6: 290, closingStockRM: 110, differenceIfAny: 0, wheatherAssetsLiabTallied: true });
    const provenance = (await u.inject({ method: 'GET', url: `/api/analyses/${id}/provenance/` })).json<{
      figures: { year: number; row: string; file: string; cells: { sheet: string; cell: string }[]; working: string }[];
    }>();
    const purchases = provenance.figures.find((f) => f.year === 2021 && f.row === 'opstmt.purchaseRM')!;
    expect(purchases).toMatchObject({ file: 'Sharma CMA 2025.xlsx', working: 'consumption 655.5 + closing stock 120 − opening stock 110 = 665.5' });
    expect(purchases.cells.map((c) => `${c.sheet}!${c.cell}`)).toEqual(['Sheet1!E15', 'Sheet1!E16']);
    // Rows 15 and 16: five heading rows, then the 10th and 11th lines of Form II (the two consumption lines).
    // The draft is spent.
    expect((await accept(u, id, draft.import_id, {})).statusCode).toBe(404);
  });

  it("rechecks a draft with the analyst's choices so far, writing nothing: skipping the debtors line breaks the tally", async () => {
    const u = await t.user();
    const id = await analysisOf(u);
    const draft = (await upload(u, id, await caWorkbook())).json<ImportDraft>();
    const version = await versionOf(u, id);
    const debtors = draft.lines.find((l) => l.row === 'assetnliabs.tradeDebtors6' && l.amounts['2020'] === 250)!;
    const check = (body: object, who: TestUser = u) =>
      who.inject({ method: 'POST', url: `/api/analyses/${id}/imports/${draft.import_id}/check/`, payload: body });
    const skipped = await check({ lines: [{ id: debtors.id, skip: true }] });
    expect(skipped.statusCode).toBe(200);
    const tally2020 = skipped.json<ImportDraft>().checks.find((c) => c.name === 'tally 2020')!;
    // Without the 250 of domestic debtors the assets fall short of the liabilities by exactly that much.
    expect(tally2020).toMatchObject({ ok: false, detail: expect.stringContaining('assets − liabilities = -250') });
    const back = (await check({})).json<ImportDraft>();
    expect(back.checks.filter((c) => c.name.startsWith('tally')).every((c) => c.ok)).toBe(true);
    expect(back.import_id).toBe(draft.import_id);
    expect((await check({ lines: [{ id: debtors.id, row: 'opstmt.nope' }] })).statusCode).toBe(400);
    expect((await check({}, await t.user('other'))).statusCode).toBe(404);
    // Nothing written, and the draft is still there to accept.
    expect(await versionOf(u, id)).toBe(version);
    expect((await accept(u, id, draft.import_id, {}, version)).statusCode).toBe(200);
  });

  it('answers a stale If-Match with 409 and writes nothing; another user gets 404 for the analysis and the draft', async () => {
    const u = await t.user();
    const id = await analysisOf(u);
    const draft = (await upload(u, id, await caWorkbook())).json<ImportDraft>();
    const version = await versionOf(u, id);
    const stale = await accept(u, id, draft.import_id, {}, version - 1);
    expect([stale.statusCode, stale.json<{ code: string }>().code]).toEqual([409, 'version_conflict']);
    expect(await versionOf(u, id)).toBe(version);
    expect((await screen(u, id, 'opstmt'))['2021']).toMatchObject({ salesDomestic: 0, purchaseRM: 0 });
    const other = await t.user('other');
    expect((await upload(other, id, await caWorkbook())).statusCode).toBe(404);
    expect((await accept(other, id, draft.import_id, {})).statusCode).toBe(404);
    const theirs = await analysisOf(other);
    expect((await accept(other, theirs, draft.import_id, {})).statusCode).toBe(404);
  });

  it('refuses damaged, encrypted, macro-enabled, oversized, empty and uncalculated workbooks with a reason, storing nothing', async () => {
    const u = await t.user();
    const id = await analysisOf(u);
    const version = await versionOf(u, id);
    const encrypted = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
      Buffer.from('EncryptedPackage', 'utf16le'),
    ]);
    const cases: [string, Buffer | string, string, number, string][] = [
      ['damaged', Buffer.from('PK\u0003\u0004 not really a zip'), XLSX_TYPE, 400, 'unreadable_workbook'],
      ['encrypted', encrypted, XLSX_TYPE, 400, 'encrypted_workbook'],
      ['macro-enabled', await caWorkbook(), 'application/vnd.ms-excel.sheet.macroEnabled.12', 415, 'unsupported_media_type'],
      ['plain text', 'Sales\t100', 'text/plain', 415, 'unsupported_media_type'],
      ['over 10 MB', Buffer.alloc(10 * 1024 * 1024 + 1, 65), 'text/tab-separated-values', 413, 'too_large'],
      ['no figures', await xlsxOf([{ sheet: 'Cover', rows: [[{ text: 'CMA data' }], [{ text: 'Prepared for ABC Bank' }]] }]), XLSX_TYPE, 400, 'no_figures'],
      ['no cached values', await xlsxOf([bankSheet()], { formulas: 'uncached' }), XLSX_TYPE, 400, 'no_cached_values'],
      ['not an xls', Buffer.from('hello'), 'application/vnd.ms-excel', 400, 'unreadable_workbook'],
    ];
    for (const [name, body, type, status, code] of cases) {
      const res = await upload(u, id, body, type);
      expect([name, res.statusCode, res.json<{ code: string }>().code], res.body).toEqual([name, status, code]);
      expect(res.json<{ error: string }>().error.length).toBeGreaterThan(20);
    }
    expect(await versionOf(u, id)).toBe(version);
    // A workbook whose formulas carry cached values is read by them.
    expect((await upload(u, id, await xlsxOf([bankSheet()], { formulas: 'cached' }))).statusCode).toBe(201);
  });

  it("reads an .xls written by SheetJS, converting its ₹ crores exactly to the analysis's lakhs", async () => {
    const u = await t.user();
    const id = await analysisOf(u, 'Bank Borrower Ltd', 3);
    const res = await upload(u, id, xlsOf([bankSheet()]), 'application/vnd.ms-excel', 'input.xls');
    expect(res.statusCode).toBe(201);
    const draft = res.json<ImportDraft>();
    expect(draft.unit).toBe('crores');
    expect(draft.lines.find((l) => l.label === 'Sales - Domestic')).toMatchObject({ amounts: { 2022: 1250, 2023: 1350, 2024: 1450 }, band: 'auto' });
    expect((await accept(u, id, draft.import_id, {}, await versionOf(u, id))).statusCode).toBe(200);
    expect((await screen(u, id, 'opstmt'))['2024']).toMatchObject({ salesDomestic: 1450, purchaseRM: 875 });
  });

  it('adds the years a pasted block has and the analysis lacks as periods, in the same step', async () => {
    const u = await t.user();
    const id = await analysisOf(u, 'Paste Co', 0);
    const draft = (await upload(u, id, pastedTsv(CA_FORM_II), 'text/tab-separated-values', '')).json<ImportDraft>();
    expect(draft.source).toEqual({ kind: 'paste', name: null });
    expect(draft.checks.find((c) => c.name === 'periods')).toMatchObject({ ok: false });
    expect(draft.lines[1]!.source).toEqual({ row: 3, text: '(i) Domestic sales\t1000\t1100\t1200\t1300\t1400\t1500' });
    const res = await accept(u, id, draft.import_id, { add_periods: true });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ periods: { year: number; kind: string }[] }>().periods.map((p) => `${p.year} ${p.kind}`)).toEqual([
      '2020 Audited',
      '2021 Audited',
      '2022 Audited',
      '2023 Audited',
      '2024 Audited',
      '2025 Estimated',
    ]);
    expect((await screen(u, id, 'opstmt'))['2020']).toMatchObject({ salesDomestic: 1000, purchaseRM: 610.5 });
  });

  it("remembers the analyst's answers per borrower: next year's workbook has those lines auto, 'as accepted on' the day", async () => {
    const u = await t.user();
    const id = await analysisOf(u, 'M/s Bank Borrower Pvt Ltd', 3);
    const draft = (await upload(u, id, await xlsxOf([bankSheet()]))).json<ImportDraft>();
    const salaries = draft.lines.find((l) => l.label === 'Salaries & Wages')!;
    const rent = draft.lines.find((l) => l.label === 'Rent paid to director')!;
    expect([salaries.band, rent.band]).toEqual(['review', 'manual']);
    const body = {
      lines: [
        { id: salaries.id, row: 'opstmt.sellingAdmExpenses' },
        { id: rent.id, row: 'opstmt.sellingAdmExpenses' },
      ],
    };
    expect((await accept(u, id, draft.import_id, body)).statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const mappings = (await u.inject({ method: 'GET', url: '/api/mappings/' })).json<RememberedMappings>();
    expect(mappings.borrowers.map((b) => b.borrower)).toEqual(['bank borrower']);
    expect(mappings.borrowers[0]!.mappings).toContainEqual({ label: 'salary wage', row: 'opstmt.sellingAdmExpenses', accepted_on: today });
    // Next year, another analysis of the same company (its name written differently).
    const next = await analysisOf(u, 'Bank Borrower Private Limited', 3);
    const again = (await upload(u, next, await xlsxOf([bankSheet(BANK_INPUT_SHEET)]))).json<ImportDraft>();
    for (const label of ['Salaries & Wages', 'Rent paid to director', 'Sales - Domestic']) {
      expect(again.lines.find((l) => l.label === label)).toMatchObject({ band: 'auto', confidence: 100 });
    }
    expect(again.lines.find((l) => l.label === 'Salaries & Wages')).toMatchObject({ row: 'opstmt.sellingAdmExpenses', reason: `as accepted on ${today}` });
    // Another user's import of the same borrower is not affected by these answers; the firm's synonym is shared.
    const other = await t.user('other');
    const theirs = (await upload(other, await analysisOf(other, 'Bank Borrower Ltd', 3), await xlsxOf([bankSheet()]))).json<ImportDraft>();
    expect(theirs.lines.find((l) => l.label === 'Salaries & Wages')).toMatchObject({ band: 'review' });
    expect(theirs.lines.find((l) => l.label === 'Rent paid to director')).toMatchObject({ row: 'opstmt.sellingAdmExpenses', reason: 'firm synonym' });
    expect((await other.inject({ method: 'GET', url: '/api/mappings/' })).json<RememberedMappings>().borrowers).toEqual([]);
  });

  it("finds a borrower's answers again by its PAN when the company's name changed; a bad PAN is refused naming the field", async () => {
    const u = await t.user();
    const id = await analysisOf(u, 'Sharma Castings Pvt Ltd', 3);
    const patch = (analysis: number, body: object) => u.inject({ method: 'PATCH', url: `/api/analyses/${analysis}/`, payload: body });
    const bad = await patch(id, { company_pan_cins: ['ABCDE12345'] });
    expect([bad.statusCode, bad.json<{ details: { path: (string | number)[] }[] }>().details[0]!.path]).toEqual([400, ['company_pan_cins', 0]]);
    const set = await patch(id, { company_pan_cins: [' aabcs1234f '] });
    expect(set.json<{ company_pan_cins: string[] }>().company_pan_cins).toEqual(['AABCS1234F']);
    const draft = (await upload(u, id, await xlsxOf([bankSheet()]))).json<ImportDraft>();
    const salaries = draft.lines.find((l) => l.label === 'Salaries & Wages')!;
    expect((await accept(u, id, draft.import_id, { lines: [{ id: salaries.id, row: 'opstmt.sellingAdmExpenses' }] })).statusCode).toBe(200);
    const keys = (await u.inject({ method: 'GET', url: '/api/mappings/' })).json<RememberedMappings>().borrowers.map((b) => b.borrower);
    expect(keys).toEqual(['pan:AABCS1234F', 'sharma castings']);
    // The company renamed after a merger: the name finds nothing, the PAN finds the answer.
    const renamed = await analysisOf(u, 'Sharma Alloys and Castings Pvt Ltd', 3);
    const unknown = (await upload(u, renamed, await xlsxOf([bankSheet()]))).json<ImportDraft>();
    expect(unknown.lines.find((l) => l.label === 'Salaries & Wages')).toMatchObject({ band: 'review' });
    await patch(renamed, { company_pan_cins: ['AABCS1234F'] });
    const known = (await upload(u, renamed, await xlsxOf([bankSheet()]))).json<ImportDraft>();
    expect(known.lines.find((l) => l.label === 'Salaries & Wages')).toMatchObject({ band: 'auto', row: 'opstmt.sellingAdmExpenses' });
    // Cleared with null, it is gone from the summary.
    const cleared = await patch(renamed, { company_pan_cins: [null] });
    expect(cleared.json<{ company_pan_cins?: unknown }>().company_pan_cins).toBeUndefined();
  });

  it('refuses an accept naming a line the import does not have, or a row that is not an input', async () => {
    const u = await t.user();
    const id = await analysisOf(u);
    const draft = (await upload(u, id, await caWorkbook())).json<ImportDraft>();
    const bad = await accept(u, id, draft.import_id, { lines: [{ id: '9-999', row: 'opstmt.powerFuel' }] });
    expect([bad.statusCode, bad.json<{ code: string }>().code]).toEqual([400, 'invalid_request']);
    const derived = await accept(u, id, draft.import_id, { lines: [{ id: draft.lines[1]!.id, row: 'opstmt.totalSales' }] });
    expect(derived.statusCode).toBe(400);
    expect((await screen(u, id, 'opstmt'))['2021']).toMatchObject({ salesDomestic: 0, purchaseRM: 0 });
  });
});
