import { LOSS_YEAR_1, LOSS_YEAR_2, LOSS_YEAR_PERIODS } from '../src/domain/loss-year.fixture';
import { cell, expect, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// A firm keyed as a company, then put right from /home as an analyst would: the movement of its net worth
// beyond retained profit turns from a warning into "Capital introduced" on the screen and in the report,
// and Form VI 2.d reads "Dividend / drawings".

/** The loss-year unit without its year-2 tax credit: net worth rises 14.57 beyond retained profit. */
function firmFile(name: string) {
  return {
    schemaVersion: 3,
    name,
    year: 2024,
    unit: 'lakhs',
    periods: LOSS_YEAR_PERIODS,
    companies: [{ name: 'Sharma & Sons', years: { '2023': LOSS_YEAR_1, '2024': { ...LOSS_YEAR_2, opstmt: { ...LOSS_YEAR_2.opstmt, provisionForTaxes: 0 } } } }],
  };
}

test('a partnership chosen in Rename or reorder reads capital introduced on the screen and in the report, and Form VI says "Dividend / drawings"', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const user = await signInFreshUser(page);
  const name = 'Sharma firm';
  const imported = await page.request.post('/api/analyses/import/', { headers: { Authorization: `Bearer ${user.tokens.access}` }, data: firmFile(name) });
  expect(imported.status(), await imported.text()).toBe(201);

  // Read as a company: a warning on reserves & surplus.
  await openAnalysisFromHome(page, name);
  await page.getByRole('link', { name: 'Asset & Liab' }).first().click();
  const badge = cell(page, 'reservesSurplus', 0).locator('.cg-badge');
  await expect(badge).toHaveAttribute('data-check', 'warning');
  await expect(badge).toHaveAttribute('title', /Net worth is 14\.57 higher .* reserves moved some other way\./);

  // The type is chosen where the company is named, and kept by the server.
  await page.goto('/home');
  const card = page.getByTestId('analysis-card').filter({ hasText: name });
  await card.getByRole('button', { name: `Rename or reorder ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename or reorder' });
  await expect(dialog.getByLabel('Sharma & Sons type')).toHaveValue('company');
  await dialog.getByLabel('Sharma & Sons type').selectOption({ label: 'Partnership' });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await page
    .getByTestId('analysis-card')
    .filter({ hasText: name })
    .getByRole('button', { name: `Rename or reorder ${name}` })
    .click();
  await expect(dialog.getByLabel('Sharma & Sons type')).toHaveValue('partnership');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The screen now reads the same 14.57 as capital the partners brought in: information, not a warning.
  await openAnalysisFromHome(page, name);
  await page.getByRole('link', { name: 'Asset & Liab' }).first().click();
  await expect(badge).toHaveAttribute('data-check', 'info');
  await expect(badge).toHaveAttribute('title', 'Capital introduced: 14.57 (the change in net worth less retained profit).');

  // The report: Form VI 2.d in a firm's words, and the check as an information line.
  await page.getByRole('toolbar', { name: 'Grid tools' }).getByRole('link', { name: 'CMA report' }).click();
  await expect(page.getByRole('heading', { name: 'Credit Monitoring Arrangement (CMA) data' })).toBeVisible();
  await expect(page.getByText('Dividend / drawings', { exact: true })).toBeVisible();
  await expect(page.getByText('Dividend payments', { exact: true })).toHaveCount(0);
  const checks = page.getByRole('region', { name: 'Checks across years, Sharma & Sons' });
  await expect(checks).toContainText('ℹ FY 2023-24 (Audited): Capital introduced: 14.57');
  await expect(checks).not.toContainText('reserves moved some other way');
});
