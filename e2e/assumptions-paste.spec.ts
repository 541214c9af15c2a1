import { expect, openAssumptionsOfFixture, test } from './fixtures';

// The Assumptions grid from the keyboard and Excel, on fixtures/three-companies-four-years.json: a method
// filled right with Ctrl+R, a 2 × 2 block of growth rates pasted from Excel into the two sales rows, and one
// Ctrl+Z taking the whole paste back.

test('fill a row’s method right with Ctrl+R, paste a block of rates from Excel, undo the paste in one step', async ({ page }) => {
  test.setTimeout(120_000);
  await openAssumptionsOfFixture(page, 'three-companies-four-years.json');
  await page.getByLabel('Company').selectOption({ label: 'Lakshmi Traders' });

  for (const row of ['Sales / Receipts – Domestic', 'Sales – Exports']) {
    const first = page.getByLabel(`${row}, FY 2024-25: method`);
    await first.selectOption('growth_pct');
    await first.focus();
    await page.keyboard.press('Control+r');
    await expect(page.getByLabel(`${row}, FY 2025-26: method`)).toHaveValue('growth_pct');
  }

  // Excel's clipboard: tab-separated cells, CRLF line ends.
  const target = page.getByLabel('Sales / Receipts – Domestic, FY 2024-25: %');
  await target.focus();
  await target.evaluate((el) => {
    const data = new DataTransfer();
    data.setData('text/plain', '12\t10\r\n8\t6\r\n');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  const rate = (row: string, fy: string) => page.getByLabel(`${row}, ${fy}: %`);
  await expect(rate('Sales / Receipts – Domestic', 'FY 2024-25')).toHaveValue('12');
  await expect(rate('Sales / Receipts – Domestic', 'FY 2025-26')).toHaveValue('10');
  await expect(rate('Sales – Exports', 'FY 2024-25')).toHaveValue('8');
  await expect(rate('Sales – Exports', 'FY 2025-26')).toHaveValue('6');
  await expect(page.getByText('4 values pasted (one undo step)')).toBeVisible();

  await page.getByLabel('Company').focus();
  await page.keyboard.press('Control+z');
  for (const row of ['Sales / Receipts – Domestic', 'Sales – Exports']) {
    for (const fy of ['FY 2024-25', 'FY 2025-26']) {
      await expect(rate(row, fy)).toHaveValue('0');
      await expect(page.getByLabel(`${row}, ${fy}: method`)).toHaveValue('growth_pct');
    }
  }
});
