import type { Page } from '@playwright/test';
import { cell, createAnalysisViaApi, expect, keys, openAnalysisFromHome, signInFreshUser, SPEEDS, test } from './fixtures';

// Issue 21, second part: a plain block 100× the figures beside it asks before storing (item 9's last part).

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Types figures down a company's column from `key` with Enter. */
async function keyDown(page: Page, key: string, company: number, figures: string[], delay: number): Promise<void> {
  await cell(page, key, company).focus();
  for (const figure of figures) {
    await page.keyboard.type(figure, { delay });
    await page.keyboard.press('Enter');
  }
}

for (const delay of SPEEDS) {
  test(`9. a plain block 100× the column beside it is stored only after the analyst confirms (${delay} ms)`, async ({ page }) => {
    const user = await signInFreshUser(page);
    const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Acme Steels', 'Beta Traders'] });
    await openAnalysisFromHome(page, summary.name);
    await keyDown(page, 'salesDomestic', 0, ['120', '45'], delay);
    // Beta's sales copied in rupees into a lakh-sized grid: 12,500 beside 120 and 4,600 beside 45.
    await page.evaluate(() => navigator.clipboard.writeText('12500\r\n4600\r\n'));
    await cell(page, 'salesDomestic', 1).focus();
    await keys(page, 'Control+v', delay);
    const dialog = page.getByRole('dialog', { name: 'These figures are about 100× the ones beside them' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Sales / Receipts – Domestic, Beta Traders: 12,500.00 (beside Acme Steels: 120.00)');
    await expect(dialog).toContainText('Sales – Exports, Beta Traders: 4,600.00 (beside Acme Steels: 45.00)');
    // Nothing is stored while it asks, nor after Cancel.
    await expect(cell(page, 'salesDomestic', 1)).toHaveText('0.00');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(cell(page, 'salesDomestic', 1)).toHaveText('0.00');
    await expect(cell(page, 'salesExports', 1)).toHaveText('0.00');
    // Asked again, Paste anyway stores the block as pasted, in one undo step.
    await cell(page, 'salesDomestic', 1).focus();
    await keys(page, 'Control+v', delay);
    await page.getByRole('button', { name: 'Paste anyway' }).click();
    await expect(cell(page, 'salesDomestic', 1)).toHaveText('12,500.00');
    await expect(cell(page, 'salesExports', 1)).toHaveText('4,600.00');
    await cell(page, 'salesDomestic', 1).focus();
    await keys(page, 'Control+z', delay);
    await expect(cell(page, 'salesDomestic', 1)).toHaveText('0.00');
    await expect(cell(page, 'salesExports', 1)).toHaveText('0.00');
    // Figures of the same size paste without a question.
    await page.evaluate(() => navigator.clipboard.writeText('130\r\n50\r\n'));
    await cell(page, 'salesDomestic', 1).focus();
    await keys(page, 'Control+v', delay);
    await expect(cell(page, 'salesExports', 1)).toHaveText('50.00');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}
