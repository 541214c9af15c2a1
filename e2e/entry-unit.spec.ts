import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { cell, createAnalysisViaApi, expect, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// Changing an analysis's entry unit from /home: "Convert the figures" multiplies every amount (and the grid
// then shows the converted figure in the new unit), "Relabel only" keeps the figures as typed, and a conversion
// that would need more than 2 decimals is explained with examples and rounded only when asked.

/** Opens the entry-unit dialog of the analysis `name` from its /home card's rename dialog. */
async function openEntryUnitDialog(page: Page, name: string) {
  await page
    .getByTestId('analysis-card')
    .filter({ hasText: name })
    .getByRole('button', { name: `Rename or reorder ${name}` })
    .click();
  await page.getByRole('dialog', { name: 'Rename or reorder' }).getByRole('button', { name: 'Change entry unit…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change entry unit' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('convert lakhs to ₹ (a figure typed just before included), then relabel back: the grid shows the converted figure, then keeps it', async ({ page }) => {
  const user = await signInFreshUser(page);
  const created = await createAnalysisViaApi(page.request, user, { companyNames: ['Acme <Castings> & Co'] });
  await openAnalysisFromHome(page, created.name);
  await expect(page.getByTestId('screen-meta')).toContainText('Figures in ₹ lakhs');

  // A figure typed just before leaving: the dialog saves it before converting.
  await cell(page, 'salesDomestic').click();
  await page.keyboard.type('12.5');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'salesDomestic')).toHaveText('12.50');
  await page.getByRole('link', { name: 'CreditGrid home' }).click();
  await expect(page.getByRole('heading', { name: 'Your analyses' })).toBeVisible();

  // Keyboard: focus starts on the unit, and Esc closes this dialog only, back to the rename dialog's button.
  const first = await openEntryUnitDialog(page, created.name);
  await expect(first.getByLabel('New entry unit')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(first).toBeHidden();
  const renaming = page.getByRole('dialog', { name: 'Rename or reorder' });
  await expect(renaming.getByRole('button', { name: 'Change entry unit…' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Change entry unit' });
  await expect(dialog).toContainText('are entered in ₹ lakhs');
  await expect(dialog.getByLabel('New entry unit')).toHaveValue('rupees');
  await expect(dialog.getByTestId('unit-change-convert-example')).toHaveText('Every amount × 1,00,000: 12.50 lakhs becomes 12,50,000.00 ₹.');
  // The example follows the unit chosen.
  await dialog.getByLabel('New entry unit').selectOption('crores');
  await expect(dialog.getByTestId('unit-change-convert-example')).toHaveText('Every amount ÷ 100: 1,250.00 lakhs becomes 12.50 crores.');
  await dialog.getByLabel('New entry unit').selectOption('rupees');
  // No choice is made for the analyst.
  await dialog.getByRole('button', { name: 'Change unit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose whether to convert the figures or relabel only.');
  // The options are one radio group, chosen with the keyboard.
  await dialog.getByRole('radio', { name: /Relabel only/ }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(dialog.getByRole('radio', { name: /Convert the figures/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Convert the figures' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Converted every figure of “Acme <Castings> & Co')).toBeVisible();
  const editing = page.getByRole('dialog', { name: 'Rename or reorder' });
  await expect(editing.getByTestId('edit-analysis-unit')).toHaveText('₹');
  await editing.getByRole('button', { name: 'Cancel' }).click();
  const card = page.getByTestId('analysis-card').filter({ hasText: created.name });
  await expect(card).toContainText('Unit₹Last updated');

  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('screen-meta')).toContainText('Figures in ₹');
  await expect(page.getByTestId('screen-meta')).not.toContainText('lakhs');
  await expect(cell(page, 'salesDomestic')).toHaveText('12,50,000.00');

  // Relabel only: the figure stays as typed, the label changes.
  await page.getByRole('link', { name: 'CreditGrid home' }).click();
  const relabel = await openEntryUnitDialog(page, created.name);
  await relabel.getByLabel('New entry unit').selectOption('lakhs');
  await relabel.getByRole('radio', { name: /Relabel only/ }).check();
  await expect(relabel.getByTestId('unit-change-relabel-example')).toHaveText(
    'The figures stay as typed; only the unit label changes: 12.50 ₹ becomes 12.50 lakhs.',
  );
  await relabel.getByRole('button', { name: 'Relabel' }).click();
  await expect(relabel).toBeHidden();
  await page.getByRole('dialog', { name: 'Rename or reorder' }).getByRole('button', { name: 'Cancel' }).click();
  await page.getByTestId('analysis-card').filter({ hasText: created.name }).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('screen-meta')).toContainText('Figures in ₹ lakhs');
  await expect(cell(page, 'salesDomestic')).toHaveText('12,50,000.00');
  // Stored, not only shown.
  await page.reload();
  await expect(cell(page, 'salesDomestic')).toHaveText('12,50,000.00');
});

test('₹ to crores with figures needing more decimals: the count and examples are shown, nothing changes until "Round to 2 decimals"', async ({ page }) => {
  const user = await signInFreshUser(page);
  const created = await createAnalysisViaApi(page.request, user, { companyNames: ['Beta Forgings'], unit: 'rupees' });
  const saved = await page.request.post(`/api/update_companies_opstmt/${created.id}/`, {
    headers: { Authorization: `Bearer ${user.tokens.access}` },
    data: [{ metrics: { salesDomestic: 12_345_678.9, salesExports: 1_250_000, others: 30_000_000 } }],
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto('/home');

  const dialog = await openEntryUnitDialog(page, created.name);
  await dialog.getByLabel('New entry unit').selectOption('crores');
  await dialog.getByRole('radio', { name: /Convert the figures/ }).check();
  await dialog.getByRole('button', { name: 'Convert the figures' }).click();
  const problem = dialog.getByTestId('entry-unit-problem');
  await expect(problem).toContainText('2 figures would need more than 2 decimals in ₹ crores. Nothing was changed.');
  await expect(problem).toContainText('Beta Forgings, FY 2024-25 (Estimated), Operating Statement');
  await expect(problem).toContainText('1,23,45,678.90 → 1.23456789 (rounded: 1.23)');
  await expect(problem).toContainText('12,50,000.00 → 0.125 (rounded: 0.12)');
  await expect(page.getByTestId('analysis-card').filter({ hasText: created.name })).toContainText('Unit₹Last updated');
  // The refusal, as the analyst reads it, in light and dark: no serious or critical WCAG 2 A/AA violation.
  for (const scheme of ['light', 'dark'] as const) {
    // The theme class the theme switch sets (the switch itself is behind the modal dialog).
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), scheme === 'dark');
    // Colours change with a transition: measure them once it has run.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const results = await new AxeBuilder({ page })
      .include('[data-testid="entry-unit-dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${scheme}: ${v.id} ${v.nodes.map((n) => `${n.html.slice(0, 80)} ${n.failureSummary ?? ''}`).join(' | ')}`),
    ).toEqual([]);
  }

  await dialog.getByRole('button', { name: 'Round to 2 decimals' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('dialog', { name: 'Rename or reorder' }).getByRole('button', { name: 'Cancel' }).click();
  await openAnalysisFromHome(page, created.name);
  await expect(page.getByTestId('screen-meta')).toContainText('Figures in ₹ crores');
  await expect(cell(page, 'salesDomestic')).toHaveText('1.23');
  // 0.125 rounds half to even.
  await expect(cell(page, 'salesExports')).toHaveText('0.12');
  await expect(cell(page, 'others')).toHaveText('3.00');
});

test('a conversion refuses to run over a figure whose save failed, so no figure is left in the old unit', async ({ page }) => {
  const user = await signInFreshUser(page);
  const created = await createAnalysisViaApi(page.request, user, { companyNames: ['Gamma Mills'] });
  await openAnalysisFromHome(page, created.name);
  // Every statement save fails (as with the network down).
  await page.route('**/api/analyses/*/screens/*/', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
  await cell(page, 'salesDomestic').click();
  await page.keyboard.type('7.25');
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: 'CreditGrid home' }).click();

  const dialog = await openEntryUnitDialog(page, created.name);
  await dialog.getByRole('radio', { name: /Convert the figures/ }).check();
  await dialog.getByRole('button', { name: 'Convert the figures' }).click();
  await expect(dialog.getByRole('alert')).toContainText('could not be saved');
  await expect(dialog.getByRole('alert')).toContainText('Nothing was changed');
  const stored = await page.request.get(`/api/analyses/${created.id}/`, { headers: { Authorization: `Bearer ${user.tokens.access}` } });
  expect(((await stored.json()) as { unit: string }).unit).toBe('lakhs');

  // Once the figure is saved, the conversion goes through and takes it along.
  await page.unroute('**/api/analyses/*/screens/*/');
  await dialog.getByRole('button', { name: 'Convert the figures' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('dialog', { name: 'Rename or reorder' }).getByRole('button', { name: 'Cancel' }).click();
  await page.getByTestId('analysis-card').filter({ hasText: created.name }).getByRole('button', { name: 'Continue' }).click();
  await expect(cell(page, 'salesDomestic')).toHaveText('7,25,000.00');
});

test('the screens convert the entry unit in place: a figure typed on the screen is saved first and shown converted', async ({ page }) => {
  const user = await signInFreshUser(page);
  const created = await createAnalysisViaApi(page.request, user, { companyNames: ['Konkan Mills'] });
  await openAnalysisFromHome(page, created.name);
  await cell(page, 'salesDomestic').click();
  await page.keyboard.type('250');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'salesDomestic')).toHaveText('250.00');

  await page.getByRole('button', { name: 'Change entry unit…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change entry unit' });
  await dialog.getByLabel('New entry unit').selectOption('crores');
  await dialog.getByRole('radio', { name: /Convert the figures/ }).check();
  await dialog.getByRole('button', { name: 'Convert the figures' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('screen-meta')).toContainText('Figures in ₹ crores');
  await expect(cell(page, 'salesDomestic')).toHaveText('2.50');
  const stored = await page.request.get(`/api/get_companies_opstmt/${created.id}/`, { headers: { Authorization: `Bearer ${user.tokens.access}` } });
  expect(((await stored.json()) as { metrics: Record<string, number> }[])[0]!.metrics.salesDomestic).toBe(2.5);
  // Undo steps recorded in lakhs are gone: Ctrl+Z cannot put 250 crores back.
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
});
