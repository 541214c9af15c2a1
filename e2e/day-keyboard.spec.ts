import type { Page } from '@playwright/test';
import { cell, createAnalysisViaApi, expect, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// The analyst's day, keyboard: focus lands in the grid after opening, Next and Back; a short Tab path
// into the grid and out to Next; no keystroke lost after Escape; Ctrl+arrows as in Excel; a held
// Shift+Down keeps its anchor; one value pasted onto a block fills it.

const focused = (page: Page) => page.locator('.cg-grid .ag-cell-focus');
const activeCell = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement?.closest('[col-id]');
    return el ? `${el.closest('[row-id]')?.getAttribute('row-id')}/${el.getAttribute('col-id')}` : (document.activeElement?.tagName ?? '');
  });

async function openFresh(page: Page, companies = ['Acme Steels', 'Beta Traders']) {
  const user = await signInFreshUser(page);
  const summary = await createAnalysisViaApi(page.request, user, { companyNames: companies });
  await openAnalysisFromHome(page, summary.name);
  await expect(page.getByRole('columnheader', { name: /Particulars/ })).toBeVisible();
  return summary;
}

test('opening an analysis focuses the first input cell; typing starts at once', async ({ page }) => {
  await openFresh(page);
  await expect.poll(() => activeCell(page)).toBe('salesDomestic/c0');
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('123.00');
});

test('after Next and Back focus lands on the first input, or where the analyst left off on that screen', async ({ page }) => {
  await openFresh(page);
  await cell(page, 'salesExports', 1).focus();
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/asset$/);
  await expect.poll(() => activeCell(page)).toMatch(/\/c0$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/opstmt$/);
  // Enter had moved the caret on to the next input: typing resumes there.
  await expect.poll(() => activeCell(page)).toBe('others/c1');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'others', 1)).toHaveText('5.00');
  await expect(cell(page, 'salesExports', 1)).toHaveText('7.00');
});

test('Tab reaches the first cell within three presses, leaves to Next, and Shift+Tab goes back to the toolbar', async ({ page }) => {
  await openFresh(page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.locator('h1').click();
  let presses = 0;
  while (presses < 3 && (await activeCell(page)) !== 'salesDomestic/c0') {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  expect(await activeCell(page)).toBe('salesDomestic/c0');
  // Shift+Tab from the first cell leaves the grid backwards for the toolbar.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByTestId('grid-toolbar').locator(':focus')).toHaveCount(1);
  // Tab past the last input goes to Next.
  await cell(page, 'salesDomestic', 0).focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
});

test('no keystroke is lost after Escape', async ({ page }) => {
  await openFresh(page);
  await cell(page, 'salesDomestic', 0).focus();
  await page.keyboard.type('99999');
  await page.keyboard.press('Escape');
  await page.keyboard.type('18.5');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('18.50');
});

test('Ctrl+arrows jump as in Excel and never onto a section row', async ({ page }) => {
  await openFresh(page);
  await cell(page, 'salesDomestic', 0).focus();
  for (const figure of ['10', '20', '30']) {
    await page.keyboard.type(figure);
    await page.keyboard.press('Enter');
  }
  await cell(page, 'salesDomestic', 0).focus();
  // A filled run: Ctrl+Down stops on its last filled input before the gap.
  await page.keyboard.press('Control+ArrowDown');
  await expect(focused(page)).toHaveAttribute('aria-label', /^Others, Acme Steels/);
  // From the end of the run: on to the edge of the input rows (the last input row).
  await page.keyboard.press('Control+ArrowDown');
  const lastInputKey = await focused(page).evaluate((el) => el.closest('[row-id]')?.getAttribute('row-id'));
  expect(lastInputKey).toBeTruthy();
  await expect(focused(page)).toHaveClass(/cg-input/);
  await page.keyboard.press('Control+ArrowUp');
  await expect(focused(page)).toHaveClass(/cg-input/);
  await page.keyboard.press('Control+ArrowRight');
  await expect(focused(page)).toHaveAttribute('col-id', 'c1');
});

test('a held Shift+Down keeps the anchor: 31 fast presses select 32 rows', async ({ page }) => {
  await openFresh(page);
  await cell(page, 'salesDomestic', 0).focus();
  for (let i = 0; i < 31; i += 1) {
    await page.keyboard.press('Shift+ArrowDown', { delay: 0 });
  }
  await expect(page.locator('.cg-grid [col-id="c0"].cg-in-block')).toHaveCount(32);
  await expect(cell(page, 'salesDomestic', 0)).toHaveClass(/cg-in-block/);
});

test('one value pasted onto a selected block fills it, as one undo step', async ({ page }) => {
  await openFresh(page);
  await cell(page, 'salesDomestic', 0).focus();
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowRight');
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/plain', '42\n');
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  for (const key of ['salesDomestic', 'salesExports', 'others']) {
    await expect(cell(page, key, 0)).toHaveText('42.00');
    await expect(cell(page, key, 1)).toHaveText('42.00');
  }
  await page.keyboard.press('Control+z');
  for (const key of ['salesDomestic', 'salesExports', 'others']) {
    await expect(cell(page, key, 0)).toHaveText('0.00');
    await expect(cell(page, key, 1)).toHaveText('0.00');
  }
});

test('a "copy with labels" block in lakhs pasted into a rupee analysis asks to convert or paste as is', async ({ page }) => {
  const user = await signInFreshUser(page);
  const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Acme Steels'], unit: 'rupees' });
  await openAnalysisFromHome(page, summary.name);
  const paste = (text: string) =>
    page.evaluate((t) => {
      const data = new DataTransfer();
      data.setData('text/plain', t);
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, text);
  const block = 'Operating Statement (₹ lakhs)\tAcme Steels\nSales / Receipts – Domestic\t12.5\nSales – Exports\t0.3\n';
  await cell(page, 'salesDomestic', 0).focus();
  await paste(block);
  const dialog = page.getByRole('dialog', { name: 'These figures are in ₹ lakhs' });
  await expect(dialog).toContainText('This analysis is in ₹.');
  await dialog.getByRole('button', { name: 'Convert (× 1,00,000)' }).click();
  await expect(dialog).toBeHidden();
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('12,50,000.00');
  await expect(cell(page, 'salesExports', 0)).toHaveText('30,000.00');
  // Paste as is keeps the figures; Cancel changes nothing.
  await cell(page, 'salesDomestic', 0).focus();
  await paste(block);
  await page.getByRole('dialog').getByRole('button', { name: 'Paste as is' }).click();
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('12.50');
  await cell(page, 'salesDomestic', 0).focus();
  await paste(block.replace('12.5', '99'));
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('12.50');
});
