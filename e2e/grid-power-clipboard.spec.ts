import type { Page } from '@playwright/test';
import type { AnalysisSummary } from '../src/contract';
import { cell, createAnalysisViaApi, expect, openAnalysisFromHome, signInFreshUser, test } from './fixtures';
import type { TestUser } from './fixtures';

// Grid power use, clipboard: a real TSV block (Indian grouping, brackets, ₹, Rs., Excel padding, a dash,
// an empty cell, CRLF, a trailing line end) pasted with Ctrl+V through the system clipboard; a
// refused cell keeps its figure and the one toast names it; undo and redo the whole paste; Ctrl+C of
// a Shift+arrow block; "Copy with labels" from one analysis pasted into another lines up by label.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const COMPANIES = ['Acme Steels', 'Beta Traders', 'Cosmo Foods'];

/** An analysis with a name of its own, so its card on /home is unambiguous. */
async function namedAnalysis(page: Page, user: TestUser, name: string): Promise<AnalysisSummary> {
  const summary = await createAnalysisViaApi(page.request, user, { companyNames: COMPANIES });
  const res = await page.request.patch(`/api/analyses/${summary.id}/`, {
    headers: { Authorization: `Bearer ${user.tokens.access}` },
    data: { name },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { ...summary, name };
}

async function typeInto(page: Page, key: string, company: number, figure: string): Promise<void> {
  await cell(page, key, company).focus();
  await page.keyboard.type(figure);
  await page.keyboard.press('Enter');
}

const writeClipboard = (page: Page, text: string) => page.evaluate((t) => navigator.clipboard.writeText(t), text);
const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('an Excel block pastes with Ctrl+V, refusals keep their figures, and the paste undoes and redoes as one step', async ({ page }) => {
  const user = await signInFreshUser(page);
  const source = await namedAnalysis(page, user, 'FY25 Source');
  const target = await namedAnalysis(page, user, 'FY25 Target');
  await openAnalysisFromHome(page, source.name);

  // Figures a bad paste must not overwrite.
  await typeInto(page, 'salesDomestic', 2, '77');
  await typeInto(page, 'others', 1, '88');

  const excel =
    '1,23,456\t₹ 2,000.50\t(1,234)\r\n' + // a bracketed negative in a minimum-0 field is refused
    'Rs. 12,345\t\t-\r\n' + // an empty cell is left alone; a dash alone is 0
    '  ₹ 1,000.00 \tabc\t500\r\n'; // Excel Accounting padding; a word is refused; trailing CRLF
  await writeClipboard(page, excel);
  await cell(page, 'salesDomestic', 0).focus();
  await page.keyboard.press('Control+v');

  await expect(cell(page, 'totalSales', 0)).toHaveText('1,36,801.00');
  await expect(cell(page, 'totalSales', 1)).toHaveText('2,088.50');
  await expect(cell(page, 'totalSales', 2)).toHaveText('577.00');
  await expect(cell(page, 'salesDomestic', 2)).toHaveText('77.00');
  await expect(cell(page, 'salesDomestic', 2)).toHaveClass(/cg-refused/);
  await expect(cell(page, 'others', 1)).toHaveText('88.00');
  await expect(cell(page, 'others', 1)).toHaveClass(/cg-refused/);
  const toast = page.getByRole('alert').filter({ hasText: '2 cells kept their old value' });
  await expect(toast).toContainText("Sales / Receipts – Domestic / Cosmo Foods: '(1,234)' (must not be negative)");
  await expect(toast).toContainText("Others / Beta Traders: 'abc' (not a number)");

  // One Ctrl+Z undoes the whole paste (and clears the marks); Ctrl+Y redoes it.
  await page.keyboard.press('Control+z');
  await expect(cell(page, 'totalSales', 0)).toHaveText('0.00');
  await expect(cell(page, 'totalSales', 1)).toHaveText('88.00');
  await expect(cell(page, 'totalSales', 2)).toHaveText('77.00');
  await expect(page.locator('.cg-refused')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Redo' })).toBeEnabled();
  await page.keyboard.press('Control+y');
  await expect(cell(page, 'totalSales', 0)).toHaveText('1,36,801.00');
  await expect(cell(page, 'salesExports', 1)).toHaveText('0.00');
  await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();
  // The toolbar buttons do the same; Ctrl+Shift+Z redoes too.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cell(page, 'totalSales', 0)).toHaveText('0.00');
  await cell(page, 'salesDomestic', 0).focus();
  await page.keyboard.press('Control+Shift+z');
  await expect(cell(page, 'totalSales', 0)).toHaveText('1,36,801.00');
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 15_000 });

  // Ctrl+C of a Shift+arrow block: plain numbers, tabs and CRLF, so Excel reads them as numbers.
  await cell(page, 'salesDomestic', 0).focus();
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page.locator('.cg-in-block')).toHaveCount(4);
  await page.keyboard.press('Control+c');
  // The system clipboard is written asynchronously after the copy event: poll rather than read once.
  await expect.poll(() => readClipboard(page)).toBe('123456\t2000.5\r\n12345\t0');

  // Copy with labels (no block: the whole statement), then paste into the other analysis with the
  // focus on an unrelated row: the figures land on their own rows by label.
  await page.keyboard.press('ArrowLeft'); // a plain move drops the block
  await expect(page.locator('.cg-in-block')).toHaveCount(0);
  await page.getByRole('button', { name: 'Copy with labels' }).click();
  await expect.poll(() => readClipboard(page)).toContain('TOTAL SALES\t136801\t2088.5\t577');
  const copied = await readClipboard(page);
  expect(copied.split('\r\n')[0]).toBe('Operating Statement (₹ lakhs)\tAcme Steels\tBeta Traders\tCosmo Foods');

  await openAnalysisFromHome(page, target.name);
  await expect(cell(page, 'totalSales', 0)).toHaveText('0.00');
  await cell(page, 'purchaseRM', 0).focus();
  await page.keyboard.press('Control+v');
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('1,23,456.00');
  await expect(cell(page, 'others', 1)).toHaveText('88.00');
  await expect(cell(page, 'totalSales', 0)).toHaveText('1,36,801.00');
  await expect(cell(page, 'totalSales', 1)).toHaveText('2,088.50');
  await expect(cell(page, 'totalSales', 2)).toHaveText('577.00');
  await expect(cell(page, 'purchaseRM', 0)).toHaveText('0.00');
  await expect(page.locator('.cg-refused')).toHaveCount(0);
  // Undo in this analysis leaves the first one alone.
  await page.keyboard.press('Control+z');
  await expect(cell(page, 'totalSales', 0)).toHaveText('0.00');
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 15_000 });
  await openAnalysisFromHome(page, source.name);
  await expect(cell(page, 'totalSales', 0)).toHaveText('1,36,801.00');
});

test('a block larger than the grid is cut at the edge, with a message', async ({ page }) => {
  const user = await signInFreshUser(page);
  const analysis = await namedAnalysis(page, user, 'Edge case');
  await openAnalysisFromHome(page, analysis.name);
  await writeClipboard(page, '1\t2\t3\t4\t5\n6\t7\t8\t9\t10\n');
  await cell(page, 'provisionForTaxes', 1).focus();
  await page.keyboard.press('Control+v');
  await expect(cell(page, 'provisionForTaxes', 1)).toHaveText('1.00');
  await expect(cell(page, 'dividendDrawings', 2)).toHaveText('7.00');
  await expect(page.getByText('The block was larger than the grid: 3 columns beyond the edge were not pasted.')).toBeVisible();
});
