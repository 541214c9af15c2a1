import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { NOTES, TWO_YEARS_NOTES, auditedPdf, scannedPdf } from '../src/server/testing/audited-pdfs';
import type { TestUser } from './fixtures';
import { rowLabel } from '../src/web/features/import/row-choices';
import { cell, createAnalysisViaApi, expect, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// Issue 28: audited statements as a PDF, text or scanned, come in through the same review, each figure traced
// to the page it was printed on.

const byYear = async (request: APIRequestContext, user: TestUser, id: number, screen: string) => {
  const res = await request.get(`/api/analyses/${id}/screens/${screen}/`, { headers: { Authorization: `Bearer ${user.tokens.access}` } });
  return ((await res.json()) as { companies: { by_year: Record<string, Record<string, number>> }[] }).companies[0]!.by_year;
};
const review = (page: Page) => page.getByRole('dialog', { name: /^Map / });

/** Imports `pdf` into a new analysis for FY 2023-24 through the toolbar's file picker; returns the dialog. */
async function importPdf(page: Page, pdf: Buffer, name: string) {
  const user = await signInFreshUser(page);
  const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Sharma Castings Pvt Ltd'], year: 2024 });
  const file = path.join(os.tmpdir(), `${name}-${summary.id}.pdf`);
  writeFileSync(file, pdf);
  await openAnalysisFromHome(page, summary.name);
  await page.getByLabel('Import workbook…').setInputFiles(file);
  return { user, summary, dialog: review(page) };
}

/** Clicks a line's label and waits for the crop of its page to be drawn. */
async function showSource(page: Page, label: string, pageNumber: number) {
  const dialog = review(page);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  const figure = dialog.getByRole('figure', { name: 'Source on the page' });
  await expect(figure).toContainText(`“${label}” on page ${pageNumber} of the PDF`);
  const image = figure.getByRole('img');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(500);
}

test('a two-year audited PDF (text) is reviewed, a figure shown on its page, its notes splitting face lines, and accepted into both years; the working shows the crop', async ({
  page,
}) => {
  const { user, summary, dialog } = await importPdf(page, await auditedPdf(TWO_YEARS_NOTES, { before: 1, after: 2, notes: NOTES }), 'audited');
  await expect(dialog.getByRole('row', { name: /Share capital/ })).toContainText('200.00');
  await expect(dialog.getByLabel('Checks')).toContainText('the 8 lines above "TOTAL" add up to its 1620.50');
  await expect(dialog.getByLabel('Checks')).toContainText('the printed totals of liabilities and assets agree');
  await showSource(page, 'Trade payables', 2);
  await expect(page.getByRole('figure', { name: 'Source on the page' }).getByRole('img')).toHaveAttribute('alt', 'Page 2: Trade payables 250.00 230.00');
  // Inventories is split into its note 13 (page 6): raw material, work in progress and finished goods are the rows.
  await expect(dialog.getByRole('row', { name: /^Inventories/ })).toContainText('split into its note 13 (Inventories, page 6)');
  const rm = dialog.getByRole('row', { name: /^Raw materials/ });
  await expect(rm).toContainText('note 13');
  await expect(rm).toContainText(rowLabel('opstmt.closingStockRM'));
  await showSource(page, 'Statutory dues', 6);
  // Nothing is written before the accept.
  expect((await byYear(page.request, user, summary.id, 'assetnliabs'))['2024']?.sundryCreditorsTrade).toBe(0);
  await dialog.getByRole('button', { name: 'Accept the mapping' }).click();
  await expect(dialog).toBeHidden();
  const assets = await byYear(page.request, user, summary.id, 'assetnliabs');
  expect(assets['2024']).toMatchObject({ paidUpCapital: 200, reservesSurplus: 350.5, sundryCreditorsTrade: 250 });
  expect(assets['2023']).toMatchObject({ paidUpCapital: 200, reservesSurplus: 280, sundryCreditorsTrade: 230 });
  expect((await byYear(page.request, user, summary.id, 'opstmt'))['2024']).toMatchObject({
    salesDomestic: 2400,
    interestFinCharges: 80,
    closingStockRM: 200,
    closingStockWIP: 50,
  });
  // Note 9's customer advances fill other current liabilities and its "of which" row.
  expect((await byYear(page.request, user, summary.id, 'ocaocl'))['2024']).toMatchObject({
    expensesPayable: 15,
    othersCurrentLiabilities: 12,
    advancesFromCustomers: 12,
  });
  // The working of an imported figure names the PDF's page it came from.
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('2,400.00');
  await cell(page, 'salesDomestic', 0).click();
  await expect(page.getByTestId('working-provenance')).toContainText(`from audited-${summary.id}.pdf: page 3 ("2,400.00")`);
  // …and, after the accept, the crop of the page it came from, drawn from the kept PDF.
  const crop = page.getByRole('figure', { name: 'Source on the page' });
  await expect(crop).toContainText('“2,400.00” on page 3 of the PDF');
  await expect.poll(() => crop.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(500);
});

test('a scanned audited PDF is read by OCR, a figure shown on the scan, and accepted', async ({ page }) => {
  test.setTimeout(240_000);
  // Every progress line the page ever shows, however briefly: a warm worker reads the small second page in under a
  // second, between two polls, so the test keeps the history rather than waiting for a line that may have passed.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]')) {
        const text = status.textContent?.trim() ?? '';
        if (text.startsWith('Reading') && seen.at(-1) !== text) {
          seen.push(text);
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const { user, summary, dialog } = await importPdf(page, await scannedPdf(await auditedPdf(TWO_YEARS_NOTES)), 'scanned');
  await expect(page.getByLabel('Reading the PDF')).toBeVisible();
  await expect(page.getByText('Reading page 1 of 2 (a scan: OCR, a few seconds).')).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole('row', { name: /Trade receivables/ })).toContainText('330.00', { timeout: 180_000 });
  // Page by page, with a real count: page 1 of 2 first, never a page beyond the second or a step backwards.
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  const pages = seen.filter((s) => s.startsWith('Reading page'));
  expect(pages[0]).toBe('Reading page 1 of 2 (a scan: OCR, a few seconds).');
  expect(pages.slice(1).every((s) => s === 'Reading page 2 of 2 (a scan: OCR, a few seconds).')).toBe(true);
  await expect(dialog.getByLabel('Checks')).toContainText('the 6 lines above "TOTAL" add up to its 1620.50');
  await showSource(page, 'Cash and cash equivalents', 1);
  await dialog.getByRole('button', { name: 'Accept the mapping' }).click();
  await expect(dialog).toBeHidden();
  const assets = await byYear(page.request, user, summary.id, 'assetnliabs');
  expect(assets['2024']).toMatchObject({ paidUpCapital: 200, reservesSurplus: 350.5, sundryCreditorsTrade: 250 });
  expect((await byYear(page.request, user, summary.id, 'ocaocl'))['2024']).toMatchObject({ cashAndBankBalance: 60.5 });
});

test('Cancel stops the read of a scanned PDF while it shows its page count, and the analysis is left as it was', async ({ page }) => {
  test.setTimeout(120_000);
  const { user, summary } = await importPdf(page, await scannedPdf(await auditedPdf(TWO_YEARS_NOTES)), 'cancelled');
  const reading = page.getByRole('dialog', { name: 'Reading the source…' });
  await expect(reading.getByText('Reading page 1 of 2 (a scan: OCR, a few seconds).')).toBeVisible({ timeout: 60_000 });
  await reading.getByRole('button', { name: 'Cancel' }).first().click();
  await expect(reading).toBeHidden();
  const version = async () =>
    (
      (await (await page.request.get(`/api/analyses/${summary.id}/`, { headers: { Authorization: `Bearer ${user.tokens.access}` } })).json()) as {
        version: number;
      }
    ).version;
  const before = await version();
  // Nothing was drafted or written: the figures stay empty and the analysis's version does not move.
  await page.waitForTimeout(1500);
  expect(await version()).toBe(before);
  expect((await byYear(page.request, user, summary.id, 'assetnliabs'))['2024']?.paidUpCapital).toBe(0);
});
