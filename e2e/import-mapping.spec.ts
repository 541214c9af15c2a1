import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { BANK_INPUT_SHEET, CA_FORM_II, SAMPLE_PURCHASES, SAMPLE_YEARS, bankSheet, pastedTsv } from '../src/domain/import/sample-sources.fixture';
import { xlsxOf } from '../src/server/testing/workbooks';
import type { TestUser } from './fixtures';
import { cell, createAnalysisViaApi, expect, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// Issue 27: a CA's labelled block and workbook come in through one reviewable mapping, with no figure in a wrong
// row or year, only the unsure lines sent to a person, and the analyst's answers remembered for the borrower.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const byYear = async (request: APIRequestContext, user: TestUser, id: number, screen: string) => {
  const res = await request.get(`/api/analyses/${id}/screens/${screen}/`, { headers: { Authorization: `Bearer ${user.tokens.access}` } });
  return ((await res.json()) as { companies: { by_year: Record<string, Record<string, number>> }[] }).companies[0]!.by_year;
};
const review = (page: Page) => page.getByRole('dialog', { name: /^Map / });

/** A new user's new analysis of `company` (assessment year FY 2023-24) with the bank's input sheet sent to "Import workbook…". */
async function importBankSheet(page: Page, company: string) {
  const user = await signInFreshUser(page);
  const summary = await createAnalysisViaApi(page.request, user, { companyNames: [company], year: 2024 });
  const file = path.join(os.tmpdir(), `bank-input-${summary.id}.xlsx`);
  writeFileSync(file, await xlsxOf([bankSheet(BANK_INPUT_SHEET)]));
  await openAnalysisFromHome(page, summary.name);
  await page.getByLabel('Import workbook…').setInputFiles(file);
  return { user, summary, file };
}

test("a CA's six-year Form II block pasted into a new analysis goes through the review, every figure in its row and year", async ({ page }) => {
  const user = await signInFreshUser(page);
  const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Sharma Castings Pvt Ltd'] });
  await openAnalysisFromHome(page, summary.name);
  await page.evaluate((text) => navigator.clipboard.writeText(text), pastedTsv(CA_FORM_II));
  await cell(page, 'salesDomestic', 0).focus();
  await page.keyboard.press('Control+v');
  const dialog = review(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Domestic sales/ })).toContainText('Operating Statement · Sales / Receipts – Domestic');
  await expect(dialog.getByRole('row', { name: /Raw materials consumed – Indigenous/ })).toContainText(
    'purchases = consumption + closing stock − opening stock',
  );
  await expect(dialog.getByLabel('Checks')).toContainText('not in the analysis: add them as periods');
  // Nothing is written before the accept.
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('0.00');
  await dialog.getByRole('button', { name: 'Accept the mapping' }).click();
  await expect(dialog).toBeHidden();
  // FY 2024-25, the assessment year on screen.
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('1,500.00');
  await expect(cell(page, 'purchaseRM', 0)).toHaveText(SAMPLE_PURCHASES(5).toLocaleString('en-IN', { minimumFractionDigits: 2 }));
  // The working of an imported figure says where it came from and how it was made.
  await cell(page, 'purchaseRM', 0).click();
  await expect(page.getByTestId('working-provenance')).toContainText('from a pasted block: paste row 11, column G, paste row 12, column G');
  await expect(page.getByTestId('working-provenance')).toContainText('consumption 875.5 + closing stock 160 − opening stock 150 = 885.5');
  const opstmt = await byYear(page.request, user, summary.id, 'opstmt');
  SAMPLE_YEARS.forEach((year, i) => {
    for (const [, expected, value] of CA_FORM_II) {
      if (expected.startsWith('opstmt.') && value) {
        expect([year, expected, opstmt[String(year)]?.[expected.slice(7)]]).toEqual([year, expected, value(i)]);
      }
    }
    expect(opstmt[String(year)]?.purchaseRM).toBe(SAMPLE_PURCHASES(i));
  });
});

test("a bank's workbook: two lines fixed by keyboard, accepted, undone and redone; next year's workbook has them auto", async ({ page }) => {
  const { user, summary, file } = await importBankSheet(page, 'Bank Borrower Pvt Ltd');
  const dialog = review(page);
  await expect(dialog.getByRole('row', { name: /Sales - Domestic/ })).toHaveAttribute('data-band', 'auto');
  const salaries = dialog.getByRole('row', { name: /Salaries & Wages/ });
  await expect(salaries).toHaveAttribute('data-band', 'review');
  // The first line that needs a person has the focus, and Tab goes through those lines only (auto lines are skipped).
  await expect(salaries).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('row', { name: /Rent paid to director/ })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(salaries).toBeFocused();
  // Typing searches a row; Enter picks it and moves on.
  await page.keyboard.type('selling');
  await expect(dialog.getByRole('option', { selected: true })).toHaveText('Operating Statement · Selling & Adm Expenses');
  await page.keyboard.press('Enter');
  await expect(salaries).toContainText('Operating Statement · Selling & Adm Expenses');
  // The next unsure line has the focus: on the manual one, Delete skips it; on the last, Enter takes its proposal.
  await expect(dialog.getByRole('row', { name: /Rent paid to director/ })).toBeFocused();
  await page.keyboard.press('Delete');
  await expect(dialog.getByRole('row', { name: /Rent paid to director/ })).toContainText('skipped');
  await expect(dialog.getByRole('row', { name: /CC Limit – SBI/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Accept the mapping' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // ₹ 14.5 crores in FY 2023-24 is 1,450 lakhs; salaries 0.6 crores + admin 0.9 crores = 150 lakhs.
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('1,450.00');
  await expect(cell(page, 'sellingAdmExpenses', 0)).toHaveText('150.00');
  await expect(cell(page, 'directLabour', 0)).toHaveText('0.00');

  // One undo takes the whole import back; one redo puts it back.
  await cell(page, 'salesDomestic', 0).focus();
  await page.keyboard.press('Control+z');
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('0.00');
  await expect(cell(page, 'sellingAdmExpenses', 0)).toHaveText('0.00');
  const sales = async () => {
    const figures = await byYear(page.request, user, summary.id, 'opstmt');
    return [2022, 2023, 2024].map((y) => figures[String(y)]?.salesDomestic);
  };
  await expect.poll(sales).toEqual([0, 0, 0]);
  // The redo shows the first cell it names (FY 2021-22) and puts every year back.
  await page.keyboard.press('Control+y');
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('1,250.00');
  await expect.poll(sales).toEqual([1250, 1350, 1450]);

  // Next year, the same company in a new analysis: the lines the analyst decided go straight to auto.
  const next = await createAnalysisViaApi(page.request, user, { companyNames: ['Bank Borrower Private Limited'], year: 2024 });
  await openAnalysisFromHome(page, next.name);
  await page.getByLabel('Import workbook…').setInputFiles(file);
  const again = review(page);
  await expect(again.getByRole('row', { name: /Salaries & Wages/ })).toHaveAttribute('data-band', 'auto');
  await expect(again.getByRole('row', { name: /Salaries & Wages/ })).toContainText('as accepted on');
  await expect(again.getByRole('row', { name: /CC Limit – SBI/ })).toHaveAttribute('data-band', 'auto');
});

test('the checks follow each decision in the review: skipping a borrowing line shows at once in the tally', async ({ page }) => {
  await importBankSheet(page, 'Live Checks Pvt Ltd');
  const dialog = review(page);
  const checks = dialog.getByLabel('Checks');
  // The sample sheet's balance sheet is partial: liabilities exceed assets by 500 lakhs in FY 2021-22, 550 in FY 2023-24.
  await expect(checks).toContainText('FY 2021-22: assets − liabilities = -500');
  const cc = dialog.getByRole('row', { name: /CC Limit – SBI/ });
  await cc.focus();
  // Without the cash credit of 3 crores (3.5 in FY 2023-24) the gap narrows by exactly that much, before any accept.
  await page.keyboard.press('Delete');
  await expect(cc).toContainText('skipped');
  await expect(checks).toContainText('FY 2021-22: assets − liabilities = -200');
  await expect(checks).toContainText('FY 2023-24: assets − liabilities = -200');
  // Taking the proposal again brings the checks of the proposal back.
  await cc.focus();
  await page.keyboard.press('Enter');
  await expect(checks).toContainText('FY 2021-22: assets − liabilities = -500');
  await expect(checks).toContainText('FY 2023-24: assets − liabilities = -550');
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('0.00');
});

test('"Paste with mapping" opens the review from the toolbar or with Ctrl+Shift+V, and an empty clipboard is explained', async ({ page }) => {
  const user = await signInFreshUser(page);
  const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Mapping Command Pvt Ltd'] });
  await openAnalysisFromHome(page, summary.name);
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.getByRole('button', { name: 'Paste with mapping' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The clipboard is empty' })).toBeVisible();
  await page.evaluate((text) => navigator.clipboard.writeText(text), pastedTsv(CA_FORM_II));
  await page.getByRole('button', { name: 'Paste with mapping' }).click();
  const dialog = review(page);
  await expect(dialog.getByRole('row', { name: /Domestic sales/ })).toContainText('Operating Statement · Sales / Receipts – Domestic');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // From a cell, by keyboard; nothing is written until the accept.
  await cell(page, 'salesDomestic', 0).focus();
  await page.keyboard.press('Control+Shift+v');
  await expect(dialog.getByRole('row', { name: /Domestic sales/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('0.00');
});
