import type { Locator } from '@playwright/test';
import { createAnalysisViaApi, expect, signInFreshUser, test } from './fixtures';

// Toasts on /home: an error toast closes when the next action succeeds, and no toast covers Sign Out or
// New analysis, at 1440 px and at 480 px.

/** Whether two elements' boxes overlap on the page. */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (x === null || y === null) {
    return false;
  }
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test('an error toast closes on the next success, and toasts leave Sign Out and New analysis clear', async ({ page }) => {
  // One user for both widths: registrations are rate-limited per minute.
  const user = await signInFreshUser(page);
  for (const [i, width] of [1440, 480].entries()) {
    await page.setViewportSize({ width, height: 900 });
    const created = await createAnalysisViaApi(page.request, user, { companyNames: [`Alpha Traders ${i + 1}`] });
    // The export fails once (the server is made to answer 500), then the rename succeeds.
    await page.route('**/export/', (route) =>
      route.fulfill({ status: 500, json: { error: 'The export failed on the server.', code: 'internal', details: null } }),
    );
    await page.goto('/home');
    await page.getByRole('button', { name: `Export ${created.name} as JSON` }).click();
    const error = page.locator('.Toastify__toast--error', { hasText: `The JSON export of “${created.name}” failed.` });
    await expect(error).toBeVisible();

    const newAnalysis = page.getByRole('button', { name: 'New analysis' }).first();
    await expect(newAnalysis).toBeVisible();
    expect(await overlaps(error, newAnalysis)).toBe(false);
    const signOut = page.getByRole('button', { name: 'Sign Out' });
    if (await signOut.isVisible()) {
      expect(await overlaps(error, signOut)).toBe(false);
    }

    await page.getByRole('button', { name: `Rename or reorder ${created.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename or reorder' });
    await dialog.getByLabel('Analysis name').fill(`Alpha review ${width}`);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    const success = page.locator('.Toastify__toast--success', { hasText: `Saved “Alpha review ${width}”` });
    await expect(success).toBeVisible();
    await expect(error).toHaveCount(0);
    expect(await overlaps(success, newAnalysis)).toBe(false);
    await page.unroute('**/export/');
  }
});
