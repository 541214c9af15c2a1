import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { cell, createAnalysisViaApi, expect, lineCell, openAnalysisFromHome, openOtherIncomeLines, signInFreshUser, SPEEDS, test } from './fixtures';

// Detail lines: Alt+↓ opens a row's lines in one company and period; the figure is their exact sum, typing over
// it is refused with the reason, undo/redo take the lines and the figure as one step, a reload and the file keep them.

const label = (page: Page, i: number) => page.getByLabel(`Line ${i} label`);
const amount = (page: Page, i: number) => page.getByLabel(`Line ${i} amount`);

for (const delay of SPEEDS) {
  test(`Other income opened into lines by keyboard: the row shows their sum, undo, a reload and the print (${delay} ms between keys)`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const user = await signInFreshUser(page);
    const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Acme Steels', 'Beta Traders'] });
    await openAnalysisFromHome(page, summary.name);
    const target = cell(page, 'addOtherIncome', 1);
    await target.focus();
    await page.keyboard.type('100', { delay });
    await page.keyboard.press('Enter');
    await expect(target).toHaveText('100.00');

    await target.focus();
    await page.keyboard.press('Alt+ArrowDown');
    // Opened on its figure: the first line is the row's figure, the cursor on the empty second line.
    await expect(label(page, 1)).toHaveValue('Add: Other Income');
    await expect(amount(page, 1)).toHaveValue('100.00');
    await expect(label(page, 2)).toBeFocused();
    await page.keyboard.type('Job work', { delay });
    await page.keyboard.press('Tab', { delay });
    await page.keyboard.type('25.5', { delay });
    // The next label is typed straight after Enter, with no wait for the new line: none of it goes into the amount.
    await page.keyboard.press('Enter');
    await page.keyboard.type('Scrap <b>sales</b>', { delay });
    await expect(amount(page, 2)).toHaveValue('25.5');
    await page.keyboard.press('Tab', { delay });
    await page.keyboard.type('=10+2.25', { delay });
    // 100 + 25.50 + 12.25 = 137.75
    await expect(page.getByTestId('detail-lines-sum')).toHaveText('137.75');
    await page.keyboard.press('Control+Enter');
    await expect(page.getByTestId('detail-lines')).toBeHidden();
    await expect(target).toHaveText('137.75');
    await expect(target).toHaveClass(/cg-has-lines/);
    await expect(cell(page, 'addOtherIncome', 0)).not.toHaveClass(/cg-has-lines/);

    // A figure typed over the row is refused with the reason and marked; the sum stays.
    await target.focus();
    await page.keyboard.type('5', { delay });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'is the sum of its detail lines' })).toBeVisible();
    await expect(target).toHaveText('137.75');

    // One undo step takes the lines and the figure back; redo brings both.
    await target.focus();
    await page.keyboard.press('Control+z');
    await expect(target).toHaveText('100.00');
    await expect(target).not.toHaveClass(/cg-has-lines/);
    await page.keyboard.press('Control+y');
    await expect(target).toHaveText('137.75');
    await expect(target).toHaveClass(/cg-has-lines/);

    await page.reload();
    await expect(cell(page, 'addOtherIncome', 1)).toHaveText('137.75');
    await expect(cell(page, 'addOtherIncome', 1)).toHaveClass(/cg-has-lines/);
    await cell(page, 'addOtherIncome', 1).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(label(page, 3)).toHaveValue('Scrap <b>sales</b>');
    // A line typed as arithmetic opens on it.
    await expect(amount(page, 3)).toHaveValue('=10+2.25');
    await expect(page.locator('[data-testid="detail-lines"] b')).toHaveCount(0);
    // Ctrl+Delete removes a line; the sum follows; Esc cancels it all.
    await label(page, 2).focus();
    await page.keyboard.press('Control+Delete');
    await expect(page.getByTestId('detail-lines-sum')).toHaveText('112.25');
    await page.keyboard.press('Escape');
    await expect(cell(page, 'addOtherIncome', 1)).toHaveText('137.75');

    const res = await page.request.get(`/api/analyses/${summary.id}/export/`, { headers: { Authorization: `Bearer ${user.tokens.access}` } });
    const file = (await res.json()) as { companies: { years: Record<string, { details?: unknown }> }[] };
    expect(file.companies[1]!.years[String(summary.year)]!.details).toEqual({
      opstmt: {
        addOtherIncome: [
          { label: 'Add: Other Income', amount: 100 },
          { label: 'Job work', amount: 25.5 },
          { label: 'Scrap <b>sales</b>', amount: 12.25, expression: '=10+2.25' },
        ],
      },
    });

    // The CMA report prints the lines indented under Form II's other income, with their amounts.
    await page.getByRole('toolbar', { name: 'Grid tools' }).getByRole('link', { name: 'CMA report' }).click();
    await expect(page.getByRole('heading', { name: 'Credit Monitoring Arrangement (CMA) data' })).toBeVisible();
    const pdf = testInfo.outputPath('report.pdf');
    await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    const lines = text.split('\n');
    const job = lines.findIndex((l) => /^\s+Job work\s+25\.50\s*$/.test(l));
    expect(job, text).toBeGreaterThan(0);
    // The next printed line either way (pdftotext puts a blank line between rows as their spacing falls).
    const printed = (from: number, step: 1 | -1) => {
      let i = from + step;
      while (lines[i]?.trim() === '') {
        i += step;
      }
      return i;
    };
    expect(lines[printed(job, 1)]).toMatch(/^\s+Scrap <b>sales<\/b>\s+12\.25\s*$/);
    const first = printed(job, -1);
    expect(lines[first]).toMatch(/^\s+Add: Other Income\s+100\.00\s*$/);
    // Under Form II 11.i, the line that prints the row, and indented further than its label.
    const home = printed(first, -1);
    expect(lines[home], text).toMatch(/^\s*11\.i\s+Add: Other non-operating income\s+137\.75\s*$/);
    expect(lines[job]!.indexOf('Job work')).toBeGreaterThan(lines[home]!.indexOf('Add: Other'));
  });
}

test.describe('detail lines as rows of the grid', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  for (const delay of SPEEDS) {
    test(`lines are indented rows: typed, arrowed, pasted across, undone, kept by a reload, in both layouts (${delay} ms between keys)`, async ({ page }) => {
      test.setTimeout(120_000);
      const row = await openOtherIncomeLines(page, delay);

      // The lines are rows under their row, labelled and indented; the row is their sum, read-only.
      await expect(row).toHaveText('140.00');
      await expect(page.locator('[row-id^="addOtherIncome\u001f"] .cg-detail-label')).toHaveText(['Add: Other Income', 'Rent']);
      await expect(lineCell(page, 'addOtherIncome', 'Add: Other Income', 0)).toHaveText('100.00');
      await expect(lineCell(page, 'addOtherIncome', 'Rent', 0)).toHaveText('40.00');
      await expect(lineCell(page, 'addOtherIncome', 'Rent', 1)).toHaveText('');
      await row.focus();
      await expect(page.getByTestId('working-lines')).toHaveText('The sum of its detail lines: Add: Other Income 100.00 + Rent 40.00');

      // Typing into a line: arithmetic, Enter moves on to the next input row; the row follows.
      await lineCell(page, 'addOtherIncome', 'Rent', 0).focus();
      await page.keyboard.type('=20+5', { delay });
      await page.keyboard.press('Enter', { delay });
      await expect(lineCell(page, 'addOtherIncome', 'Rent', 0)).toHaveText('25.00');
      await expect(row).toHaveText('125.00');
      await expect(cell(page, 'lessOtherExpenses', 0)).toBeFocused();
      // Arrows go up through the lines to the row, whose figure is not typed over.
      await page.keyboard.press('ArrowUp', { delay });
      await expect(lineCell(page, 'addOtherIncome', 'Rent', 0)).toBeFocused();
      await page.keyboard.press('ArrowUp', { delay });
      await page.keyboard.press('ArrowUp', { delay });
      await expect(row).toBeFocused();
      await page.keyboard.type('5', { delay });
      await expect(page.getByText('Add: Other Income is the sum of its detail lines: type in the lines under it')).toBeVisible();
      await expect(row).toHaveText('125.00');
      // A typed figure and an arrow commit and move, as in any row: Beta's Rent opens Beta's row into lines.
      await page.keyboard.press('ArrowDown', { delay });
      await page.keyboard.press('ArrowDown', { delay });
      await page.keyboard.type('30', { delay });
      await page.keyboard.press('ArrowRight', { delay });
      await expect(lineCell(page, 'addOtherIncome', 'Rent', 1)).toBeFocused();
      await page.keyboard.type('7', { delay });
      await page.keyboard.press('Enter', { delay });
      await expect(row).toHaveText('130.00');
      await expect(cell(page, 'addOtherIncome', 1)).toHaveText('7.00');

      // A 3 × 2 block pasted from the first line goes down both lines, then on into the next row.
      await page.evaluate((t) => navigator.clipboard.writeText(t), '11\t12\r\n13\t14\r\n15\t16\r\n');
      await lineCell(page, 'addOtherIncome', 'Add: Other Income', 0).focus();
      await page.keyboard.press('Control+v');
      // Acme: 11 + 13 = 24. Beta had only Rent 7: Rent 14, and a line labelled as the row, 12: 26.
      await expect(row).toHaveText('24.00');
      await expect(cell(page, 'addOtherIncome', 1)).toHaveText('26.00');
      await expect(lineCell(page, 'addOtherIncome', 'Add: Other Income', 1)).toHaveText('12.00');
      await expect(lineCell(page, 'addOtherIncome', 'Rent', 1)).toHaveText('14.00');
      await expect(cell(page, 'lessOtherExpenses', 0)).toHaveText('15.00');
      await expect(cell(page, 'lessOtherExpenses', 1)).toHaveText('16.00');
      // One undo takes the whole paste back; redo brings it.
      await page.keyboard.press('Control+z');
      await expect(row).toHaveText('130.00');
      await expect(cell(page, 'addOtherIncome', 1)).toHaveText('7.00');
      await expect(lineCell(page, 'addOtherIncome', 'Add: Other Income', 1)).toHaveText('');
      await page.keyboard.press('Control+y');
      await expect(row).toHaveText('24.00');
      await expect(page.getByTestId('save-status')).toHaveText('Saved');

      // A reload keeps the lines as rows; in the years layout they are rows too, and take typing.
      await page.reload();
      await expect(lineCell(page, 'addOtherIncome', 'Rent', 0)).toHaveText('13.00');
      await page.getByRole('radio', { name: 'Years side by side' }).click();
      await expect(page.getByTestId('grid-opstmt')).toHaveAttribute('data-layout', 'years');
      await expect(lineCell(page, 'addOtherIncome', 'Rent', 0)).toHaveText('13.00');
      await lineCell(page, 'addOtherIncome', 'Rent', 0).focus();
      await page.keyboard.type('20', { delay });
      await page.keyboard.press('Enter', { delay });
      await expect(cell(page, 'addOtherIncome', 0)).toHaveText('31.00');
    });
  }
});
