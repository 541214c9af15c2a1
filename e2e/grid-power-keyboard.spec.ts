import type { Page } from '@playwright/test';
import { cell, createAnalysisViaApi, expect, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// Grid power use, keyboard: a statement keyed in without the mouse — Enter down and (by preference) right,
// Tab/Shift+Tab, Home/End, Ctrl+Home, F2, Esc, Delete, Backspace (empties and opens the cell), arrows onto a derived cell, undo.

/** A value cell of the open grid: row by wire key, column by company index. */
/** The grid cell that has the keyboard focus. */
const focused = (page: Page) => page.locator('.cg-grid .ag-cell-focus');

test('an analyst fills the operating statement by keyboard only', async ({ page }) => {
  const user = await signInFreshUser(page);
  const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Acme Steels', 'Beta Traders', 'Cosmo Foods'] });
  await openAnalysisFromHome(page, summary.name);
  await expect(page.getByRole('columnheader', { name: 'Particulars (₹ lakhs)' })).toBeVisible();

  // Into the grid without a mouse: focus a cell, then Ctrl+Home goes to the first input.
  await cell(page, 'totalSales', 1).focus();
  await page.keyboard.press('Control+Home');
  await expect(focused(page)).toHaveAttribute('aria-label', 'Sales / Receipts – Domestic, Acme Steels: 0.00');

  // Enter moves down the input rows, skipping TOTAL SALES and the next section header.
  for (const figure of ['1,500', '300', '200', '40']) {
    await page.keyboard.type(figure);
    await page.keyboard.press('Enter');
  }
  await expect(cell(page, 'totalSales', 0)).toHaveText('2,000.00');
  await expect(cell(page, 'openingStockFinishedGoods', 0)).toHaveText('40.00');
  await expect(focused(page)).toHaveAttribute('aria-label', /^Work in Process \(opening\), Acme Steels: /);

  // Tab and Shift+Tab go across companies.
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.type('55');
  await page.keyboard.press('Tab');
  await page.keyboard.type('66');
  await page.keyboard.press('Shift+Tab');
  await expect(cell(page, 'openingStockFinishedGoods', 1)).toHaveText('55.00');
  await expect(cell(page, 'openingStockFinishedGoods', 2)).toHaveText('66.00');
  await expect(focused(page)).toHaveAttribute('col-id', 'c1');

  // Home and End: the first and last company on the row.
  await page.keyboard.press('End');
  await expect(focused(page)).toHaveAttribute('col-id', 'c2');
  await page.keyboard.press('Home');
  await expect(focused(page)).toHaveAttribute('col-id', 'c0');

  // The Enter direction is a preference: right, then wrapping to the next input row.
  await page.getByRole('button', { name: /Enter moves down/ }).press('Enter');
  await expect(page.getByRole('button', { name: /Enter moves right/ })).toHaveAttribute('aria-pressed', 'true');
  await cell(page, 'salesExports', 0).focus();
  for (const figure of ['10', '20', '30', '1', '2']) {
    await page.keyboard.type(figure);
    await page.keyboard.press('Enter');
  }
  await expect(cell(page, 'salesExports', 0)).toHaveText('10.00');
  await expect(cell(page, 'salesExports', 1)).toHaveText('20.00');
  await expect(cell(page, 'salesExports', 2)).toHaveText('30.00');
  await expect(cell(page, 'others', 0)).toHaveText('1.00');
  await expect(cell(page, 'others', 1)).toHaveText('2.00');
  await expect(cell(page, 'totalSales', 1)).toHaveText('22.00');

  // F2 edits in place (the figure is kept, the caret at its end); Esc cancels an edit.
  await cell(page, 'salesDomestic', 0).focus();
  await page.keyboard.press('F2');
  await page.keyboard.press('End');
  await page.keyboard.type('0');
  await page.keyboard.press('Shift+Tab'); // commits; Shift+Tab at the first cell leaves focus put
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('15,000.00');
  await cell(page, 'salesDomestic', 0).focus();
  await page.keyboard.type('999');
  await page.keyboard.press('Escape');
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('15,000.00');

  // Arrows may land on a derived cell so its working can be read; typing there changes nothing.
  await cell(page, 'others', 0).focus();
  await page.keyboard.press('ArrowDown');
  await expect(focused(page)).toHaveAttribute('aria-label', 'TOTAL SALES, Acme Steels: 15,011.00');
  await expect(page.getByTestId('working-panel')).toContainText('TOTAL SALES');
  await page.keyboard.type('7');
  await expect(cell(page, 'totalSales', 0)).toHaveText('15,011.00');

  // Delete and Backspace clear to 0 (spec §4); Ctrl+Z brings the figure back.
  await cell(page, 'salesExports', 0).focus();
  await page.keyboard.press('Delete');
  await expect(cell(page, 'salesExports', 0)).toHaveText('0.00');
  await page.keyboard.press('ArrowUp');
  // Backspace empties the cell and opens it, as in Excel: Enter stores the clear.
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('0.00');
  await expect(cell(page, 'totalSales', 0)).toHaveText('1.00');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('15,000.00');
  await expect(cell(page, 'salesExports', 0)).toHaveText('10.00');
  await expect(cell(page, 'totalSales', 0)).toHaveText('15,011.00');

  // Everything is saved: a reload shows the figures.
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 15_000 });
  await page.reload();
  await expect(cell(page, 'totalSales', 0)).toHaveText('15,011.00');
  await expect(cell(page, 'totalSales', 2)).toHaveText('30.00');
});

test('negatives can be shown with brackets and every screen names the unit', async ({ page }) => {
  const user = await signInFreshUser(page);
  const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Acme Steels'], unit: 'crores' });
  await openAnalysisFromHome(page, summary.name);
  await cell(page, 'purchaseRM', 0).focus();
  await page.keyboard.type('500');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'grossProfitLoss', 0)).toHaveText('\u2212500.00');
  await page.getByRole('button', { name: /Negatives/ }).click();
  await expect(cell(page, 'grossProfitLoss', 0)).toHaveText('(500.00)');
  for (const path of ['/asset', '/oca-ocl', '/ratios', '/wctlassmt', '/kfi']) {
    await page.goto(path);
    await expect(page.getByRole('columnheader', { name: 'Particulars (₹ crores)' })).toBeVisible();
  }
});

test('a screen prints on A4 landscape without navigation, tools or panels', async ({ page }) => {
  const user = await signInFreshUser(page);
  const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Acme Steels', 'Beta Traders'] });
  await openAnalysisFromHome(page, summary.name);
  await expect(page.getByRole('toolbar', { name: 'Grid tools' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('toolbar', { name: 'Grid tools' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByTestId('working-panel')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Next' })).toBeHidden();
  await expect(page.getByTestId('screen-meta')).toContainText(`${summary.name} · Year 2025 · Figures in ₹ lakhs`);
  // Paper gets the print table, not the grid: TOTAL SALES with both companies' figures.
  await expect(page.getByTestId(`grid-opstmt`)).toBeHidden();
  await expect(page.getByTestId('screen-print').getByRole('row', { name: /^TOTAL SALES/ })).toHaveText(/TOTAL SALES\s*0\.00\s*0\.00/);
  const pdf = await page.pdf({ preferCSSPageSize: true });
  // A4 landscape: 842 × 595 points.
  expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.9\d* 594\.9\d*\]/);
});
