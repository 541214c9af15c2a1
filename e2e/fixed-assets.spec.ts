import { expect, cell, openAssumptionsOfFixture, test } from './fixtures';

// The fixed-asset schedule from the keyboard, on fixtures/three-companies-four-years.json. Lakshmi Traders'
// plant is 69.00 at the end of FY 2023-24; a new machine of 120.00 is bought and put to use in October 2024.
// SLM at the Schedule II rate for plant (95 % ÷ 15 years = 6.3333 %), hand-worked:
//   69.00 × 6.3333 % = 4.369977; 120.00 × 6.3333 % × 6 ÷ 12 = 3.79998; depreciation 8.169957 → 8.17;
//   plant & machinery 69.00 + 120.00 = 189.00.

test('a fixed-asset block with a machine put to use in October drives depreciation and the gross block', async ({ page }) => {
  test.setTimeout(120_000);
  await openAssumptionsOfFixture(page, 'three-companies-four-years.json');
  await page.getByLabel('Company').selectOption({ label: 'Lakshmi Traders' });

  // The rows the schedule drives.
  await page.getByLabel('Depreciation, FY 2024-25: method', { exact: true }).selectOption('schedule');
  await page.getByLabel('Plant & Machinery, FY 2024-25: method').selectOption('schedule');
  await page.getByRole('button', { name: 'Save assumptions' }).click();

  const schedule = page.getByRole('region', { name: 'Fixed-asset schedule' });
  await schedule.getByRole('button', { name: 'Add a block on Plant & Machinery' }).click();
  // A new block is WDV at its Schedule II rate; switching to SLM brings SLM's rate.
  await expect(schedule.getByLabel('Plant & Machinery: rate %')).toHaveValue('18.1036');
  await schedule.getByLabel('Plant & Machinery: method').selectOption('slm');
  await expect(schedule.getByLabel('Plant & Machinery: rate %')).toHaveValue('6.3333');
  await schedule.getByRole('button', { name: 'Add an addition to Plant & Machinery' }).click();
  await schedule.getByLabel('Plant & Machinery, addition 1: year spent').selectOption({ label: 'FY 2024-25' });
  await schedule.getByLabel('Plant & Machinery, addition 1: amount').fill('120');
  await schedule.getByLabel('Plant & Machinery, addition 1: put to use').fill('2024-10');
  // An amount the contract refuses is not sent, and the block says why.
  await schedule.getByLabel('Plant & Machinery: rate %').fill('150');
  await schedule.getByRole('button', { name: 'Save fixed assets' }).click();
  await expect(schedule.getByRole('alert')).toContainText('rate_pct');
  await schedule.getByLabel('Plant & Machinery: rate %').fill('6.3333');
  await schedule.getByLabel('Plant & Machinery: rate %').press('Enter');
  await expect(schedule.getByRole('alert')).toBeHidden();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Opstmt' }).click();
  const depreciation = cell(page, 'depreciation', 0);
  await expect(depreciation).toHaveText('8.17');
  await expect(depreciation).toHaveClass(/cg-driven/);
  await depreciation.click();
  await expect(page.getByTestId('working-driven')).toContainText('SLM 69.00 × 6.3333 % + 120.00 × 6.3333 % × 6 ÷ 12 = 8.17');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Asset & Liab' }).click();
  await expect(cell(page, 'plantMachinery', 0)).toHaveText('189.00');

  // Stored: after a reload the schedule is back in the editor and still drives the figures.
  await page.reload();
  await expect(cell(page, 'plantMachinery', 0)).toHaveText('189.00');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assumptions' }).click();
  await page.getByLabel('Company').selectOption({ label: 'Lakshmi Traders' });
  await expect(page.getByLabel('Plant & Machinery, addition 1: amount')).toHaveValue('120');
  await expect(page.getByLabel('Plant & Machinery, addition 1: put to use')).toHaveValue('2024-10');
});
