import { expect, importFixtureViaApi, layoutShiftOf, observeLayoutShifts, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// Layout shift (CLS) of the Assumptions screen loaded directly, with a multi-period analysis whose projected
// years are driven: the grid waits for the analysis, its periods and methods, and then appears whole, so
// nothing already on screen moves (bench/layout-shift.ts measures every route).

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1440, height: 900 },
]) {
  test(`the Assumptions screen loads at ${viewport.width} px without moving what is on screen (CLS < 0.05)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const user = await signInFreshUser(page);
    const summary = await importFixtureViaApi(page.request, user, 'three-companies-four-years-driven.json');
    await openAnalysisFromHome(page, summary.name);
    await observeLayoutShifts(page);
    await page.goto('/assumptions');
    await expect(page.getByTestId('assumptions-grid').locator('td[data-driven]').first()).toBeVisible();
    expect(await layoutShiftOf(page)).toBeLessThan(0.05);
  });
}
