import { createAnalysisViaApi, expect, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// The grid's phone layout follows the window: turning a tablet or narrowing the window re-lays the
// columns (short label header) without a reload, and widening it brings the full header back.

test('the grid narrows and widens its label column as the window is resized, without a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const user = await signInFreshUser(page);
  const analysis = await createAnalysisViaApi(page.request, user, { companyNames: ['Alpha Ltd'], unit: 'lakhs' });
  await openAnalysisFromHome(page, analysis.name);
  const header = page.locator('.ag-header-cell').first();
  await expect(header).toContainText('Particulars (₹ lakhs)');

  await page.setViewportSize({ width: 480, height: 900 });
  await expect(header).toContainText('In ₹ lakhs');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(header).toContainText('Particulars (₹ lakhs)');
});
