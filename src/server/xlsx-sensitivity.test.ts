import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { SensitivityCase } from '../domain/loans/sensitivity';
import { PRINTED_SENSITIVITY_CASES } from '../domain/loans/sensitivity';
import type { AnalysisDocument } from './report';
import { fixture } from './testing/harness';
import { compare, expectNoErrors, recalculated } from './testing/libreoffice';
import { fileDocument } from './testing/xlsx-document';
import { workbookOf } from './xlsx';
import { addSensitivity } from './xlsx-sensitivity';

/**
 * The sensitivity table of the Break-even sheet as live formulas: fixtures/term-loan.json (2 audited, 1
 * estimated and 5 projected years; the first company has a ₹120 lakh loan, loans-and-projections §2),
 * recalculated by LibreOffice as exported, and after a case's percentages and a projected sales figure are
 * changed in the workbook.
 */

const LINES = ['Total sales', 'PBT', 'PAT', 'Cash accruals', 'DSCR', 'BEP % of sales'];

/** The row of `line` in the case `name` (its title row for ''), found by the labels of column A. */
function rowOf(sheet: ExcelJS.Worksheet, name: string, line: string): number {
  const labels = sheet.getColumn(1).values;
  const start = labels.indexOf(name);
  expect(start, name).toBeGreaterThan(0);
  return line === '' ? start : start + labels.slice(start).indexOf(line);
}

const formulaOf = (cell: ExcelJS.Cell) => (cell.value as { formula: string }).formula;
const resultOf = (cell: ExcelJS.Cell) => (cell.value as { result: unknown }).result;

/** A copy of `doc` with the first company's FY 2026-27 domestic sales at `sales`. */
function withSales(doc: AnalysisDocument, sales: number): AnalysisDocument {
  const companies = doc.inputs.companies.map((periods, c) =>
    periods.map((inputs, p) => (c === 0 && p === 3 ? { ...inputs, opstmt: { ...inputs.opstmt, salesDomestic: sales } } : inputs)),
  );
  return { ...doc, inputs: { ...doc.inputs, companies } };
}

describe('the sensitivity table of the xlsx export', () => {
  it('is formulas over the base case and the loans, and LibreOffice gets the app’s figures for every case', { timeout: 180_000 }, async () => {
    const workbook = workbookOf(fileDocument(fixture('term-loan')));
    const sheet = workbook.getWorksheet('Break-even')!;
    const starts = PRINTED_SENSITIVITY_CASES.map((c) => rowOf(sheet, c.name, ''));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    // Each case's changes are input cells: "Both" is −5 % on the sales price and +5 % on raw material.
    expect(sheet.getCell(rowOf(sheet, 'Both', 'Sales price change'), 2).value).toBe(-0.05);
    expect(sheet.getCell(rowOf(sheet, 'Both', 'Raw material consumed change'), 2).value).toBe(0.05);
    // Columns B–I are the first company's FY 2023-24 … FY 2030-31. FY 2026-27 (Projected, column E): the
    // base sales cell × (1 + the case's change), 480 → 456; an audited year (C) reads the base case unchanged.
    const priceCut = rowOf(sheet, 'Sales price −5%', 'Total sales');
    expect(formulaOf(sheet.getCell(`E${priceCut}`))).toBe(`E4*(1+$B$${rowOf(sheet, 'Sales price −5%', 'Sales price change')})`);
    expect(resultOf(sheet.getCell(`E${priceCut}`))).toBe(456);
    expect(formulaOf(sheet.getCell(`C${priceCut}`))).toBe('C4');
    // loans-and-projections §4: the base case's DSCR in FY 2026-27 is 43.32 ÷ 37.32, over the loan's interest and debt service.
    expect(resultOf(sheet.getCell(`E${rowOf(sheet, 'Base case', 'DSCR')}`))).toBeCloseTo(43.32 / 37.32, 12);
    expect(formulaOf(sheet.getCell(`E${rowOf(sheet, 'Base case', 'DSCR')}`))).toMatch(/^IF\(E\d+=0,"",\(E\d+\+E\d+\)\/E\d+\)$/);
    expect(resultOf(sheet.getCell(`B${rowOf(sheet, 'Base case', 'Minimum DSCR over the tenor')}`))).toBeGreaterThan(0);
    // The second company has no loans: no DSCR, no minimum.
    expect(resultOf(sheet.getCell(`J${rowOf(sheet, 'Base case', 'Minimum DSCR over the tenor')}`)) ?? '').toBe('');
    const actual = await recalculated(workbook);
    expectNoErrors(actual);
    expect(compare(workbook, actual)).toBeGreaterThan(1000);
  });

  it('recomputes a case as the app does when its percentages or a projected figure are changed in the workbook', { timeout: 180_000 }, async () => {
    const doc = fileDocument(fixture('term-loan'));
    const workbook = workbookOf(doc);
    const sheet = workbook.getWorksheet('Break-even')!;
    sheet.getCell(rowOf(sheet, 'Both', 'Sales price change'), 2).value = -0.12;
    sheet.getCell(rowOf(sheet, 'Both', 'Raw material consumed change'), 2).value = 0.08;
    // The first company's FY 2026-27 domestic sales on the Operating Statement sheet (column E), 480 → 430.
    const op = workbook.getWorksheet('Operating Statement')!;
    const salesRow = op.getColumn(1).values.indexOf('Sales / Receipts – Domestic');
    expect(op.getCell(salesRow, 5).value).toBe(480);
    op.getCell(salesRow, 5).value = 430;
    const actual = await recalculated(workbook);
    expectNoErrors(actual);
    // The app's figures for those inputs and that case, cell for cell: the workbook with 430, its sensitivity
    // table rewritten with "Both" at −12 % and +8 %.
    const cases: SensitivityCase[] = PRINTED_SENSITIVITY_CASES.map((c) => (c.name === 'Both' ? { ...c, salesPricePct: -12, rawMaterialPct: 8 } : c));
    const changed = withSales(doc, 430);
    const expected = workbookOf(changed);
    addSensitivity(expected.getWorksheet('Break-even')!, changed, cases);
    expect(compare(expected, actual)).toBeGreaterThan(1000);
    expect(() => compare(workbookOf(doc), actual)).toThrow();
    // The case moved: "Both" is no longer what the exported file said.
    const both = rowOf(sheet, 'Both', 'PBT');
    expect(resultOf(actual.getWorksheet('Break-even')!.getCell(`E${both}`))).not.toBeCloseTo(resultOf(sheet.getCell(`E${both}`)) as number, 2);
    expect(LINES.every((line) => rowOf(sheet, 'Both', line) > rowOf(sheet, 'Both', ''))).toBe(true);
  });
});
