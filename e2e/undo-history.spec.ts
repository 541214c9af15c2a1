import type { APIRequestContext, Page } from '@playwright/test';
import worked from '../fixtures/worked-example.json' with { type: 'json' };
import { cell, expect, importFixtureViaApi, openAnalysisFromHome, signInFreshUser, test } from './fixtures';
import type { TestUser } from './fixtures';

// The undo history lives through a reload of the tab (sessionStorage), and a change of settings is a
// step of it: undone and redone from the toolbar and the keyboard, saved to the server each time.

const YEAR = String(worked.year);
const company = worked.companies[0]!;

/** A fresh user with the worked example imported and opened on /opstmt. */
async function openWorkedExample(page: Page): Promise<{ user: TestUser; id: number }> {
  const user = await signInFreshUser(page);
  const { id } = await importFixtureViaApi(page.request, user, 'worked-example.json');
  await openAnalysisFromHome(page, worked.name);
  return { user, id };
}

const undoButton = (page: Page) => page.getByTestId('grid-toolbar').getByRole('button', { name: 'Undo' });
const redoButton = (page: Page) => page.getByTestId('grid-toolbar').getByRole('button', { name: 'Redo' });

/** What the server holds now (read with the user's own token, as the app would). */
async function serverFigure(request: APIRequestContext, user: TestUser, id: number, key: string): Promise<unknown> {
  const res = await request.get(`/api/analyses/${id}/screens/opstmt/`, { headers: { Authorization: `Bearer ${user.tokens.access}` } });
  const body = (await res.json()) as { companies: { by_year: Record<string, Record<string, unknown>> }[] };
  return body.companies[0]?.by_year[YEAR]?.[key];
}

async function serverSettings(request: APIRequestContext, user: TestUser, id: number): Promise<Record<string, unknown>> {
  const res = await request.get(`/api/analyses/${id}/`, { headers: { Authorization: `Bearer ${user.tokens.access}` } });
  return ((await res.json()) as { settings: Record<string, unknown> }).settings;
}

test('after a reload Ctrl+Z undoes the last edit made before it, and Ctrl+Y redoes it, each saved', async ({ page }) => {
  const { user, id } = await openWorkedExample(page);
  const exportsCell = cell(page, 'salesExports');
  await expect(exportsCell).toHaveText(company.opstmt.salesExports.toFixed(2));
  await exportsCell.click();
  await page.keyboard.type('250');
  await page.keyboard.press('Enter');
  await expect(exportsCell).toHaveText('250.00');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');

  await page.reload();
  await expect(cell(page, 'salesExports')).toHaveText('250.00');
  await expect(undoButton(page)).toHaveAttribute('title', 'Undo: Edit Sales – Exports (Ctrl+Z)');
  await cell(page, 'salesDomestic').click();
  await page.keyboard.press('Control+z');
  await expect(cell(page, 'salesExports')).toHaveText(company.opstmt.salesExports.toFixed(2));
  await expect(undoButton(page)).toBeDisabled();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await expect.poll(() => serverFigure(page.request, user, id, 'salesExports')).toBe(company.opstmt.salesExports);

  await page.keyboard.press('Control+y');
  await expect(cell(page, 'salesExports')).toHaveText('250.00');
  await expect.poll(() => serverFigure(page.request, user, id, 'salesExports')).toBe(250);
});

test('a change of settings on a derived screen is one undo step, undone and redone, and kept through a reload', async ({ page }) => {
  const { user, id } = await openWorkedExample(page);
  await page.goto('/kfi');
  const dp2 = cell(page, 'drawing_power_2');
  await expect(dp2).not.toHaveText('—');
  const before = (await dp2.textContent()) ?? '';

  await page.getByRole('button', { name: 'Settings' }).click();
  const margin = page.getByLabel(/Book-debt margin/);
  await margin.fill('40');
  await margin.press('Enter');
  await expect(dp2).not.toHaveText(before);
  const changed = (await dp2.textContent()) ?? '';
  await page.getByRole('button', { name: 'Close settings' }).click();
  await expect(undoButton(page)).toHaveAttribute('title', 'Undo: Book-debt margin 50% → 40% (Ctrl+Z)');

  await undoButton(page).click();
  await expect(dp2).toHaveText(before);
  await expect.poll(async () => (await serverSettings(page.request, user, id)).bookDebtMarginPct).toBe(50);
  await expect(redoButton(page)).toHaveAttribute('title', 'Redo: Book-debt margin 50% → 40% (Ctrl+Y)');
  // The panel shows the setting the undo put back.
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByLabel(/Book-debt margin/)).toHaveValue('50');
  await page.getByRole('button', { name: 'Close settings' }).click();

  await redoButton(page).click();
  await expect(dp2).toHaveText(changed);
  await expect.poll(async () => (await serverSettings(page.request, user, id)).bookDebtMarginPct).toBe(40);

  // The DSCR floor changes no figure, but it is a step with its values in the label.
  await page.getByRole('button', { name: 'Settings' }).click();
  const floor = page.getByLabel(/^DSCR floor/);
  await floor.fill('1.5');
  await floor.press('Enter');
  await page.getByRole('button', { name: 'Close settings' }).click();
  await expect(undoButton(page)).toHaveAttribute('title', 'Undo: DSCR floor 1.25 → 1.5 (Ctrl+Z)');
  await expect.poll(async () => (await serverSettings(page.request, user, id)).dscrFloor).toBe(1.5);

  await page.reload();
  await expect(undoButton(page)).toHaveAttribute('title', 'Undo: DSCR floor 1.25 → 1.5 (Ctrl+Z)');
  await cell(page, 'drawing_power_2').click();
  await page.keyboard.press('Control+z');
  await expect(undoButton(page)).toHaveAttribute('title', 'Undo: Book-debt margin 50% → 40% (Ctrl+Z)');
  await page.keyboard.press('Control+z');
  await expect(cell(page, 'drawing_power_2')).toHaveText(before);
  await expect.poll(async () => serverSettings(page.request, user, id)).toMatchObject({ bookDebtMarginPct: 50, dscrFloor: 1.25 });
});

test('sign-out removes the kept history: signing in again finds nothing to undo', async ({ page }) => {
  const { user } = await openWorkedExample(page);
  await cell(page, 'salesExports').click();
  await page.keyboard.type('250');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  const kept = () => page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('undoHistory:')).length);
  expect(await kept()).toBe(1);

  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect.poll(kept).toBe(0);
  await page.goto('/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Your analyses' })).toBeVisible();
  await openAnalysisFromHome(page, worked.name);
  await expect(cell(page, 'salesExports')).toHaveText('250.00');
  await expect(undoButton(page)).toBeDisabled();
});
