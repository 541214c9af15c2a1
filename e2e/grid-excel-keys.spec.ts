import type { Page } from '@playwright/test';
import { cell, createAnalysisViaApi, expect, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// Issue 21: the Excel keys an analyst reaches for, in both layouts: Ctrl+D and Ctrl+R (taken before the
// browser's bookmark and reload), Ctrl+Enter into a selection, Shift+Space, Ctrl+Space, Ctrl+A,
// Ctrl+Shift+arrows and Ctrl+Shift+End, Backspace that empties and opens the cell, and arithmetic in a cell.

const focused = (page: Page) => page.locator('.cg-grid .ag-cell-focus');
const inBlock = (page: Page) => page.locator('.cg-grid .cg-in-block');

async function typeAt(page: Page, key: string, company: number, figure: string): Promise<void> {
  await cell(page, key, company).focus();
  await page.keyboard.type(figure);
  await page.keyboard.press('Enter');
}

test('companies layout: fill down and right, Ctrl+Enter, the selection keys and Backspace', async ({ page }) => {
  const user = await signInFreshUser(page);
  const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Acme Steels', 'Beta Traders', 'Cosmo Foods'] });
  await openAnalysisFromHome(page, summary.name);
  // A mark a reload would wipe: Ctrl+R must not reload the page.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  await typeAt(page, 'salesDomestic', 0, '1,500');
  await cell(page, 'salesDomestic', 1).focus();
  await page.keyboard.press('Control+r');
  await expect(cell(page, 'salesDomestic', 1)).toHaveText('1,500.00');
  await cell(page, 'salesExports', 0).focus();
  await page.keyboard.press('Control+d');
  await expect(cell(page, 'salesExports', 0)).toHaveText('1,500.00');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // A block: Ctrl+R copies its first column across, Ctrl+D its first row down; TOTAL SALES is left to compute.
  await cell(page, 'salesDomestic', 0).focus();
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Control+r');
  await expect(cell(page, 'salesExports', 2)).toHaveText('1,500.00');
  await expect(cell(page, 'salesDomestic', 2)).toHaveText('1,500.00');
  await page.keyboard.press('Control+z');
  await expect(cell(page, 'salesExports', 2)).toHaveText('0.00');
  await expect(cell(page, 'salesDomestic', 2)).toHaveText('0.00');
  await expect(cell(page, 'salesDomestic', 1)).toHaveText('1,500.00');

  // Ctrl+Enter puts the typed figure into every input of the selection and stays.
  await cell(page, 'others', 0).focus();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.type('42');
  await page.keyboard.press('Control+Enter');
  for (const company of [0, 1, 2]) {
    await expect(cell(page, 'others', company)).toHaveText('42.00');
  }
  await expect(focused(page)).toHaveAttribute('aria-label', 'Others, Cosmo Foods: 42.00');

  // Shift+Space selects the row, Ctrl+Space the column (every value row), Ctrl+A the grid.
  await cell(page, 'others', 1).focus();
  await page.keyboard.press('Shift+Space');
  await expect(inBlock(page)).toHaveCount(3);
  await cell(page, 'others', 1).focus();
  await page.keyboard.press('Control+Space');
  const valueRows = await page.locator('.cg-grid [col-id="c1"].cg-value').count();
  await expect(inBlock(page)).toHaveCount(valueRows);
  await page.keyboard.press('Control+a');
  await expect(inBlock(page)).toHaveCount(valueRows * 3);

  // Ctrl+Shift+Down extends to the end of the run of figures; Ctrl+Shift+End to the last input.
  await cell(page, 'salesDomestic', 0).focus();
  await page.keyboard.press('Control+Shift+ArrowDown');
  await expect(inBlock(page)).toHaveCount(3); // Domestic 1,500, Exports 1,500, Others 42
  await expect(focused(page)).toHaveAttribute('aria-label', 'Others, Acme Steels: 42.00');
  await page.keyboard.press('Control+Shift+End');
  await expect(focused(page)).toHaveAttribute('col-id', 'c2');
  await expect(inBlock(page).first()).toBeVisible();

  // Backspace empties the cell and opens it: Esc keeps the figure, typing replaces it.
  await cell(page, 'others', 1).focus();
  await page.keyboard.press('Backspace');
  await expect(cell(page, 'others', 1).locator('input')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(cell(page, 'others', 1)).toHaveText('42.00');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('9');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'others', 1)).toHaveText('9.00');
});

test('arithmetic typed into a cell is worked out exactly; what is not arithmetic is refused with why', async ({ page }) => {
  const user = await signInFreshUser(page);
  const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Acme Steels'] });
  await openAnalysisFromHome(page, summary.name);
  await typeAt(page, 'salesDomestic', 0, '=1200+350-45.5');
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('1,504.50');
  await typeAt(page, 'salesExports', 0, '=2,40,000*12');
  await expect(cell(page, 'salesExports', 0)).toHaveText('28,80,000.00');
  await typeAt(page, 'others', 0, '=(0.1+0.2)×10');
  await expect(cell(page, 'others', 0)).toHaveText('3.00');
  await typeAt(page, 'others', 0, '=A1*2');
  await expect(page.getByRole('alert').filter({ hasText: '"=A1*2" is refused: not arithmetic we can work out: cell references' })).toBeVisible();
  await expect(cell(page, 'others', 0)).toHaveText('3.00');

  // Typing over a computed figure says it is computed (once for the word) and points to its working.
  await cell(page, 'totalSales', 0).focus();
  await page.keyboard.type('99');
  await expect(page.getByRole('alert').filter({ hasText: 'TOTAL SALES is computed here, so it cannot be typed over' })).toHaveCount(1);
  await expect(page.getByTestId('working-panel')).toContainText('TOTAL SALES');
  await expect(cell(page, 'totalSales', 0)).toHaveText('28,81,507.50');
});

test('years layout: Ctrl+R fills the next year and Ctrl+D fills down within a year', async ({ page }) => {
  const user = await signInFreshUser(page);
  const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Acme Steels'] });
  const added = await page.request.post(`/api/analyses/${summary.id}/periods/`, {
    headers: { Authorization: `Bearer ${user.tokens.access}`, 'If-Match': `"${summary.version}"` },
    data: { at: 'after' },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  await openAnalysisFromHome(page, summary.name);
  await page.getByRole('radio', { name: 'Years side by side' }).click();
  await expect(page.getByRole('columnheader', { name: /FY 2025-26/ })).toBeVisible();
  await typeAt(page, 'salesDomestic', 0, '800');
  await cell(page, 'salesDomestic', 0).focus();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Control+r');
  await expect(cell(page, 'salesDomestic', 1)).toHaveText('800.00');
  await cell(page, 'salesExports', 1).focus();
  await page.keyboard.press('Control+d');
  await expect(cell(page, 'salesExports', 1)).toHaveText('800.00');
  await expect(cell(page, 'salesExports', 0)).toHaveText('0.00');
});
