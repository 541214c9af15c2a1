/**
 * Grid latency benchmark (the power grid's keyboard and paste), in real Chromium against a production build served by the real
 * server: 8 companies on the OCA/OCL statement (the statement with the most input rows, 24).
 *
 * (a) edit → dependent cells painted: Enter's keydown to the frame after the section total shows
 *     the new sum, p95 over 50 edits (target < 50 ms);
 * (b) paste of a 40-row × 8-company TSV with Indian grouping, by Ctrl+V from the system clipboard:
 *     Ctrl+V's keydown to the frame after all 32 totals changed (target < 250 ms). No statement has
 *     40 input rows, so 24 land and 16 are cut at the edge, as the grid does for any oversized block;
 * (c) Ctrl+Z of that paste, until all 32 totals are back (target < 250 ms);
 * (d) the same edits as (a) on the full-size analysis (8 companies × 10 periods, every input filled,
 *     bench/full-size.ts), interleaved with (a) and with (f) in rounds so all see the same machine: p95
 *     within 1.25× of the one-period p95 and ≤ 1.0× the bare grid's p95 of the same run;
 * (e) switching the period (Alt+PageUp / Alt+PageDown) and the layout (the layout radio, by Enter)
 *     on the full-size analysis, until the grid shows the other period's numbers, and Next from the
 *     operating statement until the next screen's grid shows numbers (target < 150 ms p95 each);
 * (f) the floor: the same edits on a bare AG Grid + MobX grid holding the same cells (bench/bare-grid.ts).
 *
 * Run: `npx tsx bench/grid-latency.ts [--switches]` (--switches measures (e) alone, in ROUNDS interleaved
 * rounds of period switches, layout switches and Nexts; builds into a temp dir, serves on BENCH_PORT or 8392 with a
 * temp DATA_DIR, and stops the server at the end).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { SCREENS } from '../src/domain/screens';
import { killOnExit } from '../src/server/testing/server-process';
import { openBareGrid } from './bare-grid';
import { fullSizeFile } from './full-size';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 8392);
const base = `http://127.0.0.1:${port}`;
const EDITS = 50;
const ROUNDS = 5;
const PERIODS = { before: 4, after: 5 }; // 10 periods, the most an analysis holds
/** (e) alone: the switches and Next, in rounds, without the edits and pastes. */
const ONLY_SWITCHES = process.argv.includes('--switches');
const SWITCHES = 20;
const NEXTS = 10;
const PASTES = 10;
const COMPANIES = 8;
const SCREEN = 'ocaocl';
const inputKeys = SCREENS[SCREEN].rows.filter((r) => r.kind === 'input').map((r) => r.key);
const totalKeys = SCREENS[SCREEN].rows.filter((r) => r.kind === 'derived').map((r) => r.key);

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
}
const summary = (xs: number[]) => ({ median: percentile(xs, 50), p95: percentile(xs, 95), max: Math.max(...xs) });

async function startServer(dist: string, data: string): Promise<() => Promise<void>> {
  // killOnExit: the server goes with this script however it ends (a browser that fails to launch included).
  const child = killOnExit(
    spawn(process.execPath, ['--import', 'tsx', '-e', "import('./src/server/server.ts').then((m) => m.startServer())"], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: data, DIST_DIR: dist },
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (b: Buffer) => (b.toString().includes('listening') ? resolve() : undefined));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  // The server closes its database on SIGTERM; if that hangs, it is killed so no orphan keeps the port.
  return () =>
    new Promise<void>((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/**
 * Arms a timer in the page: the ms from the next keydown of `key` to the frame after every cell in
 * `cells` has changed from (or gone back to) `before`. Awaited before the keys are sent, so the
 * listener is surely in place; the returned function waits for the result.
 */
async function measure(page: Page, key: string, cells: string[], mode: 'changed' | 'restored', before: string[]): Promise<() => Promise<number>> {
  // A string, not a function: tsx's keep-names would wrap a function in a helper the page lacks.
  await page.evaluate(`window.__gridLatency = new Promise((resolve, reject) => {
    const [key, cells, mode, before] = ${JSON.stringify([key, cells, mode, before])};
    setTimeout(() => reject(new Error('no paint within 10 s of ' + key)), 10000);
    let t0 = 0;
    const els = cells.map((sel) => document.querySelector(sel));
    const done = () => els.every((el, i) => (mode === 'changed' ? el.textContent !== before[i] : el.textContent === before[i]));
    const onKey = (e) => {
      if (e.key.toLowerCase() === key) {
        t0 = e.timeStamp;
        document.removeEventListener('keydown', onKey, true);
      }
    };
    document.addEventListener('keydown', onKey, true);
    const observer = new MutationObserver(() => {
      if (t0 > 0 && done()) {
        observer.disconnect();
        // The frame that paints the change: rAF runs before paint, the task after it follows it.
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0)));
      }
    });
    observer.observe(document.querySelector('.cg-grid'), { subtree: true, characterData: true, childList: true });
  }); undefined`);
  return () => page.evaluate('window.__gridLatency') as Promise<number>;
}

/**
 * Arms a timer for Next: from the click's event time to the frame after a grid of another screen than the
 * operating statement shows a figure in its last company column.
 */
async function measureNext(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(`window.__nextLatency = new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('no next grid within 10 s')), 10000);
    let t0 = 0;
    const onClick = (e) => {
      t0 = e.timeStamp;
      document.removeEventListener('click', onClick, true);
    };
    document.addEventListener('click', onClick, true);
    const shown = () => [...document.querySelectorAll('.cg-grid:not([data-testid="grid-opstmt"]) [row-id] [col-id="c${COMPANIES - 1}"]')].some((el) => /[0-9]/.test(el.textContent));
    const observer = new MutationObserver(() => {
      if (t0 > 0 && shown()) {
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0)));
      }
    });
    observer.observe(document.body, { subtree: true, characterData: true, childList: true });
  }); undefined`);
  return () => page.evaluate('window.__nextLatency') as Promise<number>;
}

const cellSel = (key: string, c: number) => `[row-id="${key}"] [col-id="c${c}"]`;
const texts = (page: Page, sels: string[]): Promise<string[]> => page.evaluate(`${JSON.stringify(sels)}.map((q) => document.querySelector(q).textContent)`);

/** 1,23,45,678.90 style: Indian grouping with 2 decimals. */
const indian = (n: number) => n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * (e) on the full-size analysis, from `/oca-ocl`: `switches` period switches (Alt+PageUp / Alt+PageDown) and
 * layout switches until the first company's `total` shows another figure, then `nexts` Nexts from a fresh
 * `/opstmt` (after one untimed warm-up) until the next screen's grid shows numbers. Leaves the page on /opstmt's next.
 */
async function switchesOf(periodsPage: Page, total: string, switches: number, nexts: number) {
  const c0 = cellSel(total, 0);
  await periodsPage.bringToFront();
  const periodSwitches: number[] = [];
  const layoutSwitches: number[] = [];
  await periodsPage.locator(c0).click();
  for (let i = 0; i < switches; i += 1) {
    const key = i % 2 === 0 ? 'PageUp' : 'PageDown';
    const [before] = await texts(periodsPage, [c0]);
    const timing = await measure(periodsPage, key.toLowerCase(), [c0], 'changed', [before!]);
    await periodsPage.keyboard.press(`Alt+${key}`);
    periodSwitches.push(await timing());
  }
  for (let i = 0; i < switches; i += 1) {
    const layout = i % 2 === 0 ? 'Years side by side' : 'Companies side by side';
    await periodsPage.getByRole('radio', { name: layout }).focus();
    const [before] = await texts(periodsPage, [c0]);
    const timing = await measure(periodsPage, 'enter', [c0], 'changed', [before!]);
    await periodsPage.keyboard.press('Enter');
    layoutSwitches.push(await timing());
  }
  // Next on the operating statement until the next screen's grid shows numbers; Back (untimed) returns.
  const nextTimes: number[] = [];
  for (let i = 0; i < nexts + 1; i += 1) {
    await periodsPage.goto('/opstmt');
    await periodsPage.locator(`[data-testid="grid-opstmt"] ${cellSel(SCREENS.opstmt.rows.find((r) => r.kind === 'input')!.key, COMPANIES - 1)}`).waitFor();
    const timing = await measureNext(periodsPage);
    await periodsPage.getByRole('button', { name: 'Next', exact: true }).click();
    const ms = await timing().catch(async (e: unknown) => {
      const grids = await periodsPage.evaluate(`[...document.querySelectorAll('.cg-grid')].map((g) => g.getAttribute('data-testid'))`);
      throw new Error(`${String(e)} at ${periodsPage.url()}, grids ${JSON.stringify(grids)}`);
    });
    if (i > 0) {
      nextTimes.push(ms);
    }
  }
  return { periodSwitches, layoutSwitches, nexts: nextTimes };
}

/** `--switches`: (e) in ROUNDS rounds of 10 period switches, 10 layout switches and 4 Nexts; min / median / max of the rounds' p95. */
async function switchRounds(periodsPage: Page, total: string, machine: typeof os): Promise<void> {
  const all = { period: [] as number[], layout: [] as number[], next: [] as number[] };
  const perRound = { period: [] as number[], layout: [] as number[], next: [] as number[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    await periodsPage.goto('/oca-ocl');
    const r = await switchesOf(periodsPage, total, 10, 4);
    for (const [k, xs] of [
      ['period', r.periodSwitches],
      ['layout', r.layoutSwitches],
      ['next', r.nexts],
    ] as const) {
      all[k].push(...xs);
      perRound[k].push(percentile(xs, 95));
    }
  }
  const load = machine.loadavg().map((x) => x.toFixed(2));
  process.stdout.write(
    `load average (1/5/15 min) ${load.join(' / ')}\n| measure | median | p95 | max | per-round p95 min / median / max |\n|---|---:|---:|---:|---:|\n`,
  );
  for (const [k, xs] of Object.entries(all)) {
    const s = summary(xs);
    const rounds = perRound[k as keyof typeof perRound];
    process.stdout.write(
      `| ${k} (${xs.length}) | ${s.median.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.max.toFixed(1)} | ${Math.min(...rounds).toFixed(1)} / ${percentile(rounds, 50).toFixed(1)} / ${Math.max(...rounds).toFixed(1)} |\n`,
    );
  }
}

async function main(): Promise<void> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'grid-latency-'));
  const dist = path.join(tmp, 'dist');
  process.stdout.write('Building the app…\n');
  await build({ root, logLevel: 'error', build: { outDir: dist, emptyOutDir: true } });
  const stop = await startServer(dist, path.join(tmp, 'data'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1800, height: 1000 }, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    const username = `bench${Date.now().toString(36)}`;
    const password = 'correct-horse-42';
    await page.request.post('/api/register/', { data: { email: `${username}@example.com`, username, password, password2: password } });
    const tokens = (await (await page.request.post('/api/login/', { data: { username, password } })).json()) as { access: string };
    const userId = (JSON.parse(Buffer.from(tokens.access.split('.')[1]!, 'base64url').toString()) as { user_id: number }).user_id;
    const names = Array.from({ length: COMPANIES }, (_, i) => `Company ${String.fromCharCode(65 + i)}`);
    const auth = { Authorization: `Bearer ${tokens.access}` };
    const create = async (years: object) =>
      (
        (await (
          await page.request.post(`/api/create_token/${userId}/`, {
            headers: auth,
            data: { num_companies: COMPANIES, company_names: names, year: 2025, unit: 'lakhs', ...years },
          })
        ).json()) as { id: number }
      ).id;
    // The full size first, so the one-period analysis is the newest card on /home. Every period of every
    // company has its own figures, so a period or layout switch changes what the grid shows.
    const imported = await page.request.post('/api/analyses/import/', { headers: auth, data: fullSizeFile() });
    if (!imported.ok()) {
      throw new Error(`import of the full-size analysis: ${imported.status()} ${await imported.text()}`);
    }
    await create({});
    await page.addInitScript(`localStorage.setItem('authTokens', ${JSON.stringify(JSON.stringify(tokens))}); localStorage.setItem('username', '${username}');`);
    const open = async (p: Page, index: number) => {
      await p.goto('/home');
      await p
        .getByTestId('analysis-card')
        .nth(index)
        .getByRole('button', { name: /^(Open|Continue)$/ })
        .click();
      await p.waitForURL(/\/opstmt$/);
      await p.goto('/oca-ocl');
      await p.locator(cellSel(inputKeys[0]!, COMPANIES - 1)).waitFor();
    };
    await open(page, 0);
    // The 10-period analysis in a second tab of the same browser (the session store is per tab).
    const periodsPage = await context.newPage();
    await open(periodsPage, 1);
    // The floor: a bare AG Grid + MobX grid with the same rows and columns, in a third tab.
    const floorPage = await context.newPage();
    await openBareGrid(
      floorPage,
      SCREENS[SCREEN].rows.map((r) => ({ key: r.key, kind: r.kind, label: r.label })),
      COMPANIES,
      PERIODS.before + PERIODS.after + 1,
    );
    process.stdout.write('Measuring…\n');

    // (a) and (d): typed edits, spread over rows and companies; the first input's section total is watched.
    const firstTotal = totalKeys[0]!;
    const typeEdits = async (p: Page, count: number, seed: number): Promise<number[]> => {
      const out: number[] = [];
      // A background tab gets throttled frames: the page measured is always the one in front.
      await p.bringToFront();
      for (let i = 0; i < count; i += 1) {
        const company = i % COMPANIES;
        const total = cellSel(firstTotal, company);
        // A click (untimed) puts AG Grid's focus and the browser's on the cell.
        await p.locator(cellSel(inputKeys[i % 4]!, company)).click();
        const [before] = await texts(p, [total]);
        const timing = await measure(p, 'enter', [total], 'changed', [before!]);
        await p.keyboard.type(String(1000 + (seed + i) * 7));
        await p.keyboard.press('Enter');
        out.push(await timing());
      }
      return out;
    };
    await typeEdits(page, 5, 0); // warm the JIT and the grids
    await typeEdits(periodsPage, 5, 0);
    await typeEdits(floorPage, 5, 0);
    if (ONLY_SWITCHES) {
      await switchRounds(periodsPage, firstTotal, os);
      return;
    }
    const edits: number[] = [];
    const periodEdits: number[] = [];
    const floorEdits: number[] = [];
    // Per round, the median of each: the full size ÷ one period and ÷ the floor.
    const roundRatios: { one: number; floor: number }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const one = await typeEdits(page, EDITS / ROUNDS, 10 + round * EDITS);
      const full = await typeEdits(periodsPage, EDITS / ROUNDS, 10 + round * EDITS);
      const floor = await typeEdits(floorPage, EDITS / ROUNDS, 10 + round * EDITS);
      edits.push(...one);
      periodEdits.push(...full);
      floorEdits.push(...floor);
      roundRatios.push({ one: percentile(full, 50) / percentile(one, 50), floor: percentile(full, 50) / percentile(floor, 50) });
    }

    // (e) period and layout switches and Next on the 10-period analysis.
    await periodsPage.goto('/oca-ocl');
    const { periodSwitches, layoutSwitches, nexts } = await switchesOf(periodsPage, firstTotal, SWITCHES, NEXTS);

    await page.bringToFront();
    // (b) and (c): a 40 × 8 block pasted from the first input, then undone.
    const block = Array.from({ length: 40 }, (_, r) => Array.from({ length: COMPANIES }, (_, c) => indian(100000 + r * 1234.5 + c * 98765.25)).join('\t')).join(
      '\r\n',
    );
    await page.evaluate(`navigator.clipboard.writeText(${JSON.stringify(`${block}\r\n`)})`);
    const totals = totalKeys.flatMap((k) => names.map((_, c) => cellSel(k, c)));
    const pastes: number[] = [];
    const undos: number[] = [];
    for (let i = 0; i < PASTES + 2; i += 1) {
      await page.locator(cellSel(inputKeys[0]!, 0)).click();
      const before = await texts(page, totals);
      const pasted = await measure(page, 'v', totals, 'changed', before);
      await page.keyboard.press('Control+v');
      const pasteMs = await pasted();
      const undone = await measure(page, 'z', totals, 'restored', before);
      await page.keyboard.press('Control+z');
      const undoMs = await undone();
      if (i >= 2) {
        pastes.push(pasteMs);
        undos.push(undoMs);
      }
    }
    // The figures are right, not only changed: paste once more and check a total against the block.
    await page.keyboard.press('Control+v');
    const firstSection = SCREENS[SCREEN].rows.slice(1).findIndex((r) => r.kind !== 'input');
    const expected = Array.from({ length: firstSection }, (_, r) => 100000 + r * 1234.5).reduce((a, b) => a + b, 0);
    await page
      .locator(cellSel(firstTotal, 0))
      .filter({ hasText: indian(expected) })
      .waitFor({ timeout: 5000 });

    const load = os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' / ');
    const result = {
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}, load average (1/5/15 min) ${load}`,
      chromium: browser.version(),
      edit: summary(edits),
      paste: summary(pastes),
      undo: summary(undos),
      periodEdit: summary(periodEdits),
      periodSwitch: summary(periodSwitches),
      layoutSwitch: summary(layoutSwitches),
      floorEdit: summary(floorEdits),
      next: summary(nexts),
    };
    const row = (what: string, s: { median: number; p95: number; max: number }, target: number) =>
      `| ${what} | ${s.median.toFixed(1)} ms | ${s.p95.toFixed(1)} ms | ${s.max.toFixed(1)} ms | < ${target} ms | ${s.p95 < target ? 'met' : 'missed'} |`;
    process.stdout.write(`${result.machine}; Chromium ${result.chromium}\n\n`);
    process.stdout.write('| measure | median | p95 | max | target (p95) | |\n|---|---:|---:|---:|---:|---|\n');
    process.stdout.write(`${row(`edit → total painted (${edits.length} edits)`, result.edit, 50)}\n`);
    process.stdout.write(`${row(`paste 40 × 8, all 32 totals painted (${pastes.length} runs)`, result.paste, 250)}\n`);
    process.stdout.write(`${row(`undo that paste (${undos.length} runs)`, result.undo, 250)}\n`);
    const ratio = result.periodEdit.p95 / result.edit.p95;
    process.stdout.write(
      `| edit → total painted, 8 companies × 10 periods (${periodEdits.length} edits, interleaved with the first row) | ${result.periodEdit.median.toFixed(1)} ms | ${result.periodEdit.p95.toFixed(1)} ms | ${result.periodEdit.max.toFixed(1)} ms | ≤ 1.25 × one-period p95 | ${ratio.toFixed(2)} × — ${ratio <= 1.25 ? 'met' : 'missed'} |\n`,
    );
    const floorRatio = result.periodEdit.p95 / result.floorEdit.p95;
    process.stdout.write(
      `| edit → total painted, bare AG Grid + MobX, same cells (${floorEdits.length} edits, interleaved) | ${result.floorEdit.median.toFixed(1)} ms | ${result.floorEdit.p95.toFixed(1)} ms | ${result.floorEdit.max.toFixed(1)} ms | full size ≤ 1.0 × this p95 | ${floorRatio.toFixed(2)} × — ${floorRatio <= 1 ? 'met' : 'missed'} |\n`,
    );
    process.stdout.write(`${row(`switch period, Alt+PageUp/PageDown (${periodSwitches.length} switches)`, result.periodSwitch, 150)}\n`);
    process.stdout.write(`${row(`switch layout (${layoutSwitches.length} switches)`, result.layoutSwitch, 150)}\n`);
    process.stdout.write(`${row(`Next on /opstmt → the next grid shows numbers (${nexts.length} runs)`, result.next, 150)}\n`);
    const spread3 = (xs: number[]) => `${Math.min(...xs).toFixed(2)} / ${percentile(xs, 50).toFixed(2)} / ${Math.max(...xs).toFixed(2)}`;
    process.stdout.write(
      `\nper round, median edit of the full size ÷ one period: ${spread3(roundRatios.map((r) => r.one))}; ÷ the bare grid: ${spread3(roundRatios.map((r) => r.floor))} (min / median / max of ${ROUNDS} rounds)\n`,
    );
  } finally {
    await browser.close();
    await stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
