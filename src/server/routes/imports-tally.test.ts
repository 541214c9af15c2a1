import { describe, expect, it } from 'vitest';
import type { FigureProvenance, ImportDraft } from '../../contract/imports';
import type { AllPeriodsScreen } from '../../contract/periods';
import { SAMPLE_MASTERS_XML, SAMPLE_PL_XML, SAMPLE_STOCK_XML, SAMPLE_TB_XML, utf16le } from '../../domain/import/tally/sample-books.fixture';
import type { TestUser } from '../testing/harness';
import { BACKENDS, useTestApp } from '../testing/harness';

const BOUNDARY = '----creditgrid-tally';
/** A multipart/form-data body with each file under the field `files`. */
function multipart(files: readonly { name: string; bytes: Uint8Array }[]): Buffer {
  return Buffer.concat([
    ...files.flatMap((f) => [
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: application/xml\r\n\r\n`),
      Buffer.from(f.bytes),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}
const SAMPLE_FILES = (pl = SAMPLE_PL_XML) => [
  { name: 'Trial Balance.xml', bytes: utf16le(SAMPLE_TB_XML) },
  { name: 'Masters.xml', bytes: utf16le(SAMPLE_MASTERS_XML) },
  { name: 'Stock Summary.xml', bytes: utf16le(SAMPLE_STOCK_XML) },
  { name: 'Profit & Loss.xml', bytes: utf16le(pl) },
];

describe.each(BACKENDS)('Tally imports on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);

  /** An analysis of FY 2024-25 with the four years before it, in lakhs. */
  async function analysisOf(u: TestUser): Promise<number> {
    const res = await u.inject({
      method: 'POST',
      url: `/api/create_token/${u.id}/`,
      payload: { num_companies: 1, company_names: ['Sharma Castings Pvt. Ltd.'], year: 2025, years_before: 4, unit: 'lakhs' },
    });
    return res.json<{ id: number }>().id;
  }
  const upload = (u: TestUser, id: number, files = SAMPLE_FILES(), query = '?company=0&year=2024') =>
    u.inject({
      method: 'POST',
      url: `/api/analyses/${id}/imports/${query}`,
      payload: multipart(files),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
  const accept = (u: TestUser, id: number, importId: number, body: object = {}) =>
    u.inject({ method: 'POST', url: `/api/analyses/${id}/imports/${importId}/accept/`, payload: body });
  const screen = async (u: TestUser, id: number, name: string) =>
    (await u.inject({ method: 'GET', url: `/api/analyses/${id}/screens/${name}/` })).json<AllPeriodsScreen>().companies[0]!.by_year;
  const versionOf = async (u: TestUser, id: number) => (await u.inject({ method: 'GET', url: `/api/analyses/${id}/` })).json<{ version: number }>().version;

  it('drafts a Trial Balance with its masters, Stock Summary and P&L; the suspense ledger blocks until cleared; the balance sheet tallies', async () => {
    const u = await t.user();
    const id = await analysisOf(u);
    const res = await upload(u, id);
    expect(res.statusCode).toBe(201);
    const draft = res.json<ImportDraft>();
    expect(draft.source).toEqual({ kind: 'tally', name: 'Trial Balance.xml, Masters.xml, Stock Summary.xml, Profit & Loss.xml' });
    expect(draft.years).toEqual([{ column: 'TB', year: 2024, kind: null }]);
    expect(draft.lines.find((l) => l.label === 'Verma Traders')).toMatchObject({
      source: { ledger: 'Verma Traders', group: 'East Drs', reserved_group: 'Sundry Debtors', text: 'Verma Traders\tEast Drs\t6,00,000.00 Dr' },
      row: 'assetnliabs.tradeDebtors6',
      amounts: { 2024: 6 },
      band: 'auto',
    });
    expect(draft.checks.find((c) => c.name === 'suspense and branch ledgers cleared')).toMatchObject({ ok: false, blocking: true });
    const version = await versionOf(u, id);
    const refused = await accept(u, id, draft.import_id);
    expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([422, 'import_refused']);
    expect(await versionOf(u, id)).toBe(version);

    const suspense = draft.lines.find((l) => l.label === 'Suspense')!;
    const done = await accept(u, id, draft.import_id, { lines: [{ id: suspense.id, row: 'ocaocl.others' }] });
    expect(done.statusCode).toBe(200);
    const assets = (await screen(u, id, 'assetnliabs'))['2024'];
    // 7,70,000 = opening 2,00,000 + the year's 5,70,000, in lakhs.
    expect(assets).toMatchObject({ tradeDebtors6: 6, profitLossAcc: 7.7, landBuilding: 12.7, differenceIfAny: 0, wheatherAssetsLiabTallied: true });
    expect((await screen(u, id, 'ocaocl'))['2024']).toMatchObject({
      advancesFromCustomers: 0.25,
      othersCurrentLiabilities: 0.65,
      advanceToSuppliers: 0.5,
      others: 0.05,
    });
    const provenance = (await u.inject({ method: 'GET', url: `/api/analyses/${id}/provenance/` })).json<{ figures: FigureProvenance[] }>().figures;
    const cash = provenance.find((f) => f.year === 2024 && f.row === 'ocaocl.cashAndBankBalance')!;
    expect(cash.cells).toEqual([
      { ledger: 'Cash', group: 'Cash-in-Hand', reserved_group: 'Cash-in-Hand', text: '35,000.00 Dr' },
      { ledger: 'ICICI Current A/c', group: 'Bank Accounts', reserved_group: 'Bank Accounts', text: '1,20,000.00 Dr' },
    ]);
    expect(cash.working).toBe('Cash 0.35 + ICICI Current A/c 1.2');
  });

  it('takes a failed reconciliation with a kept note, and refuses a note for a check that did not fail', async () => {
    const u = await t.user();
    const id = await analysisOf(u);
    const draft = (await upload(u, id, SAMPLE_FILES(SAMPLE_PL_XML.replace('570000.00', '560000.00')))).json<ImportDraft>();
    const check = draft.checks.find((c) => c.name === 'net profit = P&L A/c movement')!;
    expect(check).toMatchObject({ ok: false, blocking: true, overridable: true });
    const clear = { lines: [{ id: draft.lines.find((l) => l.label === 'Suspense')!.id, skip: true }] };
    expect((await accept(u, id, draft.import_id, clear)).statusCode).toBe(422);
    const wrongNote = await accept(u, id, draft.import_id, { ...clear, overrides: [{ check: 'debits = credits', note: 'fine' }] });
    expect([wrongNote.statusCode, wrongNote.json<{ code: string }>().code]).toEqual([400, 'invalid_request']);
    // Skipping the suspense ledger leaves the mapped total short of the TB: that too needs its note.
    const notes = [
      { check: 'mapped = trial balance', note: 'suspense of 5,000 written off' },
      { check: check.name, note: 'P&L printed before the audit entry' },
    ];
    const done = await accept(u, id, draft.import_id, { ...clear, overrides: notes });
    expect(done.statusCode).toBe(200);
    const provenance = (await u.inject({ method: 'GET', url: `/api/analyses/${id}/provenance/` })).json<{ figures: FigureProvenance[] }>().figures;
    expect(provenance.find((f) => f.row === 'opstmt.salesDomestic')?.overrides).toEqual(notes);
  });

  it('refuses paise in a lakhs analysis until the analyst asks to round them, then writes the rounded figures with each rounding in the working', async () => {
    const u = await t.user();
    const id = await analysisOf(u);
    // Cash ₹35,000.45 Dr and Ramesh Steel ₹3,50,000.45 Cr: 0.3500045 and 3.5000045 lakhs.
    const tb = SAMPLE_TB_XML.replace('<DSPCLDRAMTA>-35000.00<', '<DSPCLDRAMTA>-35000.45<').replace('<DSPCLCRAMTA>350000.00<', '<DSPCLCRAMTA>350000.45<');
    const files = [{ name: 'Trial Balance.xml', bytes: utf16le(tb) }, ...SAMPLE_FILES().slice(1)];
    const draft = (await upload(u, id, files)).json<ImportDraft>();
    expect(draft.checks.find((c) => c.name === 'unit')).toMatchObject({ ok: false, blocking: true, roundable: true });
    const clear = [{ id: draft.lines.find((l) => l.label === 'Suspense')!.id, row: 'ocaocl.others' }];
    const version = await versionOf(u, id);
    expect((await accept(u, id, draft.import_id, { lines: clear })).statusCode).toBe(422);
    expect(await versionOf(u, id)).toBe(version);

    const checked = (
      await u.inject({ method: 'POST', url: `/api/analyses/${id}/imports/${draft.import_id}/check/`, payload: { lines: clear, round: true } })
    ).json<ImportDraft>();
    expect(checked.lines.find((l) => l.label === 'Cash')).toMatchObject({ amounts: { 2024: 0.35 }, exact: { 2024: '0.3500045' } });
    expect(checked.checks.find((c) => c.name === 'unit')).toMatchObject({
      ok: true,
      detail: "2 figures rounded half-even to 2 decimals of the analysis's unit, as asked; total rounding -0.000009 (rounded − exact)",
    });
    expect(checked.checks.find((c) => c.name === 'tally 2024')).toMatchObject({ ok: true });

    const done = await accept(u, id, draft.import_id, { lines: clear, round: true });
    expect(done.statusCode).toBe(200);
    expect((await screen(u, id, 'assetnliabs'))['2024']).toMatchObject({ sundryCreditorsTrade: 3.5, differenceIfAny: 0 });
    const provenance = (await u.inject({ method: 'GET', url: `/api/analyses/${id}/provenance/` })).json<{ figures: FigureProvenance[] }>().figures;
    expect(provenance.find((f) => f.year === 2024 && f.row === 'ocaocl.cashAndBankBalance')?.working).toBe(
      'Cash 0.35 (0.3500045 rounded) + ICICI Current A/c 1.2',
    );
  });

  it('refuses malformed XML, a Tally file without ?year=, and an upload with no Trial Balance, writing nothing', async () => {
    const u = await t.user();
    const id = await analysisOf(u);
    const version = await versionOf(u, id);
    const bad = await u.inject({
      method: 'POST',
      url: `/api/analyses/${id}/imports/?year=2024`,
      payload: '<ENVELOPE><DSPACCNAME></ENVELOPE>',
      headers: { 'content-type': 'text/xml', 'content-disposition': 'attachment; filename="tb.xml"' },
    });
    expect([bad.statusCode, bad.json<{ code: string }>().code, bad.json<{ error: string }>().error]).toEqual([
      400,
      'malformed_xml',
      "tb.xml: Expected closing tag 'DSPACCNAME' (opened in line 1, col 11) instead of closing tag 'ENVELOPE'. (line 1, column 23)",
    ]);
    const noYear = await upload(u, id, SAMPLE_FILES(), '?company=0');
    expect([noYear.statusCode, noYear.json<{ code: string }>().code]).toEqual([400, 'invalid_request']);
    const noTb = await upload(u, id, SAMPLE_FILES().slice(1));
    expect([noTb.statusCode, noTb.json<{ code: string }>().code]).toEqual([400, 'no_figures']);
    expect(await versionOf(u, id)).toBe(version);
  });
});
