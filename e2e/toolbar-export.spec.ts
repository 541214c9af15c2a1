import ExcelJS from 'exceljs';
import { cell, createAnalysisViaApi, expect, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// Export to Excel from the analysis itself, by keyboard: the figure just typed (not yet saved) is in the
// downloaded workbook, because the export saves first.

test('Export to Excel in the grid toolbar is reached by keyboard and downloads what was just typed', async ({ page }) => {
  const user = await signInFreshUser(page);
  const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Acme Steels', 'Beta Traders'] });
  await openAnalysisFromHome(page, summary.name);
  await cell(page, 'salesDomestic', 1).focus();
  await page.keyboard.type('4321.5');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'salesDomestic', 1)).toHaveText('4,321.50');

  // Into the toolbar (one tab stop) with Shift+Tab from the grid, then to Export and Enter.
  await cell(page, 'salesDomestic', 0).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByTestId('grid-toolbar').locator(':focus')).toHaveCount(1);
  // End goes to the last tool (the imports on an input screen); Left arrows walk back to Export.
  await page.keyboard.press('End');
  const exportButton = page.getByRole('toolbar', { name: 'Grid tools' }).getByRole('button', { name: 'Export to Excel' });
  for (let i = 0; i < 8 && !(await exportButton.evaluate((b) => b === document.activeElement)); i++) {
    await page.keyboard.press('ArrowLeft');
  }
  await expect(exportButton).toBeFocused();
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^Acme-Steels-Beta-Traders[\\w-]*-${summary.year}\\.xlsx$`));

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  const opstmt = workbook.getWorksheet('Operating Statement')!;
  // Column A labels, then Acme Steels (B) and Beta Traders (C); row 7 is domestic sales.
  expect(opstmt.getCell('A7').value).toBe('Sales / Receipts – Domestic');
  expect(opstmt.getCell('C7').value).toBe(4321.5);
  expect(opstmt.getCell('C3').value).toBe('Beta Traders');
});
