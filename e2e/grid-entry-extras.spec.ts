import { cell, createAnalysisViaApi, dragEdge, expect, headerWidth, keyDown, keys, openAnalysisFromHome, signInFreshUser, SPEEDS, test } from './fixtures';

// Issue 21, second part: a plain block 100× the figures beside it asks before storing (item 9's last part).

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

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

// An emptied cell may carry a check's mark (⚠) beside its 0.00.
const EMPTY = /^⚠?0\.00$/;

for (const delay of SPEEDS) {
  test(`years layout: Copy previous year and Fill right with growth % fill the selection in one undo step (${delay} ms)`, async ({ page }) => {
    const user = await signInFreshUser(page);
    let summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Acme Steels'] });
    for (let i = 0; i < 2; i++) {
      const added = await page.request.post(`/api/analyses/${summary.id}/periods/`, {
        headers: { Authorization: `Bearer ${user.tokens.access}`, 'If-Match': `"${summary.version}"` },
        data: { at: 'after' },
      });
      expect(added.status(), await added.text()).toBeLessThan(300);
      summary = { ...summary, version: ((await added.json()) as { version: number }).version };
    }
    await openAnalysisFromHome(page, summary.name);
    await page.getByRole('radio', { name: 'Years side by side' }).click();
    await expect(page.getByRole('columnheader', { name: /FY 2026-27/ })).toBeVisible();
    await keyDown(page, 'salesDomestic', 0, ['1000', '333.33'], delay);
    const select = async () => {
      await cell(page, 'salesDomestic', 1).focus();
      await keys(page, 'Shift+ArrowDown Shift+ArrowRight', delay);
    };
    await select();
    await page.getByRole('button', { name: 'Copy previous year' }).click();
    for (const column of [1, 2]) {
      await expect(cell(page, 'salesDomestic', column)).toHaveText('1,000.00');
      await expect(cell(page, 'salesExports', column)).toHaveText('333.33');
    }
    await keys(page, 'Control+z', delay);
    await expect(cell(page, 'salesDomestic', 2)).toHaveText(EMPTY);
    await expect(cell(page, 'salesExports', 1)).toHaveText(EMPTY);
    // 10% a year, compounded and rounded half up: 1,100 and 1,210; 366.66 and 403.33.
    await select();
    await page.getByRole('button', { name: 'Fill right with growth %' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fill right with growth %' });
    await dialog.getByLabel('Growth a year (%)').fill('ten');
    await dialog.getByLabel('Growth a year (%)').press('Enter');
    await expect(dialog).toContainText('Type a percentage');
    await dialog.getByLabel('Growth a year (%)').fill('10');
    await dialog.getByLabel('Growth a year (%)').press('Enter');
    await expect(cell(page, 'salesDomestic', 1)).toHaveText('1,100.00');
    await expect(cell(page, 'salesDomestic', 2)).toHaveText('1,210.00');
    await expect(cell(page, 'salesExports', 1)).toHaveText('366.66');
    await expect(cell(page, 'salesExports', 2)).toHaveText('403.33');
    await expect(cell(page, 'salesDomestic', 0)).toHaveText('1,000.00');
    await keys(page, 'Control+z', delay);
    await expect(cell(page, 'salesDomestic', 2)).toHaveText(EMPTY);
    await expect(cell(page, 'salesExports', 1)).toHaveText(EMPTY);
    // From the first year there is nothing to carry: nothing is stored, and it says so.
    await cell(page, 'salesDomestic', 0).focus();
    await page.getByRole('button', { name: 'Copy previous year' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'no previous year' })).toBeVisible();
    await expect(cell(page, 'salesDomestic', 0)).toHaveText('1,000.00');
  });
}

test('column widths the analyst drags are kept for that analysis across a reload, and not for another', async ({ page }) => {
  const user = await signInFreshUser(page);
  const other = await createAnalysisViaApi(page.request, user, { companyNames: ['Other Co'] });
  const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Acme Steels', 'Beta Traders'] });
  await openAnalysisFromHome(page, summary.name);
  await expect(cell(page, 'salesDomestic', 0)).toBeVisible();
  const before = (await headerWidth(page, 'label'))!;
  await dragEdge(page, 'label', -120);
  await expect.poll(() => headerWidth(page, 'label')).toBeLessThan(before - 100);
  const narrowed = await headerWidth(page, 'label');
  expect(narrowed).not.toBeNull();
  await page.reload();
  await expect(cell(page, 'salesDomestic', 0)).toBeVisible();
  await expect.poll(() => headerWidth(page, 'label')).toBe(narrowed);
  // The next screen of the same analysis keeps it too; another analysis opens at the default width.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => headerWidth(page, 'label')).toBe(narrowed);
  await page.goto('/home');
  await openAnalysisFromHome(page, other.name);
  await expect.poll(() => headerWidth(page, 'label')).toBe(before);
});
