import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { analysisResolvers } from '../domain/analysis';
import type { CellTexts } from '../domain/cell-texts';
import type { DetailLine } from '../domain/detail-lines';
import { toPlain } from '../domain/model';
import { DEFAULT_SETTINGS } from '../domain/settings';
import type { AnalysisDocument } from './report';
import { compare, expectNoErrors, recalculated } from './testing/libreoffice';
import { document } from './testing/xlsx-document';
import { SHEET_NAMES, workbookOf } from './xlsx';

/**
 * Detail lines in the xlsx, recalculated by LibreOffice: a row opened into lines is `=SUM` of its lines' rows,
 * every sheet that reads a statement cell still reads the right one below the inserted rows, and a line edited
 * in the workbook moves the row and the forms by exactly that amount.
 */

/** Company A and B (both with figures) over three years; A's inputs are Y1, Y2, Y3 and B's Y2, Y3, Y1. */
function withLines(): AnalysisDocument {
  const base = document(DEFAULT_SETTINGS);
  const inputs = { ...base.inputs, companies: base.inputs.companies.slice(0, 2) };
  const figure = (c: number, p: number, key: 'salesDomestic' | 'sundryCreditorsTrade') =>
    key === 'salesDomestic' ? inputs.companies[c]![p]!.opstmt.salesDomestic! : inputs.companies[c]![p]!.assetnliabs.sundryCreditorsTrade!;
  const sales = (c: number, p: number): DetailLine[] | undefined => {
    const x = figure(c, p, 'salesDomestic');
    if (c === 0 && p === 2) {
      return undefined; // A's third year keeps a plain figure: its cell stays a value.
    }
    if (c === 1 && p === 0) {
      // Another order, and arithmetic kept on a line.
      return [
        { label: 'Job work', amount: 120, expression: '=100+20' },
        { label: 'Local dealers', amount: x - 120 },
      ];
    }
    if (c === 1 && p === 1) {
      return [
        { label: 'Local dealers', amount: x - 250.75 },
        { label: 'Job work', amount: 200.25 },
        { label: 'Scrap sales', amount: 50.5 },
      ];
    }
    return [
      { label: 'Local dealers', amount: x - 200.25 },
      { label: 'Job work', amount: 200.25 },
    ];
  };
  const creditors = (c: number, p: number): DetailLine[] | undefined =>
    c === 0 && p > 0
      ? [
          { label: 'Raw material suppliers', amount: figure(c, p, 'sundryCreditorsTrade') - 30.5 },
          { label: 'Stores suppliers', amount: 30.5 },
        ]
      : undefined;
  const texts: CellTexts[][] = inputs.companies.map((periods, c) =>
    periods.map((_, p) => {
      const opstmt = sales(c, p);
      const assetnliabs = creditors(c, p);
      return {
        // Purchases typed as arithmetic and a note on sales: both stay on their own cells below the inserted rows.
        expressions: c === 0 && p === 0 ? { opstmt: { purchaseRM: '=1000+20' } } : {},
        notes: c === 0 && p === 0 ? { opstmt: { salesDomestic: 'Ledger schedule 4' } } : {},
        details: {
          ...(opstmt ? { opstmt: { salesDomestic: opstmt } } : {}),
          ...(assetnliabs ? { assetnliabs: { sundryCreditorsTrade: assetnliabs } } : {}),
        },
      };
    }),
  );
  // A term loan on A: its sheet reads PAT and depreciation from the Operating Statement, below the lines.
  const loan = { name: 'Plant loan', lender: 'our_bank', amount: 120, rate_pct: 12, first_month: '2023-04', moratorium_months: 6 } as const;
  const termLoans = [{ ...loan, moratorium_interest: 'paid', instalments: 8, frequency: 'quarterly', repayment: 'equal_principal' }] as const;
  return { ...base, inputs, companies: [{ ...base.companies[0]!, termLoans }, base.companies[1]!], texts };
}

/** The row of the first label in column A (or B on a form) that starts with `label`. */
const rowLabelled = (sheet: ExcelJS.Worksheet, label: string, column = 1): number => {
  const row = sheet.getColumn(column).values.findIndex((v) => typeof v === 'string' && v.startsWith(label));
  expect(row, label).toBeGreaterThan(0);
  return row;
};
/** A cell's figure: its formula's result, or its value. */
const figureOf = (cell: ExcelJS.Cell): unknown => {
  const v = cell.value as { result?: unknown } | null;
  return v !== null && typeof v === 'object' ? v.result : v;
};

describe('detail lines in the xlsx', () => {
  it("writes them as rows under their row, which is their SUM, and LibreOffice gives the app's figures on every sheet", { timeout: 180_000 }, async () => {
    const doc = withLines();
    const workbook = workbookOf(doc);
    const op = workbook.getWorksheet(SHEET_NAMES.opstmt)!;
    const sales = rowLabelled(op, 'Sales / Receipts – Domestic');
    // Lined up by label over A's and B's periods (columns B–D, E–G): A's first two lines, then B's new one.
    expect([1, 2, 3].map((k) => op.getCell(sales + k, 1).value)).toEqual(['Local dealers', 'Job work', 'Scrap sales']);
    expect(op.getRow(sales + 1).outlineLevel).toBe(1);
    expect(op.getCell(sales + 1, 1).alignment.indent).toBe(2);
    const r = (k: number) => sales + k;
    expect(op.getCell(sales, 2).value).toEqual({ formula: `SUM(B${r(1)}:B${r(3)})`, result: 1550 });
    expect(op.getCell(sales, 2).note).toBe('Ledger schedule 4');
    expect([1, 2, 3].map((k) => op.getCell(r(k), 2).value)).toEqual([1349.75, 200.25, null]);
    // A's third year has no lines: a plain figure over empty line cells.
    expect(op.getCell(sales, 4).value).toBe(doc.inputs.companies[0]![2]!.opstmt.salesDomestic);
    expect([1, 2, 3].map((k) => op.getCell(r(k), 4).value)).toEqual([null, null, null]);
    // B's first year: the line typed as arithmetic keeps it; B's second year has all three lines.
    expect(op.getCell(r(2), 5).value).toEqual({ formula: '100+20', result: 120 });
    expect(op.getCell(sales, 6).value).toMatchObject({ formula: `SUM(F${r(1)}:F${r(3)})` });
    expect(op.getCell(r(3), 6).value).toBe(50.5);
    // The rows below moved down three: the next row and the typed arithmetic sit on their own labels.
    expect(op.getCell(r(4), 1).value).toBe('Sales – Exports');
    expect(op.getCell(rowLabelled(op, 'Purchase / RM'), 2).value).toEqual({
      formula: '1000+20',
      result: 1020,
    });
    const bs = workbook.getWorksheet(SHEET_NAMES.assetnliabs)!;
    const creditors = rowLabelled(bs, 'Sundry Creditors – Trade');
    expect([1, 2].map((k) => bs.getCell(creditors + k, 1).value)).toEqual(['Raw material suppliers', 'Stores suppliers']);
    expect(bs.getCell(creditors, 2).value).toBe(130);
    expect(bs.getCell(creditors, 3).value).toMatchObject({ formula: `SUM(C${creditors + 1}:C${creditors + 2})` });

    // Form II prints the lines indented under the item that prints sales, each a live reference to its line.
    const form = workbook.getWorksheet('Form II')!;
    const domestic = rowLabelled(form, 'Domestic sales', 2);
    expect([1, 2, 3].map((k) => form.getCell(domestic + k, 2).value)).toEqual(['Local dealers', 'Job work', 'Scrap sales']);
    expect(form.getRow(domestic + 1).outlineLevel).toBe(1);
    expect(form.getCell(domestic + 2, 3).value).toEqual({ formula: `'${SHEET_NAMES.opstmt}'!B${r(2)}`, result: 200.25 });
    expect(form.getCell(domestic + 3, 3).value).toBeNull();
    expect(form.getCell(domestic + 4, 2).value).toMatch(/^Export sales/);
    const formIII = workbook.getWorksheet('Form III')!;
    const trade = rowLabelled(formIII, 'Sundry creditors (trade)', 2);
    expect(formIII.getCell(trade + 2, 2).value).toBe('Stores suppliers');
    expect(formIII.getCell(trade + 2, 3).value).toBeNull();
    expect(formIII.getCell(trade + 2, 4).value).toEqual({ formula: `'${SHEET_NAMES.assetnliabs}'!C${creditors + 2}`, result: 30.5 });

    expect(workbook.getWorksheet('Term loans 1')).toBeDefined();
    const actual = await recalculated(workbook);
    expectNoErrors(actual);
    // Every formula cell (statements, screens, forms, term loans, break-even) gives the app's figure.
    expect(compare(workbook, actual)).toBeGreaterThan(1000);
    // The app's figures, read back from the recalculated input sheet, a form and a screen.
    const resolvers = analysisResolvers(doc.inputs, doc.settings);
    const app = (c: number, p: number, id: Parameters<(typeof resolvers)[0][0]>[0]) => toPlain(resolvers[c]![p]!(id));
    const at = (sheet: string, row: number, column: number) => figureOf(actual.getWorksheet(sheet)!.getCell(row, column));
    expect(at(SHEET_NAMES.opstmt, sales, 6)).toBe(app(1, 1, 'opstmt.salesDomestic'));
    expect(at(SHEET_NAMES.assetnliabs, creditors, 4)).toBe(app(0, 2, 'assetnliabs.sundryCreditorsTrade'));
    const formII = actual.getWorksheet('Form II')!;
    expect(at('Form II', rowLabelled(formII, 'Domestic sales', 2), 3 + 3 + 1)).toBe(app(1, 1, 'opstmt.salesDomestic'));
    const kfi = actual.getWorksheet(SHEET_NAMES.kfi)!;
    const netSales = rowLabelled(kfi, 'Net Sales');
    expect(at(SHEET_NAMES.kfi, netSales, 3)).toBeCloseTo(app(0, 1, 'kfi.net_sales') as number, 9);
  });

  it('follows a line edited in the workbook: the row and the forms that read it move by that amount', { timeout: 180_000 }, async () => {
    const workbook = workbookOf(withLines());
    const op = workbook.getWorksheet(SHEET_NAMES.opstmt)!;
    const sales = rowLabelled(op, 'Sales / Receipts – Domestic');
    const bs = workbook.getWorksheet(SHEET_NAMES.assetnliabs)!;
    const creditors = rowLabelled(bs, 'Sundry Creditors – Trade');
    const before = await recalculated(workbook);
    // Company A's second year (column C): Job work 200.25 → 210.25; stores suppliers 30.5 → 45.5.
    op.getCell(sales + 2, 3).value = 210.25;
    bs.getCell(creditors + 2, 3).value = 45.5;
    const after = await recalculated(workbook);
    const moved = (sheet: string, row: number, column: number) =>
      (figureOf(after.getWorksheet(sheet)!.getCell(row, column)) as number) - (figureOf(before.getWorksheet(sheet)!.getCell(row, column)) as number);
    expect(moved(SHEET_NAMES.opstmt, sales, 3)).toBeCloseTo(10, 9);
    expect(moved(SHEET_NAMES.assetnliabs, creditors, 3)).toBeCloseTo(15, 9);
    // Form II 1.i and Form III 3 of company A's second year (column D: C is its first year).
    expect(moved('Form II', rowLabelled(after.getWorksheet('Form II')!, 'Domestic sales', 2), 4)).toBeCloseTo(10, 9);
    expect(moved('Form III', rowLabelled(after.getWorksheet('Form III')!, 'Sundry creditors (trade)', 2), 4)).toBeCloseTo(15, 9);
    // The edited lines on the forms, under their items.
    expect(moved('Form II', rowLabelled(after.getWorksheet('Form II')!, 'Job work', 2), 4)).toBeCloseTo(10, 9);
    expect(moved('Form III', rowLabelled(after.getWorksheet('Form III')!, 'Stores suppliers', 2), 4)).toBeCloseTo(15, 9);
    // The other companies' and years' cells did not move.
    expect(moved(SHEET_NAMES.opstmt, sales, 2)).toBe(0);
    expect(moved(SHEET_NAMES.opstmt, sales, 6)).toBe(0);
  });
});
