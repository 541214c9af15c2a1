import type { Page } from '@playwright/test';
import { cell, createAnalysisViaApi, expect, openAnalysisFromHome, signInFreshUser, test } from './fixtures';
import type { TestUser } from './fixtures';

// The display unit: an analysis entered in lakhs shown in crores everywhere (grid, working, dashboard,
// report) without changing what is stored; a figure typed in crores is stored as the exact lakh figure;
// one the entry unit cannot hold is refused with the reason and the old value kept; the choice survives a reload.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function typeInto(page: Page, key: string, company: number, figure: string): Promise<void> {
  await cell(page, key, company).focus();
  await page.keyboard.type(figure);
  await page.keyboard.press('Enter');
}

/** One company's stored operating statement, read back through the API. */
async function storedOpstmt(page: Page, user: TestUser, id: number, company: number): Promise<Record<string, unknown>> {
  const res = await page.request.get(`/api/get_companies_opstmt/${id}/`, { headers: { Authorization: `Bearer ${user.tokens.access}` } });
  expect(res.status()).toBe(200);
  const records = (await res.json()) as { metrics: Record<string, unknown> }[];
  return records[company]!.metrics;
}

test('amounts show, edit and copy in the display unit while the entry unit keeps the stored figures', async ({ page }) => {
  const user = await signInFreshUser(page);
  const analysis = await createAnalysisViaApi(page.request, user, { companyNames: ['Alpha Ltd', 'Beta Ltd'], unit: 'lakhs' });
  await openAnalysisFromHome(page, analysis.name);
  const meta = page.getByTestId('screen-meta');
  const unit = page.getByLabel('Show amounts in');

  await typeInto(page, 'salesDomestic', 0, '1234.56');
  await typeInto(page, 'salesDomestic', 1, '2');
  await expect(meta).toContainText('Figures in ₹ lakhs');
  await expect(unit).toHaveValue('lakhs');
  await expect(cell(page, 'totalSales', 0)).toHaveText('1,234.56');

  // Crores: every amount moves two places, exactly and rounded once for display; the header says both units.
  await unit.selectOption('crores');
  await expect(meta).toContainText('Entered in ₹ lakhs · shown in ₹ crores');
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('12.35');
  await expect(cell(page, 'totalSales', 1)).toHaveText('0.02');
  await expect(page.getByRole('columnheader', { name: 'Particulars (₹ crores)' })).toBeVisible();

  // The working reads in crores too.
  await cell(page, 'totalSales', 0).click();
  await expect(page.getByTestId('working-text')).toContainText('12.35');

  // The editor opens on the exact figure in crores; Escape leaves it unchanged.
  await cell(page, 'salesDomestic', 0).focus();
  await page.keyboard.press('F2');
  await expect(cell(page, 'salesDomestic', 0).locator('input')).toHaveValue('12.3456');
  await page.keyboard.press('Escape');

  // Ctrl+C copies the figure in crores, in full.
  await page.keyboard.press('Control+c');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('12.3456');

  // A figure typed in crores is stored as the exact lakh figure.
  await typeInto(page, 'salesExports', 0, '0.5');
  await expect(cell(page, 'salesExports', 0)).toHaveText('0.50');
  await expect(cell(page, 'totalSales', 0)).toHaveText('12.85');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  expect(await storedOpstmt(page, user, analysis.id, 0)).toMatchObject({ salesDomestic: 1234.56, salesExports: 50 });

  // "Copy with labels" names the display unit in its corner.
  await page.getByRole('button', { name: 'Copy with labels' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Operating Statement \(₹ crores\)\t/);

  // In ₹, a figure finer than the 2 decimals a lakh figure keeps is refused, and the old value kept.
  await unit.selectOption('rupees');
  await expect(cell(page, 'salesDomestic', 1)).toHaveText('2,00,000.00');
  await typeInto(page, 'salesDomestic', 1, '1,23,456');
  const toast = page.getByRole('alert').filter({ hasText: '1.23456 ₹ lakhs cannot be stored' });
  await expect(toast).toContainText('amounts keep 2 decimals in ₹ lakhs, so type a multiple of 1,000 in ₹ (1,23,000 or 1,24,000)');
  await expect(toast).toContainText('Kept 2,00,000.00');
  await expect(cell(page, 'salesDomestic', 1)).toHaveText('2,00,000.00');
  await typeInto(page, 'salesDomestic', 1, '1,23,000');
  await expect(cell(page, 'salesDomestic', 1)).toHaveText('1,23,000.00');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  expect(await storedOpstmt(page, user, analysis.id, 1)).toMatchObject({ salesDomestic: 1.23 });

  // The dashboard charts in rupees from the entry unit, whatever the display unit; its caption says both.
  await unit.selectOption('crores');
  await page.goto('/visual1');
  await expect(page.getByTestId('dashboard-analysis')).toContainText('figures entered in ₹ lakhs (shown in ₹ crores on the statements), charted in rupees');
  await expect(page.getByText('₹12.8 Cr').first()).toBeVisible();

  // The report prints in crores and says so on the cover and in the assumptions.
  await page.goto('/report');
  await expect(page.getByRole('region', { name: 'Cover', exact: true })).toContainText('₹ crores (entered in ₹ lakhs)');
  const assumptions = page.getByRole('region', { name: 'Assumptions' });
  await expect(assumptions.getByRole('row', { name: /Figures in/ })).toContainText('₹ crores (entered in ₹ lakhs)');
  const formTwo = page.getByRole('region', { name: /^Form II/ }).first();
  await expect(formTwo).toContainText('Form II · ₹ crores');
  await expect(formTwo).toContainText('12.85');
  await expect(formTwo).not.toContainText('1,284.56');

  // Form I is typed in crores too, and stored as the exact lakh figure.
  const formOne = page.getByRole('region', { name: /^Form I, / }).first();
  await expect(formOne).toContainText('Existing limit (₹ crores)');
  await formOne.getByRole('button', { name: 'Add facility' }).click();
  await formOne.getByLabel(/^Facility, facility 1/).fill('Cash credit');
  await formOne.getByLabel(/^Existing limit, facility 1/).fill('2.5');
  await formOne.getByRole('button', { name: 'Save Form I' }).click();
  await expect(formOne.getByText('Form I saved.')).toBeVisible();
  const report = await page.request.get(`/api/analyses/${analysis.id}/report/`, { headers: { Authorization: `Bearer ${user.tokens.access}` } });
  const limits = ((await report.json()) as { companies: { limits: { existing?: number }[] }[] }).companies[0]!.limits;
  expect(limits[0]!.existing).toBe(250);
  await expect(formOne.getByLabel(/^Existing limit, facility 1/)).toHaveValue('2.50');

  // The choice is remembered for this analysis across a reload; "as entered" puts lakhs back.
  await page.goto('/opstmt');
  await page.reload();
  await expect(unit).toHaveValue('crores');
  await expect(cell(page, 'totalSales', 0)).toHaveText('12.85');
  await unit.selectOption('lakhs');
  await expect(meta).toContainText('Figures in ₹ lakhs');
  await expect(cell(page, 'totalSales', 0)).toHaveText('1,284.56');
  await page.reload();
  await expect(unit).toHaveValue('lakhs');
});
