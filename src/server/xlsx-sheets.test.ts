import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { CMA_FORMS } from '../domain/forms';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { document, withRenewal } from './testing/xlsx-document';
import { workbookOf, xlsxBuffer } from './xlsx';
import { addAssumptionsSheet } from './xlsx-assumptions';
import { addFormISheet, addFormSheet } from './xlsx-forms';
import { assumptionRow, columnBreaksOf, sheetContext } from './xlsx-layout';
import { addScreenSheet } from './xlsx-screens';

/**
 * Each sheet writer on its own, into an empty workbook: what the sheet holds, cell by cell, for the
 * three-company document (Company A: Y1, Y2, Y3 in columns B–D of a screen sheet, C–E of a form; Company
 * B: Y2, Y3, Y1 next). Recalculating the whole workbook is xlsx.test.ts.
 */
function alone(write: (ctx: ReturnType<typeof sheetContext>) => void): ExcelJS.Worksheet {
  const workbook = new ExcelJS.Workbook();
  write(sheetContext(workbook, document(DEFAULT_SETTINGS)));
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0]!;
}
const formulaAt = (sheet: ExcelJS.Worksheet, address: string) => sheet.getCell(address).value as ExcelJS.CellFormulaValue;

describe('the xlsx sheets, one writer at a time', () => {
  it('Assumptions: margins as fractions under a percent format, the method a validated list, the unit as text', () => {
    const sheet = alone(addAssumptionsSheet);
    expect(sheet.name).toBe('Assumptions');
    expect(sheet.getCell(`B${assumptionRow('tandonMarginPct')}`).value).toBe(0.25);
    expect(sheet.getCell(`B${assumptionRow('tandonMarginPct')}`).numFmt).toBe('0.00%');
    expect(sheet.getCell(`B${assumptionRow('stockMarginPct')}`).value).toBe(DEFAULT_SETTINGS.stockMarginPct / 100);
    expect(sheet.getCell(`B${assumptionRow('dscrFloor')}`).value).toBe(DEFAULT_SETTINGS.dscrFloor);
    expect(sheet.getCell(`B${assumptionRow('drawingPowerMethod')}`).value).toBe('paidStock');
    expect(sheet.getCell(`B${assumptionRow('drawingPowerMethod')}`).dataValidation.formulae).toEqual(['"paidStock,strict"']);
    const texts = sheet.getColumn(2).values.filter((v) => typeof v === 'string');
    expect(texts).toContain('₹ lakhs');
  });

  it('Form I: each company in turn with bank, type, utilisation, overdues and rate, a figure not known as "—", a company without limits said so', () => {
    const sheet = alone(addFormISheet);
    expect(sheet.name).toBe('Form I');
    expect(sheet.getRow(6).values).toEqual([undefined, 'Company A']);
    expect(sheet.getRow(4).values).toEqual([
      undefined,
      'Facility',
      'Bank / institution',
      'Type',
      'Existing limit',
      'Limit requested',
      'Outstanding',
      'As on',
      'Max. utilisation (12 months)',
      'Min. utilisation (12 months)',
      'Overdue',
      'Overdue since',
      'Security',
      'Rate % p.a.',
    ]);
    expect(sheet.getRow(7).values).toEqual([
      undefined,
      'Cash credit',
      'Bank of Baroda',
      'Cash credit',
      200,
      250,
      '—',
      '—',
      198.5,
      '—',
      4,
      '2025-02-01',
      '—',
      9.25,
    ]);
    expect(sheet.getRow(10).values).toEqual([
      undefined,
      'Associate / group concern',
      'Bank / institution',
      'Relationship',
      'Exposure',
      'Outstanding',
      'Overdue',
    ]);
    expect(sheet.getRow(11).values).toEqual([undefined, 'A Exports LLP', 'Canara Bank', 'Common partners', 120, 95.25, 3]);
    expect(sheet.getRow(12).values).toEqual([undefined, 'A Properties', '—', 'Promoter’s firm', '—', '—', '—']);
    // The group's exposure: 120 + an unknown one, a live SUM that skips the "—".
    expect(sheet.getCell('A13').value).toBe('Group exposure (associates)');
    expect(formulaAt(sheet, 'D13')).toEqual({ formula: 'SUM(D11:D12)', result: 120 });
    expect(sheet.getCell('A14').value).toBe('Company B');
    expect(sheet.getCell('A15').value).toBe('No limits entered');
  });

  it('Recommended limit: requested (cash credit 250 + packing credit 40.5, not the term loan) beside MPBF and the turnover limit, live', () => {
    const workbook = workbookOf(document(DEFAULT_SETTINGS));
    const sheet = workbook.getWorksheet('Recommended limit')!;
    expect(sheet.getColumn(1).values.slice(6, 12)).toEqual([
      'Limit requested (Form I, fund-based working capital)',
      'MPBF (Tandon method II)',
      'Limit by the turnover method',
      'Eligible limit (higher of MPBF and the turnover method)',
      'Recommended limit (lower of requested and eligible)',
      'Requested above / (below) the eligible limit',
    ]);
    expect(sheet.getRow(3).values).toEqual([undefined, undefined, 'Company A', 'Company B', 'Company C']);
    expect(formulaAt(sheet, 'B6')).toEqual({ formula: "SUM('Form I'!E7,'Form I'!E9)", result: 290.5 });
    // The assessment year (2025) is column D of the screen sheets for Company A.
    expect(formulaAt(sheet, 'B7').formula).toMatch(/^IF\(ISNUMBER\('WC - TL Assessment'!D(\d+)\),'WC - TL Assessment'!D\1,""\)$/);
    expect(formulaAt(sheet, 'B8').formula).toMatch(/^IF\(ISNUMBER\('Key Financial Indicators'!D(\d+)\),'Key Financial Indicators'!D\1,""\)$/);
    expect(formulaAt(sheet, 'B9').formula).toBe('IF(COUNT(B7,B8)=0,"",MAX(B7,B8))');
    expect(formulaAt(sheet, 'B10').formula).toBe('IF(ISNUMBER(B9),IF(ISNUMBER(B6),MIN(B6,B9),B9),"")');
    expect(formulaAt(sheet, 'B11').formula).toBe('IF(AND(ISNUMBER(B6),ISNUMBER(B9)),B6-B9,"")');
    // No facility requested for Company B: "—" with why, and the recommendation is the eligible limit.
    expect(sheet.getCell('C6').value).toBe('—');
    expect(sheet.getCell('C6').note).toContain('No fund-based working-capital facility');
    expect(formulaAt(sheet, 'C10').result).toBe(formulaAt(sheet, 'C9').result);
  });

  it('Renewal variance: projected as submitted, actual as a formula over the statement, difference, %, flag against the Assumptions threshold, reason', () => {
    const workbook = workbookOf(withRenewal(document(DEFAULT_SETTINGS)));
    const sheet = workbook.getWorksheet('Renewal variance')!;
    expect(sheet.getCell('A3').value).toBe('Against the CMA submitted to Bank of Baroda on 2024-01-15 (version 3); flagged above 20%');
    expect(sheet.getCell('A6').value).toBe('Company A');
    expect(sheet.getCell('A7').value).toBe('FY 2023-24 (Audited): Projected then, Audited now');
    expect(sheet.getCell('A8').value).toBe('Net sales');
    expect(sheet.getCell('B8').value).toBe(1600);
    expect(formulaAt(sheet, 'C8')).toEqual({ formula: "'Operating Statement'!C" + String(formulaAt(sheet, 'C8').formula.split('!C')[1]), result: 2000 });
    expect(formulaAt(sheet, 'D8')).toEqual({ formula: 'IF(AND(ISNUMBER(C8),ISNUMBER(B8)),C8-B8,"")', result: 400 });
    expect(formulaAt(sheet, 'E8')).toEqual({ formula: 'IF(AND(ISNUMBER(D8),ISNUMBER(B8)),IF(B8=0,"",D8/ABS(B8)),"")', result: 0.25 });
    expect(formulaAt(sheet, 'F8')).toEqual({
      formula: `IF(ISNUMBER(E8),IF(ABS(E8)>Assumptions!$B$${assumptionRow('varianceThresholdPct')},"Flagged",""),"")`,
      result: 'Flagged',
    });
    expect(sheet.getCell('G8').value).toBe('New export order from March');
    const companyC = sheet.getColumn(1).values.indexOf('Company C');
    expect(sheet.getCell(companyC + 2, 1).value).toBe('Net sales');
    // Nothing projected then, nothing sold now: "—" beside the statement's figure, and the % says why it is "—".
    expect(sheet.getCell(companyC + 2, 2).value).toBe('—');
    expect(formulaAt(sheet, `C${companyC + 2}`).formula).toMatch(/^'Operating Statement'!I\d+$/);
    expect(sheet.getCell(`E${companyC + 2}`).note).toBe('Not computed: no projected figure in the snapshot');
  });

  it("Checks and flags: per company, Form I's checks (the associate's overdue among them), then the banker's flags and checks across years", () => {
    const sheet = workbookOf(document(DEFAULT_SETTINGS)).getWorksheet('Checks and flags')!;
    expect(sheet.getRow(4).values).toEqual([undefined, 'Check', 'Level', 'Finding']);
    expect(sheet.getCell('A6').value).toBe('Company A');
    const rows = sheet.getColumn(3).values.map(String);
    expect(rows).toContain('Associate concern A Exports LLP has 3.00 overdue with Canara Bank (₹ lakhs).');
    const overdue = rows.findIndex((t) => t?.startsWith('Associate concern A Exports LLP'));
    expect(sheet.getRow(overdue).values).toEqual([
      undefined,
      'Form I checks: Form I',
      'warning',
      'Associate concern A Exports LLP has 3.00 overdue with Canara Bank (₹ lakhs).',
    ]);
    expect(sheet.getColumn(1).values).toContain('Company C');
  });

  it('Form II: item numbers and labels, companies over their periods, figures as formulas over the Operating Statement', () => {
    const sheet = alone((ctx) =>
      addFormSheet(
        ctx,
        CMA_FORMS.find((f) => f.id === 'II')!,
      ),
    );
    expect(sheet.name).toBe('Form II');
    expect(sheet.getCell('C3').value).toBe('Company A');
    expect(sheet.getCell('F3').value).toBe('Company B');
    expect(sheet.getCell('B4').value).toBe('Particulars');
    expect(sheet.getCell('C4').value).toBe('FY 2022-23 (Audited)');
    expect(sheet.getCell('E5').value).toBe('Assessment year');
    expect(sheet.getCell('A7').value).toBe('1.i');
    // Total sales: Company A's first year 1,550 + 150 = 1,700; Company B's first year is Y2, 1,800 + 200.
    expect(formulaAt(sheet, 'C10')).toEqual({ formula: "'Operating Statement'!B10", result: 1700 });
    expect(formulaAt(sheet, 'F10')).toEqual({ formula: "'Operating Statement'!E10", result: 2000 });
  });

  it('Form IV: an amount and a months column for every period', () => {
    const sheet = alone((ctx) =>
      addFormSheet(
        ctx,
        CMA_FORMS.find((f) => f.id === 'IV')!,
      ),
    );
    expect(sheet.getCell('C4').value).toBe('FY 2022-23 (Audited)');
    expect(sheet.getCell('D4').value).toBe('FY 2022-23 (Audited) months');
    expect(sheet.getCell('I3').value).toBe('Company B');
  });

  it('a sheet too wide for one page at 70% prints at 70%, labels repeated, a page break after each company', () => {
    // Form IV, 3 companies × 3 years × 2 columns: 18 × 87.75 pt beside 364.5 pt of labels; a 70% page holds 1,120 pt.
    const sheet = alone((ctx) =>
      addFormSheet(
        ctx,
        CMA_FORMS.find((f) => f.id === 'IV')!,
      ),
    );
    expect(sheet.pageSetup).toMatchObject({ fitToPage: false, scale: 70, printTitlesColumn: 'A:B', printTitlesRow: '3:5', orientation: 'landscape' });
    expect(columnBreaksOf(sheet)).toEqual([8, 14]);
    expect(sheet.headerFooter.oddFooter).toBe('&L&A&RPage &P of &N');
    // The company's name over its own pages' columns (C–H), not merged across a break.
    expect(sheet.getCell('H3').value).toBe('Company A');
    expect(sheet.getCell('I3').value).toBe('Company B');
  });

  it('the file carries those column breaks in the sheet XML, before its comments drawing', async () => {
    const workbook = workbookOf(document(DEFAULT_SETTINGS));
    const zip = await JSZip.loadAsync(await xlsxBuffer(workbook));
    const xml = await zip.file(`xl/worksheets/sheet${workbook.getWorksheet('Form IV')!.id}.xml`)!.async('string');
    expect(xml).toContain('<colBreaks count="2" manualBreakCount="2"><brk id="8" max="1048575" man="1"/><brk id="14" max="1048575" man="1"/></colBreaks>');
    expect(xml.indexOf('<colBreaks')).toBeLessThan(xml.indexOf('<legacyDrawing'));
    expect(xml.indexOf('<colBreaks')).toBeGreaterThan(xml.indexOf('<headerFooter'));
  });

  it('a sheet that fits one page at 70% or more stays one page wide, numbered', () => {
    const sheet = alone((ctx) => addScreenSheet(ctx, 'ratios'));
    expect(sheet.pageSetup).toMatchObject({ fitToPage: true, fitToWidth: 1, fitToHeight: 0 });
    expect(columnBreaksOf(sheet)).toEqual([]);
    expect(sheet.headerFooter.oddFooter).toBe('&L&A&RPage &P of &N');
  });

  it('a statement sheet: inputs as values (nothing entered is 0), a derived row as a formula over its own column', () => {
    const sheet = alone((ctx) => addScreenSheet(ctx, 'opstmt'));
    expect(sheet.name).toBe('Operating Statement');
    expect(sheet.getCell('A6').value).toBe('NET SALES');
    expect(sheet.getCell('A7').value).toBe('Sales / Receipts – Domestic');
    expect(sheet.getRow(7).values).toEqual([undefined, 'Sales / Receipts – Domestic', 1550, 1800, 2100, 1800, 2100, 1550, 0, 0, 0]);
    expect(formulaAt(sheet, 'B10')).toEqual({ formula: "SUM('Operating Statement'!B7,'Operating Statement'!B8,'Operating Statement'!B9)", result: 1700 });
  });

  it('a label that quotes a setting is a formula over its Assumptions cell, the label in effect its result', () => {
    const sheet = alone((ctx) => addScreenSheet(ctx, 'kfi'));
    const labels = sheet.getColumn(1).values as ExcelJS.CellValue[];
    expect(labels).toContainEqual({
      formula: `"Margin "&ROUND(Assumptions!$B$${assumptionRow('stockMarginPct')}*100,4)&"%"&" (stock)"`,
      result: 'Margin 25% (stock)',
    });
    expect(labels).toContainEqual({
      formula: `"Less: "&ROUND(Assumptions!$B$${assumptionRow('nayakMarginPct')}*100,4)&"%"&" Margin (borrower's)"`,
      result: "Less: 5% Margin (borrower's)",
    });
    expect(labels).toContain('Stock Value');
  });
});
