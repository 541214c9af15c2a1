import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import type { AnalysisSummary, ReportModel } from '../src/contract';
import { formatValue } from '../src/domain/format';
import { expect, importFixtureViaApi, openAnalysisFromHome, signInFreshUser, test } from './fixtures';
import type { TestUser } from './fixtures';

// The CMA report as a bank takes it: a 3-company, 4-year analysis printed by Chromium to an A4 landscape
// PDF through the report's print stylesheet, then read back with pdftotext: no form loses its last row,
// every page of a form repeats its column headers, every page is numbered "Page n of N", and the
// assumptions (and the labels that name a norm) follow a margin changed through the settings API.

const FIXTURE = 'three-companies-four-years.json';

async function changeSettings(page: Page, user: TestUser, summary: AnalysisSummary, patch: Record<string, unknown>) {
  const res = await page.request.put(`/api/analyses/${summary.id}/settings/`, {
    headers: { Authorization: `Bearer ${user.tokens.access}` },
    data: { ...summary.settings, ...patch },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function openReport(page: Page, summary: AnalysisSummary) {
  await openAnalysisFromHome(page, summary.name);
  await page.getByRole('toolbar', { name: 'Grid tools' }).getByRole('link', { name: 'CMA report' }).click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByRole('heading', { name: 'Credit Monitoring Arrangement (CMA) data' })).toBeVisible();
}

/** The PDF's text, page by page, as `pdftotext -layout` lays it out. */
function pdfPages(pdf: string): string[] {
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  return text.split('\f').filter((p) => p.trim() !== '');
}

test('the CMA report prints every form whole on A4 landscape, headers and page numbers on every page', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const user = await signInFreshUser(page);
  const summary = await importFixtureViaApi(page.request, user, FIXTURE);
  await changeSettings(page, user, summary, { tandonMarginPct: 30 });
  let served: ReportModel | null = null;
  page.on('response', async (res) => {
    if (res.url().endsWith(`/api/analyses/${summary.id}/report/`) && res.ok()) {
      served = (await res.json()) as ReportModel;
    }
  });
  await openReport(page, summary);

  // The firm and the preparer are saved as the user's settings; the UDIN is stored with the analysis.
  await page.getByLabel('Firm name').fill('Rao & Associates, Chartered Accountants');
  await page.getByLabel('Prepared by').fill('CA Meera Rao');
  await page.getByRole('button', { name: 'Save firm and preparer' }).click();
  await expect(page.getByText('Saved for all your reports.')).toBeVisible();
  await page.getByLabel(/^UDIN/).fill('25123456ABCDEF7890');
  await page.getByRole('button', { name: 'Save sign-off' }).click();
  await expect(page.getByText('Saved with this analysis.')).toBeVisible();

  // Form I of the first company: a refused amount is marked in place and nothing is saved until fixed.
  const first = page.getByRole('region', { name: /^Form I, / }).first();
  await first.getByRole('button', { name: 'Add facility' }).click();
  await first.getByLabel(/^Facility, facility 1/).fill('Cash credit (hypothecation)');
  await first.getByLabel(/^Existing limit, facility 1/).fill('2,50,00');
  await first.getByLabel(/^Proposed limit, facility 1/).fill('₹ 3,00.00');
  await first.getByLabel(/^Outstanding, facility 1/).fill('1,234.5');
  await first.getByLabel(/^As on, facility 1/).fill('2025-03-31');
  await first.getByRole('button', { name: 'Save Form I' }).click();
  await expect(first.getByText('“2,50,00”: misplaced commas')).toBeVisible();
  await expect(first.getByLabel(/^Existing limit, facility 1/)).toHaveAttribute('aria-invalid', 'true');
  await first.getByLabel(/^Existing limit, facility 1/).fill('250');
  await first.getByLabel(/^Proposed limit, facility 1/).fill('₹ 300.00');
  await first.getByLabel(/^Proposed limit, facility 1/).press('Enter');
  await expect(first.getByText('Form I saved.')).toBeVisible();

  const pdf = testInfo.outputPath('cma-report.pdf');
  await page.pdf({ path: pdf, preferCSSPageSize: true, displayHeaderFooter: false, printBackground: true });
  const pages = pdfPages(pdf);
  const model = served as ReportModel | null;
  expect(model).not.toBeNull();
  if (!model) {
    return;
  }
  const companies = model.companies.map((c) => c.name);
  const periodLabels = model.periods.map((p) => p.label);
  expect(companies).toHaveLength(3);
  expect(periodLabels).toHaveLength(4);

  // "Page n of N" on every page.
  pages.forEach((text, i) => expect(text, `page ${i + 1}`).toContain(`Page ${i + 1} of ${pages.length}`));

  // Every page of a form carries its column headers: the company, the form, and (Forms II–VI) each period.
  const cover = pages.findIndex((t) => t.includes('Credit Monitoring Arrangement (CMA) data'));
  const assumptions = pages.findIndex((t) => /^\s*Assumptions\s*$/m.test(t));
  expect(cover).toBe(0);
  // The assumptions end the report, followed by the signature block (on the last page, with them or after them).
  expect(pages.length - 1 - assumptions).toBeLessThanOrEqual(1);
  expect(pages.at(-1)).toContain('Partner / Proprietor');
  // The CMA forms, then each company's break-even and sensitivity pages (and its term-loan page when it has loans), each under its header.
  const PAGE_HEADER = /(?:Form (I|II|III|IV|V|VI)|Term loans|Break-even|Sensitivity) · ₹ lakhs/;
  const between = pages.slice(1, assumptions);
  const formPages = between.filter((t) => PAGE_HEADER.test(t));
  // More pages than forms and break-even pages: some form runs over a page, so the repetition is really tested.
  expect(formPages.length).toBeGreaterThan(companies.length * 8);
  // A page without such a header holds only the company's checks across years and banker's flags, and names the company.
  for (const text of between.filter((t) => !PAGE_HEADER.test(t))) {
    expect(text).toMatch(/Checks across years|Banker's flags/);
    expect(companies.filter((c) => text.includes(c))).toHaveLength(1);
  }
  for (const [i, text] of formPages.entries()) {
    const header = PAGE_HEADER.exec(text);
    expect(companies.filter((c) => text.includes(c)), `form page ${i + 1}`).toHaveLength(1);
    if (header?.[1] !== 'I') {
      for (const label of periodLabels) {
        expect(text, `form page ${i + 1}`).toContain(label);
      }
    }
  }

  // The last row of every form of every company, with its assessment-year figure on the same line.
  const lines = formPages.join('\n').split('\n');
  const assessed = model.periods.findIndex((p) => p.year === model.assessment_year);
  const lineWith = (...parts: string[]) => lines.find((l) => parts.every((p) => l.includes(p)));
  for (const company of model.companies) {
    for (const form of company.forms.filter((f) => f.id !== 'I')) {
      const last = form.lines.filter((l) => !l.heading).at(-1)!;
      const value = last.values?.[assessed] ?? null;
      const figure = last.format === 'yesno' && value !== null ? formatValue(value !== 0, 'yesno') : formatValue(value, last.format);
      expect(lineWith(last.label, figure), `${company.name}, Form ${form.id}: ${last.label} ${figure}`).toBeDefined();
    }
  }
  expect(lineWith('Cash credit (hypothecation)', '250.00', '300.00', '1,234.50', '31 Mar 2025')).toBeDefined();
  expect(lines.filter((l) => l.includes('No facilities entered.'))).toHaveLength(2);

  // The assumptions and the norm-naming labels follow the changed margin.
  const end = pages[assumptions]!;
  expect(end).toMatch(/Tandon: minimum stipulated NWC[^\n]*\b30%/);
  expect(formPages.join('\n')).toContain('30% of total current assets');
  expect(formPages.join('\n')).not.toContain('25% of total current assets');
  // The cover and the signature carry the preparer's details.
  expect(pages[0]).toContain('Rao & Associates, Chartered Accountants');
  expect(pages[0]).toContain('25123456ABCDEF7890');
  expect(pages.at(-1)).toContain('CA Meera Rao');

  // Pictures of the pages, to look at.
  execFileSync('pdftoppm', ['-r', '50', '-png', pdf, testInfo.outputPath('page')]);
});

test('a Form I save after a change made elsewhere is refused clearly and the entries are kept', async ({ page }) => {
  const user = await signInFreshUser(page);
  const summary = await importFixtureViaApi(page.request, user, FIXTURE);
  await openReport(page, summary);

  const renamed = await page.request.patch(`/api/analyses/${summary.id}/`, {
    headers: { Authorization: `Bearer ${user.tokens.access}`, 'If-Match': `"${summary.version}"` },
    data: { name: 'Renamed in another tab' },
  });
  expect(renamed.status()).toBe(200);

  const first = page.getByRole('region', { name: /^Form I, / }).first();
  await first.getByRole('button', { name: 'Add facility' }).click();
  await first.getByLabel(/^Facility, facility 1/).fill('Term loan');
  await first.getByRole('button', { name: 'Save Form I' }).click();
  await expect(first.getByRole('alert')).toContainText('changed elsewhere');
  await expect(first.getByLabel(/^Facility, facility 1/)).toHaveValue('Term loan');
  await first.getByRole('button', { name: 'Reload the report' }).click();
  await expect(page.getByText('Renamed in another tab').first()).toBeVisible();
});
