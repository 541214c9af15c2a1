import type { Page } from '@playwright/test';
import { ANALYSES_PAGE } from '../src/contract';
import type { TestUser } from './fixtures';
import { createAnalysisViaApi, expect, signInFreshUser, test } from './fixtures';

// /home a page at a time (GET /api/analyses/?limit=&cursor=&q=): more load as the list is scrolled,
// "Load more" does the same where the browser cannot watch the scroll, and the search goes to the server.
// Needs the server's paged list.

const TOTAL = ANALYSES_PAGE.default + 5;

async function createMany(page: Page, user: TestUser): Promise<void> {
  for (let i = 0; i < TOTAL - 1; i += 1) {
    await createAnalysisViaApi(page.request, user, { companyNames: [`Trader ${i + 1}`] });
  }
  await createAnalysisViaApi(page.request, user, { companyNames: ['Needle Works'] });
}

test('scrolling loads the next page, and the search asks the server with q', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await signInFreshUser(page);
  await createMany(page, user);
  const queries: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/analyses/') {
      queries.push(url.search);
    }
  });

  await page.goto('/home');
  const cards = page.getByTestId('analysis-card');
  await expect(cards).toHaveCount(ANALYSES_PAGE.default);
  await page.getByTestId('load-more-sentinel').scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(TOTAL);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  expect(queries.some((q) => q.includes('cursor='))).toBe(true);

  await page.getByLabel('Search analyses').fill('needle');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Needle Works');
  expect(queries.some((q) => new URLSearchParams(q).get('q') === 'needle')).toBe(true);
  await page.getByLabel('Search analyses').fill('no such company');
  await expect(page.getByTestId('home-no-match')).toContainText('no such company');
});

test('"Load more" loads the next page where the browser cannot watch the scroll', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });
  const user = await signInFreshUser(page);
  await createMany(page, user);
  await page.goto('/home');
  const cards = page.getByTestId('analysis-card');
  await expect(cards).toHaveCount(ANALYSES_PAGE.default);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(TOTAL);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});
