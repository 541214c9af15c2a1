import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, importFixtureViaApi, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// axe-core on every screen, light and dark: no serious or critical violation of WCAG 2 A/AA.

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 140)} ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)}`)
          .join(' | ')}`,
    );
}

for (const scheme of ['light', 'dark'] as const) {
  test(`signed-out pages have no serious accessibility violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const found: string[] = [];
    for (const [path, heading] of [
      ['/', /./],
      ['/login', 'Welcome back'],
      ['/register', /./],
      ['/contact', /./],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      found.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
    }
    expect(found).toEqual([]);
  });

  test(`the analysis screens and the dashboard have no serious accessibility violations (${scheme})`, async ({ page }) => {
    // Eight full-page axe runs over a grid of several hundred cells: slow on a shared machine.
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: scheme });
    const found: string[] = [];
    const check = async (where: string) => found.push(...(await seriousViolations(page)).map((v) => `${where}: ${v}`));
    const user = await signInFreshUser(page);
    const summary = await importFixtureViaApi(page.request, user, 'worked-example.json');
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Your analyses' })).toBeVisible();
    await check('/home');
    await openAnalysisFromHome(page, summary.name);
    for (const path of ['/opstmt', '/asset', '/oca-ocl', '/ratios', '/wctlassmt', '/kfi']) {
      if (!page.url().endsWith(path)) {
        await page
          .getByRole('navigation')
          .first()
          .getByRole('link', { name: /./ })
          .and(page.locator(`[href="${path}"]`))
          .first()
          .click();
      }
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('.cg-grid [role="gridcell"]').first()).toBeVisible();
      await check(path);
    }
    await page.goto('/visual1');
    await expect(page.getByTestId('dashboard-analysis')).toBeVisible();
    await check('/visual1');
    expect(found).toEqual([]);
  });
}
