import { expect, importFixtureViaApi, layoutShiftOf, observeLayoutShifts, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// Layout shift (CLS) of the Report screen loaded directly at a desktop width: the report arrives after its
// spinner, and nothing already on screen may move when it does (bench/layout-shift.ts measures every route).

test('the Report screen loads at 1440 px without moving what is on screen (CLS < 0.05)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const user = await signInFreshUser(page);
  const summary = await importFixtureViaApi(page.request, user, 'three-companies-four-years.json');
  await openAnalysisFromHome(page, summary.name);
  await observeLayoutShifts(page);
  await page.goto('/report');
  await expect(page.getByRole('heading', { name: 'Credit Monitoring Arrangement (CMA) data' })).toBeVisible();
  expect(await layoutShiftOf(page)).toBeLessThan(0.05);
});
