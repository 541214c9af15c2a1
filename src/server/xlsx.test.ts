import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Y1, Y2, Y3 } from '../domain/assessment/three-years.fixture';
import { DEFAULT_SETTINGS } from '../domain/settings';
import type { Settings } from '../domain/settings';
import { compare, expectNoErrors, profile, recalculated, soffice, tmp } from './testing/libreoffice';
import { analysisResolvers } from '../domain/analysis';
import { recommendationOf } from './report-pages';
import { document, withRenewal } from './testing/xlsx-document';
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

  it(
    "gives the app's figures on the recommended-limit, renewal-variance and Form I sheets, and follows an edit of Form I and the threshold",
    { timeout: 180_000 },
    async () => {
      const doc = withRenewal(document(DEFAULT_SETTINGS));
      const workbook = workbookOf(doc);
      const actual = await recalculated(workbook);
      expectNoErrors(actual);
      compare(workbook, actual);
      const at = (sheet: string, address: string) => {
        const v = actual.getWorksheet(sheet)!.getCell(address).value as { result?: unknown } | number | string | null;
        return v !== null && typeof v === 'object' ? v.result : v;
      };
      const app = recommendationOf({
        resolvers: analysisResolvers(doc.inputs, doc.settings)[0]!,
        periods: doc.inputs.periods,
        assessmentYear: doc.inputs.assessmentYear,
        settings: doc.settings,
        limits: doc.companies[0]!.limits,
        unitLabel: '₹ lakhs',
      });
      expect([6, 7, 8, 9, 10, 11].map((r) => at('Recommended limit', `B${r}`))).toEqual(
        [app.requested, app.mpbf, app.turnover, app.eligible, app.recommended, app.excess].map((v) => (v === null ? '' : expect.closeTo(v, 9))),
      );
      expect(app.requested).toBe(290.5);
      expect(at('Form I', 'D13')).toBe(120);
      // Sales of Company A, FY 2023-24: 1,600 projected, 2,000 now: +400, +25 %, flagged; the reason kept.
      expect(['B8', 'C8', 'D8', 'E8', 'F8', 'G8'].map((a) => at('Renewal variance', a))).toEqual([
        1600,
        2000,
        400,
        0.25,
        'Flagged',
        'New export order from March',
      ]);

      // The cash credit asked for goes to 400 on Form I and the threshold to 30 %: the recommendation and the flag follow.
      workbook.getWorksheet('Form I')!.getCell('E7').value = 400;
      workbook.getWorksheet(ASSUMPTIONS_SHEET)!.getCell(`B${assumptionRow('varianceThresholdPct')}`).value = 0.3;
      const edited = await recalculated(workbook);
      const after = (sheet: string, address: string) => (edited.getWorksheet(sheet)!.getCell(address).value as { result?: unknown }).result;
      expect(after('Recommended limit', 'B6')).toBe(440.5);
      expect(after('Recommended limit', 'B11')).toBeCloseTo(440.5 - app.eligible!, 9);
      expect(after('Renewal variance', 'E8')).toBe(0.25);
      // 25 % is no longer above the threshold: the flag's formula gives "" (read back as no result).
      expect(after('Renewal variance', 'F8') ?? '').toBe('');
    },
  );

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
    const labels = (sheet: string, column: number) =>
      actual
        .getWorksheet(sheet)!
        .getColumn(column)
        .values.map((v) => (v as { result?: unknown } | null)?.result ?? v);
    expect(labels('WC - TL Assessment', 1)).toContain('Minimum stipulated NWC: 30% of CA (B)');
    expect(labels('Key Financial Indicators', 1)).toEqual(
      expect.arrayContaining(['Margin 35% (stock)', 'Margin 40% (book debts)', '20% of Net Sales (WC requirement)']),
    );
    expect(labels('Key Financial Indicators', 1)).not.toContain('Margin 25% (stock)');
    expect(labels('Key Financial Indicators', 1)).toContain("Less: 6% Margin (borrower's)");
    expect(labels('Form V', 2)).toContain('Min. stipulated net working capital, i.e. 30% of total current assets excluding export receivables');
  });
});
