import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, importFixtureViaApi, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// The Report screen as an analyst sees it (light and dark, phone and desktop widths, for a person to look
// at), and the dashboard's print: A4 landscape, without the navigation bar.

const FIXTURE = 'three-companies-four-years.json';

async function shoot(page: Page, testInfo: TestInfo, name: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page
    .getByRole('region', { name: /^Form I, / })
    .first()
    .scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`report-${name}-form-i.png`) });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(`report-${name}-cover.png`) });
}

test('the Report screen in light and dark at 1440 and 480 px', async ({ page }, testInfo) => {
  const user = await signInFreshUser(page);
  const summary = await importFixtureViaApi(page.request, user, FIXTURE);
  await openAnalysisFromHome(page, summary.name);
  await page.getByRole('link', { name: 'KFI', exact: true }).first().click();
  await page.getByRole('link', { name: 'CMA report (PDF)' }).click();
  await expect(page.getByRole('heading', { name: 'Credit Monitoring Arrangement (CMA) data' })).toBeVisible();
  await expect(page).toHaveTitle(`CMA report — ${summary.name}`);

  // One company at a time: only its forms are on the page.
  await page.getByLabel('Companies in the report').selectOption({ label: 'Deccan Castings Pvt Ltd' });
  await expect(page.getByRole('region', { name: /^Form I, / })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Form I, Deccan Castings Pvt Ltd' })).toBeVisible();
  await page.getByLabel('Companies in the report').selectOption('all');
  await expect(page.getByRole('region', { name: /^Form I, / })).toHaveCount(3);

  // Keyboard: Add facility, then Tab walks the row's fields in order.
  const first = page.getByRole('region', { name: /^Form I, / }).first();
  await first.getByRole('button', { name: 'Add facility' }).click();
  await first.getByLabel(/^Facility, facility 1/).focus();
  await page.keyboard.type('Cash credit');
  await page.keyboard.press('Tab');
  await page.keyboard.type('State Bank of India');
  // Past the facility's type to its existing limit.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1,25,000');
  await expect(first.getByLabel(/^Bank \/ institution, facility 1/)).toHaveValue('State Bank of India');
  await expect(first.getByLabel(/^Existing limit, facility 1/)).toHaveValue('1,25,000');
  await expect(first.getByText('Unsaved changes to Form I.')).toBeVisible();

  // No WCAG A/AA violations on the screen, with a facility being typed.
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).include('#main').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await shoot(page, testInfo, 'light-1440', 1440);
  await shoot(page, testInfo, 'light-480', 480);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await shoot(page, testInfo, 'dark-1440', 1440);
  await shoot(page, testInfo, 'dark-480', 480);
});

test('/visual1 prints on A4 landscape without the navigation bar', async ({ page }, testInfo) => {
  const user = await signInFreshUser(page);
  const summary = await importFixtureViaApi(page.request, user, FIXTURE);
  await openAnalysisFromHome(page, summary.name);
  await page.goto('/visual1');
  // The spec's seven cards, and the trend card a multi-year analysis adds.
  await expect(page.locator('[data-testid="dashboard-card"] svg.apexcharts-svg')).toHaveCount(8);
  const pdf = testInfo.outputPath('dashboard.pdf');
  await page.pdf({ path: pdf, preferCSSPageSize: true, displayHeaderFooter: false, printBackground: true });
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  expect(info).toMatch(/Page size:\s+84[12]\.\d+ x 59[45]\.\d+ pts \(A4\)/);
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  expect(text).toContain('CreditGrid Insights');
  expect(text).not.toContain('Asset & Liab');
  execFileSync('pdftoppm', ['-r', '50', '-png', pdf, testInfo.outputPath('dashboard')]);
});
