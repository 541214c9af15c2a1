/**
 * Start and memory of the built server. `npm run build` first; `npx tsx bench/start.ts [rounds=3]`.
 *
 * 1. Cold start with existing data, to the "listening" line, on PGlite: `node dist-server/server.js`
 *    (what `npm start` runs once built), `node scripts/start.mjs` (npm start without npm itself:
 *    adds the up-to-date check), and the anchor `node --import tsx src/server/server.ts` (how the
 *    server ran before it was built to JS), interleaved in each round, on the same data directory
 *    (a user with an 8-company analysis).
 *    Besides the wall time, the CPU time the process used by then (all its threads), which the load
 *    of a shared machine inflates far less.
 * 2. RSS idle (2 s after listening, after one signed-in read of the analysis) of the built server on
 *    PGlite and on PostgreSQL (BENCH_DATABASE_URL, default the local cg_perf_start database).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { killOnExit } from '../src/server/testing/server-process';
import { rssOf, seedAnalyst, serveBuilt, spread } from './serve';

const rounds = Number(process.argv[2] ?? 3);
const port = Number(process.env.BENCH_PORT ?? 8395);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://creditgrid:creditgrid@127.0.0.1:5432/cg_perf_start';
const root = path.resolve(import.meta.dirname, '..');

// The existing data: one server run that creates the database and an analysis, then stops.
const first = await serveBuilt(port);
const seeded = await seedAnalyst(first.base);
await first.stop();
const dataDir = first.dataDir;

/** CPU time (user + system, all threads) a process has used so far, in ms, from /proc (Linux). */
async function cpuMsOf(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
}

/** Spawns `args` with node on the seeded data dir; wall ms until "listening" and the CPU ms used by then; then stops it. */
async function timeToListening(args: string[]): Promise<{ ms: number; cpu: number }> {
  const t0 = performance.now();
  const child = killOnExit(
    spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DIST_DIR: path.join(root, 'dist') },
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
  const ms = performance.now() - t0;
  const cpu = await cpuMsOf(child.pid!);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { ms, cpu };
}

const starts = {
  'node dist-server/server.js': [] as { ms: number; cpu: number }[],
  'node scripts/start.mjs': [] as { ms: number; cpu: number }[],
  'anchor: node --import tsx src/server/server.ts': [] as { ms: number; cpu: number }[],
};
const args: Record<keyof typeof starts, string[]> = {
  'node dist-server/server.js': ['dist-server/server.js'],
  'node scripts/start.mjs': ['scripts/start.mjs'],
  'anchor: node --import tsx src/server/server.ts': ['--import', 'tsx', 'src/server/server.ts'],
};
for (let r = 0; r < rounds; r++) {
  for (const name of Object.keys(starts) as (keyof typeof starts)[]) {
    starts[name].push(await timeToListening(args[name]));
  }
}

/** Idle RSS of the built server: listening, one signed-in read, then 2 s of quiet. */
async function idleRss(env: NodeJS.ProcessEnv): Promise<number> {
  const served = await serveBuilt(port, { dataDir, env });
  const login = env.DATABASE_URL ? await seedAnalyst(served.base, `rss${Date.now()}`) : seeded;
  const res = await fetch(`${served.base}/api/get_companies_opstmt/${login.analysisId}/`, { headers: { authorization: `Bearer ${login.tokens.access}` } });
  if (!res.ok) {
    throw new Error(`read: ${res.status}`);
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rss = await rssOf(served.child.pid!);
  await served.stop();
  return rss;
}
const rss = { PGlite: [] as number[], PostgreSQL: [] as number[] };
for (let r = 0; r < rounds; r++) {
  rss.PGlite.push(await idleRss({}));
  rss.PostgreSQL.push(await idleRss({ DATABASE_URL: pgUrl }));
}

const f = (s: { min: number; median: number; max: number }, unit: (x: number) => string) => `${unit(s.min)} / ${unit(s.median)} / ${unit(s.max)}`;
const ms = (x: number) => `${Math.round(x)} ms`;
const anchor = starts['anchor: node --import tsx src/server/server.ts'];
const [anchorMs, anchorCpu] = [spread(anchor.map((x) => x.ms)).median, spread(anchor.map((x) => x.cpu)).median];
console.log(`cold start to "listening", PGlite with existing data, ${rounds} interleaved rounds (min / median / max, median vs anchor):`);
for (const [name, xs] of Object.entries(starts)) {
  const [wall, cpu] = [spread(xs.map((x) => x.ms)), spread(xs.map((x) => x.cpu))];
  console.log(
    `  ${name.padEnd(48)} wall ${f(wall, ms).padEnd(26)} ${(wall.median / anchorMs).toFixed(2)}×   ` +
      `CPU ${f(cpu, ms).padEnd(26)} ${(cpu.median / anchorCpu).toFixed(2)}×`,
  );
}
const mb = (x: number) => `${(x / 1e6).toFixed(1)} MB`;
console.log('RSS idle (min / median / max, bytes as MB of 10^6):');
for (const [name, xs] of Object.entries(rss)) {
  console.log(`  ${name.padEnd(12)} ${f(spread(xs), mb)}`);
}
