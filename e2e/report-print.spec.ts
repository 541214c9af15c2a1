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
  test.setTimeout(240_000);
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
  await first.getByLabel(/^Limit requested, facility 1/).fill('₹ 3,00.00');
  await first.getByLabel(/^Outstanding, facility 1/).fill('1,234.5');
  await first.getByLabel(/^As on, facility 1/).fill('2025-03-31');
  await first.getByRole('button', { name: 'Save Form I' }).click();
  await expect(first.getByText('“2,50,00”: misplaced commas')).toBeVisible();
  await expect(first.getByLabel(/^Existing limit, facility 1/)).toHaveAttribute('aria-invalid', 'true');
  await first.getByLabel(/^Existing limit, facility 1/).fill('250');
  await first.getByLabel(/^Limit requested, facility 1/).fill('₹ 300.00');
  // What a bank asks for besides the limits: the bank, the type, the utilisation over 12 months, overdues, security, rate.
  await first.getByLabel(/^Bank \/ institution, facility 1/).fill('Bank of Baroda');
  await first.getByLabel(/^Type, facility 1/).selectOption({ label: 'Cash credit' });
  await first.getByLabel(/^Max\. utilisation \(12 months\), facility 1/).fill('240');
  await first.getByLabel(/^Min\. utilisation \(12 months\), facility 1/).fill('250');
  await first.getByLabel(/^Overdue, facility 1/).fill('12.5');
  await first.getByLabel(/^Overdue since, facility 1/).fill('2025-01-15');
  await first.getByLabel(/^Security, facility 1/).fill('Hypothecation of stock <b>and</b> book debts');
  await first.getByLabel(/^Rate \(% p\.a\.\), facility 1/).fill('9.25');
  await first.getByRole('button', { name: 'Save Form I' }).click();
  await expect(first.getByText('the minimum utilisation cannot exceed the maximum')).toBeVisible();
  await first.getByLabel(/^Min\. utilisation \(12 months\), facility 1/).fill('110.5');
  // An outstanding in rupees typed into the lakhs field is flagged as it is typed (and again in the print).
  await first.getByLabel(/^Outstanding, facility 1/).fill('1,96,40,000');
  await expect(first.getByRole('status').filter({ hasText: 'more than 1.5 × the limit' })).toBeVisible();
  await first.getByLabel(/^Outstanding, facility 1/).fill('1,234.5');
  // 1,234.50 is still above 1.5 × 250: the warning stays, and the print flags it.
  await expect(first.getByText('more than 1.5 × the limit')).toHaveCount(1);
  await first.getByLabel(/^Rate \(% p\.a\.\), facility 1/).press('Enter');
  await expect(first.getByText('Form I saved.')).toBeVisible();

  const pdf = testInfo.outputPath('cma-report.pdf');
  const pages: string[] = [];
  const model = served as ReportModel | null;
  expect(model).not.toBeNull();
  if (!model) {
    return;
  }
  const companies = model.companies.map((c) => c.name);
  const periodLabels = model.periods.map((p) => p.label);
  expect(companies).toHaveLength(3);
  expect(periodLabels).toHaveLength(4);

  // The report dialog leaves out what is unticked (the drawing-power page here), in the contents too.
  const contentsOnScreen = page.getByRole('region', { name: 'Contents' });
  await expect(contentsOnScreen).toContainText('Drawing power');
  await page.getByRole('checkbox', { name: /^Drawing power/ }).uncheck();
  await expect(contentsOnScreen).not.toContainText('Drawing power');
  await expect(page.getByRole('region', { name: /^Drawing power/ })).toHaveCount(0);
  await page.getByRole('checkbox', { name: /^Drawing power/ }).check();
  await expect(page.getByRole('region', { name: /^Drawing power/ })).toHaveCount(3);
  await page.pdf({ path: pdf, preferCSSPageSize: true, displayHeaderFooter: false, printBackground: true });
  pages.splice(0, pages.length, ...pdfPages(pdf));

  // "Page n of N" on every page.
  pages.forEach((text, i) => expect(text, `page ${i + 1}`).toContain(`Page ${i + 1} of ${pages.length}`));

  // Every page of a form carries its column headers: the company, the form, and (Forms II–VI) each period.
  const cover = pages.findIndex((t) => t.includes('Credit Monitoring Arrangement (CMA) data'));
  const assumptions = pages.findIndex((t) => /^\s*Assumptions\s*$/m.test(t));
  expect(cover).toBe(0);
  // The assumptions end the report, followed by the signature block (on the last page, with them or after them).
  expect(pages.length - 1 - assumptions).toBeLessThanOrEqual(1);
  expect(pages.at(-1)).toContain('Partner / Proprietor');
  // The contents follow the cover: every page of the print, company by company.
  const contents = pages[1]!;
  expect(contents).toMatch(/^\s*Contents\s*$/m);
  for (const title of [
    'Form VI — Funds flow',
    'Key ratios',
    'Key financial indicators',
    'Assessment of working capital',
    'Drawing power',
    'Security margin and fixed-asset coverage',
  ]) {
    expect(contents, title).toContain(title);
  }
  // No company here has a term loan: the break-even and sensitivity pages are absent, not empty.
  expect(pages.slice(0, assumptions).join('\n')).not.toMatch(/Break-even|Sensitivity analysis/);
  // The CMA forms, then each company's analysis pages (and its loans' pages when it has loans), each under its header.
  const PAGE_HEADER =
    /(?:Form (I|II|III|IV|V|VI)|Term loans|Break-even|Sensitivity|Key ratios|KFI|Assessment of WC|Drawing power|Security margin|Basis of projections|Notes) · ₹ lakhs/;
  const between = pages.slice(2, assumptions);
  const formPages = between.filter((t) => PAGE_HEADER.test(t));
  // More pages than forms and analysis pages: some form runs over a page, so the repetition is really tested.
  expect(formPages.length).toBeGreaterThan(companies.length * 11);
  // A page without such a header holds only the company's checks across years and banker's flags, and names the company;
  // never only footnotes (Form VI's "1. no earlier period" stays with the form's last rows).
  for (const text of between.filter((t) => !PAGE_HEADER.test(t))) {
    expect(text).toMatch(/Checks across years|Banker's flags|Form I checks/);
    expect(companies.filter((c) => text.includes(c))).toHaveLength(1);
  }
  for (const [i, text] of formPages.entries()) {
    const header = PAGE_HEADER.exec(text);
    expect(
      companies.filter((c) => text.includes(c)),
      `form page ${i + 1}`,
    ).toHaveLength(1);
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
  // The last line of every analysis page, "NM" where the screen says so.
  for (const company of model.companies) {
    for (const analysisPage of company.pages ?? []) {
      const last = analysisPage.lines.filter((l) => !l.heading).at(-1)!;
      const value = last.values?.[assessed] ?? null;
      const figure = last.nm?.[assessed] ? 'NM' : formatValue(value, last.format);
      expect(lineWith(last.label, figure), `${company.name}, ${analysisPage.title}: ${last.label} ${figure}`).toBeDefined();
    }
  }
  expect(model.companies[0]!.pages!.map((p) => p.id)).toEqual(['ratios', 'kfi', 'assessment', 'drawing_power', 'security']);
  const all = formPages.join('\n');
  for (const label of [
    'TOL / TNW',
    'MPBF (Tandon Method I)',
    'MPBF (lower of I or II)',
    'Permissible Bank Finance (turnover method)',
    'Total Eligible Limit (DP)',
    'Fixed Asset Coverage Ratio (FACR)',
  ]) {
    expect(all, label).toContain(label);
  }
  // Form I with all that a bank asks for, and the limit requested beside MPBF and the recommended limit.
  const limitLine = lineWith('Cash credit (hypothecation)', '250.00', '300.00', '1,234.50', '31 Mar 2025', '240.00', '110.50', '12.50', '15 Jan 2025', '9.25');
  expect(limitLine).toBeDefined();
  expect(all).toContain('Bank of Baroda · Cash credit');
  expect(all).toContain('Hypothecation of stock <b>and</b> book');
  const requested = lineWith('Limit requested (Form I)');
  expect(requested).toContain('300.00');
  const recommended = model.companies[0]!.pages!.find((p) => p.id === 'assessment')!.lines.find((l) => l.label.startsWith('Recommended limit'))!;
  expect(lineWith('Recommended limit', formatValue(recommended.values![assessed]!, 'amount'))).toBeDefined();
  // The outstanding of 1,234.50 against a limit of 250 is flagged in the print with its figures.
  expect(pages.join('\n')).toMatch(/Form I checks[\s\S]*Cash credit \(hypothecation\): outstanding 1,234\.50 is more than 1\.5 × the limit of 250\.00/);
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
