/**
 * Lighthouse 12.8, mobile preset (its default: Moto G Power viewport, simulated slow 4G and 4× CPU
 * slowdown), performance category, on `/` and `/login` signed out and on `/opstmt` signed in with the
 * full-size analysis (8 companies × 10 periods, every input filled) open. Serves the built app with the built server (`npm run build` first) on a
 * scratch database, drives Debian's Chromium (CHROME_PATH) through chrome-launcher, and sets up the
 * session with Playwright over the same DevTools port (localStorage, as the app keeps it), so
 * Lighthouse runs with `disableStorageReset`. Rounds are interleaved: each round runs every route.
 * `npx tsx bench/lighthouse.ts [rounds=3]` (BENCH_PORT, default 8396).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { seedAnalyst, serveBuilt, spread } from './serve';

const rounds = Number(process.argv[2] ?? 3);
const port = Number(process.env.BENCH_PORT ?? 8396);
const server = await serveBuilt(port);
const seeded = await seedAnalyst(server.base, `lh${process.pid}`, 'full size');

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
// Chrome goes with this script however it ends (a failure before the try below included).
process.once('exit', () => void chrome.kill());
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const context = browser.contexts()[0]!;

/** Signs out (clears localStorage), or signs in and opens the seeded analysis from /home as a user would. */
async function prepare(signedIn: boolean): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${server.base}/`);
  await page.evaluate(
    ([tokens, username]) => {
      localStorage.clear();
      if (tokens) {
        localStorage.setItem('authTokens', tokens);
        localStorage.setItem('username', username);
      }
    },
    [signedIn ? JSON.stringify(seeded.tokens) : '', seeded.username] as const,
  );
  if (signedIn) {
    await page.goto(`${server.base}/home`);
    await page
      .getByTestId('analysis-card')
      .filter({ hasText: seeded.analysisName })
      .getByRole('button', { name: /^(Open|Continue)$/ })
      .click();
    await page.waitForURL(/\/opstmt$/);
    await page.locator('[row-id] [col-id="c7"]').first().waitFor();
  }
  await page.close();
}

const routes = [
  { path: '/', signedIn: false, target: 0.95 },
  { path: '/login', signedIn: false, target: 0.95 },
  { path: '/opstmt', signedIn: true, target: 0.9 },
] as const;
type Sample = { score: number; lcp: number; tbt: number; cls: number; fcp: number };
const samples = new Map<string, Sample[]>(routes.map((r) => [r.path, []]));

/** Runs that Lighthouse itself could not trace (e.g. NO_NAVSTART on a starved machine): counted, not scored. */
const failures: string[] = [];
try {
  for (let round = 1; round <= rounds; round++) {
    for (const route of routes) {
      await prepare(route.signedIn);
      const result = await lighthouse(`${server.base}${route.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      });
      const lhr = result!.lhr;
      if (lhr.runtimeError) {
        failures.push(`round ${round} ${route.path}: ${lhr.runtimeError.code}`);
        console.log(`round ${round} ${route.path.padEnd(8)} Lighthouse failed: ${lhr.runtimeError.message}`);
        continue;
      }
      const a = lhr.audits;
      const sample = {
        score: lhr.categories.performance!.score!,
        fcp: a['first-contentful-paint']!.numericValue!,
        lcp: a['largest-contentful-paint']!.numericValue!,
        tbt: a['total-blocking-time']!.numericValue!,
        cls: a['cumulative-layout-shift']!.numericValue!,
      };
      samples.get(route.path)!.push(sample);
      console.log(
        `round ${round} ${route.path.padEnd(8)} score ${sample.score.toFixed(2)}  FCP ${Math.round(sample.fcp)} ms  LCP ${Math.round(sample.lcp)} ms  ` +
          `TBT ${Math.round(sample.tbt)} ms  CLS ${sample.cls.toFixed(3)}  (final URL ${new URL(lhr.finalDisplayedUrl).pathname})`,
      );
    }
  }
} finally {
  await browser.close();
  chrome.kill();
  await server.stop();
}

const f = (s: { min: number; median: number; max: number }, d: number) => `${s.min.toFixed(d)} / ${s.median.toFixed(d)} / ${s.max.toFixed(d)}`;
console.log(`\nroute     score min/med/max     LCP ms min/med/max      TBT ms min/med/max   CLS min/med/max      target`);
let failed = false;
for (const route of routes) {
  const s = samples.get(route.path)!;
  if (!s.length) {
    failed = true;
    console.log(`${route.path.padEnd(9)} no run could be traced`);
    continue;
  }
  const score = spread(s.map((x) => x.score));
  const cls = spread(s.map((x) => x.cls));
  const met = score.min >= route.target && cls.max < 0.05;
  failed ||= !met;
  console.log(
    `${route.path.padEnd(9)} ${f(score, 2).padEnd(21)} ${f(spread(s.map((x) => x.lcp)), 0).padEnd(23)} ${f(spread(s.map((x) => x.tbt)), 0).padEnd(20)} ` +
      `${f(cls, 3).padEnd(20)} ≥ ${route.target}, CLS < 0.05: ${met ? 'met' : 'MISSED'}`,
  );
}
if (failures.length) {
  console.log(`runs Lighthouse could not trace: ${failures.join(', ')}`);
}
process.exitCode = failed || failures.length ? 1 : 0;
