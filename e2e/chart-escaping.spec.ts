import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request } from '@playwright/test';
import { expect, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// Company names are user text: an imported file whose names hold markup must show that markup as text
// on /visual1, in every chart's tooltip and legend, and never as elements, requests or a navigation.

const HOSTILE = ['<img src=x>', '<b id=cgInjected>bold</b>', '<meta http-equiv=refresh content="0;url=http://example.invalid">'];

test('company names holding HTML stay text in every chart on /visual1', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshUser(page);

  const fixture = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../fixtures/three-companies.json'), 'utf8')) as {
    name: string;
    companies: { name: string }[];
  };
  fixture.name = `Escaping ${Date.now().toString(36)}`;
  fixture.companies.forEach((company, i) => {
    company.name = HOSTILE[i % HOSTILE.length] ?? company.name;
  });

  // Every request the page makes, so one fired by an injected element would be seen.
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));

  // Import through /home, as an analyst would.
  await page.goto('/home');
  await page.getByTestId('import-file-input').setInputFiles({
    name: 'hostile.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(fixture)),
  });
  await expect(page.getByTestId('analysis-card').filter({ hasText: fixture.name })).toBeVisible();
  await openAnalysisFromHome(page, fixture.name);
  await page.goto('/visual1');
  const url = page.url();

  const cards = page.getByTestId('dashboard-card');
  await expect(cards).toHaveCount(7);
  for (const card of await cards.all()) {
    await expect(card.locator('.apexcharts-canvas svg').first()).toBeVisible();
  }

  // Hover every bar, slice and legend entry of every chart, so every tooltip and legend text is drawn.
  let hovered = 0;
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded();
    const targets = card.locator('path.apexcharts-bar-area, path.apexcharts-pie-area, .apexcharts-legend-series');
    for (const target of await targets.all()) {
      if (await target.isVisible()) {
        await target.hover({ force: true });
        hovered += 1;
      }
    }
  }
  expect(hovered).toBeGreaterThan(20);

  // The names were drawn, as text: the tooltips and legends of the grouped charts hold them verbatim.
  const profit = page.getByRole('region', { name: 'Profit Before Tax and Profit After Tax' });
  await profit.locator('path.apexcharts-bar-area').first().hover({ force: true });
  await expect(profit.locator('.apexcharts-tooltip')).toContainText(HOSTILE[0] ?? '');
  const polar = page.getByRole('region', { name: 'Net Cash Accrual' });
  await polar.locator('path.apexcharts-pie-area').nth(2).hover({ force: true });
  await expect(polar.locator('.apexcharts-tooltip')).toContainText('<meta http-equiv=refresh');
  await expect(page.getByTestId('current-ratio-legend')).toContainText('<b id=cgInjected>bold</b>');

  // No element came from a name, no request left for `x` or another origin, and the page did not move.
  const injected = await page.evaluate(() => ({
    img: document.querySelectorAll('img[src="x"], img[src$="/x"]').length,
    bold: document.querySelectorAll('#cgInjected').length,
    meta: document.querySelectorAll('meta[http-equiv]').length,
  }));
  expect(injected).toEqual({ img: 0, bold: 0, meta: 0 });
  const origin = new URL(baseURL ?? url).origin;
  const stray = requests.map((r) => r.url()).filter((u) => !u.startsWith(`${origin}/`) || new URL(u).pathname.endsWith('/x'));
  expect(stray).toEqual([]);
  // A refresh meta would fire after its 0 s delay: give it the time a navigation needs to start.
  await page.waitForLoadState('networkidle');
  expect(page.url()).toBe(url);
  await expect(page.getByRole('heading', { level: 1, name: 'CreditGrid Insights' })).toBeVisible();
});
