import { cell, expect, importFixtureViaApi, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// Spares consumed as an analyst keys them: before, Form II 5.ii is repairs & maintenance with a footnote saying
// so; typed on the operating statement (imported and indigenous), 5.ii prints them and the footnote goes.

const NOTE = 'Spares consumed not entered: repairs & maintenance is shown as a proxy';

test('spares consumed typed on the operating statement replace the repairs proxy in the printed Form II 5.ii', async ({ page }) => {
  test.setTimeout(90_000);
  const user = await signInFreshUser(page);
  const { name } = await importFixtureViaApi(page.request, user, 'worked-example.json');
  const company = 'Shree Ganesh Polymers Pvt Ltd';
  const report = page.getByRole('toolbar', { name: 'Grid tools' }).getByRole('link', { name: 'CMA report' });
  const formII = page.getByRole('region', { name: `Form II — Operating statement, ${company}` });
  const line = (no: string) => formII.locator('tr').filter({ has: page.locator('td.cg-report-no', { hasText: new RegExp(`^${no.replace(/\./g, '\\.')}$`) }) });

  await openAnalysisFromHome(page, name);
  await report.click();
  // Blank: repairs & maintenance (24.00) stands in, said in a footnote; the label stays the bank's.
  await expect(line('5.ii').locator('th')).toHaveText('Other spares');
  await expect(line('5.ii')).toContainText('24.00');
  await expect(formII).toContainText(NOTE);

  await page.goBack();
  await expect(page).toHaveURL(/\/opstmt$/);
  await cell(page, 'sparesConsumedImported', 0).click();
  await page.keyboard.type('3.5');
  await page.keyboard.press('Enter');
  await cell(page, 'sparesConsumedIndigenous', 0).click();
  await page.keyboard.type('6');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'sparesConsumedIndigenous', 0)).toHaveText('6.00');
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 15_000 });

  await report.click();
  await expect(line('5.ii')).toContainText('9.50');
  await expect(line('5.ii.a')).toContainText('3.50');
  await expect(line('5.ii.b')).toContainText('6.00');
  await expect(formII).not.toContainText(NOTE);
});
