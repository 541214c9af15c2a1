import { expect, test } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The dashboard as an analyst meets it: a fresh user imports a three-company analysis, opens it, finishes
// on /kfi and lands on /visual1, where all seven cards draw their charts in light and dark, at
// 1440 px and stacked at 480 px. Screenshots go to the test's output directory for review;
// scripts/screenshots.ts regenerates the ones in docs/screenshots/ on purpose.

const root = path.resolve(import.meta.dirname, '..');
const threeCompanies = path.join(root, 'fixtures/three-companies.json');
const fixturePath = existsSync(threeCompanies) ? threeCompanies : path.join(root, 'fixtures/worked-example.json');
const fixture = JSON.parse(readFileSync(fixturePath, 'utf8')) as { name: string };

const CARD_TITLES = [
  'Revenue From Operations',
  'PBDIT',
  'Cash Accruals',
  'Profit Before Tax and Profit After Tax',
  'Net Working Capital',
  'Net Cash Accrual',
  'Current Ratio',
];

/** Registers a fresh user through the API and signs in through the login screen. */
async function signInAsNewUser(page: Page): Promise<void> {
  const user = `dash${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const password = 'correct horse 42';
  const registered = await page.request.post('/api/register/', {
    data: { email: `${user}@example.in`, username: user, password, password2: password },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/login');
  await page.getByLabel('Username').fill(user);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Imports the fixture with the signed-in user's bearer token (POST /api/analyses/import/). */
async function importFixture(page: Page): Promise<void> {
  const access = await page.evaluate(() => (JSON.parse(localStorage.getItem('authTokens') ?? '{}') as { access?: string }).access);
  expect(access, 'login stores the access token under authTokens').toBeTruthy();
  const imported = await page.request.post('/api/analyses/import/', {
    data: fixture,
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(imported.status()).toBe(201);
}

/** Every card has drawn its chart: seven cards, each with an ApexCharts SVG and no "Loading...". */
async function expectSevenCharts(page: Page): Promise<void> {
  const cards = page.getByTestId('dashboard-card');
  await expect(cards).toHaveCount(7);
  for (const title of CARD_TITLES) {
    const card = page.getByRole('region', { name: title, exact: true });
    await expect(card.locator('.apexcharts-canvas svg').first()).toBeVisible();
    await expect(card.getByText('Loading...')).toHaveCount(0);
  }
}

/**
 * How many charts are not yet laid out: a chart must fill its box's width (ApexCharts redraws
 * after a resize or a theme change), and nothing in a card (plot, legend) may stick out of it.
 * Plus any sideways scroll of the page.
 */
function misfitCharts(): number {
  const misfits = [...document.querySelectorAll('[data-testid="dashboard-card"]')].filter((card) => {
    const box = card.querySelector('.dashboard-chart');
    const svg = card.querySelector('svg.apexcharts-svg');
    if (box === null || svg === null) {
      return true;
    }
    const inner = card.getBoundingClientRect();
    const fills = Math.abs(svg.getBoundingClientRect().width - box.getBoundingClientRect().width) <= 1;
    const contained = [...card.querySelectorAll('.apexcharts-canvas, .apexcharts-legend, ul, table')].every((el) => {
      const r = el.getBoundingClientRect();
      return r.left >= inner.left - 0.5 && r.right <= inner.right + 0.5 && r.bottom <= inner.bottom + 0.5;
    });
    return !fills || !contained;
  });
  return misfits.length + Math.max(0, document.documentElement.scrollWidth - window.innerWidth);
}

async function shoot(page: Page, testInfo: TestInfo, name: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await expectSevenCharts(page);
  await expect.poll(() => page.evaluate(misfitCharts), { message: `every chart fits its card at ${name}` }).toBe(0);
  // From the top, so the sticky top bar sits at the top of the full-page image.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(`dashboard-${name}.png`), fullPage: true });
}

test('an imported analysis finishes on /visual1 with seven charts in light and dark', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  // Charts draw without their grow-in animation, so screenshots show finished charts.
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
  await page.setViewportSize({ width: 1440, height: 900 });

  await signInAsNewUser(page);
  await importFixture(page);

  // Open it from Home, then finish the flow on the key financial indicators.
  await page.reload();
  const analysis = page.getByTestId('analysis-card').filter({ hasText: fixture.name });
  await analysis.getByRole('button', { name: /^(Open|Continue)$/ }).click();
  await expect(page).toHaveURL(/\/opstmt$/);
  await page.goto('/kfi');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Your records have been saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/visual1$/, { timeout: 10_000 });

  await expect(page.getByRole('heading', { level: 1, name: 'CreditGrid Insights' })).toBeVisible();
  await expect(page.getByTestId('dashboard-analysis')).toContainText(fixture.name);
  await expectSevenCharts(page);
  await expect(page.getByTestId('top-company')).toHaveCount(3);
  for (const top of await page.getByTestId('top-company').all()) {
    await expect(top).toContainText('₹');
  }

  // A legend item toggles its series: Profit After Tax collapses, then comes back.
  const profit = page.getByRole('region', { name: 'Profit Before Tax and Profit After Tax' });
  const patLegend = profit.locator('.apexcharts-legend-series', { hasText: 'Profit After Tax' });
  const patBars = profit.locator('.apexcharts-series[seriesName="ProfitxAfterxTax"] path.apexcharts-bar-area');
  const companies = await profit.locator('.apexcharts-series[seriesName="ProfitxBeforexTax"] path.apexcharts-bar-area').count();
  expect(companies).toBeGreaterThan(0);
  await expect(patBars).toHaveCount(companies);
  await patLegend.click();
  await expect(patLegend).toHaveClass(/apexcharts-inactive-legend/);
  await expect(patBars).toHaveCount(0);
  await patLegend.click();
  await expect(patLegend).not.toHaveClass(/apexcharts-inactive-legend/);
  await expect(patBars).toHaveCount(companies);

  // The Current Ratio legend is a table whose rows toggle their segments.
  const ratio = page.getByRole('region', { name: 'Current Ratio' });
  const firstCompany = ratio.getByTestId('current-ratio-legend').getByRole('button').first();
  // A hidden segment stays in the DOM as a collapsed series.
  const segments = ratio.locator('.apexcharts-series:not(.apexcharts-series-collapsed) path.apexcharts-bar-area');
  const drawn = await segments.count();
  expect(drawn).toBeGreaterThan(0);
  await firstCompany.click();
  await expect(firstCompany).toHaveAttribute('aria-pressed', 'false');
  await expect(segments).toHaveCount(drawn - 1);
  await firstCompany.click();
  await expect(firstCompany).toHaveAttribute('aria-pressed', 'true');
  await expect(segments).toHaveCount(drawn);

  // The Net Cash Accrual legend names each company with its signed figure (a loss keeps its minus)
  // and its buttons hide and show that company's slice.
  const nca = page.getByRole('region', { name: 'Net Cash Accrual' });
  const ncaLegend = nca.getByTestId('net-cash-accrual-legend').getByRole('button');
  await expect(ncaLegend).toHaveCount(companies);
  await expect(ncaLegend.filter({ hasText: /: \u2212₹/ }).first()).toBeVisible();
  const slices = nca.locator('.apexcharts-pie-area');
  await expect(slices).toHaveCount(companies);
  await ncaLegend.first().click();
  await expect(ncaLegend.first()).toHaveAttribute('aria-pressed', 'false');
  await expect(slices).toHaveCount(companies - 1);
  await ncaLegend.first().click();
  await expect(ncaLegend.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(slices).toHaveCount(companies);

  // Indian notation by default; the switch turns every chart to en-US compact and back.
  const top = page.getByTestId('top-company').first();
  await expect(top).toContainText(/₹[\d.,]+ (L|Cr)\b/);
  await page.getByRole('button', { name: '₹ K / M' }).click();
  await expect(top).toContainText(/₹[\d.]+[KMB]\b/);
  await expect(ncaLegend.filter({ hasText: /: \u2212₹[\d.]+[KMB]/ }).first()).toBeVisible();
  await page.getByRole('button', { name: '₹ L / Cr' }).click();
  await expect(top).toContainText(/₹[\d.,]+ (L|Cr)\b/);

  await shoot(page, testInfo, 'light-1440', 1440);
  await shoot(page, testInfo, 'light-480', 480);

  // Dark mode from the top bar: the charts follow the class on <html>.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(profit.locator('.apexcharts-legend-text').first()).toHaveCSS('color', 'rgb(209, 213, 219)');
  await shoot(page, testInfo, 'dark-1440', 1440);
  await shoot(page, testInfo, 'dark-480', 480);
});

/** Each card's chart width against its card's content width, in px. */
function chartWidths(): { card: number; chart: number }[] {
  return [...document.querySelectorAll('[data-testid="dashboard-card"]')].map((card) => {
    const style = getComputedStyle(card);
    // clientWidth leaves out the border; the chart gets what is left inside the padding.
    const inner = card.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const svg = card.querySelector('svg.apexcharts-svg');
    return { card: Math.floor(inner), chart: svg === null ? -1 : Math.round(svg.getBoundingClientRect().width) };
  });
}

test('dashboard charts follow the window both ways: 1440 → 1200 → 1440', async ({ page }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsNewUser(page);
  await importFixture(page);
  await page.reload();
  await page
    .getByTestId('analysis-card')
    .filter({ hasText: fixture.name })
    .getByRole('button', { name: /^(Open|Continue)$/ })
    .click();
  await expect(page).toHaveURL(/\/opstmt$/);
  await page.goto('/visual1');
  await expectSevenCharts(page);

  const fits = async () => (await page.evaluate(chartWidths)).every(({ card, chart }) => chart > 0 && Math.abs(chart - card) <= 1);
  await expect.poll(fits, { message: 'charts fill their cards at 1440 px' }).toBe(true);
  const before = await page.evaluate(chartWidths);

  await page.setViewportSize({ width: 1200, height: 900 });
  await expect.poll(fits, { message: 'charts follow their cards down to 1200 px' }).toBe(true);
  // At 1200 px the single-metric cards go from three to two a row, so they get wider.
  const narrow = await page.evaluate(chartWidths);
  expect(narrow[0]?.chart).toBeGreaterThan(before[0]?.chart ?? 0);

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect.poll(fits, { message: 'charts come back to their cards at 1440 px' }).toBe(true);
  expect(await page.evaluate(chartWidths)).toEqual(before);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
