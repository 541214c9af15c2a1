/**
 * Layout shift (CLS) of the routes a user loads directly, in Debian's Chromium: `/login` signed out and the
 * statement screens signed in with an 8-company analysis open (one period, and 8 × 10), at a desktop (1440 × 900) and a phone
 * (412 × 823) viewport. Each route is loaded cold; a buffered PerformanceObserver sums the `layout-shift`
 * entries without recent input over 3 s, and lists what moved. Target: < 0.05 everywhere.
 * `npm run build` first; `npx tsx bench/layout-shift.ts` (BENCH_PORT, default 8393; CLS_ROUTES=/assumptions,/report
 * measures only those).
 */
import { chromium } from 'playwright-core';
import { PATHS, SCREEN_PATHS } from '../src/web/lib/paths';
import { seedAnalyst, serveBuilt } from './serve';

const server = await serveBuilt(Number(process.env.BENCH_PORT ?? 8393));
// The one-period analysis, and the full size, where the header names the assessment year with its kind.
const analyses = [await seedAnalyst(server.base, `cls1${process.pid}`), await seedAnalyst(server.base, `cls10${process.pid}`, 'full size')];
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

// Strings, not functions: tsx's keep-names would wrap a function in a helper the page lacks.
const OBSERVE = `window.__shifts = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    if (!e.hadRecentInput) {
      window.__shifts.push({ value: e.value, moved: e.sources.map((s) => (s.node && s.node.nodeType === 1 ? s.node.tagName.toLowerCase() + '.' + [...s.node.classList].slice(0, 3).join('.') : '#text')) });
    }
  }
}).observe({ type: 'layout-shift', buffered: true });`;
// The app's own route table, so a renamed route cannot turn into a measured 404.
const ALL_ROUTES = ['/login', PATHS.home, ...Object.values(SCREEN_PATHS), PATHS.assumptions, PATHS.termLoans, PATHS.breakEven, PATHS.dashboard, PATHS.report];
const only = process.env.CLS_ROUTES?.split(',');
const ROUTES = only ? ALL_ROUTES.filter((r) => only.includes(r)) : ALL_ROUTES;

let worst = 0;
try {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 412, height: 823 },
  ]) {
    for (const [route, seeded] of ROUTES.flatMap((r) => (r === '/login' ? [[r, analyses[0]!] as const] : analyses.map((a) => [r, a] as const)))) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      if (route !== '/login') {
        await page.goto(`${server.base}/`);
        await page.evaluate(
          `localStorage.setItem('authTokens', ${JSON.stringify(JSON.stringify(seeded.tokens))}); localStorage.setItem('username', ${JSON.stringify(seeded.username)})`,
        );
        await page.goto(`${server.base}/home`);
        await page
          .getByTestId('analysis-card')
          .filter({ hasText: seeded.analysisName })
          .getByRole('button', { name: /^(Open|Continue)$/ })
          .click();
        await page.waitForURL(/\/opstmt$/);
      }
      await page.addInitScript(OBSERVE);
      await page.goto(`${server.base}${route}`);
      await page.waitForTimeout(3000);
      const shifts = (await page.evaluate('window.__shifts')) as { value: number; moved: string[] }[];
      const cls = shifts.reduce((sum, s) => sum + s.value, 0);
      worst = Math.max(worst, cls);
      const moved = [...new Set(shifts.filter((s) => s.value >= 0.001).flatMap((s) => s.moved))].join(', ');
      const size = route === '/login' ? '' : seeded === analyses[0] ? '8 × 1 ' : '8 × 10';
      console.log(`${String(viewport.width).padStart(4)} px ${route.padEnd(13)} ${size.padEnd(6)} CLS ${cls.toFixed(4)}${moved ? `  moved: ${moved}` : ''}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`worst CLS ${worst.toFixed(4)} (target < 0.05): ${worst < 0.05 ? 'met' : 'MISSED'}`);
process.exitCode = worst < 0.05 ? 0 : 1;
