import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Y1, Y2, Y3 } from '../domain/assessment/three-years.fixture';
import { DEFAULT_SETTINGS } from '../domain/settings';
import type { Settings } from '../domain/settings';
import { compare, expectNoErrors, profile, recalculated, soffice, tmp } from './testing/libreoffice';
import { document } from './testing/xlsx-document';
import { ASSUMPTIONS_SHEET, assumptionRow, workbookOf } from './xlsx';

/**
 * The xlsx export recalculated by LibreOffice (testing/libreoffice.ts): every formula cell must give the
 * app's value, in every period, with default and changed settings, and after a changed Assumptions cell.
 */

const CHANGED: Settings = {
  ...DEFAULT_SETTINGS,
  tandonMarginPct: 30,
  stockMarginPct: 35,
  bookDebtMarginPct: 40,
  nayakRequirementPct: 20,
  nayakMarginPct: 6,
  drawingPowerMethod: 'strict',
  dscrFloor: 1.5,
};

describe('the xlsx export recalculated by LibreOffice', () => {
  it('reproduces every formula cell with the default settings, in every period', { timeout: 180_000 }, async () => {
    const workbook = workbookOf(document(DEFAULT_SETTINGS));
    const actual = await recalculated(workbook);
    expectNoErrors(actual);
    expect(compare(workbook, actual)).toBeGreaterThan(1000);
  });

  it('reproduces every formula cell with changed settings', { timeout: 180_000 }, async () => {
    const workbook = workbookOf(document(CHANGED));
    const actual = await recalculated(workbook);
    expectNoErrors(actual);
    expect(compare(workbook, actual)).toBeGreaterThan(1000);
  });

  it('prints negative and crore figures with Indian grouping and one minus sign in LibreOffice', { timeout: 180_000 }, async () => {
    // Company A in rupees: every input × 1,00,000, so item 8 of Form VI is −41,00,000 and net sales 20,00,00,000.
    const scale = (inputs: typeof Y1) =>
      Object.fromEntries(
        Object.entries(inputs).map(([screen, values]) => [screen, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v * 100_000]))]),
      ) as typeof Y1;
    const base = document(DEFAULT_SETTINGS);
    const workbook = workbookOf({
      ...base,
      unit: 'rupees',
      inputs: { ...base.inputs, companies: [[scale(Y1), scale(Y2), scale(Y3)]] },
      companies: [base.companies[0]!],
    });
    const dir = path.join(tmp, 'print');
    mkdirSync(dir);
    const input = path.join(dir, 'print.xlsx');
    await workbook.xlsx.writeFile(input);
    execFileSync(soffice(), [`-env:UserInstallation=${profile()}`, '--headless', '--convert-to', 'pdf', '--outdir', dir, input], {
      stdio: 'ignore',
      timeout: 120_000,
    });
    const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'print.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain('-41,00,000.00');
    expect(text).not.toContain('--41,00,000.00');
    expect(text).toContain('20,00,00,000.00');
  });

  it('recomputes from the Assumptions cells: changed there, it matches the app after the same change', { timeout: 180_000 }, async () => {
    const workbook = workbookOf(document(DEFAULT_SETTINGS));
    const sheet = workbook.getWorksheet(ASSUMPTIONS_SHEET)!;
    sheet.getCell(`B${assumptionRow('tandonMarginPct')}`).value = 0.3;
    sheet.getCell(`B${assumptionRow('stockMarginPct')}`).value = 0.35;
    sheet.getCell(`B${assumptionRow('bookDebtMarginPct')}`).value = 0.4;
    sheet.getCell(`B${assumptionRow('nayakRequirementPct')}`).value = 0.2;
    sheet.getCell(`B${assumptionRow('nayakMarginPct')}`).value = 0.06;
    sheet.getCell(`B${assumptionRow('drawingPowerMethod')}`).value = 'strict';
    sheet.getCell(`B${assumptionRow('dscrFloor')}`).value = 1.5;
    const actual = await recalculated(workbook);
    expectNoErrors(actual);
    const app = workbookOf(document(CHANGED));
    expect(compare(app, actual)).toBeGreaterThan(1000);
    // The change did reach the formulas: some results differ from the defaults' (MPBF, drawing power).
    const defaults = workbookOf(document(DEFAULT_SETTINGS));
    expect(() => compare(defaults, actual)).toThrow();
    // The labels that quote a margin follow the edit too (formulas over the Assumptions cells).
    const labels = (sheet: string, column: number) => actual.getWorksheet(sheet)!.getColumn(column).values.map((v) => (v as { result?: unknown } | null)?.result ?? v);
    expect(labels('WC - TL Assessment', 1)).toContain('Minimum stipulated NWC: 30% of CA (B)');
    expect(labels('Key Financial Indicators', 1)).toEqual(expect.arrayContaining(['Margin 35% (stock)', 'Margin 40% (book debts)', '20% of Net Sales (WC requirement)']));
    expect(labels('Key Financial Indicators', 1)).not.toContain('Margin 25% (stock)');
    expect(labels('Key Financial Indicators', 1)).toContain("Less: 6% Margin (borrower's)");
    expect(labels('Form V', 2)).toContain('Min. stipulated net working capital, i.e. 30% of total current assets excluding export receivables');
  });
});
