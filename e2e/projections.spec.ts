import { expect, cell, openAssumptionsOfFixture, test } from './fixtures';

// Projected years from assumptions, tried as a new user would, on fixtures/three-companies-four-years.json
// (two audited years typed; the estimated assessment year FY 2024-25 and a projected FY 2025-26): apply the
// defaults the company's own history suggests (shown first), drive sales by growth 12 % in every projected
// year, save; the projected balance sheet of every company tallies, a debtor figure is tinted as driven and
// its working gives the months and the sales; the analyst types over it (now typed, and said so) and one undo
// brings the method back.
//
// Hand figure: Lakshmi Traders' FY 2023-24 domestic sales 2,857 grown 12 % = 3,199.84 in FY 2024-25.

test('drive the projected years from assumptions: the balance sheet tallies, the working explains a debtor figure, override and undo', async ({ page }) => {
  test.setTimeout(120_000);
  await openAssumptionsOfFixture(page, 'three-companies-four-years.json');

  // Each company in turn (the switcher): its own history's defaults, shown before they are applied.
  const preview = page.getByTestId('defaults-preview');
  for (const company of ['Deccan Castings Pvt Ltd', 'Coromandel Exports Ltd', 'Lakshmi Traders']) {
    await page.getByLabel('Company').selectOption({ label: company });
    await page.getByRole('button', { name: 'Defaults from history' }).click();
    await expect(preview).toContainText('Trade Debtors < 6 months: Holding months');
    await expect(preview).toContainText('WC Borrowings – our bank: Balancing line');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(preview).toBeHidden();
    await expect(page.getByLabel('WC Borrowings – our bank, FY 2025-26: method')).toHaveValue('balancing');
  }

  const growth = page.getByLabel('Sales / Receipts – Domestic, FY 2024-25: %');
  await growth.fill('12');
  await growth.press('Enter');
  await page.getByRole('button', { name: "Sales / Receipts – Domestic: first year's method for all years" }).click();
  await expect(page.getByLabel('Sales / Receipts – Domestic, FY 2025-26: %')).toHaveValue('12');
  await page.getByRole('button', { name: 'Save assumptions' }).click();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Opstmt' }).click();
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('3,199.84');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Asset & Liab' }).click();
  for (const company of [0, 1, 2]) {
    await expect(cell(page, 'wheatherAssetsLiabTallied', company)).toHaveText('Yes');
  }
  const debtors = cell(page, 'tradeDebtors6', 0);
  await expect(debtors).toHaveClass(/cg-driven/);
  const driven = (await debtors.textContent())!;
  await debtors.click();
  await expect(page.getByTestId('working-driven')).toContainText(/Trade Debtors < 6 months = [\d.]+ months × sales [\d,.]+ ÷ 12 = /);
  await expect(page.getByTestId('working-driven')).toContainText(driven);

  // Typing over the driven figure makes it typed, and says so; one undo brings the method (and its figure) back.
  await page.keyboard.type('500');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Trade Debtors < 6 months is typed now')).toBeVisible();
  await expect(debtors).toHaveText('500.00');
  await expect(debtors).not.toHaveClass(/cg-driven/);
  await debtors.click();
  await page.keyboard.press('Control+z');
  await expect(debtors).toHaveText(driven);
  await expect(debtors).toHaveClass(/cg-driven/);

  // After a reload the stored assumptions still drive the figures, the one undone included.
  await page.reload();
  await expect(cell(page, 'tradeDebtors6', 0)).toHaveClass(/cg-driven/);
  await expect(cell(page, 'tradeDebtors6', 0)).toHaveText(driven);
  await expect(cell(page, 'tradeDebtors6', 1)).toHaveClass(/cg-driven/);
  await expect(cell(page, 'wheatherAssetsLiabTallied', 1)).toHaveText('Yes');
});
