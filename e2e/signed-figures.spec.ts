import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { LOSS_YEAR_1, LOSS_YEAR_2 } from '../src/domain/loss-year.fixture';
import { cell, expect, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// A loss year as a CA enters it, in real Chromium: a new unit's second year (cma: src/domain/loss-year.fixture.ts)
// with its deferred-tax credit typed as "(14.57)", a block pasted from Excel with a bracket negative, an
// opening stock that does not carry forward (a warning on the cell, its reason in the working), then the
// printed CMA report: Form II items 13, 14 and 16 as published (−0.01 / −14.57, −0.02 / −41.46, item 17
// "—") and Form VI with no increase in capital.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const writeClipboard = (page: Page, text: string) => page.evaluate((t) => navigator.clipboard.writeText(t), text);

/** The published figures less what the analyst keys in the test: the 2024 tax credit. */
function lossYearFile(name: string) {
  const { provisionForTaxes: _credit, ...opstmt2024 } = LOSS_YEAR_2.opstmt;
  return {
    schemaVersion: 2,
    name,
    year: 2024,
    unit: 'lakhs',
    periods: [
      { year: 2023, kind: 'Audited' },
      { year: 2024, kind: 'Audited' },
    ],
    companies: [{ name: 'New Unit Ltd', years: { '2023': LOSS_YEAR_1, '2024': { ...LOSS_YEAR_2, opstmt: opstmt2024 } } }],
  };
}

/** The PDF's text, as `pdftotext -layout` lays it out. */
function pdfText(pdf: string): string {
  return execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
}

test('a tax credit typed in brackets, a pasted bracket negative and an opening-stock warning reach the printed Form II and Form VI', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const user = await signInFreshUser(page);
  const name = 'Loss year unit';
  const imported = await page.request.post('/api/analyses/import/', {
    headers: { Authorization: `Bearer ${user.tokens.access}` },
    data: lossYearFile(name),
  });
  expect(imported.status(), await imported.text()).toBe(201);
  await openAnalysisFromHome(page, name);

  // Before the credit: PBT −56.03 is all loss. The credit is typed as an accountant writes it.
  await expect(cell(page, 'profitBeforeTax', 0)).toHaveText('−56.03');
  await cell(page, 'provisionForTaxes', 0).click();
  await page.keyboard.type('(14.57)');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'provisionForTaxes', 0)).toHaveText('−14.57');
  await expect(cell(page, 'netProfitAfterTaxLoss', 0)).toHaveText('−41.46');
  await expect(cell(page, 'retainedProfit', 0)).toHaveText('−41.46');

  // A minimum-0 row still refuses a negative, and says so.
  await cell(page, 'depreciation', 0).click();
  await page.keyboard.type('-12');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'must not be negative' })).toBeVisible();
  await expect(cell(page, 'depreciation', 0)).toHaveText('12.00');

  // A block from Excel with labels: a reversal of other income in brackets, and a write-back as a trailing minus.
  await writeClipboard(page, 'Add: Other Income\t(1.25)\r\nLess: Other Expenses\t1.25-\r\n');
  await cell(page, 'addOtherIncome', 0).click();
  await page.keyboard.press('Control+v');
  await expect(cell(page, 'addOtherIncome', 0)).toHaveText('−1.25');
  await expect(cell(page, 'lessOtherExpenses', 0)).toHaveText('−1.25');
  await expect(cell(page, 'profitBeforeTax', 0)).toHaveText('−56.03');

  // An opening stock that is not last year's closing stock: a warning on the cell, the reason in its tooltip and the working.
  await cell(page, 'openingStockRM', 0).click();
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  const badge = cell(page, 'openingStockRM', 0).locator('.cg-badge[data-check="warning"]');
  await expect(badge).toHaveAttribute('title', "Opening stock of raw material 5.00 is not last year's closing stock 0.00.");
  await cell(page, 'openingStockRM', 0).click();
  await expect(page.getByTestId('working-checks')).toContainText("is not last year's closing stock 0.00");
  // Put right, the warning goes; a warning never blocked the edit or the save.
  await page.keyboard.press('Delete');
  await expect(badge).toHaveCount(0);
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 15_000 });

  // The printed report.
  await page.getByRole('toolbar', { name: 'Grid tools' }).getByRole('link', { name: 'CMA report' }).click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByRole('heading', { name: 'Credit Monitoring Arrangement (CMA) data' })).toBeVisible();
  const pdf = testInfo.outputPath('loss-year.pdf');
  await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
  const lines = pdfText(pdf).split('\n');
  const row = (label: string) => lines.find((l) => l.includes(label)) ?? '';
  expect(row('Provision for taxes')).toMatch(/−0\.01\s+−14\.57\s*$/);
  expect(row('Net profit / loss (12 − 13)')).toMatch(/−0\.02\s+−41\.46\s*$/);
  expect(row('Retained profit (14 − 15)')).toMatch(/−0\.02\s+−41\.46\s*$/);
  expect(row('Retained profit / Net profit')).toMatch(/—\d*\s+—\d*\s*$/);
  expect(lines.some((l) => l.includes('cannot be computed: no profit after tax'))).toBe(true);
  // Form VI, FY 2023-24: the loss is a use of funds, and no capital increase is invented.
  expect(row('Increase in capital')).toMatch(/—\d?\s+0\.00\s*$/);
  expect(row('Net loss')).toMatch(/—\d?\s+41\.46\s*$/);
});
