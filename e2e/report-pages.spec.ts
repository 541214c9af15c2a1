import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import type { AnalysisSummary, ReportModel } from '../src/contract';
import { expect, openAnalysisFromHome, signInFreshUser, test } from './fixtures';
import type { TestUser } from './fixtures';

// The printed CMA of a wide analysis, as a bank reads it: 2 and 8 companies over 10 periods printed by Chromium to
// A4 landscape and read back with pdftotext. The contents give the page each section starts on, and that is the
// page its heading prints on; every page of a form repeats its head and its ten periods; every form ends with its
// last row; no text is smaller than 7 pt; the analyst's notes print under their form and in the Notes section, and
// the basis of projections states the methods in words. The loans' pages print only for the company with a loan.

/** term-loan.json (2 companies, FY 2023-24 to FY 2030-31, one with a term loan) widened to `count` companies × 10 periods. */
function wideFile(count: number): Record<string, unknown> {
  const base = JSON.parse(readFileSync(resolve(import.meta.dirname, '..', 'fixtures', 'term-loan.json'), 'utf8')) as {
    periods: { year: number; kind: string }[];
    companies: { name: string; years: Record<string, unknown>; term_loans?: unknown[] }[];
  };
  const periods = [{ year: 2022, kind: 'Audited' }, { year: 2023, kind: 'Audited' }, ...base.periods];
  const companies = Array.from({ length: count }, (_, i) => {
    const from = base.companies[i % 2]!;
    const years = { ...from.years, '2022': from.years['2024'], '2023': from.years['2025'] };
    return {
      ...from,
      name: `${from.name} ${i + 1}`,
      years,
      // The first company's sales grow by a method: its basis of projections states it in words.
      ...(i === 0
        ? {
            projections: {
              '2027': { 'opstmt.salesDomestic': { method: 'growth_pct', value: 10 } },
              '2028': { 'opstmt.salesDomestic': { method: 'growth_pct', value: 10 } },
            },
          }
        : {}),
    };
  });
  return { ...base, schemaVersion: 6, name: `Wide print ${count}`, periods, companies };
}

async function importWide(page: Page, user: TestUser, count: number): Promise<AnalysisSummary> {
  const res = await page.request.post('/api/analyses/import/', { headers: { Authorization: `Bearer ${user.tokens.access}` }, data: wideFile(count) });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as AnalysisSummary;
}

/** Opens the report of `summary` and resolves with the report model it was drawn from. */
async function openReport(page: Page, summary: AnalysisSummary): Promise<ReportModel> {
  const served = page.waitForResponse((res) => res.url().endsWith(`/api/analyses/${summary.id}/report/`) && res.ok());
  await openAnalysisFromHome(page, summary.name);
  await page.getByRole('toolbar', { name: 'Grid tools' }).getByRole('link', { name: 'CMA report' }).click();
  // Ten periods of loans and sensitivity cases take a while on a shared machine.
  await expect(page.getByRole('heading', { name: 'Credit Monitoring Arrangement (CMA) data' })).toBeVisible({ timeout: 120_000 });
  return (await (await served).json()) as ReportModel;
}

/** Prints the report to `pdf` and answers its text page by page (`pdftotext -layout`). */
async function printed(page: Page, pdf: string): Promise<string[]> {
  // The numbers are measured before printing; wait until the contents carry them.
  await expect(page.getByRole('region', { name: 'Contents' }).locator('tbody tr td:last-child').first()).not.toBeEmpty();
  await page.pdf({ path: pdf, preferCSSPageSize: true, displayHeaderFooter: false, printBackground: true });
  return execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
    .split('\f')
    .slice(0, -1);
}

/**
 * A word's box from `pdftotext -bbox` is its font size × 1.21 (the ascent and descent of the report's font: 7.5 pt
 * figures give 9.07 pt boxes, 7 pt footnotes 8.47 pt), so a font size is its box ÷ 1.21.
 */
const BOX_PER_PT = 1.21;

/** The smallest word on any page, as its font size in pt (`pdftotext -bbox`). */
function smallestWord(pdf: string): { height: number; text: string; page: number } {
  const html = execFileSync('pdftotext', ['-bbox', pdf, '-'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  let smallest = { height: Infinity, text: '', page: 0 };
  html
    .split('<page ')
    .slice(1)
    .forEach((text, p) => {
      for (const m of text.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
        const height = (Number(m[2]) - Number(m[1])) / BOX_PER_PT;
        if (height < smallest.height) {
          smallest = { height, text: m[3]!, page: p + 1 };
        }
      }
    });
  return smallest;
}

/** The contents as printed: per line "No. Section Company Page" (pdftotext keeps a table row on one line). */
function contentsOf(pages: readonly string[]): { no: number; title: string; company: string; page: number }[] {
  const entries: { no: number; title: string; company: string; page: number }[] = [];
  // The contents run onto as many pages as they need, each under the repeated head "No. Section Company Page".
  for (const text of pages.filter((t) => /No\.\s+Section\s+Company\s+Page/.test(t))) {
    for (const m of text.matchAll(/^\s*(\d+)\.\s+(.+?)(?:\s{2,}(.+?))?\s{2,}(\d+)\s*$/gm)) {
      entries.push({ no: Number(m[1]), title: m[2]!.trim(), company: (m[3] ?? '').trim(), page: Number(m[4]) });
    }
  }
  return entries;
}

/** True when `text` (one printed page) carries the heading of the section `title` of `company`. */
function headsSection(text: string, title: string, company: string): boolean {
  const line = (heading: string) => new RegExp(`^\\s*${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s{2,}|\\s*$)`, 'm').test(text);
  if (title === 'Checks and flags') {
    return /^\s*(Form I checks|Banker's flags|Checks across years) — /m.test(text) && text.includes(company);
  }
  return line(title) && (company === '' || text.includes(company));
}

/** Every contents entry's page is the page its section's heading prints on, and none is left out. */
function expectTrueContents(pages: readonly string[], model: ReportModel): void {
  const entries = contentsOf(pages);
  expect(entries.length).toBeGreaterThan(model.companies.length * 11);
  expect(entries.map((e) => e.no)).toEqual(entries.map((_, i) => i + 1));
  for (const e of entries) {
    expect(headsSection(pages[e.page - 1] ?? '', e.title, e.company), `${e.no}. ${e.title} — ${e.company}: page ${e.page}`).toBe(true);
  }
}

test('2 companies × 10 periods: notes written in the report print under their form and in Notes; the contents give true pages', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const user = await signInFreshUser(page);
  const summary = await importWide(page, user, 2);
  const model = await openReport(page, summary);
  const [first, second] = model.companies.map((c) => c.name) as [string, string];

  // The notes of the first company: typed as a user would, saved with Ctrl+Enter; markup is kept as text.
  await page.getByText(`Notes on ${first} (none written)`).click();
  const notes = page.getByRole('form', { name: `Notes on ${first}` });
  await notes.getByLabel(/^Note on the company/).fill('Sales rise with the new <b>press line</b>.\nPromoters bring ₹ 50 lakh in FY 2026-27.');
  await notes.getByLabel('Note under Form VI', { exact: true }).fill('The term loan is drawn from October 2025.');
  await notes.getByLabel('Note under Form VI', { exact: true }).press('Control+Enter');
  await expect(notes.getByRole('status')).toHaveText('Notes saved with this analysis.');
  // A note longer than the API takes is marked and nothing is sent.
  await page.getByText(`Notes on ${second} (none written)`).click();
  const other = page.getByRole('form', { name: `Notes on ${second}` });
  await other.getByLabel('Note under Form II', { exact: true }).fill('x'.repeat(4001));
  await other.getByRole('button', { name: 'Save notes' }).click();
  await expect(other.getByRole('alert')).toHaveText(/at most 4000 characters/);
  await expect(other.getByLabel('Note under Form II', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  const stored = await page.request.get(`/api/analyses/${summary.id}/notes/`, { headers: { Authorization: `Bearer ${user.tokens.access}` } });
  expect(await stored.json()).toEqual({
    companies: [
      {
        company: 'Sales rise with the new <b>press line</b>.\nPromoters bring ₹ 50 lakh in FY 2026-27.',
        forms: { VI: 'The term loan is drawn from October 2025.' },
      },
      {},
    ],
  });

  const pdf = testInfo.outputPath('wide-2.pdf');
  const pages = await printed(page, pdf);
  pages.forEach((text, i) => expect(text, `page ${i + 1}`).toContain(`Page ${i + 1} of ${pages.length}`));
  expectTrueContents(pages, model);

  // Form VI of the first company ends with the analyst's note among its footnotes; the Notes page numbers them.
  const formSix = pages.filter((t) => t.includes(`${first}`) && /Form VI( \(continued\))? · ₹ lakhs/.test(t));
  expect(formSix.join('\n')).toMatch(/\d+\. Analyst's note: The term loan is drawn from October 2025\./);
  const notesPage = pages.find((t) => /^\s*Notes\s*$/m.test(t) && t.includes(first))!;
  expect(notesPage).toMatch(/1\.\s+On [^\n]*: Sales rise with the new <b>press line<\/b>\./);
  expect(notesPage).toMatch(/2\.\s+Form VI: The term loan is drawn from October 2025\./);
  expect(pages.some((t) => /^\s*Notes\s*$/m.test(t) && t.includes(second))).toBe(false);
  // The basis of projections in words, with the company's note.
  const basis = pages.find((t) => /^\s*Basis of projections\s*$/m.test(t) && t.includes(first))!;
  expect(basis).toMatch(/Sales \/ Receipts – Domestic\s+as typed \(FY 2025-26\); growth 10 % a year \(FY 2026-27 to FY 2027-28\); as typed/);
  expect(basis).toContain('Promoters bring ₹ 50 lakh in FY 2026-27.');
  // The loans' pages of the company with the loan only.
  for (const head of ['Term loans · ₹ lakhs', 'Break-even · ₹ lakhs', 'Sensitivity · ₹ lakhs']) {
    const with_ = pages.filter((t) => t.includes(head));
    expect(with_.length, head).toBeGreaterThan(0);
    expect(
      with_.every((t) => t.includes(first) && !t.includes(second)),
      head,
    ).toBe(true);
  }
  execFileSync('pdftoppm', ['-r', '40', '-png', pdf, testInfo.outputPath('page')]);
});

test('8 companies × 10 periods: every form whole with its head and periods on each page, nothing under 7 pt, true page numbers', async ({ page }, testInfo) => {
  test.setTimeout(480_000);
  const user = await signInFreshUser(page);
  const summary = await importWide(page, user, 8);
  const model = await openReport(page, summary);
  const pdf = testInfo.outputPath('wide-8.pdf');
  const pages = await printed(page, pdf);
  expectTrueContents(pages, model);

  const periods = model.periods.map((p) => p.label);
  const assessed = model.periods.findIndex((p) => p.year === model.assessment_year);
  for (const company of model.companies) {
    const own = pages.filter((t) => t.includes(company.name));
    for (const form of company.forms.filter((f) => f.id !== 'I')) {
      const formPages = own.filter((t) => new RegExp(`Form ${form.id}( \\(continued\\))? · ₹ lakhs`).test(t));
      expect(formPages.length, `${company.name}, Form ${form.id}`).toBeGreaterThan(1);
      // Every page the form runs onto repeats the head (the company, the form, Particulars and its periods); its pages
      // together carry all ten periods, six to a table (Form IV: four, each with its months).
      for (const text of formPages) {
        expect(text, `${company.name}, Form ${form.id}`).toMatch(/No\.\s+Particulars\s+FY \d{4}-\d{2}/);
      }
      for (const label of periods) {
        expect(formPages.join('\n'), `${company.name}, Form ${form.id}: ${label}`).toContain(label);
      }
      // The last row is printed, on the form's last page.
      const last = form.lines.filter((l) => !l.heading).at(-1)!;
      expect(formPages.at(-1), `${company.name}, Form ${form.id}: ${last.label}`).toContain(last.label.slice(0, 30));
      expect(last.values?.[assessed] === undefined || formPages.join('\n').includes(last.label.slice(0, 30))).toBe(true);
    }
  }
  // No page is empty, and nothing prints below 7 pt (footnote markers included).
  pages.forEach((text, i) => expect(text.replace(/Page \d+ of \d+/, '').trim().length, `page ${i + 1}`).toBeGreaterThan(40));
  const smallest = smallestWord(pdf);
  expect(smallest.height, `“${smallest.text}” on page ${smallest.page}`).toBeGreaterThanOrEqual(6.99);
  execFileSync('pdftoppm', ['-r', '40', '-f', '1', '-l', '30', '-png', pdf, testInfo.outputPath('page')]);
});
