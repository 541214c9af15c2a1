import type { Page } from '@playwright/test';
import worked from '../fixtures/worked-example.json' with { type: 'json' };
import { cell, expect, importFixtureViaApi, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// The derived screens and settings: load the worked example (cma-domain §8) → /ratios, /wctlassmt and /kfi show its figures →
// show the working of MPBF, and follow a link in it → Finish → overlay → /visual1.

/** A fresh signed-in user with the worked example imported over the API, opened from /home. */
async function openWorkedExample(page: Page): Promise<void> {
  const user = await signInFreshUser(page);
  await importFixtureViaApi(page.request, user, 'worked-example.json');
  await openAnalysisFromHome(page, worked.name);
}

test('the derived screens show the worked example, with the working, and Finish leads to the dashboard', async ({ page }) => {
  await openWorkedExample(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ratios' }).click();
  await expect(page).toHaveURL(/\/ratios$/);
  await expect(cell(page, 'current_ratio')).toHaveText('1.41');
  // 1.41 sits in the yellow band (1.33 to under 1.5, spec §9).
  await expect(cell(page, 'current_ratio')).toHaveClass(/cg-band-yellow/);
  await expect(cell(page, 'tangible_net_worth')).toHaveText('395.00');

  // The working links across screens: the current ratio's total current assets opens /asset on that cell.
  await cell(page, 'current_ratio').click();
  const working = page.getByTestId('working-panel');
  await expect(working.getByTestId('working-text')).toContainText('Current Ratio = ');
  await working.getByRole('button', { name: /TOTAL CURRENT ASSETS 650\.00/ }).click();
  await expect(page).toHaveURL(/\/asset$/);
  await expect(cell(page, 'totalCurrentAssets')).toBeFocused();
  await expect(working.getByTestId('working-text')).toContainText('TOTAL CURRENT ASSETS = ');

  await page.goto('/ratios');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/wctlassmt$/);
  await expect(cell(page, 'MPBF_Lower_of_I_or_II')).toHaveText('220.00');

  // Show the working of MPBF, by mouse and then by keyboard (arrows land on derived cells).
  await cell(page, 'MPBF_Lower_of_I_or_II').click();
  const text = working.getByTestId('working-text');
  await expect(text).toContainText('MPBF (lower of I or II) = max(0, min(');
  await expect(text).toContainText('247.50');
  await expect(text).toContainText('= 220.00 — ');
  await expect(text).toContainText('Tandon II, Form V item 8');
  await page.keyboard.press('ArrowUp');
  await expect(text).not.toContainText('MPBF (lower of I or II) = ');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/kfi$/);
  await expect(cell(page, 'total_eligible_limit')).toHaveText('247.50');
  await expect(cell(page, 'current_ratio')).toHaveClass(/cg-band-yellow/);

  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('alertdialog')).toHaveText('✓Your records have been saved.');
  await expect(page).toHaveURL(/\/visual1$/, { timeout: 6000 });
});

test('the settings change every column at once and are kept with the analysis', async ({ page }) => {
  await openWorkedExample(page);
  await page.goto('/kfi');
  const dp2 = cell(page, 'drawing_power_2');
  await expect(dp2).not.toHaveText('—');
  const before = await dp2.textContent();

  await page.getByRole('button', { name: 'Settings' }).click();
  const margin = page.getByLabel(/Book-debt margin/);
  await margin.fill('40');
  await margin.press('Enter');
  await expect(dp2).not.toHaveText(before ?? '');
  const changed = await dp2.textContent();
  await page.getByRole('button', { name: 'Close settings' }).click();

  await page.reload();
  await expect(cell(page, 'drawing_power_2')).toHaveText(changed ?? '');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(cell(page, 'drawing_power_2')).toHaveText(before ?? '');
});
