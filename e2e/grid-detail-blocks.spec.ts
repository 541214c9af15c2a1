import { cell, expect, keys, lineCell, openOtherIncomeLines, SPEEDS, test } from './fixtures';

// Blocks over detail lines: a Shift+arrow block spans the lines shown; Ctrl+D, Delete, Ctrl+Enter and Ctrl+C store
// and copy each line, one undo step each; the row above the lines is their sum, skipped and said, never marked.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

for (const delay of SPEEDS) {
  test(`fill, clear, Ctrl+Enter and copy over detail lines, in both layouts (${delay} ms between keys)`, async ({ page }) => {
    test.setTimeout(120_000);
    const row = await openOtherIncomeLines(page, delay);
    const first = lineCell(page, 'addOtherIncome', 'Add: Other Income', 0);
    const rent = lineCell(page, 'addOtherIncome', 'Rent', 0);
    const below = cell(page, 'lessOtherExpenses', 0);

    // Ctrl+D from the first line down over Rent and the row below: 100 into each, the row the lines' sum.
    await first.focus();
    await keys(page, 'Shift+ArrowDown Shift+ArrowDown Control+d', delay);
    await expect(rent).toHaveText('100.00');
    await expect(below).toHaveText('100.00');
    await expect(row).toHaveText('200.00');
    // One undo step takes the fill back.
    await keys(page, 'Control+z', delay);
    await expect(rent).toHaveText('40.00');
    await expect(row).toHaveText('140.00');
    await expect(below).not.toHaveText('100.00');

    // Delete over the row, its lines and Beta's column: the lines go to 0; the row is skipped and said, not marked.
    await row.focus();
    await keys(page, 'Shift+ArrowDown Shift+ArrowDown Shift+ArrowRight Delete', delay);
    await expect(page.getByText('Add: Other Income is the sum of its detail lines, so it was skipped')).toBeVisible();
    await expect(first).toHaveText('0.00');
    await expect(rent).toHaveText('0.00');
    await expect(row).toHaveText('0.00');
    await expect(row).not.toHaveClass(/cg-refused/);
    // Beta has no lines: none were opened there.
    await expect(lineCell(page, 'addOtherIncome', 'Rent', 1)).toHaveText('');
    await keys(page, 'Control+z', delay);
    await expect(row).toHaveText('140.00');

    // Ctrl+C over the lines copies them line by line.
    await first.focus();
    await keys(page, 'Shift+ArrowDown Control+c', delay);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('100\r\n40');
    await expect(page.getByTestId('save-status')).toHaveText('Saved');

    // Years layout: the lines are rows there too; a figure typed with Ctrl+Enter over them fills each line.
    await page.getByRole('radio', { name: 'Years side by side' }).click();
    await expect(page.getByTestId('grid-opstmt')).toHaveAttribute('data-layout', 'years');
    await first.focus();
    await keys(page, 'Shift+ArrowDown', delay);
    await page.keyboard.type('7', { delay });
    await page.keyboard.press('Control+Enter');
    await expect(first).toHaveText('7.00');
    await expect(rent).toHaveText('7.00');
    await expect(row).toHaveText('14.00');
    await keys(page, 'Control+z', delay);
    await expect(row).toHaveText('140.00');
  });
}
