import { expect, test } from './fixtures';

// The landing budget (design.md §3 and §7): the landing page must not download the grid or the charts. The markers are
// class names that only AG Grid's and ApexCharts' own code contains.
test('the landing page downloads neither AG Grid nor ApexCharts', async ({ page }) => {
  const scripts: { url: string; body: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), body: await response.text() });
    }
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Explore Insights' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.length).toBeGreaterThan(0);
  for (const { url, body } of scripts) {
    expect(body.includes('apexcharts-canvas'), `${url} contains ApexCharts`).toBe(false);
    expect(body.includes('ag-root-wrapper'), `${url} contains AG Grid`).toBe(false);
  }
});

// The landing budget: 150,000 bytes of JavaScript as the network carries it (compressed, cold cache),
// counted from Chromium's own received-body sizes, not from a re-compression of the files.
test('the landing page downloads at most 150,000 bytes of compressed JavaScript', async ({ page }) => {
  const scripts: Promise<{ url: string; encoding: string | null; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') {
      scripts.push(
        (async () => ({
          url: request.url(),
          encoding: (await (await request.response())!.headerValue('content-encoding')) ?? null,
          bytes: (await request.sizes()).responseBodySize,
        }))(),
      );
    }
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Explore Insights' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const received = await Promise.all(scripts);
  expect(received.length).toBeGreaterThan(0);
  for (const { url, encoding, bytes } of received) {
    expect(encoding, `${url} is sent compressed`).toBe('br');
    expect(bytes, `${url} has a body`).toBeGreaterThan(0);
  }
  expect(received.reduce((sum, s) => sum + s.bytes, 0)).toBeLessThanOrEqual(150_000);
});
