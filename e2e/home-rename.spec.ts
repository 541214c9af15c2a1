import { cell, createAnalysisViaApi, expect, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// /home as an analyst meets it: rename an analysis and its companies, a change made elsewhere first is
// refused plainly, long names stay inside their cards, and the delete dialog counts correctly.

test('rename an analysis and a company from /home; a stale rename is refused with a reload', async ({ page }) => {
  const user = await signInFreshUser(page);
  const created = await createAnalysisViaApi(page.request, user, { companyNames: ['Alpha Traders', 'Beta Castings'] });
  await page.goto('/home');
  const card = page.getByTestId('analysis-card').filter({ hasText: created.name });
  await card.getByRole('button', { name: `Rename or reorder ${created.name}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Rename or reorder' });
  await dialog.getByLabel('Analysis name').fill('Working capital review');
  await dialog.getByLabel('Company 2 name').fill('Beta Castings Pvt Ltd');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Saved “Working capital review”')).toBeVisible();

  // Stored, not only shown: a reload reads it back from the server.
  await page.reload();
  const renamed = page.getByTestId('analysis-card').filter({ hasText: 'Working capital review' });
  await expect(renamed).toContainText('Alpha Traders · Beta Castings Pvt Ltd');

  // Someone else renames it after this page loaded: the next save must not overwrite that.
  await renamed.getByRole('button', { name: 'Rename or reorder Working capital review' }).click();
  const current = await page.request.get(`/api/analyses/${created.id}/`, { headers: { Authorization: `Bearer ${user.tokens.access}` } });
  const { version } = (await current.json()) as { version: number };
  const elsewhere = await page.request.patch(`/api/analyses/${created.id}/`, {
    headers: { Authorization: `Bearer ${user.tokens.access}`, 'If-Match': `"${version}"` },
    data: { name: 'Renamed in another tab' },
  });
  expect(elsewhere.status()).toBe(200);
  await dialog.getByLabel('Analysis name').fill('My later name');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('alert')).toContainText('changed elsewhere');
  await expect(dialog.getByRole('alert')).toContainText('Nothing was saved');
  await dialog.getByRole('button', { name: 'Reload the list' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('analysis-card').filter({ hasText: 'Renamed in another tab' })).toBeVisible();
  await expect(page.getByTestId('analysis-card').filter({ hasText: 'My later name' })).toHaveCount(0);
});

test('a 120-character name stays inside its card, cut at a word; the delete dialog counts "1 company"', async ({ page }) => {
  const user = await signInFreshUser(page);
  const names = [
    'Coromandel International Exports and Engineering Limited',
    'Deccan Castings and Forgings Private Limited',
    'Lakshmi Traders and Distributors',
  ];
  const created = await createAnalysisViaApi(page.request, user, { companyNames: names });
  // The generated name is at most 120 characters, keeps the year, and ends on a whole word.
  expect(created.name.length).toBeLessThanOrEqual(120);
  expect(created.name).toMatch(/^Coromandel International .*[A-Za-z]… \(2025\)$/);
  const words = new Set(names.join(' ').split(' '));
  for (const word of created.name.replace(/… \(2025\)$/, '').split(/,? /)) {
    expect(words.has(word)).toBe(true);
  }

  for (const width of [1440, 480]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/home');
    const card = page.getByTestId('analysis-card').first();
    const heading = card.getByRole('heading', { level: 3 });
    await expect(heading).toHaveAttribute('title', created.name);
    const fits = await card.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return [...el.querySelectorAll('*')].every((child) => child.getBoundingClientRect().right <= box.right + 0.5);
    });
    expect(fits, `nothing sticks out of the card at ${width} px`).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }

  const solo = await createAnalysisViaApi(page.request, user, { companyNames: ['Solo Traders'] });
  await page.goto('/home');
  await page.getByRole('button', { name: `Delete ${solo.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete “${solo.name}”?` });
  await expect(dialog).toContainText('The statements of its 1 company for 2025 will be removed.');
  await expect(dialog).not.toContainText('companies');
});

test('reordering the open analysis from /home moves its figures with the companies on its screens', async ({ page }) => {
  const user = await signInFreshUser(page);
  const created = await createAnalysisViaApi(page.request, user, { companyNames: ['Alpha Traders', 'Beta Castings'] });
  await openAnalysisFromHome(page, created.name);
  await cell(page, 'salesDomestic', 0).click();
  await page.keyboard.type('1234');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'salesDomestic', 0)).toHaveText('1,234.00');

  // Leaving the screen saves the figure; the reorder happens on /home, outside the screens.
  await page.getByRole('link', { name: 'Home' }).first().click();
  const card = page.getByTestId('analysis-card').filter({ hasText: created.name });
  await card.getByRole('button', { name: `Rename or reorder ${created.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename or reorder' });
  await dialog.getByRole('button', { name: 'Move Alpha Traders down' }).click();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();

  await card.getByRole('button', { name: /^(Open|Continue)$/ }).click();
  await expect(page).toHaveURL(/\/opstmt$/);
  await expect(page.locator('.ag-header-cell[col-id="c0"]')).toContainText('Beta Castings');
  await expect(cell(page, 'salesDomestic', 1)).toHaveText('1,234.00');
  await expect(cell(page, 'salesDomestic', 0)).not.toHaveText('1,234.00');
});

test("a company's PAN or CIN is given in the rename dialog: a malformed one is explained and nothing is sent", async ({ page }) => {
  const user = await signInFreshUser(page);
  const created = await createAnalysisViaApi(page.request, user, { companyNames: ['Alpha Traders', 'Beta Castings'] });
  await page.goto('/home');
  const card = page.getByTestId('analysis-card').filter({ hasText: created.name });
  const dialog = page.getByRole('dialog', { name: 'Rename or reorder' });
  await card.getByRole('button', { name: `Rename or reorder ${created.name}` }).click();
  await dialog.getByLabel('Beta Castings PAN or CIN').fill('ABCDE12345');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('alert')).toContainText("Company 2's PAN or CIN must be a PAN (AAAAA9999A)");
  await dialog.getByLabel('Beta Castings PAN or CIN').fill('aabcb1234f');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  // Stored in capitals, and shown again after a reload.
  await page.reload();
  await card.getByRole('button', { name: `Rename or reorder ${created.name}` }).click();
  await expect(dialog.getByLabel('Beta Castings PAN or CIN')).toHaveValue('AABCB1234F');
  await expect(dialog.getByLabel('Alpha Traders PAN or CIN')).toHaveValue('');
  const stored = await page.request.get(`/api/analyses/${created.id}/`, { headers: { Authorization: `Bearer ${user.tokens.access}` } });
  expect(((await stored.json()) as { company_pan_cins: (string | null)[] }).company_pan_cins).toEqual([null, 'AABCB1234F']);
});
