import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { labelOf } from '../src/domain/catalogue';
import type { ScreenId } from '../src/domain/formula';
import { SCREENS } from '../src/domain/screens';
import { DEFAULT_SETTINGS } from '../src/domain/settings';
import { SCREEN_PATHS } from '../src/web/lib/paths';
import { cell, createAnalysisViaApi, expect, importFixtureViaApi, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// Every screen printed by Chromium to A4 through the screens' print stylesheet and read back with
// pdftotext: the last row is on paper (KFI's drawing-power surplus/shortfall included), and every page
// repeats the screen, the company or period it shows and the column headers. A 3-company, 4-year analysis.

const FIXTURE = 'three-companies-four-years.json';
const COMPANIES = ['Lakshmi Traders', 'Deccan Castings Pvt Ltd', 'Coromandel Exports Ltd'];
const YEARS = ['FY 2022-23', 'FY 2023-24', 'FY 2024-25', 'FY 2025-26'];
const SCREEN_IDS = Object.keys(SCREENS) as ScreenId[];

/** The PDF's pages as `pdftotext -layout` lays them out. */
async function printedPages(page: Page, path: string): Promise<string[]> {
  await page.pdf({ path, preferCSSPageSize: true, printBackground: true });
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' })
    .split('\f')
    .filter((p) => p.trim() !== '');
}

/** The label of a screen's last row that holds a figure (the fixture keeps the default settings). */
const lastLabel = (screen: ScreenId) => labelOf(SCREENS[screen].rows.filter((r) => r.kind !== 'header').at(-1)!, DEFAULT_SETTINGS);

async function openScreen(page: Page, screen: ScreenId) {
  await page.goto(SCREEN_PATHS[screen]);
  await expect(page.getByRole('heading', { level: 1, name: SCREENS[screen].title })).toBeVisible();
  await expect(page.getByTestId(`grid-${screen}`)).toBeVisible();
}

test('every screen prints its last row, with the period and the column headers on every page', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const user = await signInFreshUser(page);
  const summary = await importFixtureViaApi(page.request, user, FIXTURE);
  await openAnalysisFromHome(page, summary.name);
  expect(lastLabel('kfi')).toMatch(/surplus/i);
  for (const screen of SCREEN_IDS) {
    await openScreen(page, screen);
    const pages = await printedPages(page, testInfo.outputPath(`${screen}.pdf`));
    const all = pages.join('\n');
    expect(all, `${screen}: its last row`).toContain(lastLabel(screen));
    for (const [i, text] of pages.entries()) {
      const where = `${screen}, page ${i + 1} of ${pages.length}`;
      expect(text, where).toContain(SCREENS[screen].title);
      expect(text, where).toContain('FY 2024-25 (Estimated)');
      expect(text, where).toContain('Particulars');
      for (const company of COMPANIES) {
        expect(text, where).toContain(company);
      }
    }
  }
});

test('the years layout names the company on every page; "all companies" prints each company whole', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const user = await signInFreshUser(page);
  const summary = await importFixtureViaApi(page.request, user, FIXTURE);
  await openAnalysisFromHome(page, summary.name);
  await openScreen(page, 'opstmt');
  await page.getByRole('radio', { name: 'Years side by side' }).click();

  const one = await printedPages(page, testInfo.outputPath('years-one.pdf'));
  for (const [i, text] of one.entries()) {
    expect(text, `page ${i + 1}`).toContain(COMPANIES[0]);
    for (const year of YEARS) {
      expect(text, `page ${i + 1}`).toContain(year);
    }
  }
  expect(one.join('\n')).toContain(lastLabel('opstmt'));
  expect(one.join('\n')).not.toContain(COMPANIES[1]);

  const scope = page.getByRole('toolbar', { name: 'Grid tools' }).getByLabel('Print scope');
  await scope.selectOption({ label: 'All companies' });
  const every = await printedPages(page, testInfo.outputPath('years-all.pdf'));
  // Each company starts a page; every page names one company and carries the years; each company's last row prints.
  for (const [i, text] of every.entries()) {
    expect(
      COMPANIES.filter((c) => text.includes(c)),
      `page ${i + 1}`,
    ).toHaveLength(1);
    expect(text, `page ${i + 1}`).toContain(YEARS[3]);
  }
  for (const company of COMPANIES) {
    const pages = every.filter((t) => t.includes(company));
    expect(pages.length, company).toBeGreaterThan(0);
    expect(pages.join('\n'), company).toContain(lastLabel('opstmt'));
  }

  // Back in the companies layout the same choice reads "all periods": one section per period.
  await page.getByRole('radio', { name: 'Companies side by side' }).click();
  await expect(scope.locator('option:checked')).toHaveText('All periods');
  const periods = await printedPages(page, testInfo.outputPath('companies-all.pdf'));
  for (const label of ['FY 2022-23 (Audited)', 'FY 2023-24 (Audited)', 'FY 2024-25 (Estimated)', 'FY 2025-26 (Projected)']) {
    const pages = periods.filter((t) => t.includes(label));
    expect(pages.length, label).toBeGreaterThan(0);
    expect(pages.join('\n'), label).toContain(lastLabel('opstmt'));
  }
});

test('a statement prints its detail lines indented under their row, each company its own', async ({ page }, testInfo) => {
  const user = await signInFreshUser(page);
  const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Acme Steels', 'Beta Traders'] });
  await openAnalysisFromHome(page, summary.name);
  await cell(page, 'addOtherIncome', 1).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await page.getByLabel('Line 1 label').fill('Rent <b>received</b>');
  await page.getByLabel('Line 1 amount').fill('40');
  await page.getByLabel('Line 2 label').fill('Interest on FDs');
  await page.getByLabel('Line 2 amount').fill('2.5');
  await page.getByLabel('Line 2 amount').press('Control+Enter');
  await expect(cell(page, 'addOtherIncome', 1)).toHaveText('42.50');
  const pages = await printedPages(page, testInfo.outputPath('opstmt-lines.pdf'));
  const lines = pages
    .join('\n')
    .split('\n')
    .filter((l) => l.trim() !== '');
  const row = lines.findIndex((l) => /^\s*Add: Other Income\s+0\.00\s+42\.50\s*$/.test(l));
  expect(row, lines.join('\n')).toBeGreaterThanOrEqual(0);
  // Acme has no such lines: its column is empty on them; the labels are text, never markup.
  expect(lines[row + 1]).toMatch(/^\s+Rent <b>received<\/b>\s+40\.00\s*$/);
  expect(lines[row + 2]).toMatch(/^\s+Interest on FDs\s+2\.50\s*$/);
  expect(lines[row + 1]!.indexOf('Rent')).toBeGreaterThan(lines[row]!.indexOf('Add: Other Income'));
});
