import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { AnalysisDocument } from './report';
import { fixture } from './testing/harness';
import { compare, expectNoErrors, recalculated } from './testing/libreoffice';
import { fileDocument } from './testing/xlsx-document';
import { ASSUMPTIONS_SHEET, assumptionRow, workbookOf } from './xlsx';

/** fixtures/term-loan.json as the export's document, the first company's loan at `ratePct`. */
function document(ratePct: number): AnalysisDocument {
  const doc = fileDocument(fixture('term-loan'));
  return { ...doc, companies: doc.companies.map((c) => ({ ...c, termLoans: c.termLoans?.map((loan) => ({ ...loan, rate_pct: ratePct })) })) };
}

function exported(ratePct: number): ExcelJS.Workbook {
  return workbookOf(document(ratePct));
}

/** The cell holding the first loan's rate: the row under the "Rate % a year" heading. */
function rateCell(sheet: ExcelJS.Worksheet): ExcelJS.Cell {
  let found: ExcelJS.Cell | null = null;
  sheet.eachRow((row, r) => {
    if (found === null && row.getCell(2).value === 'Rate % a year') {
      found = sheet.getCell(r + 1, 2);
    }
  });
  return found!;
}

describe('the term-loan and break-even sheets of the xlsx export, recalculated by LibreOffice', () => {
  it('give the app’s schedule, year-wise DSCR, minimum and average as live formulas', { timeout: 180_000 }, async () => {
    const workbook = exported(12);
    const sheet = workbook.getWorksheet('Term loans 1')!;
    // Only the company with loans gets a sheet.
    expect(workbook.getWorksheet('Term loans 2')).toBeUndefined();
    // loans-and-projections §2: FY 2026-27 interest 13.32, principal 24; §4: DSCR 43.32 ÷ 37.32.
    const fy2027 = sheet.getRow(4 + 4);
    expect(fy2027.getCell(1).value).toBe('FY 2026-27 (Projected)');
    expect((fy2027.getCell(2).value as { result: number }).result).toBe(13.32);
    expect((fy2027.getCell(11).value as { result: number }).result).toBeCloseTo(43.32 / 37.32, 12);
    // Break-even, FY 2026-27 of the first company: fixed 116.32 on sales 480 and contribution 145.
    const breakEven = workbook.getWorksheet('Break-even')!;
    expect((breakEven.getCell(5 + 8 + 4, 2 + 3).value as { result: number }).result).toBeCloseTo((116.32 * 480) / 145, 12);
    const actual = await recalculated(workbook);
    expectNoErrors(actual);
    expect(compare(workbook, actual)).toBeGreaterThan(1000);
  });

  it('follows a variable share edited on the Assumptions sheet, in the break-even and its labels', { timeout: 180_000 }, async () => {
    const workbook = exported(12);
    workbook.getWorksheet(ASSUMPTIONS_SHEET)!.getCell(`B${assumptionRow('breakEvenVariablePctDirectLabour')}`).value = 0.5;
    const actual = await recalculated(workbook);
    expectNoErrors(actual);
    const doc = document(12);
    expect(compare(workbookOf({ ...doc, settings: { ...doc.settings, breakEvenVariablePctDirectLabour: 50 } }), actual)).toBeGreaterThan(1000);
    expect(() => compare(exported(12), actual)).toThrow();
    const labels = actual
      .getWorksheet('Break-even')!
      .getColumn(1)
      .values.map((v) => (v as { result?: unknown } | null)?.result ?? v);
    expect(labels).toContain('Direct labour (variable 50%)');
  });

  it('recomputes the schedule and the DSCR when the rate is edited in the workbook', { timeout: 180_000 }, async () => {
    const workbook = exported(12);
    rateCell(workbook.getWorksheet('Term loans 1')!).value = 10;
    const actual = await recalculated(workbook);
    expectNoErrors(actual);
    // What the app computes at 10 %, cell for cell; and not what it computed at 12 %.
    expect(compare(exported(10), actual)).toBeGreaterThan(1000);
    expect(() => compare(exported(12), actual)).toThrow();
  });
});
