import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { AmountUnit, AnalysisSummary, TokenPair } from '../src/contract';

/** A registered user of one test, with the tokens of its API login. */
export interface TestUser {
  username: string;
  email: string;
  password: string;
  tokens: TokenPair;
  userId: number;
}

let counter = 0;
/** A username no other test (or earlier run on a kept database) has used. */
export function uniqueName(prefix = 'analyst'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

/** The `user_id` claim of an access JWT, read without verifying (the server did that). */
export function userIdOf(access: string): number {
  const payload = access.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { user_id?: unknown };
  if (typeof claims.user_id !== 'number') {
    throw new Error('The access token has no numeric user_id claim');
  }
  return claims.user_id;
}

const bearer = (user: TestUser) => ({ Authorization: `Bearer ${user.tokens.access}` });

/** Registers a fresh user and logs it in through the API (POST /api/register/, /api/login/). */
export async function registerViaApi(request: APIRequestContext, username = uniqueName()): Promise<TestUser> {
  const email = `${username}@example.com`;
  const password = 'correct-horse-42';
  const reg = await request.post('/api/register/', { data: { email, username, password, password2: password } });
  expect(reg.status(), await reg.text()).toBe(201);
  const login = await request.post('/api/login/', { data: { username, password } });
  expect(login.status(), await login.text()).toBe(200);
  const tokens = (await login.json()) as TokenPair;
  return { username, email, password, tokens, userId: userIdOf(tokens.access) };
}

/**
 * A fresh user, signed in in `page` the way the app keeps a session (localStorage `authTokens`,
 * `username`), so a test can start on any protected route without going through the login form.
 */
export async function signInFreshUser(page: Page): Promise<TestUser> {
  const user = await registerViaApi(page.request);
  await page.addInitScript(
    ([tokens, username]) => {
      if (!localStorage.getItem('authTokens')) {
        localStorage.setItem('authTokens', tokens);
        localStorage.setItem('username', username);
      }
    },
    [JSON.stringify(user.tokens), user.username] as const,
  );
  return user;
}

/** Registers and logs in through the UI, ending on /home as a new user would. */
export async function registerAndLoginViaUi(page: Page, username = uniqueName()): Promise<{ username: string; password: string }> {
  const password = 'correct-horse-42';
  await page.goto('/register');
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  // The URL changes before the route transition commits: wait for the login form itself.
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Your analyses' })).toBeVisible();
  return { username, password };
}

/** Creates an analysis through the API (POST /api/create_token/{user_id}/) and returns its summary. */
export async function createAnalysisViaApi(
  request: APIRequestContext,
  user: TestUser,
  opts: { companyNames: string[]; year?: number; unit?: AmountUnit },
): Promise<AnalysisSummary> {
  const res = await request.post(`/api/create_token/${user.userId}/`, {
    headers: bearer(user),
    data: { num_companies: opts.companyNames.length, company_names: opts.companyNames, year: opts.year ?? 2025, unit: opts.unit ?? 'lakhs' },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  const { id } = (await res.json()) as { id: number };
  const summary = await request.get(`/api/analyses/${id}/`, { headers: bearer(user) });
  expect(summary.status()).toBe(200);
  return (await summary.json()) as AnalysisSummary;
}

/** Loads `fixtures/<file>` into the user's account (POST /api/analyses/import/). */
export async function importFixtureViaApi(request: APIRequestContext, user: TestUser, file: string): Promise<AnalysisSummary> {
  const body: unknown = JSON.parse(readFileSync(resolve(import.meta.dirname, '..', 'fixtures', file), 'utf8'));
  const res = await request.post('/api/analyses/import/', { headers: bearer(user), data: body });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as AnalysisSummary;
}

/** Opens an analysis from /home by its name (as a user would) and waits for /opstmt. */
export async function openAnalysisFromHome(page: Page, name: string): Promise<void> {
  await page.goto('/home');
  await page
    .getByTestId('analysis-card')
    .filter({ hasText: name })
    .getByRole('button', { name: /^(Open|Continue)$/ })
    .click();
  await expect(page).toHaveURL(/\/opstmt$/);
}

/** A fresh user with `file` (in fixtures/) imported, on its Assumptions screen. */
export async function openAssumptionsOfFixture(page: Page, file: string): Promise<void> {
  const user = await signInFreshUser(page);
  const summary = await importFixtureViaApi(page.request, user, file);
  await openAnalysisFromHome(page, summary.name);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assumptions' }).click();
  await expect(page.getByRole('heading', { name: 'Assumptions', level: 1 })).toBeVisible();
}

/** Fills and submits the Explore Insights / New analysis dialog, ending on /opstmt. */
export async function createAnalysisViaModal(page: Page, companyNames: string[], year = 2025): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'How many companies need analysis?' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Number of companies').selectOption(String(companyNames.length));
  for (const [i, name] of companyNames.entries()) {
    await dialog.getByPlaceholder(`Company ${i + 1} Name`).fill(name);
  }
  await dialog.getByLabel('Year').fill(String(year));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/opstmt$/);
}

/** The grid cell of a metric (its wire key) for a company column (0-based), on the screen shown. */
export function cell(page: Page, key: string, company = 0): Locator {
  return page.locator(`[row-id="${key}"] [col-id="c${company}"]`);
}

/** The grid cell of a detail line: the `occurrence`th line labelled `label` under input row `row`, in company column `company`. */
export function lineCell(page: Page, row: string, label: string, company: number, occurrence = 0): Locator {
  return page.locator(`[row-id="${row}\u001f${occurrence}\u001f${label}"] [col-id="c${company}"]`);
}

/**
 * A fresh user's analysis of Acme Steels and Beta Traders, open on the operating statement, with Acme's Add: Other
 * Income typed as 100 and opened by keyboard (Alt+↓) into two detail lines: the figure, and Rent 40 (`delay` ms
 * between keys). Answers the row's cell, which shows their sum.
 */
export async function openOtherIncomeLines(page: Page, delay: number): Promise<Locator> {
  const user = await signInFreshUser(page);
  const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Acme Steels', 'Beta Traders'] });
  await openAnalysisFromHome(page, summary.name);
  const row = cell(page, 'addOtherIncome', 0);
  await row.focus();
  await page.keyboard.type('100', { delay });
  await page.keyboard.press('Enter');
  await row.focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByLabel('Line 2 label')).toBeFocused();
  await page.keyboard.type('Rent', { delay });
  await page.keyboard.press('Tab', { delay });
  await page.keyboard.type('40', { delay });
  await page.keyboard.press('Control+Enter');
  await expect(page.getByTestId('detail-lines')).toBeHidden();
  await expect(row).toHaveText('140.00');
  return row;
}

/** Machine speed, and an analyst's 30 ms between keys: the two speeds a keyboard test runs at. */
export const SPEEDS = [0, 30] as const;

/** The keys a burst can send: their DOM code and Windows key code (CDP's `Input.dispatchKeyEvent`). */
const NAMED: Record<string, { code: string; keyCode: number; text?: string }> = {
  Enter: { code: 'Enter', keyCode: 13, text: '\r' },
  Escape: { code: 'Escape', keyCode: 27 },
  Tab: { code: 'Tab', keyCode: 9 },
  F2: { code: 'F2', keyCode: 113 },
  ArrowLeft: { code: 'ArrowLeft', keyCode: 37 },
  ArrowUp: { code: 'ArrowUp', keyCode: 38 },
  ArrowRight: { code: 'ArrowRight', keyCode: 39 },
  ArrowDown: { code: 'ArrowDown', keyCode: 40 },
  '=': { code: 'Equal', keyCode: 187, text: '=' },
};

/**
 * Presses the keys of `sequence` (space-separated key names) with `delay` ms between them. At 0 ms they are
 * sent in one burst, each without waiting for the page to finish with the one before, as a fast typist's
 * keys (or a keyboard macro) arrive: faster than `keyboard.press`, which waits for each key's round trip.
 * `text:×` inserts the text with no keydown, as an input method or a layout without the key sends it.
 */
export async function keys(page: Page, sequence: string, delay: number): Promise<void> {
  const names = sequence.split(' ');
  if (delay > 0 || names.some((k) => k.includes('+'))) {
    for (const key of names) {
      await (key.startsWith('text:') ? page.keyboard.insertText(key.slice(5)) : page.keyboard.press(key));
      await page.waitForTimeout(delay);
    }
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  const sent: Promise<unknown>[] = [];
  for (const key of names) {
    if (key.startsWith('text:')) {
      sent.push(cdp.send('Input.insertText', { text: key.slice(5) }));
      continue;
    }
    const named = NAMED[key] ?? { code: /\d/.test(key) ? `Digit${key}` : `Key${key.toUpperCase()}`, keyCode: key.toUpperCase().charCodeAt(0), text: key };
    const base = { key, code: named.code, windowsVirtualKeyCode: named.keyCode };
    sent.push(cdp.send('Input.dispatchKeyEvent', { ...base, type: named.text ? 'keyDown' : 'rawKeyDown', text: named.text }));
    sent.push(cdp.send('Input.dispatchKeyEvent', { ...base, type: 'keyUp' }));
  }
  await Promise.all(sent);
  await cdp.detach();
}

/** Types figures down a company's column from `key` with Enter, as an analyst keys a statement. */
export async function keyDown(page: Page, key: string, company: number, figures: string[], delay: number): Promise<void> {
  await cell(page, key, company).focus();
  for (const figure of figures) {
    await page.keyboard.type(figure, { delay });
    await page.keyboard.press('Enter');
  }
}

export const test = base;
export { expect };

/**
 * Sums the layout shifts (CLS) without recent input from the next page load on: call before `page.goto`,
 * then read the sum with {@link layoutShiftOf} once the page has settled (a buffered PerformanceObserver,
 * as bench/layout-shift.ts uses).
 */
export async function observeLayoutShifts(page: Page): Promise<void> {
  // A string, not a function: tsx's keep-names would wrap a function in a helper the page lacks.
  await page.addInitScript(`window.__shifts = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    if (!e.hadRecentInput) {
      window.__shifts.push(e.value);
    }
  }
}).observe({ type: 'layout-shift', buffered: true });`);
}

/** The layout shift summed since {@link observeLayoutShifts}, after a second for the last frame's entries to arrive. */
export async function layoutShiftOf(page: Page): Promise<number> {
  await page.waitForTimeout(1000);
  const shifts = (await page.evaluate('window.__shifts')) as number[];
  return shifts.reduce((sum, v) => sum + v, 0);
}

/**
 * The rendered width (px) of a grid column's header, or null while no grid is laid out
 * (between two screens), so that a poll keeps polling instead of failing on the gap.
 */
export const headerWidth = async (page: Page, colId: string): Promise<number | null> => {
  const box = await page.locator(`.cg-grid .ag-header-cell[col-id="${colId}"]`).boundingBox();
  return box === null ? null : Math.round(box.width);
};

/** Drags a column's right edge by `dx` px, as the analyst does with the mouse. */
export async function dragEdge(page: Page, colId: string, dx: number): Promise<void> {
  const handle = page.locator(`.cg-grid .ag-header-cell[col-id="${colId}"] .ag-header-cell-resize`);
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + dx / 2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
}
