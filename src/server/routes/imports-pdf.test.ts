import { PDFDocument, PDFHexString, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { AllPeriodsScreen } from '../../contract/periods';
import type { FigureProvenance, ImportDraft } from '../../contract/imports';
import { BALANCE_SHEET, NOTES, ONE_YEAR_PLAIN, TWO_YEARS_NOTES, auditedPdf } from '../testing/audited-pdfs';
import type { TestUser } from '../testing/harness';
import { BACKENDS, useTestApp } from '../testing/harness';

const PDF = 'application/pdf';

/** A PDF whose trailer names a standard security handler with a user password: readers must ask for it. */
async function encryptedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.load(await auditedPdf(ONE_YEAR_PLAIN));
  const context = doc.context;
  const key = PDFHexString.of('11'.repeat(32));
  const encrypt = context.obj({ Filter: 'Standard', V: 1, R: 2, O: key, U: PDFHexString.of('22'.repeat(32)), P: -4 });
  context.trailerInfo.Encrypt = context.register(encrypt);
  context.trailerInfo.ID = context.obj([PDFString.of('0123456789abcdef'), PDFString.of('0123456789abcdef')]);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

describe.each(BACKENDS)('audited PDF imports on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);

  async function analysisOf(u: TestUser, before = 1): Promise<number> {
    const res = await u.inject({
      method: 'POST',
      url: `/api/create_token/${u.id}/`,
      payload: { num_companies: 1, company_names: ['Sharma Castings Pvt. Ltd.'], year: 2024, years_before: before, unit: 'lakhs' },
    });
    return res.json<{ id: number }>().id;
  }
  const upload = (u: TestUser, id: number, body: Buffer, name = 'Sharma audited FY24.pdf') =>
    u.inject({
      method: 'POST',
      url: `/api/analyses/${id}/imports/?company=0`,
      payload: body,
      headers: { 'content-type': PDF, 'content-disposition': `attachment; filename="${name}"` },
    });
  const screen = async (u: TestUser, id: number, name: string) =>
    (await u.inject({ method: 'GET', url: `/api/analyses/${id}/screens/${name}/` })).json<AllPeriodsScreen>().companies[0]!.by_year;
  const versionOf = async (u: TestUser, id: number) => (await u.inject({ method: 'GET', url: `/api/analyses/${id}/` })).json<{ version: number }>().version;

  it('drafts a two-year audited PDF from its statement pages, with each line’s page and box and the printed totals checked, and writes it on accept', async () => {
    const u = await t.user();
    const id = await analysisOf(u);
    const res = await upload(u, id, await auditedPdf(TWO_YEARS_NOTES, { before: 2, after: 3 }));
    expect(res.statusCode).toBe(201);
    const draft = res.json<ImportDraft>();
    expect(draft.source).toEqual({ kind: 'pdf', name: 'Sharma audited FY24.pdf' });
    expect(draft.unit).toBe('lakhs');
    // The cover and report pages (1, 2) and the notes (5–7) are left out; the statements are pages 3 and 4.
    expect(draft.years).toEqual([
      { column: 'Page 3!C', year: 2024, kind: null },
      { column: 'Page 3!D', year: 2023, kind: null },
      { column: 'Page 4!C', year: 2024, kind: null },
      { column: 'Page 4!D', year: 2023, kind: null },
    ]);
    const capital = draft.lines.find((l) => l.label === 'Share capital')!;
    // Drawn at y = 842 − 724 − 2 × 18 on page 3, 9 pt Helvetica, from x = 60 to the amounts' right edge at 530.
    expect(capital.source).toMatchObject({ page: 3, text: 'Share capital\t200.00\t200.00' });
    expect(capital.source.bbox![0]).toBe(60);
    expect(capital.source.bbox![2]).toBe(530);
    expect(capital.source.bbox![3] - capital.source.bbox![1]).toBeCloseTo(9, 0);
    expect(capital).toMatchObject({ row: 'assetnliabs.paidUpCapital', band: 'auto', amounts: { 2023: 200, 2024: 200 } });
    const changes = draft.lines.find((l) => l.label === 'Changes in inventories')!;
    expect(changes.amounts).toEqual({ 2023: -15, 2024: -20 });
    expect(draft.lines.find((l) => l.label === 'Revenue from operations')!.amounts).toEqual({ 2023: 2100, 2024: 2400 });
    const sums = draft.checks.filter((c) => c.name.startsWith('sum '));
    // Two TOTALs, Total income and Total expenses, in two years.
    expect(sums).toHaveLength(8);
    expect(sums.every((c) => c.ok)).toBe(true);
    expect(draft.checks.find((c) => c.name === 'printed tally p.3 2024')).toMatchObject({ ok: true });
    // Nothing is written before the accept.
    const version = await versionOf(u, id);
    expect((await screen(u, id, 'assetnliabs'))['2024']).toMatchObject({ paidUpCapital: 0 });

    const inventories = draft.lines.find((l) => l.label === 'Inventories')!;
    const checked = await u.inject({
      method: 'POST',
      url: `/api/analyses/${id}/imports/${draft.import_id}/check/`,
      payload: { lines: [{ id: inventories.id, row: 'opstmt.closingStockRM' }] },
    });
    expect(
      checked
        .json<ImportDraft>()
        .checks.filter((c) => c.name.startsWith('tally'))
        .map((c) => c.ok),
    ).toEqual([true, true]);
    expect(checked.json<ImportDraft>().checks.filter((c) => c.name.startsWith('sum ')).length).toBe(8);

    // The crop of the line a figure came from, rendered from the stored PDF: its box and a 14 pt margin, 2 px a point.
    const [l, top, r, b] = capital.source.bbox!;
    const crop = await u.inject({ method: 'GET', url: `/api/analyses/${id}/imports/${draft.import_id}/pages/3/?bbox=${[l, top, r, b].join(',')}` });
    expect(crop.statusCode).toBe(200);
    expect(crop.headers['content-type']).toBe('image/png');
    expect(crop.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(crop.rawPayload.readUInt32BE(16)).toBe(Math.ceil((r - l + 28) * 2));
    expect((await u.inject({ method: 'GET', url: `/api/analyses/${id}/imports/${draft.import_id}/pages/9/` })).statusCode).toBe(404);
    expect((await (await t.user('other')).inject({ method: 'GET', url: `/api/analyses/${id}/imports/${draft.import_id}/pages/3/` })).statusCode).toBe(404);

    const done = await u.inject({
      method: 'POST',
      url: `/api/analyses/${id}/imports/${draft.import_id}/accept/`,
      payload: { lines: [{ id: inventories.id, row: 'opstmt.closingStockRM' }] },
      headers: { 'if-match': `"${version}"` },
    });
    expect(done.statusCode).toBe(200);
    const assets = await screen(u, id, 'assetnliabs');
    expect(assets['2024']).toMatchObject({ paidUpCapital: 200, reservesSurplus: 350.5, sundryCreditorsTrade: 250, differenceIfAny: 0 });
    expect(assets['2023']).toMatchObject({ reservesSurplus: 280, differenceIfAny: 0 });
    const provenance = (await u.inject({ method: 'GET', url: `/api/analyses/${id}/provenance/` })).json<{ figures: FigureProvenance[] }>();
    const capital2024 = provenance.figures.find((f) => f.year === 2024 && f.row === 'assetnliabs.paidUpCapital')!;
    expect(capital2024).toMatchObject({ file: 'Sharma audited FY24.pdf', cells: [{ page: 3, bbox: capital.source.bbox, text: '200.00' }] });
    // The draft is spent; its document is kept for the working's crops, for this analysis's owner only.
    expect((await u.inject({ method: 'GET', url: `/api/analyses/${id}/imports/${draft.import_id}/pages/3/` })).statusCode).toBe(404);
    const document = capital2024.document!;
    expect(document).toEqual(expect.any(Number));
    const kept = await u.inject({ method: 'GET', url: `/api/analyses/${id}/documents/${document}/pages/3/?bbox=${[l, top, r, b].join(',')}` });
    expect([kept.statusCode, kept.headers['content-type']]).toEqual([200, 'image/png']);
    expect(kept.rawPayload.readUInt32BE(16)).toBe(Math.ceil((r - l + 28) * 2));
    expect((await (await t.user('other')).inject({ method: 'GET', url: `/api/analyses/${id}/documents/${document}/pages/3/` })).statusCode).toBe(404);
    // A second import of the statements (Inventories as remembered) replaces every figure: the first PDF is no longer named, and goes.
    const again = (await upload(u, id, await auditedPdf(TWO_YEARS_NOTES))).json<ImportDraft>();
    expect((await u.inject({ method: 'POST', url: `/api/analyses/${id}/imports/${again.import_id}/accept/`, payload: {} })).statusCode).toBe(200);
    expect((await u.inject({ method: 'GET', url: `/api/analyses/${id}/documents/${document}/pages/3/` })).statusCode).toBe(404);
    expect(await t.db.selectFrom('import_documents').select('id').where('analysis_id', '=', id).execute()).toHaveLength(1);
  });

  it("converts a one-year PDF in Rs. '000 exactly, and shows where the previous year differs from the analysis", async () => {
    const u = await t.user();
    const id = await analysisOf(u);
    const draft = (await upload(u, id, await auditedPdf(ONE_YEAR_PLAIN))).json<ImportDraft>();
    expect(draft.unit).toBe('thousands');
    // 2,400.00 thousand rupees = 24 lakhs; 350.50 thousand = 3.505 lakhs needs 3 decimals: the unit check blocks.
    expect(draft.lines.find((l) => l.label === 'Revenue from operations')!.amounts).toEqual({ 2024: 24 });
    expect(draft.checks.find((c) => c.name === 'unit')).toMatchObject({ ok: false, blocking: true });

    // The analysis holds the audited figures of FY 2022-23; a revised PDF prints other trade payables for that year.
    const first = (await upload(u, id, await auditedPdf(TWO_YEARS_NOTES))).json<ImportDraft>();
    const inventories = first.lines.find((l) => l.label === 'Inventories')!;
    const accepted = await u.inject({
      method: 'POST',
      url: `/api/analyses/${id}/imports/${first.import_id}/accept/`,
      payload: { lines: [{ id: inventories.id, row: 'opstmt.closingStockRM' }] },
    });
    expect(accepted.statusCode).toBe(200);
    const same = (await upload(u, id, await auditedPdf(TWO_YEARS_NOTES))).json<ImportDraft>();
    expect(same.checks.find((c) => c.name === 'previous year 2023')).toMatchObject({ ok: true });
    const revised = BALANCE_SHEET.map((line) => (line[0] === 'Trade payables' ? (['Trade payables', '8', '250.00', '235.00'] as const) : line));
    const two = (await upload(u, id, await auditedPdf(TWO_YEARS_NOTES, { balanceSheet: revised }))).json<ImportDraft>();
    const previous = two.checks.find((c) => c.name === 'previous year 2023')!;
    expect(previous.ok).toBe(false);
    expect(previous.detail).toBe('FY 2022-23: 1 figures differ from the analysis (analysis → PDF): sundryCreditorsTrade 230 → 235');
    // The revised column no longer adds up to its printed total: the section check shows it.
    expect(two.checks.find((c) => c.name.startsWith('sum ') && c.detail.includes('FY 2022-23') && !c.ok)?.detail).toContain(
      'add up to 1550.00, the PDF prints 1545.00',
    );
  });

  it('reads Inventories as a line, and splits it and Other current liabilities into their notes’ lines, each with its page and box', async () => {
    const u = await t.user();
    const id = await analysisOf(u);
    // Without the notes, "Inventories" is the inventories line (finished goods until split), for the analyst to check.
    const plain = (await upload(u, id, await auditedPdf(TWO_YEARS_NOTES))).json<ImportDraft>();
    expect(plain.lines.find((l) => l.label === 'Inventories')).toMatchObject({
      kind: 'row',
      row: 'opstmt.closingStockFinishedGoods',
      band: 'review',
      amounts: { 2023: 400, 2024: 450 },
    });
    expect(plain.checks.filter((c) => c.name.startsWith('tally')).map((c) => c.ok)).toEqual([true, true]);

    const draft = (await upload(u, id, await auditedPdf(TWO_YEARS_NOTES, { after: 1, notes: NOTES }))).json<ImportDraft>();
    // The notes page (4, after a page of prose notes) adds no year: its columns are the same years.
    expect(draft.years.map((y) => y.year)).toEqual([2024, 2023, 2024, 2023, 2024, 2023]);
    const face = draft.lines.find((l) => l.label === 'Inventories')!;
    expect(face).toMatchObject({ kind: 'total', row: null, reason: "split into its note 13 (Inventories, page 4): the note's lines below are the rows" });
    const at = draft.lines.indexOf(face);
    expect(draft.lines.slice(at + 1, at + 5).map((l) => [l.label, l.row, l.amounts, l.source.page])).toEqual([
      ['Raw materials', 'opstmt.closingStockRM', { 2023: 170, 2024: 200 }, 4],
      ['Work-in-progress', 'opstmt.closingStockWIP', { 2023: 40, 2024: 50 }, 4],
      ['Finished goods', 'opstmt.closingStockFinishedGoods', { 2023: 190, 2024: 200 }, 4],
      ['Total', null, { 2023: 400, 2024: 450 }, 4],
    ]);
    const rm = draft.lines[at + 1]!;
    expect(rm.source.bbox![0]).toBe(60);
    expect(rm.source.bbox![2]).toBe(530);
    expect(rm.reason).toMatch(/^note 13: /);
    const ocl = draft.lines.find((l) => l.label === 'Other current liabilities')!;
    expect(ocl.kind).toBe('total');
    const cl = draft.lines.slice(draft.lines.indexOf(ocl) + 1, draft.lines.indexOf(ocl) + 5);
    expect(cl.map((l) => [l.label, l.row])).toEqual([
      ['Current maturities of long-term debt', 'ocaocl.tlInstDueIn1YearIob'],
      ['Statutory dues', 'ocaocl.expensesPayable'],
      ['Advances from customers', 'ocaocl.othersCurrentLiabilities'],
      ['Creditors for expenses', 'ocaocl.sundryCreditorsExpenses'],
    ]);
    // A customer advance is all of the "of which" part of other current liabilities: it fills both rows.
    expect(cl[2]!.reason).toContain('also fills "of which: Advances from customers / deposits from dealers"');
    // The face's printed totals still add up (the split line counted once), and the balance sheet tallies.
    expect(draft.checks.filter((c) => c.name.startsWith('sum ')).every((c) => c.ok)).toBe(true);
    expect(draft.checks.filter((c) => c.name.startsWith('tally')).map((c) => c.ok)).toEqual([true, true]);

    const done = await u.inject({ method: 'POST', url: `/api/analyses/${id}/imports/${draft.import_id}/accept/`, payload: {} });
    expect(done.statusCode).toBe(200);
    expect((await screen(u, id, 'opstmt'))['2024']).toMatchObject({ closingStockRM: 200, closingStockWIP: 50, closingStockFinishedGoods: 200 });
    expect((await screen(u, id, 'ocaocl'))['2024']).toMatchObject({
      tlInstDueIn1YearIob: 25,
      expensesPayable: 15,
      othersCurrentLiabilities: 12,
      advancesFromCustomers: 12,
      sundryCreditorsExpenses: 8,
    });
    expect((await screen(u, id, 'ocaocl'))['2023']).toMatchObject({ othersCurrentLiabilities: 10, advancesFromCustomers: 10 });
    expect((await screen(u, id, 'assetnliabs'))['2024']).toMatchObject({ differenceIfAny: 0 });
    const provenance = (await u.inject({ method: 'GET', url: `/api/analyses/${id}/provenance/` })).json<{ figures: FigureProvenance[] }>();
    expect(provenance.figures.find((f) => f.year === 2024 && f.row === 'opstmt.closingStockWIP')).toMatchObject({
      cells: [{ page: 4, bbox: draft.lines[at + 2]!.source.bbox, text: '50.00' }],
    });
  });

  it('reports the page being read under the client’s progress token while the PDF is read, and nothing once it is over', async () => {
    const u = await t.user();
    const id = await analysisOf(u);
    const token = 'a1b2c3d4-0000-4000-8000-abcdef012345';
    const pdf = await auditedPdf(TWO_YEARS_NOTES, { before: 40 });
    const drafting = u.inject({
      method: 'POST',
      url: `/api/analyses/${id}/imports/?company=0&progress=${token}`,
      payload: pdf,
      headers: { 'content-type': PDF },
    });
    const seen: { page: number; pages: number; ocr: boolean }[] = [];
    let done = false;
    void drafting.then(() => (done = true));
    while (!done) {
      const res = await u.inject({ method: 'GET', url: `/api/analyses/${id}/imports/progress/${token}/` });
      if (res.statusCode === 200) {
        seen.push(res.json());
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await drafting).statusCode).toBe(201);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((p) => p.pages === 42 && p.page >= 1 && p.page <= 42 && !p.ocr)).toBe(true);
    // Pages only move forward.
    expect(seen.map((p) => p.page)).toEqual([...seen.map((p) => p.page)].sort((a, b) => a - b));
    expect((await u.inject({ method: 'GET', url: `/api/analyses/${id}/imports/progress/${token}/` })).statusCode).toBe(404);
    expect(await t.db.selectFrom('import_progress').select('token').execute()).toEqual([]);
    // Another user never sees it; a malformed token is refused.
    expect((await (await t.user('other')).inject({ method: 'GET', url: `/api/analyses/${id}/imports/progress/${token}/` })).statusCode).toBe(404);
    const bad = await u.inject({ method: 'POST', url: `/api/analyses/${id}/imports/?company=0&progress=x`, payload: pdf, headers: { 'content-type': PDF } });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses an encrypted PDF, one with no statements and a file that is no PDF, with the reason, storing nothing', async () => {
    const u = await t.user();
    const id = await analysisOf(u);
    const version = await versionOf(u, id);
    const encrypted = await upload(u, id, await encryptedPdf());
    expect([encrypted.statusCode, encrypted.json<{ code: string }>().code]).toEqual([400, 'encrypted_pdf']);
    expect(encrypted.json<{ error: string }>().error).toMatch(/password/);
    const prose = await PDFDocument.create();
    prose.addPage().drawText('Directors’ report: the year in review');
    const none = await upload(u, id, Buffer.from(await prose.save()));
    expect([none.statusCode, none.json<{ code: string }>().code]).toEqual([400, 'no_statements']);
    const junk = await upload(u, id, Buffer.from('%PDF-1.7 not really'));
    expect([junk.statusCode, junk.json<{ code: string }>().code]).toEqual([400, 'unreadable_pdf']);
    expect(await versionOf(u, id)).toBe(version);
    expect(await t.db.selectFrom('import_drafts').select('id').where('analysis_id', '=', id).execute()).toEqual([]);
  });
});
