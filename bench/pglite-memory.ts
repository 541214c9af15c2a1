/**
 * PGlite memory options: what each does to idle RSS, to the time to open the database, and to a read.
 * Each option set runs in its own Node process (`node` on a small ES module, no tsx) that opens a copy
 * of the same data directory (a user with an 8-company analysis, written by the built server), runs
 * 200 reads of the analysis's company rows, idles 1 s and reports its RSS. The default options are the
 * anchor; option sets are interleaved in each of 3 rounds. `npm run build` first;
 * `npx tsx bench/pglite-memory.ts [rounds=3]`.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedAnalyst, serveBuilt, spread } from './serve';

const rounds = Number(process.argv[2] ?? 3);
const served = await serveBuilt(Number(process.env.BENCH_PORT ?? 8394));
await seedAnalyst(served.base);
await served.stop();
const source = path.join(served.dataDir, 'pglite');

/** PGlite's own start parameters (its defaultStartParams); `startParams` replaces them, so extend them. */
const DEFAULT_START = [
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
];
const OPTIONS: Record<string, object> = {
  'anchor: defaults (shared_buffers 128MB)': {},
  'shared_buffers=16MB': { startParams: [...DEFAULT_START, '-c', 'shared_buffers=16MB'] },
  'shared_buffers=8MB, work_mem=1MB, maintenance_work_mem=1MB': {
    startParams: [...DEFAULT_START, '-c', 'shared_buffers=8MB', '-c', 'work_mem=1MB', '-c', 'maintenance_work_mem=1MB'],
  },
  // The WASM module declares 128 MiB of initial memory; PGlite refuses anything smaller, so the only
  // memory knob left on the JS side is this one, upwards, and it is not tried.
};

const probe = path.join(mkdtempSync(path.join(os.tmpdir(), 'cg-pglite-probe-')), 'probe.mjs');
writeFileSync(
  probe,
  `import { createRequire } from 'node:module';
const require = createRequire(${JSON.stringify(path.join(import.meta.dirname, '..', 'package.json'))});
const { PGlite } = await import(require.resolve('@electric-sql/pglite'));
const [dir, options] = [process.argv[2], JSON.parse(process.argv[3])];
const t0 = performance.now();
const db = new PGlite(dir, options);
await db.waitReady;
const openMs = performance.now() - t0;
const t1 = performance.now();
for (let i = 0; i < 200; i++) await db.query('select * from companies order by analysis_id, position');
const readMs = (performance.now() - t1) / 200;
await new Promise((r) => setTimeout(r, 1000));
const rss = Number(/VmRSS:\\s+(\\d+)/.exec((await import('node:fs')).readFileSync('/proc/self/status', 'utf8'))[1]) * 1024;
await db.close();
console.log(JSON.stringify({ openMs, readMs, rss }));
`,
);

const results = new Map<string, { openMs: number; readMs: number; rss: number }[]>(Object.keys(OPTIONS).map((k) => [k, []]));
for (let r = 0; r < rounds; r++) {
  for (const [name, options] of Object.entries(OPTIONS)) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cg-pglite-copy-'));
    cpSync(source, dir, { recursive: true });
    const run = spawnSync(process.execPath, [probe, dir, JSON.stringify(options)], { encoding: 'utf8' });
    rmSync(dir, { recursive: true, force: true });
    if (run.status !== 0) {
      throw new Error(`${name}: ${run.stderr}`);
    }
    results.get(name)!.push(JSON.parse(run.stdout.trim().split('\n').pop()!) as { openMs: number; readMs: number; rss: number });
  }
}

const anchor = results.values().next().value!;
const med = (xs: number[]) => spread(xs).median;
const f = (xs: number[], d: number, unit: string) => {
  const s = spread(xs);
  return `${s.min.toFixed(d)} / ${s.median.toFixed(d)} / ${s.max.toFixed(d)} ${unit}`;
};
console.log(`${rounds} interleaved rounds, min / median / max (ratio of medians vs the anchor)`);
for (const [name, xs] of results) {
  const rss = xs.map((x) => x.rss / 1e6);
  const open = xs.map((x) => x.openMs);
  const read = xs.map((x) => x.readMs);
  console.log(
    `${name}\n  RSS idle ${f(rss, 1, 'MB')} (${(med(rss) / med(anchor.map((x) => x.rss / 1e6))).toFixed(2)}×)` +
      `  open ${f(open, 0, 'ms')} (${(med(open) / med(anchor.map((x) => x.openMs))).toFixed(2)}×)` +
      `  read ${f(read, 2, 'ms')} (${(med(read) / med(anchor.map((x) => x.readMs))).toFixed(2)}×)`,
  );
}
