import { expect, importFixtureViaApi, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// Layout shift (CLS) of the Assumptions screen loaded directly, with a multi-period analysis whose projected
// years are driven: the grid waits for the analysis, its periods and methods, and then appears whole, so
// nothing already on screen moves (bench/layout-shift.ts measures every route).

const OBSERVE = `window.__shifts = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    if (!e.hadRecentInput) {
      window.__shifts.push(e.value);
    }
  }
}).observe({ type: 'layout-shift', buffered: true });`;

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1440, height: 900 },
]) {
  test(`the Assumptions screen loads at ${viewport.width} px without moving what is on screen (CLS < 0.05)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const user = await signInFreshUser(page);
    const summary = await importFixtureViaApi(page.request, user, 'three-companies-four-years-driven.json');
    await openAnalysisFromHome(page, summary.name);
    await page.addInitScript(OBSERVE);
    await page.goto('/assumptions');
    await expect(page.getByTestId('assumptions-grid').locator('td[data-driven]').first()).toBeVisible();
    // Shifts are reported after the frame that made them: give the page a second to settle.
    await page.waitForTimeout(1000);
    const shifts = (await page.evaluate('window.__shifts')) as number[];
    expect(shifts.reduce((sum, v) => sum + v, 0)).toBeLessThan(0.05);
  });
}
