import type { Page } from '@playwright/test';
import { cell, createAnalysisViaApi, expect, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// Issue 21: after Next, a reload or opening the report, the keyboard is where the work is, not on <body>.

/** The grid cell with the browser focus, as "row key|column", or what else has it. */
const focusedCell = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    const row = el?.closest('[row-id]')?.getAttribute('row-id');
    return el?.classList.contains('ag-cell') ? `${row ?? ''}|${el.getAttribute('col-id') ?? ''}` : (el?.tagName.toLowerCase() ?? 'none');
  });

test('focus is on the first cell after Next and after a reload, on input and computed screens, and on the report’s first control', async ({ page }) => {
  const user = await signInFreshUser(page);
  const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Acme Steels'] });
  await openAnalysisFromHome(page, summary.name);
  await expect(cell(page, 'salesDomestic', 0)).toBeFocused();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/asset$/);
  await expect.poll(() => focusedCell(page)).toMatch(/^\w+\|c0$/);
  await page.reload();
  await expect.poll(() => focusedCell(page)).toMatch(/^\w+\|c0$/);
  // OCA & OCL, then Ratios: a computed screen puts the focus on its first figure too (arrows read it at once).
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/oca-ocl$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/ratios$/);
  await expect.poll(() => focusedCell(page)).toMatch(/^\w+\|c0$/);
  await page.reload();
  await expect.poll(() => focusedCell(page)).toMatch(/^\w+\|c0$/);
  await page.goto('/report');
  await expect(page.getByLabel('Companies in the report')).toBeFocused();
  // Refreshing the figures leaves the focus where the analyst put it.
  await page.getByRole('button', { name: 'Refresh figures' }).focus();
  await page.getByRole('button', { name: 'Refresh figures' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Refresh figures' })).toBeFocused();
});
