import { expect, signInFreshUser, test } from './fixtures';

// The create dialog explains a bad year beside the field, and tells a signed-out visitor before they
// fill anything in.

test('a year outside 1900–2999 is explained inline and nothing is sent', async ({ page }) => {
  await signInFreshUser(page);
  const created: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/create_token/')) {
      created.push(r.url());
    }
  });
  await page.goto('/home');
  await page.getByRole('button', { name: 'New analysis' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'How many companies need analysis?' });
  await expect(dialog.getByText("The statements' financial year: 1900 to 2999.")).toBeVisible();
  await dialog.getByLabel('Number of companies').selectOption('1');
  await dialog.getByLabel('Year').fill('1800');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const year = dialog.getByLabel('Year');
  await expect(year).toHaveAttribute('aria-invalid', 'true');
  await expect(year).toHaveAccessibleDescription('Enter a year between 1900 and 2999, e.g. 2024.');
  expect(created).toEqual([]);
});

test('a signed-out visitor is told to log in as soon as the dialog opens', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Explore Insights' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'How many companies need analysis?' });
  await expect(dialog.getByRole('alert')).toHaveText('You are signed out. Log in to create an analysis.');
  await expect(dialog.getByLabel('Year')).toHaveValue('');
});
