import { dragEdge, expect, headerWidth, importFixtureViaApi, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// A period switch redraws the grid in place: the cells and the column headers AG Grid drew stay (their
// column definitions are kept) and show the other period's figures, periods and cell names, so a switch
// costs a refresh, not new columns. The layout switch, with another column count, keeps them too and shows the
// right figures and each layout's own kept widths.

const SALES = '[row-id="salesDomestic"] [col-id="c0"]';

test('Alt+PageUp shows the earlier year in the same cells; the header and the cell names follow', async ({ page }) => {
  const user = await signInFreshUser(page);
  const summary = await importFixtureViaApi(page.request, user, 'three-companies-four-years.json');
  await openAnalysisFromHome(page, summary.name);
  const grid = page.getByTestId('grid-opstmt');
  const cell = grid.locator(SALES);
  // The assessment year, FY 2024-25, is shown first: Lakshmi Traders' domestic sales that year.
  await expect(cell).toHaveText('3,200.00');
  await expect(grid.getByRole('columnheader', { name: /Lakshmi Traders/ })).toContainText('FY 2024-25 (Estimated)');
  // Mark the DOM nodes AG Grid drew for the cell and its column's header: new column definitions replace the header.
  const header = grid.locator('.ag-header-cell[col-id="c0"]');
  await cell.evaluate((el) => el.setAttribute('data-drawn-before', 'yes'));
  await header.evaluate((el) => el.setAttribute('data-drawn-before', 'yes'));

  await cell.click();
  await page.keyboard.press('Alt+PageUp');
  await expect(cell).toHaveText('2,857.00');
  await expect(grid.getByRole('columnheader', { name: /Lakshmi Traders/ })).toContainText('FY 2023-24 (Audited)');
  await expect(cell).toHaveAttribute('data-drawn-before', 'yes');
  await expect(header).toHaveAttribute('data-drawn-before', 'yes');
  await expect(cell).toHaveAttribute('aria-label', 'Sales / Receipts – Domestic, Lakshmi Traders: 2,857.00');

  // Typing lands in the year shown, not the year the column was built for.
  await page.keyboard.type('2900');
  await page.keyboard.press('Enter');
  await expect(cell).toHaveText('2,900.00');
  await page.keyboard.press('Alt+PageDown');
  await expect(cell).toHaveText('3,200.00');
  await expect(cell).toHaveAttribute('data-drawn-before', 'yes');

  // Years side by side: the first column is Lakshmi Traders' first year, FY 2022-23.
  await page.getByRole('radio', { name: 'Years side by side' }).click();
  await expect(grid).toHaveAttribute('data-layout', 'years');
  await expect(grid.getByRole('columnheader', { name: /FY 2023-24/ }).first()).toBeVisible();
  await expect(grid.locator('[row-id="salesDomestic"] [col-id="c1"]')).toHaveText('2,900.00');
  await expect(grid.locator('[row-id="salesDomestic"] [col-id="c2"]')).toHaveText('3,200.00');
  await expect(cell).toHaveAttribute('data-drawn-before', 'yes');
});

test('each layout shows the column widths the analyst kept in it, across switches', async ({ page }) => {
  const user = await signInFreshUser(page);
  const summary = await importFixtureViaApi(page.request, user, 'three-companies-four-years.json');
  await openAnalysisFromHome(page, summary.name);
  const grid = page.getByTestId('grid-opstmt');
  await expect(grid.locator(SALES)).toHaveText('3,200.00');
  const shared = (await headerWidth(page, 'c0'))!;
  await dragEdge(page, 'c0', 150);
  await expect.poll(() => headerWidth(page, 'c0')).toBeGreaterThan(shared + 100);
  const kept = (await headerWidth(page, 'c0'))!;
  // Years side by side: four columns share the width, c0 among them, not at the companies layout's width.
  await page.getByRole('radio', { name: 'Years side by side' }).click();
  await expect(grid).toHaveAttribute('data-layout', 'years');
  await expect(grid.locator('[row-id="salesDomestic"] [col-id="c2"]')).toHaveText('3,200.00');
  await expect.poll(async () => Math.abs((await headerWidth(page, 'c0'))! - (await headerWidth(page, 'c1'))!)).toBeLessThanOrEqual(1);
  await page.getByRole('radio', { name: 'Companies side by side' }).click();
  await expect(grid).toHaveAttribute('data-layout', 'companies');
  await expect.poll(() => headerWidth(page, 'c0')).toBe(kept);
  await expect(grid.locator(SALES)).toHaveText('3,200.00');
});

test('Next shows the next screen in the grid already on the page, with its rows, figures and focus', async ({ page }) => {
  const user = await signInFreshUser(page);
  const summary = await importFixtureViaApi(page.request, user, 'three-companies-four-years.json');
  await openAnalysisFromHome(page, summary.name);
  await expect(page.getByTestId('grid-opstmt').locator(SALES)).toHaveText('3,200.00');
  // Mark the AG Grid the operating statement drew: a new grid for the next screen would not carry it.
  await page.locator('.ag-root-wrapper').evaluate((el) => el.setAttribute('data-drawn-before', 'yes'));
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/asset$/);
  const grid = page.getByTestId('grid-assetnliabs');
  await expect(grid.locator('.ag-root-wrapper')).toHaveAttribute('data-drawn-before', 'yes');
  await expect(grid.locator('[row-id="salesDomestic"]')).toHaveCount(0);
  await expect(grid.locator('[row-id="tradeDebtors6"] [col-id="c0"]')).toHaveText(/\d/);
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[row-id]')?.getAttribute('row-id') ?? null)).not.toBeNull();
});
