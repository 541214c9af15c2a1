/**
 * Where a page's load spends the main thread: opens a route of the built app (unminified, so functions keep
 * their names) in Chromium at 4× CPU slowdown (Lighthouse's mobile preset), signed in with the full-size
 * analysis open for the analysis screens, and prints the long tasks (≥ 50 ms, with their blocking time)
 * and the CPU profile's self time by function and by package. `npx tsx bench/profile-load.ts [/opstmt]`
 * (BENCH_PORT, default 8397; PROFILE_OUT=file.cpuprofile keeps the profile for DevTools).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { seedAnalyst, serveBuilt } from './serve';

const route = process.argv[2] ?? '/opstmt';
const port = Number(process.env.BENCH_PORT ?? 8397);
const root = path.resolve(import.meta.dirname, '..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'profile-load-'));
const dist = path.join(tmp, 'dist');
await build({ root, logLevel: 'error', build: { outDir: dist, emptyOutDir: true, minify: false, sourcemap: false } });
const server = await serveBuilt(port, { env: { DIST_DIR: dist } });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const seeded = await seedAnalyst(server.base, `prof${process.pid}`, 'full size');
  const context = await browser.newContext({ baseURL: server.base, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  if (route !== '/' && route !== '/login') {
    await page.goto('/');
    await page.evaluate(
      ([tokens, username]) => {
        localStorage.setItem('authTokens', tokens);
        localStorage.setItem('username', username);
      },
      [JSON.stringify(seeded.tokens), seeded.username] as const,
    );
    await page.goto('/home');
    await page
      .getByTestId('analysis-card')
      .first()
      .getByRole('button', { name: /^(Open|Continue)$/ })
      .click();
    await page.waitForURL(/\/opstmt$/);
    await page.locator('[row-id] [col-id="c7"]').first().waitFor();
  }
  await page.addInitScript(
    `window.__longTasks = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });`,
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
  await page.goto(route);
  if (route !== '/' && route !== '/login') {
    await page.locator('[row-id] [col-id="c7"]').first().waitFor({ timeout: 60000 });
  }
  await page.waitForTimeout(3000);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: { name: string; ph: string; dur?: number; tid: number; ts: number }[] };
  const { profile } = (await cdp.send('Profiler.stop')) as {
    profile: {
      nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }[];
      samples: number[];
      timeDeltas: number[];
    };
  };
  if (process.env.PROFILE_OUT) {
    writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
  }
  const tasks = (await page.evaluate('window.__longTasks')) as [number, number][];
  const blocking = tasks.reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
  console.log(`long tasks (start ms, duration ms) at 4× slowdown: ${tasks.map(([s, d]) => `${s}+${d}`).join(', ')}`);
  console.log(`sum of blocking time (each task's time over 50 ms): ${blocking} ms`);
  // Self time per node: the sampled time deltas attributed to each sample's node.
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byFn = new Map<string, number>();
  const byPkg = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.split('/').pop() || '(native)';
    byFn.set(`${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`, (byFn.get(`${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`) ?? 0) + ms);
    byPkg.set(file, (byPkg.get(file) ?? 0) + ms);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${v.toFixed(0).padStart(7)} ms  ${k}`)
      .join('\n');
  // The renderer main thread's work by kind, within the top-level tasks (Layout and style recalculation are leaves).
  const main = trace.traceEvents.find((e) => e.name === 'RunTask' && (e.dur ?? 0) > 10000)?.tid;
  const byKind = new Map<string, number>();
  for (const e of trace.traceEvents) {
    if (
      e.ph === 'X' &&
      e.tid === main &&
      [
        'Layout',
        'UpdateLayoutTree',
        'ParseHTML',
        'Paint',
        'v8.compile',
        'v8.compileModule',
        'EvaluateScript',
        'v8.evaluateModule',
        'FunctionCall',
        'RunTask',
        'MajorGC',
        'MinorGC',
        'ParseAuthorStyleSheet',
        'PrePaint',
        'Layerize',
      ].includes(e.name)
    ) {
      byKind.set(e.name, (byKind.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    }
  }
  console.log(`\nmain thread by kind (ms, nested kinds overlap):\n${top(byKind, 20)}`);
  console.log(`\nself time by file:\n${top(byPkg, 15)}\n\nself time by function:\n${top(byFn, 40)}`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(tmp, { recursive: true, force: true });
}
