import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, signInFreshUser, test } from './fixtures';

const fixture = resolve(import.meta.dirname, '..', 'fixtures', 'worked-example.json');

test('/home imports an analysis file, exports it, refuses a bad one, and deletes', async ({ page }) => {
  await signInFreshUser(page);
  await page.goto('/home');
  await expect(page.getByTestId('home-empty')).toBeVisible();

  await page.getByTestId('import-file-input').setInputFiles(fixture);
  const card = page.getByTestId('analysis-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Shree Ganesh Polymers');

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: /as JSON$/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/-2025\.json$/);
  const exported = JSON.parse(readFileSync((await file.path())!, 'utf8')) as { companies: unknown[] };
  expect(exported.companies.length).toBeGreaterThan(0);

  // A negative figure is refused, and the message names where it is.
  const bad = JSON.parse(readFileSync(fixture, 'utf8')) as { companies: { opstmt: Record<string, number> }[] };
  bad.companies[0]!.opstmt['salesDomestic'] = -5;
  await page.getByTestId('import-file-input').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
  await expect(page.getByTestId('import-error')).toContainText('companies[0].opstmt.salesDomestic');
  await expect(card).toHaveCount(1);

  await card.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete analysis' }).click();
  await expect(page.getByTestId('home-empty')).toBeVisible();
});
