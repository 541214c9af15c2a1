import type { Locator, Page } from '@playwright/test';
import { expect, importFixtureViaApi, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// The grid's frame on a long statement, in real Chromium: the header row (company names, or the year and
// its kind) stays in view and uncovered while the statement is scrolled to its last row, in both layouts,
// with one period and with several, at 1440 and 480 px; at 480 px the horizontal scrollbar sits below the
// last row instead of over it, the label column keeps the end of a label ("… (opening)"), and Next is reachable.

const COMPANIES = ['Lakshmi Traders', 'Deccan Castings Pvt Ltd', 'Coromandel Exports Ltd'];
const LONG_NAME_FIXTURE = 'three-companies-four-years.json';
const ONE_PERIOD_FIXTURE = 'three-companies.json';

/** Signs a fresh user in at `width` × 800, imports `fixture` and opens it on the operating statement (the longest input screen). */
async function openLongStatement(page: Page, width: number, fixture: string): Promise<Locator> {
  await page.setViewportSize({ width, height: 800 });
  const user = await signInFreshUser(page);
  const summary = await importFixtureViaApi(page.request, user, fixture);
  await openAnalysisFromHome(page, summary.name);
  const grid = page.getByTestId('grid-opstmt');
  await expect(grid.locator('.ag-row').first()).toBeVisible();
  // Below lg the working of the focused cell is a bottom sheet over the page: closed, the rows are what is under test.
  const close = page.getByRole('button', { name: 'Close the working' });
  if (await close.isVisible()) {
    await close.click();
  }
  return grid;
}

/** Whether the point (x, y) of the viewport shows `target` itself, not something drawn over it. */
const shows = (target: Locator, x: number, y: number) =>
  target.evaluate(
    (el, [px, py]) => {
      const hit = document.elementFromPoint(px!, py!);
      return hit !== null && el.contains(hit);
    },
    [x, y],
  );

/** `target` lies inside the viewport and nothing covers the point at `fraction` of its height (0.5: its centre). */
async function expectUncovered(page: Page, target: Locator, fraction = 0.5): Promise<void> {
  const box = await target.boundingBox();
  expect(box, 'the element is rendered').not.toBeNull();
  const viewport = page.viewportSize()!;
  expect(box!.y, 'its top is on screen').toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, 'its bottom is on screen').toBeLessThanOrEqual(viewport.height);
  const x = Math.min(box!.x + box!.width / 2, viewport.width - 20);
  expect(await shows(target, x, box!.y + box!.height * fraction), 'nothing is drawn over it').toBe(true);
}

/** Whether `target` is on screen with nothing drawn over its centre. */
async function isUncovered(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  return box !== null && (await isOnScreen(page, target)) && shows(target, box.x + box.width / 2, box.y + box.height / 2);
}

/** Scrolls the statement as a user does with the mouse wheel over the grid, until its last row is on screen. */
async function wheelToLastRow(page: Page, grid: Locator): Promise<Locator> {
  const lastRow = grid.locator('.ag-row').last();
  const box = (await grid.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, Math.min(box.y + 60, 700));
  for (let i = 0; i < 40 && !(await isOnScreen(page, lastRow)); i += 1) {
    await page.mouse.wheel(0, 250);
    await page.waitForTimeout(40);
  }
  await expect.poll(() => isOnScreen(page, lastRow), { message: 'the last row scrolled into view' }).toBe(true);
  return lastRow;
}

async function isOnScreen(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= page.viewportSize()!.height;
}

/** The column header of a value column, by its title (company name or fiscal year). */
const header = (grid: Locator, title: string | RegExp) => grid.locator('.ag-header-cell').filter({ hasText: title }).first();

/** Years layout: the year and kind of each period head their columns. */
const YEAR_HEADERS: readonly [RegExp, string][] = [
  [/FY 2024-25/, 'Estimated'],
  [/FY 2025-26/, 'Projected'],
];

for (const width of [1440, 480]) {
  test(`${width} px, several periods: the header row stays in view down to the last row in both layouts`, async ({ page }) => {
    const grid = await openLongStatement(page, width, LONG_NAME_FIXTURE);

    await expect(grid).toHaveAttribute('data-layout', 'companies');
    await wheelToLastRow(page, grid);
    await expectUncovered(page, header(grid, COMPANIES[0]!));
    await expectUncovered(page, grid.locator('.ag-header-cell[col-id="label"]'));

    await page.getByRole('radio', { name: 'Years side by side' }).click();
    await expect(grid).toHaveAttribute('data-layout', 'years');
    await page.evaluate(() => window.scrollTo(0, 0));
    await wheelToLastRow(page, grid);
    for (const [year, kind] of width === 480 ? YEAR_HEADERS.slice(0, 1) : YEAR_HEADERS) {
      const cell = header(grid, year);
      await expect(cell).toContainText(kind);
      // At 480 px the first year column is the one in view beside the labels.
      await expectUncovered(page, cell);
    }

    // The keyboard reaches the last input with the header still above it: Ctrl+End scrolls the cell into view.
    await page.evaluate(() => window.scrollTo(0, 0));
    await grid.locator('.ag-row .ag-cell[col-id="c0"]').first().click();
    await page.keyboard.press('Control+End');
    const focused = grid.locator('.ag-cell-focus');
    await expect(focused).toHaveCount(1);
    await expect(focused).toBeInViewport({ ratio: 1 });
    await expectUncovered(page, header(grid, /FY 2024-25/));

    // Up the rows by arrow: the cell reached is scrolled out from under the header, not left beneath it.
    const start = grid.locator('[row-id="grossProfitLoss"] .ag-cell[col-id="c0"]');
    await start.click();
    const headerBottom = await header(grid, /FY 2024-25/).evaluate((el) => el.getBoundingClientRect().bottom);
    const startTop = (await start.boundingBox())!.y;
    // The clicked cell just under the header, so the row above it is beneath the header.
    await page.evaluate((dy) => window.scrollBy(0, dy), startTop - headerBottom - 5);
    await page.keyboard.press('ArrowUp');
    await expect(start).not.toHaveClass(/ag-cell-focus/);
    await expect.poll(() => isUncovered(page, focused), { message: 'the cell reached by ArrowUp is in the clear' }).toBe(true);
  });
}

test('480 px, three companies: the last row sits above the horizontal scrollbar, labels keep their end, Next is reachable', async ({ page }) => {
  const grid = await openLongStatement(page, 480, LONG_NAME_FIXTURE);

  // Three companies do not fit beside the labels at 480 px: the grid scrolls sideways.
  const scrollbar = grid.locator('.ag-body-horizontal-scroll');
  await expect(scrollbar).toBeVisible();
  await expect(scrollbar).not.toHaveClass(/ag-invisible|ag-hidden/);

  const lastRow = await wheelToLastRow(page, grid);
  const lastCell = lastRow.locator('.ag-cell[col-id="c0"]');
  // Its bottom edge, not only its middle, is the cell's own: no scrollbar over it.
  await expectUncovered(page, lastCell, 0.9);
  await expectUncovered(page, lastRow.locator('.ag-cell[col-id="label"]'), 0.9);
  const cellBox = (await lastCell.boundingBox())!;
  const barBox = (await scrollbar.boundingBox())!;
  expect(barBox.y, 'the horizontal scrollbar starts below the last row').toBeGreaterThanOrEqual(cellBox.y + cellBox.height - 1);
  await expectUncovered(page, header(grid, COMPANIES[0]!));

  // Scrolled on until the last row nears the top bar, the header stops above it rather than covering it.
  const topBar = await page.getByRole('navigation', { name: 'Main' }).evaluate((el) => el.closest('header')!.getBoundingClientRect().bottom);
  await page.evaluate((dy) => window.scrollBy(0, dy), (await lastCell.boundingBox())!.y - topBar - 20);
  await expect.poll(() => isUncovered(page, lastCell), { message: 'the header never covers the last row' }).toBe(true);
  await lastRow.evaluate((el) => el.scrollIntoView({ block: 'end' }));

  // A click on the last row's figure selects it (nothing intercepts it).
  await lastCell.click();
  await expect(lastCell).toHaveClass(/ag-cell-focus/);
  await page.getByRole('button', { name: 'Close the working' }).click();

  // Opening and closing stocks stay apart: a label too long for the column wraps, and its end stays in view.
  const labels = grid.locator('.cg-label-text').filter({ hasText: /\((opening|closing)\)$/ });
  expect(await labels.count()).toBeGreaterThanOrEqual(4);
  const ends = await labels.evaluateAll((els) =>
    els.map((el) => {
      const text = el.firstChild;
      const box = el.getBoundingClientRect();
      const range = document.createRange();
      const content = text?.textContent ?? '';
      range.setStart(text!, content.lastIndexOf('('));
      range.setEnd(text!, content.length);
      const end = range.getBoundingClientRect();
      // Wrapped: the label's first and last characters sit on different lines.
      range.setStart(text!, 0);
      range.setEnd(text!, 1);
      const wrapped = range.getBoundingClientRect().top < end.top - 4;
      const shown = end.left >= box.left - 0.5 && end.right <= box.right + 0.5 && end.bottom <= box.bottom + 0.5;
      return { label: content, wrapped, endShown: shown };
    }),
  );
  expect(
    ends.some((e) => e.wrapped),
    `some label is too long for one line at 480 px: ${JSON.stringify(ends)}`,
  ).toBe(true);
  for (const end of ends) {
    expect(end.endShown, `the end of "${end.label}" is shown`).toBe(true);
  }

  // The page below the grid is reachable: Next is on screen and not covered once scrolled to.
  const next = page.getByRole('button', { name: 'Next' });
  await next.scrollIntoViewIfNeeded();
  await expectUncovered(page, next);
});

for (const width of [1440, 480]) {
  test(`${width} px, one period: the company and year headers stay in view down to the last row`, async ({ page }) => {
    const grid = await openLongStatement(page, width, ONE_PERIOD_FIXTURE);
    await wheelToLastRow(page, grid);
    await expectUncovered(page, header(grid, COMPANIES[0]!));

    await page.getByRole('radio', { name: 'Years side by side' }).click();
    await expect(grid).toHaveAttribute('data-layout', 'years');
    await page.evaluate(() => window.scrollTo(0, 0));
    await wheelToLastRow(page, grid);
    await expectUncovered(page, header(grid, /FY 2024-25/));
  });
}
