import { expect, importFixtureViaApi, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// Layout shift (CLS) of the Report screen loaded directly at a desktop width: the report arrives after its
// spinner, and nothing already on screen may move when it does (bench/layout-shift.ts measures every route).

const OBSERVE = `window.__shifts = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    if (!e.hadRecentInput) {
      window.__shifts.push(e.value);
    }
  }
}).observe({ type: 'layout-shift', buffered: true });`;

test('the Report screen loads at 1440 px without moving what is on screen (CLS < 0.05)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const user = await signInFreshUser(page);
  const summary = await importFixtureViaApi(page.request, user, 'three-companies-four-years.json');
  await openAnalysisFromHome(page, summary.name);
  await page.addInitScript(OBSERVE);
  await page.goto('/report');
  await expect(page.getByRole('heading', { name: 'Credit Monitoring Arrangement (CMA) data' })).toBeVisible();
  // Shifts are reported after the frame that made them: give the page a second to settle.
  await page.waitForTimeout(1000);
  const shifts = (await page.evaluate('window.__shifts')) as number[];
  expect(shifts.reduce((sum, v) => sum + v, 0)).toBeLessThan(0.05);
});
