import type { Page } from '@playwright/test';
import { cell, createAnalysisViaApi, expect, openAnalysisFromHome, signInFreshUser, SPEEDS, test } from './fixtures';

// The arithmetic a figure was typed as, kept with it (F2, the working, a reload, the file), and cell notes
// (Shift+F2, the corner mark, hover and focus, undo), at machine speed and with 30 ms between keys.

const editor = (page: Page) => page.locator('.cg-grid .ag-cell-inline-editing input');

async function exported(page: Page, id: number, access: string) {
  const res = await page.request.get(`/api/analyses/${id}/export/`, { headers: { Authorization: `Bearer ${access}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { companies: { years: Record<string, { expressions?: unknown; notes?: unknown }> }[] };
}

for (const delay of SPEEDS) {
  test(`arithmetic is kept with its figure: F2 shows it, the working names it, a reload keeps it (${delay} ms between keys)`, async ({ page }) => {
    const user = await signInFreshUser(page);
    const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Acme Steels', 'Beta Traders'] });
    await openAnalysisFromHome(page, summary.name);
    await cell(page, 'others', 1).focus();
    await page.keyboard.type('=1200+350-45.5', { delay });
    await page.keyboard.press('Enter');
    await expect(cell(page, 'others', 1)).toHaveText('1,504.50');
    await cell(page, 'others', 1).focus();
    await expect(page.getByTestId('working-expression')).toHaveText('Typed as =1200+350-45.5');
    await page.keyboard.press('F2');
    await expect(editor(page)).toHaveValue('=1200+350-45.5');
    // Edit mode: the caret keys work inside the expression; Enter with a changed expression stores its figure.
    await page.keyboard.press('End', { delay });
    await page.keyboard.type('+0.5', { delay });
    await page.keyboard.press('Enter');
    await expect(cell(page, 'others', 1)).toHaveText('1,505.00');

    await page.reload();
    await expect(cell(page, 'others', 1)).toHaveText('1,505.00');
    await cell(page, 'others', 1).focus();
    await page.keyboard.press('F2');
    await expect(editor(page)).toHaveValue('=1200+350-45.5+0.5');
    await page.keyboard.press('Escape');
    const file = await exported(page, summary.id, user.tokens.access);
    expect(file.companies[1]!.years['2025']!.expressions).toEqual({ opstmt: { others: '=1200+350-45.5+0.5' } });

    // A figure typed over it drops the expression; Ctrl+Z brings both back.
    await page.keyboard.type('1600', { delay });
    await page.keyboard.press('Enter');
    await expect(cell(page, 'others', 1)).toHaveText('1,600.00');
    await cell(page, 'others', 1).focus();
    await expect(page.getByTestId('working-expression')).toHaveCount(0);
    await page.keyboard.press('F2');
    await expect(editor(page)).toHaveValue('1600');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+z');
    await expect(cell(page, 'others', 1)).toHaveText('1,505.00');
    await cell(page, 'others', 1).focus();
    await expect(page.getByTestId('working-expression')).toHaveText('Typed as =1200+350-45.5+0.5');
  });

  test(`a note on a cell: Shift+F2 writes it, the corner mark and the cell say it, Esc cancels, Ctrl+Z undoes (${delay} ms between keys)`, async ({ page }) => {
    const user = await signInFreshUser(page);
    const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Acme Steels'] });
    await openAnalysisFromHome(page, summary.name);
    const target = cell(page, 'salesExports', 0);
    await target.focus();
    await page.keyboard.press('Shift+F2');
    const text = page.getByTestId('note-text');
    await expect(text).toBeFocused();
    await page.keyboard.type('As per audited BS note 12 <b>bold</b>', { delay });
    await page.keyboard.press('Enter');
    await expect(text).toBeHidden();
    // The focus is back on the cell, which carries the mark and says the note (as text, never markup).
    await expect(target).toBeFocused();
    await expect(target).toHaveClass(/cg-has-note/);
    await expect(target).toHaveAttribute('title', 'Note: As per audited BS note 12 <b>bold</b>');
    const describedBy = await target.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Note: As per audited BS note 12 <b>bold</b>');
    await expect(page.locator('.cg-grid b')).toHaveCount(0);
    await expect(page.getByTestId('working-note')).toHaveText('Note: As per audited BS note 12 <b>bold</b>');
    // Typing a figure keeps the note.
    await page.keyboard.type('75', { delay });
    await page.keyboard.press('Enter');
    await expect(target).toHaveText('75.00');
    await expect(target).toHaveClass(/cg-has-note/);

    // Esc in the note editor changes nothing.
    await target.focus();
    await page.keyboard.press('Shift+F2');
    await expect(text).toHaveValue('As per audited BS note 12 <b>bold</b>');
    await page.keyboard.type(' and more', { delay });
    await page.keyboard.press('Escape');
    await expect(text).toBeHidden();
    await expect(target).toHaveAttribute('title', 'Note: As per audited BS note 12 <b>bold</b>');

    // Kept across a reload and in the file; undone and redone as a step of its own.
    await page.reload();
    await expect(cell(page, 'salesExports', 0)).toHaveClass(/cg-has-note/);
    const file = await exported(page, summary.id, user.tokens.access);
    expect(file.companies[0]!.years['2025']!.notes).toEqual({ opstmt: { salesExports: 'As per audited BS note 12 <b>bold</b>' } });
    await cell(page, 'salesExports', 0).focus();
    await page.keyboard.press('Shift+F2');
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await page.keyboard.press('Enter');
    await expect(cell(page, 'salesExports', 0)).not.toHaveClass(/cg-has-note/);
    await expect(cell(page, 'salesExports', 0)).not.toHaveAttribute('aria-describedby', /.+/);
    await page.keyboard.press('Control+z');
    await expect(cell(page, 'salesExports', 0)).toHaveClass(/cg-has-note/);
    await page.keyboard.press('Control+y');
    await expect(cell(page, 'salesExports', 0)).not.toHaveClass(/cg-has-note/);
  });
}

test('a note prints as a numbered footnote of the CMA report, beside the figure it is on, as text', async ({ page }) => {
  const user = await signInFreshUser(page);
  const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Acme Steels'] });
  await openAnalysisFromHome(page, summary.name);
  await cell(page, 'salesExports', 0).focus();
  await page.keyboard.type('250');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Shift+F2');
  await page.keyboard.type('LC-backed <img src=x onerror=alert(1)>');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'salesExports', 0)).toHaveClass(/cg-has-note/);
  await page.getByRole('link', { name: 'KFI', exact: true }).first().click();
  await page.getByRole('link', { name: 'CMA report (PDF)' }).click();
  const form = page.getByRole('region', { name: 'Form II — Operating statement, Acme Steels' });
  const footnote = form.locator('.cg-report-notes li').filter({ hasText: 'Note on Sales – Exports: LC-backed <img src=x onerror=alert(1)>' });
  await expect(footnote).toHaveCount(1);
  await expect(form.locator('img')).toHaveCount(0);
  const number = await form
    .locator('.cg-report-notes li')
    .evaluateAll((items, text) => items.findIndex((li) => li.textContent === text) + 1, 'Note on Sales – Exports: LC-backed <img src=x onerror=alert(1)>');
  const row = form
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /export/i }) })
    .first();
  await expect(row.locator('sup')).toHaveText(String(number));
  await expect(row).toContainText('250.00');
});

test.describe('arithmetic pasted', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a pasted =… keeps its expression as a typed one does: the working, F2, a reload and the file', async ({ page }) => {
    const user = await signInFreshUser(page);
    const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Acme Steels', 'Beta Traders'] });
    await openAnalysisFromHome(page, summary.name);
    await page.evaluate((t) => navigator.clipboard.writeText(t), '=1200+350-45.5\t=2,40,000*12\r\n');
    await cell(page, 'others', 0).focus();
    await page.keyboard.press('Control+v');
    // 1200 + 350 − 45.5 = 1,504.50; 2,40,000 × 12 = 28,80,000
    await expect(cell(page, 'others', 0)).toHaveText('1,504.50');
    await expect(cell(page, 'others', 1)).toHaveText('28,80,000.00');
    await cell(page, 'others', 1).focus();
    await expect(page.getByTestId('working-expression')).toHaveText('Typed as =2,40,000*12');
    await page.keyboard.press('F2');
    await expect(editor(page)).toHaveValue('=2,40,000*12');
    await page.keyboard.press('Escape');

    await page.reload();
    await cell(page, 'others', 0).focus();
    await expect(page.getByTestId('working-expression')).toHaveText('Typed as =1200+350-45.5');
    const file = await exported(page, summary.id, user.tokens.access);
    expect(file.companies[0]!.years[String(summary.year)]!.expressions).toEqual({ opstmt: { others: '=1200+350-45.5' } });
    expect(file.companies[1]!.years[String(summary.year)]!.expressions).toEqual({ opstmt: { others: '=2,40,000*12' } });
  });
});
