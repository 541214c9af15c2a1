import type { Page } from '@playwright/test';
import { cell, expect, registerAndLoginViaUi, test } from './fixtures';

// Years beside each other, tried as a new user would: an analysis with 2 audited years before and 1
// projected year after the assessment year, two years keyed for one company in the years layout, a
// 3-year block pasted from the clipboard, % rise in sales and TNW increase computed with the previous
// year named and linked in the working, then the companies layout and its periods by keyboard, a
// reload, and everything found again. Hand figures: sales 1,000 → 1,200 (+20.00%); TNW = paid-up
// capital + reserves = 150 → 180 → 220, so the increase is 30.00 in FY 2023-24 and 40.00 in FY 2024-25.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const writeClipboard = (page: Page, text: string) => page.evaluate((t) => navigator.clipboard.writeText(t), text);

async function createWithYears(page: Page, name: string, before: number, after: number): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Explore Insights' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'How many companies need analysis?' });
  await dialog.getByLabel('Number of companies').selectOption('2');
  await dialog.getByPlaceholder('Company 1 Name').fill(name);
  await dialog.getByLabel('Year', { exact: true }).fill('2025');
  await dialog.getByLabel('Before it (audited)').selectOption(String(before));
  await dialog.getByLabel('After it (projected)').selectOption(String(after));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/opstmt$/);
}

test('years side by side: key, paste a 3-year block, see the prior-year rows and their working, switch layouts and periods, reload', async ({ page }) => {
  await registerAndLoginViaUi(page);
  await createWithYears(page, 'Sita Textiles', 2, 1);

  // The spec's layout first: companies side by side for the assessment year.
  await expect(page.getByTestId('period-switcher')).toHaveValue('2');
  await expect(page.getByTestId('period-switcher').locator('option').first()).toHaveText('FY 2024-25 (Estimated) · assessment year');

  await page.getByRole('radio', { name: 'Years side by side' }).click();
  const grid = page.getByTestId('grid-opstmt');
  await expect(grid).toHaveAttribute('data-layout', 'years');
  for (const [i, year, kind] of [
    [0, 'FY 2022-23', 'Audited'],
    [1, 'FY 2023-24', 'Audited'],
    [2, 'FY 2024-25', 'Estimated'],
    [3, 'FY 2025-26', 'Projected'],
  ] as const) {
    const header = page.locator(`.ag-header-cell[col-id="c${i}"]`);
    await expect(header).toContainText(year);
    await expect(header).toContainText(kind);
  }
  await expect(page.locator('.ag-header-cell[col-id="c2"]')).toContainText('AY');

  // Two years keyed for company 1: a digit starts the edit, Tab moves to the next year.
  await cell(page, 'salesDomestic', 0).click();
  await page.keyboard.type('1000');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1200');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'totalSales', 0)).toHaveText('1,000.00');
  await expect(cell(page, 'totalSales', 1)).toHaveText('1,200.00');

  // A 3-year block from Excel on the balance sheet: two rows, three years.
  await page.getByRole('link', { name: 'Asset & Liab' }).first().click();
  // The layout is part of the view, so the URL says it.
  await expect(page).toHaveURL(/\/asset\?layout=years$/);
  await cell(page, 'paidUpCapital', 0).click();
  await writeClipboard(page, '100\t100\t100\r\n50\t80\t120\r\n');
  await page.keyboard.press('Control+v');
  await expect(cell(page, 'netWorth', 0)).toHaveText('150.00');
  await expect(cell(page, 'netWorth', 1)).toHaveText('180.00');
  await expect(cell(page, 'netWorth', 2)).toHaveText('220.00');
  await expect(cell(page, 'netWorth', 3)).toHaveText('0.00');

  // The prior-year rows on the ratios screen, per year; the first year has none.
  await page.getByRole('link', { name: 'Ratios' }).first().click();
  await expect(page).toHaveURL(/\/ratios\?layout=years$/);
  await expect(cell(page, 'increase_and_decrease', 0)).toHaveText('—');
  await expect(cell(page, 'increase_and_decrease', 1)).toHaveText('30.00');
  await expect(cell(page, 'increase_and_decrease', 2)).toHaveText('40.00');
  await expect(cell(page, 'percent_rise_ans_fall_in_sales', 1)).toContainText('20.00');

  // The working names the previous year's TNW and links to it.
  await cell(page, 'increase_and_decrease', 2).click();
  const working = page.getByTestId('working-text');
  const previous = working.getByRole('button', { name: /\(FY 2023-24\) 180\.00/ });
  await expect(previous).toBeVisible();
  await previous.click();
  await expect(cell(page, 'tangible_net_worth', 1)).toHaveClass(/ag-cell-focus/);

  // Companies side by side: the assessment year, then the previous and next periods by keyboard.
  await page.getByRole('radio', { name: 'Companies side by side' }).click();
  await expect(page.getByTestId('grid-ratios')).toHaveAttribute('data-layout', 'companies');
  await page.getByTestId('period-switcher').selectOption('2');
  await expect(cell(page, 'increase_and_decrease', 0)).toHaveText('40.00');
  await page.keyboard.press('Alt+PageUp');
  await expect(page.getByTestId('period-switcher')).toHaveValue('1');
  await expect(cell(page, 'increase_and_decrease', 0)).toHaveText('30.00');
  await page.keyboard.press('Alt+PageDown');
  await expect(cell(page, 'increase_and_decrease', 0)).toHaveText('40.00');

  // Reload: the layout is remembered, the figures are back.
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await page.reload();
  await expect(page.getByTestId('grid-ratios')).toHaveAttribute('data-layout', 'companies');
  await expect(cell(page, 'increase_and_decrease', 0)).toHaveText('40.00');
  await page.keyboard.press('Alt+PageUp');
  await expect(cell(page, 'percent_rise_ans_fall_in_sales', 0)).toContainText('20.00');
  await page.getByRole('radio', { name: 'Years side by side' }).click();
  await expect(cell(page, 'increase_and_decrease', 1)).toHaveText('30.00');
  await page.getByRole('link', { name: 'Opstmt' }).first().click();
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('1,000.00');
  await expect(cell(page, 'salesDomestic', 1)).toHaveText('1,200.00');
});

test('period operations: add a year, remove it after confirming, and undo the removal', async ({ page }) => {
  await registerAndLoginViaUi(page);
  await createWithYears(page, 'Ravi Engineering', 1, 0);
  await page.getByRole('radio', { name: 'Companies side by side' }).click();
  const switcher = page.getByTestId('period-switcher');
  await expect(switcher.locator('option')).toHaveCount(2);

  await page.getByRole('button', { name: '+ Year after' }).click();
  await expect(switcher.locator('option')).toHaveCount(3);
  await switcher.selectOption({ label: 'FY 2025-26 (Projected)' });
  await cell(page, 'salesDomestic', 0).click();
  await page.keyboard.type('=400+500');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'totalSales', 0)).toHaveText('900.00');
  // What is kept beside the figures of that year: a note, and other income opened into detail lines (40 + 2.5).
  await cell(page, 'salesDomestic', 0).focus();
  await page.keyboard.press('Shift+F2');
  await page.keyboard.type('Order book, March');
  await page.keyboard.press('Enter');
  await cell(page, 'addOtherIncome', 0).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await page.getByLabel('Line 1 label').fill('Rent');
  await page.getByLabel('Line 1 amount').fill('40');
  await page.getByLabel('Line 2 label').fill('Interest');
  await page.getByLabel('Line 2 amount').fill('2.5');
  await page.getByLabel('Line 2 amount').press('Control+Enter');
  await expect(cell(page, 'addOtherIncome', 0)).toHaveText('42.50');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');

  // It holds a figure, so removing asks first.
  await page.getByRole('button', { name: 'Remove year' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove FY 2025-26 (Projected)?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove the year' }).click();
  await expect(switcher.locator('option')).toHaveCount(2);
  await expect(page.getByText('FY 2025-26 (Projected) removed.')).toBeVisible();

  await page.getByRole('button', { name: 'Undo removal' }).click();
  await expect(switcher.locator('option')).toHaveCount(3);
  await switcher.selectOption({ label: 'FY 2025-26 (Projected)' });
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('900.00');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await page.reload();
  await switcher.selectOption({ label: 'FY 2025-26 (Projected)' });
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('900.00');
  // The undone removal brought back the expression, the note and the detail lines with the figures.
  await cell(page, 'salesExports', 0).focus();
  await cell(page, 'salesDomestic', 0).focus();
  await expect(page.getByTestId('working-expression')).toHaveText('Typed as =400+500');
  await expect(cell(page, 'salesDomestic', 0)).toHaveAttribute('title', 'Note: Order book, March');
  await expect(cell(page, 'addOtherIncome', 0)).toHaveText('42.50');
  await expect(cell(page, 'addOtherIncome', 0)).toHaveClass(/cg-has-lines/);
  await cell(page, 'addOtherIncome', 0).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByLabel('Line 2 label')).toHaveValue('Interest');
  await expect(page.getByLabel('Line 2 amount')).toHaveValue('2.50');
});
