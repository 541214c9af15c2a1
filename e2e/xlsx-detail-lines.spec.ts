import ExcelJS from 'exceljs';
import { cell, createAnalysisViaApi, expect, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// Detail lines typed in the grid reach the xlsx as the analyst would build the schedule in Excel: rows under
// their row, which is =SUM of them (docs/report.md "Detail lines in the xlsx").

test('lines typed under Other income are exported as rows under it, the row their SUM, the rows below moved down', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await signInFreshUser(page);
  const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Acme Steels', 'Beta Traders'] });
  await openAnalysisFromHome(page, summary.name);
  const target = cell(page, 'addOtherIncome', 1);
  await target.focus();
  await page.keyboard.type('100');
  await page.keyboard.press('Enter');
  await expect(target).toHaveText('100.00');
  // Opened on its figure: the first line is the 100 typed, labelled as the row; the cursor on the second.
  await target.focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByLabel('Line 2 label')).toBeFocused();
  await page.keyboard.type('Job work');
  await page.keyboard.press('Tab');
  await page.keyboard.type('25.5');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Line 3 label')).toBeFocused();
  await page.keyboard.type('Scrap sales');
  await page.keyboard.press('Tab');
  await page.keyboard.type('=10+2.25');
  await expect(page.getByTestId('detail-lines-sum')).toHaveText('137.75');
  await page.keyboard.press('Control+Enter');
  await expect(target).toHaveText('137.75');

  // The toolbar's export saves first, so the lines just typed are in the file.
  const download = page.waitForEvent('download');
  await page.getByRole('toolbar', { name: 'Grid tools' }).getByRole('button', { name: 'Export to Excel' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await (await download).path())!);
  const sheet = workbook.getWorksheet('Operating Statement')!;
  const row = sheet.getColumn(1).values.indexOf('Add: Other Income');
  expect(row).toBeGreaterThan(0);
  // Column A labels, then Acme Steels (B) and Beta Traders (C).
  expect([1, 2, 3].map((k) => sheet.getCell(row + k, 1).value)).toEqual(['Add: Other Income', 'Job work', 'Scrap sales']);
  expect(sheet.getCell(row, 3).value).toEqual({ formula: `SUM(C${row + 1}:C${row + 3})`, result: 137.75 });
  // A line typed as arithmetic in the dialog keeps it: the cell's formula, its figure cached.
  expect([1, 2, 3].map((k) => sheet.getCell(row + k, 3).value)).toEqual([100, 25.5, { formula: '10+2.25', result: 12.25 }]);
  // Acme Steels has no lines: its figure stays a value, its line cells empty.
  expect(sheet.getCell(row, 2).value).toBe(0);
  expect(sheet.getCell(row + 1, 2).value).toBeNull();
  // Profit before tax, below the lines, reads Beta Traders' row.
  const pbt = sheet.getColumn(1).values.indexOf('PROFIT BEFORE TAX');
  expect((sheet.getCell(pbt, 3).value as ExcelJS.CellFormulaValue).formula).toMatch(new RegExp(`!C${row}(?!\\d)`));
});
