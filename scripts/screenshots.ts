/**
 * Regenerates the README and docs screenshots, on purpose (tests never write them):
 *
 *   PORT=8000 DATA_DIR=/tmp/cg-shots npm start          # in one shell: a server you started
 *   npx tsx scripts/screenshots.ts --base http://127.0.0.1:8000 [--out docs/screenshots]
 *
 * A fresh user imports fixtures/three-companies.json through the API, then /home, /visual1 and /contact are
 * shot in light and dark at 1440 and 480 px, plus the README's WC/TL image. Uses Debian's Chromium
 * (CHROME_PATH, default /usr/bin/chromium) through playwright-core.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    base: { type: 'string', default: process.env.BASE_URL ?? 'http://127.0.0.1:8000' },
    out: { type: 'string', default: path.join(root, 'docs/screenshots') },
  },
});
const base = values.base.replace(/\/$/, '');
const out = path.resolve(values.out);
mkdirSync(out, { recursive: true });

const WIDTHS = [1440, 480] as const;
const THEMES = ['light', 'dark'] as const;

/** Fails with the server's answer when a setup call does not succeed. */
async function expectOk(res: Response, what: string): Promise<Response> {
  if (!res.ok) {
    throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
  }
  return res;
}

/** A fresh user with the three-company fixture imported; returns what the app keeps in localStorage. */
async function prepareUser(): Promise<{ username: string; tokens: unknown }> {
  const username = `shots${Date.now().toString(36)}`;
  const password = 'correct horse battery 42';
  const json = { 'Content-Type': 'application/json' };
  await expectOk(
    await fetch(`${base}/api/register/`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: `${username}@example.in`, username, password, password2: password }),
    }),
    'register',
  );
  const login = await expectOk(await fetch(`${base}/api/login/`, { method: 'POST', headers: json, body: JSON.stringify({ username, password }) }), 'login');
  const tokens = (await login.json()) as { access: string };
  const fixture = readFileSync(path.join(root, 'fixtures/three-companies.json'), 'utf8');
  await expectOk(
    await fetch(`${base}/api/analyses/import/`, {
      method: 'POST',
      headers: { ...json, Authorization: `Bearer ${tokens.access}` },
      body: fixture,
    }),
    'import',
  );
  return { username, tokens };
}

/** Waits until nothing is loading and the charts (if any) have drawn, then shoots the full page (or the viewport). */
async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => ![...document.querySelectorAll('p')].some((p) => p.textContent === 'Loading...'));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(out, `${name}.png`), fullPage });
  process.stdout.write(`${path.join(out, `${name}.png`)}\n`);
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const { username, tokens } = await prepareUser();
  for (const theme of THEMES) {
    const context = await browser.newContext({ reducedMotion: 'reduce', colorScheme: theme });
    await context.addInitScript(
      ([t, u, th]) => {
        localStorage.setItem('authTokens', t);
        localStorage.setItem('username', u);
        localStorage.setItem('theme', JSON.stringify({ theme: th }));
      },
      [JSON.stringify(tokens), username, theme] as const,
    );
    const page = await context.newPage();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${base}/home`);
      await page.getByTestId('analysis-card').first().waitFor();
      await shoot(page, `home-list-${theme}-${width}`);
      await page
        .getByTestId('analysis-card')
        .first()
        .getByRole('button', { name: /^(Open|Continue)$/ })
        .click();
      await page.waitForURL(/\/opstmt$/);
      if (theme === 'light' && width === 1440) {
        // The README's image: the top of the WC/TL assessment, 1440 × 1250.
        await page.setViewportSize({ width, height: 1250 });
        await page.goto(`${base}/wctlassmt`);
        await shoot(page, 'readme', false);
        await page.setViewportSize({ width, height: 900 });
      }
      await page.goto(`${base}/visual1`);
      await page.locator('.apexcharts-canvas svg').first().waitFor();
      await shoot(page, `dashboard-${theme}-${width}`);
      await page.goto(`${base}/contact`);
      await shoot(page, `contact-${theme}-${width}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
