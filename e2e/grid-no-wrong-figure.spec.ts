import type { Page } from '@playwright/test';
import { cell, createAnalysisViaApi, expect, keys, openAnalysisFromHome, signInFreshUser, SPEEDS, test } from './fixtures';

// Issue 21: habits of an Excel user that stored a wrong figure without a word (items 1, 2, 5–8), each
// keyed at machine speed and with 30 ms between keys. Every test failed on the code before the fix.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A fresh user's analysis of Acme Steels and Beta Traders (₹ lakhs), open on the operating statement. */
async function openFresh(page: Page): Promise<string> {
  const user = await signInFreshUser(page);
  const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Acme Steels', 'Beta Traders'] });
  await openAnalysisFromHome(page, summary.name);
  await expect(cell(page, 'salesDomestic', 0)).toBeVisible();
  return summary.name;
}

const focused = (page: Page) => page.locator('.cg-grid .ag-cell-focus');
const editorOpen = (page: Page) => page.locator('.cg-grid .ag-cell-inline-editing');

for (const delay of SPEEDS) {
  test(`1. an arrow commits a figure entered by typing and moves; after F2 it moves the caret (${delay} ms)`, async ({ page }) => {
    await openFresh(page);
    await cell(page, 'salesDomestic', 0).focus();
    await keys(page, '7 7 ArrowDown 8 8 ArrowRight 9 9 ArrowUp 6 ArrowLeft', delay);
    await expect(cell(page, 'salesDomestic', 0)).toHaveText('77.00');
    await expect(cell(page, 'salesExports', 0)).toHaveText('88.00');
    await expect(cell(page, 'salesExports', 1)).toHaveText('99.00');
    await expect(cell(page, 'salesDomestic', 1)).toHaveText('6.00');
    await expect(focused(page)).toHaveAttribute('aria-label', /^Sales \/ Receipts – Domestic, Acme Steels: 77\.00$/);
    // F2 is edit mode: the arrows move the caret inside the figure, as in Excel.
    await keys(page, 'F2 ArrowLeft 1 Enter', delay);
    await expect(cell(page, 'salesDomestic', 0)).toHaveText('717.00');
  });

  test(`2. a block pasted into an open editor is pasted as a block, and spaces inside a figure are refused (${delay} ms)`, async ({ page }) => {
    await openFresh(page);
    await page.evaluate(() => navigator.clipboard.writeText('100\t200\r\n300\t400\r\n'));
    await cell(page, 'salesDomestic', 0).focus();
    await keys(page, 'F2 Control+v', delay);
    await expect(cell(page, 'salesDomestic', 0)).toHaveText('100.00');
    await expect(cell(page, 'salesDomestic', 1)).toHaveText('200.00');
    await expect(cell(page, 'salesExports', 0)).toHaveText('300.00');
    await expect(cell(page, 'salesExports', 1)).toHaveText('400.00');
    await expect(editorOpen(page)).toHaveCount(0);

    // `1 23 456` is not read as 1,23,456.
    await cell(page, 'others', 0).focus();
    await page.keyboard.type('1 23 456', { delay });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: '"1 23 456"' })).toContainText('spaces inside a figure');
    await expect(cell(page, 'others', 0)).toHaveText('0.00');
    await page.evaluate(() => navigator.clipboard.writeText('1 23 456'));
    await cell(page, 'others', 1).focus();
    await page.keyboard.press('Control+v');
    await expect(page.getByRole('alert').filter({ hasText: "'1 23 456' (spaces inside a figure" })).toBeVisible();
    await expect(cell(page, 'others', 1)).toHaveText('0.00');
  });

  test(`5. Enter at the last input of the last column never leaves the next figure on it (${delay} ms)`, async ({ page }) => {
    await openFresh(page);
    await cell(page, 'salesDomestic', 0).focus();
    await keys(page, 'Control+End', delay);
    const last = await focused(page).getAttribute('aria-label');
    expect(last).toMatch(/, Beta Traders: 0\.00$/);
    await keys(page, '5 Enter', delay);
    await expect(focused(page)).toHaveAttribute('aria-label', 'Sales / Receipts – Domestic, Acme Steels: 0.00');
    await expect(page.getByRole('alert').filter({ hasText: 'That was the last input of the statement' })).toBeVisible();
    await keys(page, '6 Enter', delay);
    await expect(cell(page, 'salesDomestic', 0)).toHaveText('6.00');
    await expect(page.locator(`.cg-grid [aria-label="${last!.replace('0.00', '5.00')}"]`)).toHaveCount(1);
  });

  test(`6. a figure still in its editor is kept when the page is left: navigation commits, a reload asks first (${delay} ms)`, async ({ page }) => {
    await openFresh(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/asset$/);
    await cell(page, 'consumableSpares', 0).focus();
    await keys(page, '4 5 6', delay);
    await expect(editorOpen(page)).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/opstmt$/);
    await page.goForward();
    await expect(cell(page, 'consumableSpares', 0)).toHaveText('456.00');

    await cell(page, 'tradeDebtors6', 1).focus();
    await keys(page, '7 8 9', delay);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(dialogs).toEqual(['beforeunload']);
    await expect(cell(page, 'tradeDebtors6', 1)).toHaveText('789.00');
    await expect(cell(page, 'consumableSpares', 0)).toHaveText('456.00');
  });

  test(`7. Esc then a digit: no key is lost or misapplied, twenty times over (${delay} ms)`, async ({ page }) => {
    await openFresh(page);
    await cell(page, 'salesDomestic', 0).focus();
    for (let i = 1; i <= 20; i += 1) {
      const digit = String(i % 10);
      await keys(page, `3 Escape ${digit} Enter ArrowUp`, delay);
      await expect(cell(page, 'salesDomestic', 0)).toHaveText(`${digit}.00`);
    }
  });

  test(`7. a × or ÷ that comes as text with no keydown keeps its place among the keys around it, nine times over (${delay} ms)`, async ({ page }) => {
    await openFresh(page);
    await cell(page, 'salesDomestic', 0).focus();
    for (let i = 1; i <= 9; i += 1) {
      // "=" opens the editor and the keys after it wait for it; the sign must wait in its turn with them.
      const sign = i % 2 ? '×' : '÷';
      await keys(page, `= ${i} text:${sign} 4 Enter ArrowUp`, delay);
      await expect(cell(page, 'salesDomestic', 0)).toHaveText((i % 2 ? i * 4 : i / 4).toFixed(2));
    }
  });

  test(`8. a refused typed figure is marked on its cell until the next edit of that cell (${delay} ms)`, async ({ page }) => {
    await openFresh(page);
    await cell(page, 'salesExports', 0).focus();
    await keys(page, '1 2 a b c Tab', delay);
    await expect(cell(page, 'salesExports', 0)).toHaveText('0.00');
    await expect(cell(page, 'salesExports', 0)).toHaveClass(/cg-refused/);
    await expect(focused(page)).toHaveAttribute('col-id', 'c1');
    // Another cell's edit leaves the mark; the next edit of the refused cell clears it.
    await keys(page, '5 Enter', delay);
    await expect(cell(page, 'salesExports', 0)).toHaveClass(/cg-refused/);
    await cell(page, 'salesExports', 0).focus();
    await keys(page, '1 5 Enter', delay);
    await expect(cell(page, 'salesExports', 0)).toHaveText('15.00');
    await expect(cell(page, 'salesExports', 0)).not.toHaveClass(/cg-refused/);
  });
}
