import type { Page } from '@playwright/test';
import worked from '../fixtures/worked-example.json' with { type: 'json' };
import { inputRows } from '../src/domain/model';
import type { InputScreenId } from '../src/domain/model';
import { cell, createAnalysisViaModal, expect, registerAndLoginViaUi, test } from './fixtures';

// Keying in statements, as a new user would do it: register → login → Explore Insights with 3 companies → key the
// worked example (cma-domain §8, company A) into all three grids with the keyboard → forward and
// back → reload → every figure and total is still there.

type Statement = Record<string, number>;
const A = worked.companies[0] as unknown as Record<InputScreenId, Statement>;

/** A value cell of a statement grid: row by wire key, column by company index. */
/**
 * Keys a company's whole statement from its first input cell: each figure typed (a digit starts the
 * edit) and Enter, which commits and moves down to the next input row, skipping derived rows.
 */
async function keyStatement(page: Page, screen: InputScreenId, figures: Statement): Promise<void> {
  for (const row of inputRows(screen)) {
    const value = figures[row.key] ?? 0;
    await page.keyboard.type(String(value));
    await page.keyboard.press('Enter');
  }
}

/** Waits until the screen has loaded and puts the keyboard focus on its first input cell. */
async function focusFirstInput(page: Page, screen: InputScreenId): Promise<void> {
  const first = inputRows(screen)[0]!.key;
  await expect(cell(page, first, 0)).toBeVisible();
  await cell(page, first, 0).click();
}

/** Explore Insights on the landing page (spec §2) with these company names (empty → "Company N"). */
async function exploreInsights(page: Page, names: string[]): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Explore Insights' }).first().click();
  await createAnalysisViaModal(page, names);
}

test('a new user keys three statements with the keyboard and finds every figure after a reload', async ({ page }) => {
  await registerAndLoginViaUi(page);
  await exploreInsights(page, ['Shree Ganesh Polymers', 'Beta Traders', '']);
  await expect(page.getByRole('columnheader', { name: 'Company 3' })).toBeVisible();

  // Operating statement: company 1 in full with Enter; Enter then continues at the top of company 2.
  await focusFirstInput(page, 'opstmt');
  await keyStatement(page, 'opstmt', A.opstmt);
  await page.keyboard.type('500');
  await page.keyboard.press('Tab'); // Tab moves across to company 3 on the same row
  await page.keyboard.type('750');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'totalSales', 0)).toHaveText('2,000.00');
  await expect(cell(page, 'salesDomestic', 1)).toHaveText('500.00');
  await expect(cell(page, 'salesDomestic', 2)).toHaveText('750.00');
  await expect(cell(page, 'netProfitAfterTaxLoss', 0)).toHaveText('180.00');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/asset$/);
  await focusFirstInput(page, 'assetnliabs');
  await keyStatement(page, 'assetnliabs', A.assetnliabs);
  // Until the OCA/OCL schedule is in, the "other" links are 0 and the balance sheet does not tally.
  await expect(page.getByRole('alert').filter({ hasText: 'Balance sheet does not tally for Shree Ganesh Polymers' })).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/oca-ocl$/);
  await focusFirstInput(page, 'ocaocl');
  await keyStatement(page, 'ocaocl', A.ocaocl);
  await expect(cell(page, 'totalOtherCurrentAssets', 0)).toHaveText('70.00');

  // Back to the balance sheet: the links now carry the schedule and it tallies.
  await page.goBack();
  await expect(page).toHaveURL(/\/asset$/);
  await expect(cell(page, 'totalCurrentAssets', 0)).toHaveText('650.00');
  await expect(cell(page, 'differenceIfAny', 0)).toHaveText('0.00');
  await expect(cell(page, 'wheatherAssetsLiabTallied', 0)).toHaveText('Yes');
  await expect(page.getByText('Balance sheet does not tally for Shree Ganesh Polymers')).toHaveCount(0);
  await expect(page.getByTestId('save-status')).toHaveText('Saved');

  await page.reload();
  await expect(cell(page, 'totalCurrentAssets', 0)).toHaveText('650.00');
  await expect(cell(page, 'wheatherAssetsLiabTallied', 0)).toHaveText('Yes');
  await expect(cell(page, 'tradeDebtors6', 0)).toHaveText('300.00');
  await page.goto('/opstmt');
  await expect(cell(page, 'totalSales', 0)).toHaveText('2,000.00');
  await expect(cell(page, 'salesDomestic', 1)).toHaveText('500.00');
  await expect(cell(page, 'salesDomestic', 2)).toHaveText('750.00');
  await page.goto('/oca-ocl');
  await expect(cell(page, 'totalOtherTermLiabilities', 0)).toHaveText('100.00');
});

test('a typed letter is refused: the old figure stays and the analyst is told', async ({ page }) => {
  await registerAndLoginViaUi(page);
  await exploreInsights(page, ['Solo Industries']);

  await focusFirstInput(page, 'opstmt');
  await page.keyboard.type('1800');
  await page.keyboard.press('Enter');
  await cell(page, 'salesDomestic', 0).click();
  await page.keyboard.press('F2');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('12abc');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/"12abc" is not a number\. Kept 1,800\.00/)).toBeVisible();
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('1,800.00');
  await expect(cell(page, 'totalSales', 0)).toHaveText('1,800.00');
});
