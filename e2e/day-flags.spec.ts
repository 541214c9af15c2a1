import { cell, createAnalysisViaApi, expect, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// The grid tells you what is wrong: integrity flags on the cell, with a tooltip and screen-reader text.

test('a balance sheet that does not tally is flagged on its "No" and its difference', async ({ page }) => {
  const user = await signInFreshUser(page);
  const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Acme Steels'] });
  await openAnalysisFromHome(page, summary.name);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/asset$/);
  const tallied = cell(page, 'wheatherAssetsLiabTallied', 0);
  await expect(tallied).toHaveText('Yes');
  await expect(tallied.locator('.cg-badge')).toHaveCount(0);

  await cell(page, 'consumableSpares', 0).focus();
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await expect(tallied).toContainText('No');
  await expect(tallied.locator('.cg-badge')).toHaveAttribute('title', /Balance sheet not tallied/);
  await expect(tallied).toHaveAttribute('aria-label', /: No, Balance sheet not tallied/);
  await expect(cell(page, 'differenceIfAny', 0).locator('.cg-badge')).toHaveCount(1);
  // A flagged "No" is not drawn like a "Yes".
  const colour = await tallied.locator('.cg-flag-on').evaluate((el) => getComputedStyle(el).color);
  expect(colour).toBe('rgb(185, 28, 28)');
  // The tally banner stays.
  await expect(page.getByRole('alert').filter({ hasText: /tall/i })).toBeVisible();
});
