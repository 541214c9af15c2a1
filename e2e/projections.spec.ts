import ExcelJS from 'exceljs';
import { recalculatedIn } from '../src/server/testing/recalc';
import { expect, cell, openAssumptionsOfFixture, test } from './fixtures';

// Projected years from assumptions, tried as a new user would, on fixtures/three-companies-four-years.json
// (two audited years typed; the estimated assessment year FY 2024-25 and a projected FY 2025-26): apply the
// defaults the company's own history suggests (shown first), drive sales by growth 12 % in every projected
// year, save; the projected balance sheet of every company tallies, a debtor figure is tinted as driven and
// its working gives the months and the sales; the analyst types over it (now typed, and said so) and one undo
// brings the method back. The xlsx exported from the toolbar, its growth changed on the Assumptions sheet,
// recalculated by LibreOffice, projects the sales from the new growth.
//
// Hand figure: Lakshmi Traders' FY 2023-24 domestic sales 2,857 grown 12 % = 3,199.84 in FY 2024-25.

test('drive the projected years from assumptions: the balance sheet tallies, the working explains a debtor figure, override and undo, and the xlsx follows a growth changed in LibreOffice', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await openAssumptionsOfFixture(page, 'three-companies-four-years.json');

  // Each company in turn (the switcher): its own history's defaults, shown before they are applied.
  const preview = page.getByTestId('defaults-preview');
  for (const company of ['Deccan Castings Pvt Ltd', 'Coromandel Exports Ltd', 'Lakshmi Traders']) {
    await page.getByLabel('Company').selectOption({ label: company });
    await page.getByRole('button', { name: 'Defaults from history' }).click();
    await expect(preview).toContainText('Trade Debtors < 6 months: Holding months');
    await expect(preview).toContainText('WC Borrowings – our bank: Balancing line');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(preview).toBeHidden();
    await expect(page.getByLabel('WC Borrowings – our bank, FY 2025-26: method')).toHaveValue('balancing');
  }

  const growth = page.getByLabel('Sales / Receipts – Domestic, FY 2024-25: %');
  await growth.fill('12');
  await growth.press('Enter');
  await page.getByRole('button', { name: "Sales / Receipts – Domestic: first year's method for all years" }).click();
  await expect(page.getByLabel('Sales / Receipts – Domestic, FY 2025-26: %')).toHaveValue('12');
  await page.getByRole('button', { name: 'Save assumptions' }).click();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Opstmt' }).click();
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('3,199.84');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Asset & Liab' }).click();
  for (const company of [0, 1, 2]) {
    await expect(cell(page, 'wheatherAssetsLiabTallied', company)).toHaveText('Yes');
  }
  const debtors = cell(page, 'tradeDebtors6', 0);
  await expect(debtors).toHaveClass(/cg-driven/);
  const driven = (await debtors.textContent())!;
  await debtors.click();
  await expect(page.getByTestId('working-driven')).toContainText(/Trade Debtors < 6 months = [\d.]+ months × sales [\d,.]+ ÷ 12 = /);
  await expect(page.getByTestId('working-driven')).toContainText(driven);

  // Typing over the driven figure makes it typed, and says so; one undo brings the method (and its figure) back.
  await page.keyboard.type('500');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Trade Debtors < 6 months is typed now')).toBeVisible();
  await expect(debtors).toHaveText('500.00');
  await expect(debtors).not.toHaveClass(/cg-driven/);
  await debtors.click();
  await page.keyboard.press('Control+z');
  await expect(debtors).toHaveText(driven);
  await expect(debtors).toHaveClass(/cg-driven/);

  // After a reload the stored assumptions still drive the figures, the one undone included.
  await page.reload();
  await expect(cell(page, 'tradeDebtors6', 0)).toHaveClass(/cg-driven/);
  await expect(cell(page, 'tradeDebtors6', 0)).toHaveText(driven);
  await expect(cell(page, 'tradeDebtors6', 1)).toHaveClass(/cg-driven/);
  await expect(cell(page, 'wheatherAssetsLiabTallied', 1)).toHaveText('Yes');

  // The xlsx from the toolbar: Lakshmi Traders' growth changed to 20 % on the Assumptions sheet, LibreOffice
  // recomputes its projected sales from it: 2,857.00 × 1.20 = 3,428.40, then 3,428.40 × 1.20 = 4,114.08.
  const download = page.waitForEvent('download');
  await page.getByRole('toolbar', { name: 'Grid tools' }).getByRole('button', { name: 'Export to Excel' }).click();
  const exported = new ExcelJS.Workbook();
  await exported.xlsx.readFile((await (await download).path())!);
  const growthCells: ExcelJS.Cell[] = [];
  exported.getWorksheet('Assumptions')!.eachRow((row) => {
    if (String(row.getCell(1).value).startsWith('Lakshmi Traders: Sales / Receipts – Domestic (growth a year)')) {
      row.eachCell((c, column) => column > 1 && typeof c.value === 'number' && growthCells.push(c));
    }
  });
  expect(growthCells.map((c) => c.value)).toEqual([0.12, 0.12]);
  const salesOf = (workbook: ExcelJS.Workbook, year: string) => {
    const sheet = workbook.getWorksheet('Operating Statement')!;
    const row = sheet.getColumn(1).values.findIndex((v) => v === 'Sales / Receipts – Domestic');
    let company = '';
    for (let column = 2; column <= sheet.columnCount; column++) {
      company = String(sheet.getCell(3, column).value ?? '') || company;
      if (company === 'Lakshmi Traders' && String(sheet.getCell(4, column).value).startsWith(year)) {
        const v = sheet.getCell(row, column).value as { result?: number } | number;
        return typeof v === 'number' ? v : v.result;
      }
    }
    throw new Error(`No column of Lakshmi Traders in ${year}`);
  };
  expect(salesOf(exported, 'FY 2024-25')).toBe(3199.84);
  for (const c of growthCells) {
    c.value = 0.2;
  }
  const recalculated = await recalculatedIn(testInfo.outputPath(), exported);
  expect(salesOf(recalculated, 'FY 2023-24')).toBe(2857);
  expect(salesOf(recalculated, 'FY 2024-25')).toBe(3428.4);
  expect(salesOf(recalculated, 'FY 2025-26')).toBe(4114.08);
});
