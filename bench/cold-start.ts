/**
 * Cold start to the first 200 on `/`: `npx tsx bench/cold-start.ts [rounds=5]` (`npm run build` first).
 * A user with 50 full-size analyses (8 companies × 10 periods) is seeded once; then each round starts, on that
 * data directory, `npm start` and the anchor `npm run bench:trivial` (bench/trivial-server.mjs, a bare Node
 * HTTP server), interleaved, and times from the spawn to the first 200 on `GET /` (polled every 10 ms).
 * Target: the app ≤ 3× the anchor in the same round, and < 2 s on a quiet machine. Every process started is
 * stopped (its whole process group) on the way out, failure included.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fullSizeFile } from './full-size';
import { machine } from './lib';
import { seedAnalyst, serveBuilt, spread } from './serve';

const rounds = Number(process.argv[2] ?? 5);
const port = Number(process.env.BENCH_PORT ?? 8398);
const root = path.resolve(import.meta.dirname, '..');
const ANALYSES = 50;

/** The seeded data directory, removed on the way out. */
let dataDir = '';
/** Process groups still running, stopped when this script exits however it exits. */
const groups = new Set<ChildProcess>();
const stopGroup = (child: ChildProcess) => {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // Already gone.
  }
};
/** Whether any process of `child`'s group is still running. */
const groupAlive = (child: ChildProcess): boolean => {
  try {
    process.kill(-child.pid!, 0);
    return true;
  } catch {
    return false;
  }
};
process.once('exit', () => {
  groups.forEach(stopGroup);
  if (dataDir) {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(1));
}

// The data: 50 full-size analyses of one user, written by one run of the built server.
const seeding = await serveBuilt(port);
dataDir = seeding.dataDir;
try {
  const seeded = await seedAnalyst(seeding.base, 'coldstart', 'full size');
  for (let n = 1; n < ANALYSES; n++) {
    const res = await fetch(`${seeding.base}/api/analyses/import/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${seeded.tokens.access}` },
      body: JSON.stringify(fullSizeFile(`Full size ${n + 1}`)),
    });
    if (!res.ok) {
      throw new Error(`import ${n}: ${res.status}`);
    }
  }
} finally {
  await seeding.stop();
}

/** Spawns `npm <args>` in its own process group; ms from the spawn to the first 200 on `/`; then stops the group. */
async function toFirst200(args: string[]): Promise<number> {
  const t0 = performance.now();
  const child = spawn('npm', args, {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  groups.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`npm ${args.join(' ')} exited with ${child.exitCode}`);
      }
      const status = await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.arrayBuffer().then(() => r.status),
        () => 0,
      );
      if (status === 200) {
        return performance.now() - t0;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    stopGroup(child);
    await exited;
    // npm exits before the server under it has closed its database: the next round's start would find the data
    // directory still locked. Wait until no process of the group is left.
    while (groupAlive(child)) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    groups.delete(child);
  }
}

const app: number[] = [];
const anchor: number[] = [];
for (let r = 0; r < rounds; r++) {
  anchor.push(await toFirst200(['run', '--silent', 'bench:trivial']));
  app.push(await toFirst200(['start', '--silent']));
}
const f = (xs: number[]) => {
  const s = spread(xs);
  return `${Math.round(s.min)} / ${Math.round(s.median)} / ${Math.round(s.max)} ms`;
};
console.log(`Cold start to the first 200 on /, ${ANALYSES} full-size analyses, ${rounds} interleaved rounds; ${machine()}`);
console.log(`  anchor (npm run bench:trivial)   ${f(anchor)}`);
console.log(`  npm start                        ${f(app)}`);
console.log(
  `  ratio per round (min / median / max): ${(() => {
    const s = spread(app.map((ms, i) => ms / anchor[i]!));
    return `${s.min.toFixed(2)} / ${s.median.toFixed(2)} / ${s.max.toFixed(2)}`;
  })()}`,
);
