import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { NO_CELL_TEXTS } from '../domain/cell-texts';
import { basisOfProjections } from '../domain/projections/basis';
import { DEFAULT_SETTINGS } from '../domain/settings';
import type { AnalysisDocument } from './report';
import { document } from './testing/xlsx-document';
import { workbookOf, xlsxBuffer } from './xlsx';
import { addBasisSheet, addNotesSheet, BASIS_SHEET, NOTES_SHEET } from './xlsx-notes';
import { sheetContext } from './xlsx-layout';

/**
 * The three-company document with Company A's sales driven in the projected year (2025) and its notes: one on
 * the company, on Forms II and VI, and on two input cells (one in 2023, one in 2025); Company B has only a note
 * on Form III, typed with a leading "=" and quotes to show it is kept as text, verbatim.
 */
function withNotes(): AnalysisDocument {
  const doc = document(DEFAULT_SETTINGS);
  const periods = doc.inputs.periods;
  const basis = basisOfProjections({ '2025': { 'opstmt.salesDomestic': { method: 'growth_pct', value: 12 } } }, periods, []);
  const [a, b, c] = doc.companies;
  return {
    ...doc,
    texts: [
      [
        { ...NO_CELL_TEXTS, notes: { opstmt: { salesDomestic: 'as per audited BS note 12' } } },
        NO_CELL_TEXTS,
        { ...NO_CELL_TEXTS, notes: { ocaocl: { cashAndBankBalance: 'as per bank statement' } } },
      ],
      [NO_CELL_TEXTS, NO_CELL_TEXTS, NO_CELL_TEXTS],
      [NO_CELL_TEXTS, NO_CELL_TEXTS, NO_CELL_TEXTS],
    ],
    companies: [
      { ...a!, basis, notes: { company: 'Order book of ₹ 4.2 crore.', forms: { VI: 'Term loan drawn in May.', II: 'Other income is non-recurring.' } } },
      { ...b!, basis: [], notes: { forms: { III: '="not a formula" & <b>' } } },
      { ...c!, basis: [] },
    ],
  };
}

function alone(doc: AnalysisDocument, write: (ctx: ReturnType<typeof sheetContext>) => void): ExcelJS.Worksheet[] {
  const workbook = new ExcelJS.Workbook();
  write(sheetContext(workbook, doc));
  return workbook.worksheets;
}
const rows = (sheet: ExcelJS.Worksheet, from: number) =>
  sheet
    .getSheetValues()
    .slice(from)
    .map((r) => (Array.isArray(r) ? r.slice(1) : r));

describe('the xlsx basis of projections and notes sheets', () => {
  it('Basis of projections: per company with a basis, each line in words and figures, then the company note', () => {
    const [sheet] = alone(withNotes(), addBasisSheet);
    expect(sheet!.name).toBe(BASIS_SHEET);
    expect(sheet!.getRow(4).values).toEqual([undefined, 'No.', 'Particulars', 'Basis (method, years and figures)']);
    expect(rows(sheet!, 6)).toEqual([
      ['Company A'],
      [1, 'Sales / Receipts – Domestic', 'growth 12 % a year (FY 2024-25)'],
      ['', "The analyst's notes", 'Order book of ₹ 4.2 crore.'],
    ]);
  });

  it('Notes: the company note, each form note labelled with its form, then each cell note with form, period and row', () => {
    const [sheet] = alone(withNotes(), addNotesSheet);
    expect(sheet!.name).toBe(NOTES_SHEET);
    expect(sheet!.getRow(4).values).toEqual([undefined, 'No.', 'On', 'Note']);
    expect(rows(sheet!, 6)).toEqual([
      ['Company A'],
      [1, 'On Company A', 'Order book of ₹ 4.2 crore.'],
      [2, 'Form II', 'Other income is non-recurring.'],
      [3, 'Form VI', 'Term loan drawn in May.'],
      [4, 'Form II, FY 2022-23 (Audited)', 'Sales / Receipts – Domestic: as per audited BS note 12'],
      [5, 'Form III, FY 2024-25 (Projected)', 'Cash & Bank Balance: as per bank statement'],
      ['Company B'],
      [1, 'Form III', '="not a formula" & <b>'],
    ]);
  });

  it('both are absent when nothing is driven and nothing is noted, as the print omits the pages', () => {
    const doc = document(DEFAULT_SETTINGS);
    expect(alone(doc, addBasisSheet)).toEqual([]);
    expect(alone(doc, addNotesSheet)).toEqual([]);
    expect(workbookOf(doc).worksheets.map((s) => s.name)).not.toContain(NOTES_SHEET);
  });

  it('the workbook places them as the print does and a text that looks like a formula reads back as text', async () => {
    const written = await xlsxBuffer(workbookOf(withNotes()));
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(written as unknown as ArrayBuffer);
    const names = back.worksheets.map((s) => s.name);
    expect(names.indexOf(BASIS_SHEET)).toBe(names.indexOf('Checks and flags') - 1);
    expect(names[names.length - 1]).toBe(NOTES_SHEET);
    const notes = back.getWorksheet(NOTES_SHEET)!;
    expect(notes.getCell('C13').value).toBe('="not a formula" & <b>');
    expect(back.getWorksheet(BASIS_SHEET)!.getCell('C7').value).toBe('growth 12 % a year (FY 2024-25)');
  });
});
