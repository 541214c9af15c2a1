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
