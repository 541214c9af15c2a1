import type { Page } from '@playwright/test';
import { cell, createAnalysisViaApi, expect, openAnalysisFromHome, signInFreshUser, test } from './fixtures';
import type { TestUser } from './fixtures';

// A tab takes the entry unit from the server's analysis only: another tab converting the analysis (from ₹ lakhs
// to ₹) never leaves this one typing or undoing figures at the old scale.

/** Converts the open analysis to ₹ from the period strip's "Change entry unit…", in `tab`. */
async function convertToRupees(tab: Page) {
  await tab.getByRole('button', { name: 'Change entry unit…' }).click();
  const dialog = tab.getByRole('dialog', { name: 'Change entry unit' });
  await dialog.getByLabel('New entry unit').selectOption('rupees');
  await dialog.getByRole('radio', { name: /Convert the figures/ }).check();
  await dialog.getByRole('button', { name: 'Convert the figures' }).click();
  await expect(dialog).toBeHidden();
  await expect(tab.getByTestId('screen-meta')).toContainText('Figures in ₹');
  await expect(tab.getByTestId('screen-meta')).not.toContainText('lakhs');
}

/** The stored operating statement of company 0, as the API answers it. */
async function stored(page: Page, user: TestUser, id: number): Promise<Record<string, number>> {
  const res = await page.request.get(`/api/get_companies_opstmt/${id}/`, { headers: { Authorization: `Bearer ${user.tokens.access}` } });
  return ((await res.json()) as { metrics: Record<string, number> }[])[0]!.metrics;
}

async function typeInto(page: Page, key: string, text: string) {
  await cell(page, key).click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

test('after a conversion in another tab, a reload shows ₹, stores the next figure in ₹, and Ctrl+Z puts back nothing in lakhs', async ({ page, context }) => {
  const user = await signInFreshUser(page);
  const created = await createAnalysisViaApi(page.request, user, { companyNames: ['Acme'] });
  await openAnalysisFromHome(page, created.name);
  await expect(page.getByTestId('screen-meta')).toContainText('Figures in ₹ lakhs');
  // Two undo steps, the last one leaving 0: a figure a conversion does not change, so only the unit tells the step is stale.
  await typeInto(page, 'salesDomestic', '18');
  await typeInto(page, 'salesExports', '2');
  await cell(page, 'salesExports').click();
  await page.keyboard.press('Delete');
  await expect(cell(page, 'salesExports')).toHaveText('0.00');
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 15_000 });

  const other = await context.newPage();
  await other.goto('/opstmt');
  await expect(cell(other, 'salesDomestic')).toHaveText('18.00');
  await convertToRupees(other);
  await expect(cell(other, 'salesDomestic')).toHaveText('18,00,000.00');

  await page.reload();
  await expect(page.getByTestId('screen-meta')).toContainText('Figures in ₹');
  await expect(page.getByTestId('screen-meta')).not.toContainText('lakhs');
  await expect(page.getByTestId('current-analysis')).not.toContainText('lakhs');
  await expect(cell(page, 'salesDomestic')).toHaveText('18,00,000.00');
  // The undo steps were kept in lakhs: Ctrl+Z must not put back "2" (₹2, where ₹2,00,000 was meant).
  await cell(page, 'salesExports').click();
  await page.keyboard.press('Control+z');
  await expect(cell(page, 'salesExports')).toHaveText('0.00');
  await typeInto(page, 'others', '3');
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 15_000 });
  expect(await stored(page, user, created.id)).toMatchObject({ salesDomestic: 1_800_000, salesExports: 0, others: 3 });

  // The report prints the figures in the unit they are in.
  await page.goto('/report');
  await expect(page.getByTestId('current-analysis')).toContainText('₹');
  await expect(page.locator('.cg-report-paper')).toContainText('18,00,000.00');
});

test('a figure typed in lakhs after a conversion elsewhere is refused (409) and dropped on Reload with a message, never stored in ₹', async ({
  page,
  context,
}) => {
  const user = await signInFreshUser(page);
  const created = await createAnalysisViaApi(page.request, user, { companyNames: ['Acme'] });
  await openAnalysisFromHome(page, created.name);
  await typeInto(page, 'salesDomestic', '18');
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 15_000 });

  const other = await context.newPage();
  await other.goto('/opstmt');
  await convertToRupees(other);
  await other.close();

  await typeInto(page, 'salesExports', '3');
  await expect(page.getByTestId('save-status')).toContainText('Changed elsewhere', { timeout: 15_000 });
  await page.getByTestId('save-status').getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByText('1 figure typed in ₹ lakhs could not be saved: the analysis was converted to ₹ elsewhere. Type it again.')).toBeVisible();
  await expect(page.getByTestId('screen-meta')).not.toContainText('lakhs');
  await expect(cell(page, 'salesDomestic')).toHaveText('18,00,000.00');
  await expect(cell(page, 'salesExports')).toHaveText('0.00');
  expect(await stored(page, user, created.id)).toMatchObject({ salesDomestic: 1_800_000, salesExports: 0 });
});
