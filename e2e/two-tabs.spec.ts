import { expect, signInFreshUser, test } from './fixtures';

// Refresh tokens are used once, and a second use ends the session as a replay. Two tabs share the stored
// tokens, so when both find the access token refused at once, only one may spend the refresh token.
test('two tabs renewing an expired access token at the same moment both stay signed in', async ({ page, context }) => {
  await signInFreshUser(page);
  await page.goto('/home');
  await expect(page.getByTestId('home-empty')).toBeVisible();
  const other = await context.newPage();
  await other.goto('/home');
  await expect(other.getByTestId('home-empty')).toBeVisible();

  // The stored access token stops working (as when it expires), in both tabs at once.
  await page.evaluate(() => {
    const tokens = JSON.parse(localStorage.getItem('authTokens')!) as { access: string; refresh: string };
    localStorage.setItem('authTokens', JSON.stringify({ ...tokens, access: `${tokens.access.slice(0, -4)}AAAA` }));
  });
  // Each refresh is held for a moment, so the two tabs' renewals overlap.
  const refreshes: string[] = [];
  await context.route('**/api/token/refresh/', async (route) => {
    refreshes.push(route.request().postData() ?? '');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await Promise.all([page.reload(), other.reload()]);

  for (const tab of [page, other]) {
    await expect(tab.getByTestId('home-empty')).toBeVisible();
    await expect(tab).toHaveURL(/\/home$/);
  }
  expect(refreshes).toHaveLength(1);
  // The session lives on: a new request from either tab is answered.
  for (const tab of [page, other]) {
    const status = await tab.evaluate(async () => {
      const { access } = JSON.parse(localStorage.getItem('authTokens')!) as { access: string };
      return (await fetch('/api/analyses/', { headers: { authorization: `Bearer ${access}` } })).status;
    });
    expect(status).toBe(200);
  }
});

// Plain http to an intranet address is not a secure context: no navigator.locks, so the tabs cannot take
// turns, and both spend the same refresh token. The server's grace window for a token just used keeps both in.
test('two tabs without Web Locks renewing at the same moment stay signed in, in each of 10 rounds', async ({ page, context }) => {
  await context.addInitScript(() => Object.defineProperty(navigator, 'locks', { value: undefined }));
  await signInFreshUser(page);
  await page.goto('/home');
  const other = await context.newPage();
  await other.goto('/home');
  expect(await page.evaluate(() => navigator.locks)).toBeUndefined();
  await context.route('**/api/token/refresh/', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await route.continue();
  });
  let signedOut = 0;
  for (let round = 0; round < 10; round++) {
    await page.evaluate(() => {
      const tokens = JSON.parse(localStorage.getItem('authTokens')!) as { access: string; refresh: string };
      localStorage.setItem('authTokens', JSON.stringify({ ...tokens, access: `${tokens.access.slice(0, -4)}AAAA` }));
    });
    await Promise.all([page.reload(), other.reload()]);
    for (const tab of [page, other]) {
      await expect(tab.getByTestId('home-empty').or(tab.getByRole('heading', { name: /log ?in/i }))).toBeVisible();
      signedOut += Number(!(await tab.getByTestId('home-empty').isVisible()));
    }
  }
  expect(signedOut).toBe(0);
});
