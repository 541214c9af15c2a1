import type { Page } from '@playwright/test';
import { cell, expect, importFixtureViaApi, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// The view is in the URL (?year=2024&layout=years&company=2) on the statement and derived screens, the dashboard
// and the report: a deep link opens it, a reload keeps it, Next carries it on, and a stale or malformed part falls
// back to the default with no error page. Figures from fixtures/three-companies-four-years.json: Lakshmi Traders'
// domestic sales are 2,857.00 in FY 2023-24 and 3,200.00 in the assessment year FY 2024-25; Deccan Castings'
// are 814.00, 862.00, 940.00 and 1,053.00 from FY 2022-23 to FY 2025-26.

async function openFixture(page: Page): Promise<void> {
  const user = await signInFreshUser(page);
  const summary = await importFixtureViaApi(page.request, user, 'three-companies-four-years.json');
  await openAnalysisFromHome(page, summary.name);
}

test('a deep link opens the year, layout and company it names; a reload keeps them and Next carries them on', async ({ page }) => {
  await openFixture(page);

  await page.goto('/opstmt?year=2024');
  await expect(page.getByTestId('period-switcher')).toHaveValue('1');
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('2,857.00');
  await page.reload();
  await expect(page.getByTestId('period-switcher')).toHaveValue('1');
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('2,857.00');
  await expect(page).toHaveURL(/\/opstmt\?year=2024$/);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/asset\?year=2024$/);
  await expect(page.getByTestId('period-switcher')).toHaveValue('1');

  // Picking another period writes it into the URL (replacing the entry), so a reload finds it again.
  await page.getByTestId('period-switcher').selectOption('3');
  await expect(page).toHaveURL(/\/asset\?year=2026$/);
  await page.reload();
  await expect(page.getByTestId('period-switcher')).toHaveValue('3');

  // One company's years side by side: the second company, all four years.
  await page.goto('/opstmt?layout=years&company=2');
  await expect(page.getByTestId('grid-opstmt')).toHaveAttribute('data-layout', 'years');
  await expect(page.getByTestId('company-switcher')).toHaveValue('1');
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('814.00');
  await expect(cell(page, 'salesDomestic', 3)).toHaveText('1,053.00');
  await page.reload();
  await expect(page.getByTestId('company-switcher')).toHaveValue('1');
  await expect(cell(page, 'salesDomestic', 1)).toHaveText('862.00');

  for (const [path, grid] of [
    ['/asset', 'grid-assetnliabs'],
    ['/oca-ocl', 'grid-ocaocl'],
    ['/ratios', 'grid-ratios'],
  ] as const) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?layout=years&company=2$`));
    await expect(page.getByTestId(grid)).toHaveAttribute('data-layout', 'years');
    await expect(page.getByTestId('company-switcher')).toHaveValue('1');
  }
});

test('a stale or malformed view in the URL falls back to the default view, with no error page', async ({ page }) => {
  await openFixture(page);

  await page.goto('/opstmt?year=1999&layout=sideways&company=9');
  await expect(page.getByTestId('period-switcher')).toHaveValue('2');
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('3,200.00');
  await expect(page).toHaveURL(/\/opstmt$/);

  await page.goto('/opstmt?year=0999&layout=years&company=0');
  await expect(page.getByTestId('company-switcher')).toHaveValue('0');
  await expect(page).toHaveURL(/\/opstmt\?layout=years$/);
});

test('the dashboard keeps its period in the URL, and a year the analysis does not have shows the assessment year', async ({ page }) => {
  await openFixture(page);

  await page.goto('/visual1?year=2024');
  await expect(page.getByTestId('dashboard-period')).toHaveValue('2024');
  await page.reload();
  await expect(page.getByTestId('dashboard-period')).toHaveValue('2024');
  await page.getByTestId('dashboard-period').selectOption('2026');
  await expect(page).toHaveURL(/\/visual1\?year=2026$/);

  await page.goto('/visual1?year=2031');
  await expect(page.getByTestId('dashboard-period')).toHaveValue('2025');
  await expect(page).toHaveURL(/\/visual1$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the report keeps the company it shows in the URL', async ({ page }) => {
  await openFixture(page);

  await page.goto('/report?company=2');
  const company = page.getByLabel('Companies in the report');
  // The report is computed on each visit (every form of three companies over four years): slow on a busy machine.
  await expect(company).toHaveValue('1', { timeout: 30_000 });
  await page.reload();
  await expect(company).toHaveValue('1', { timeout: 30_000 });
  await company.selectOption('all');
  await expect(page).toHaveURL(/\/report$/);
  await company.selectOption('2');
  await expect(page).toHaveURL(/\/report\?company=3$/);

  await page.goto('/report?company=7');
  await expect(company).toHaveValue('all', { timeout: 30_000 });
  await expect(page).toHaveURL(/\/report$/);
});
