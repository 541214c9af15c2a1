/**
 * Memory of the built server (`npm run build` first; `npx tsx bench/memory.ts [rounds=3]`), on PGlite and
 * on PostgreSQL (BENCH_DATABASE_URL, default the local cg_perf_start database), interleaved in each round:
 *
 * Each backend is seeded once (a user with an 8-company analysis) by a first server, which then stops;
 * every measured server starts on that existing data, as a restarted server does:
 * - RSS idle: listening, one signed-in read of the analysis, then 2 s of quiet;
 * - under load: autocannon for LOAD_SECONDS (default 10) s, 20 connections, readers (`get_ratios`) and
 *   writers (`update_companies_opstmt` of all inputs of 8 companies) on the same analysis; the peak RSS
 *   of the whole run (VmHWM) and the RSS 2 s after the load ends.
 *
 * The server's RSS only (from /proc); PostgreSQL's own processes are not counted. MB are 10^6 bytes.
 */
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { inputRows } from '../src/domain/model';
import type { Seeded } from './serve';
import { rssOf, seedAnalyst, serveBuilt, spread } from './serve';

const rounds = Number(process.argv[2] ?? 3);
const seconds = Number(process.env.LOAD_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 8396);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://creditgrid:creditgrid@127.0.0.1:5432/cg_perf_start';

/** Peak RSS of a process so far, in bytes (VmHWM, Linux). */
async function peakOf(pid: number): Promise<number> {
  const kb = /VmHWM:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

const quiet = () => new Promise((resolve) => setTimeout(resolve, 2000));
const keys = inputRows('opstmt').map((r) => r.key);
const saveBody = JSON.stringify(Array.from({ length: 8 }, (_, c) => ({ metrics: Object.fromEntries(keys.map((k, i) => [k, 100 + c * 10 + i + 0.25])) })));

/** Seeds a backend with a first server; the data directory and the analyst for the measured servers. */
async function seed(env: NodeJS.ProcessEnv): Promise<{ dataDir: string; seeded: Seeded }> {
  const first = await serveBuilt(port, { env });
  try {
    return { dataDir: first.dataDir, seeded: await seedAnalyst(first.base, `mem${Date.now()}`) };
  } finally {
    await first.stop();
  }
}

/** One server on `env`'s seeded backend: idle RSS, peak RSS under the mixed load, RSS after it. */
async function measure(
  env: NodeJS.ProcessEnv,
  { dataDir, seeded }: Awaited<ReturnType<typeof seed>>,
): Promise<{ idle: number; peak: number; after: number; requests: number; errors: number }> {
  const served = await serveBuilt(port, { env, dataDir });
  try {
    const headers = { authorization: `Bearer ${seeded.tokens.access}`, 'content-type': 'application/json' };
    const read = await fetch(`${served.base}/api/get_companies_opstmt/${seeded.analysisId}/`, { headers });
    if (!read.ok) {
      throw new Error(`read: ${read.status}`);
    }
    await quiet();
    const pid = served.child.pid!;
    const idle = await rssOf(pid);
    const result = await autocannon({
      url: served.base,
      connections: 20,
      duration: seconds,
      headers,
      requests: [
        { method: 'GET', path: `/api/get_ratios/${seeded.analysisId}/` },
        { method: 'POST', path: `/api/update_companies_opstmt/${seeded.analysisId}/`, body: saveBody },
      ],
    });
    await quiet();
    return {
      idle,
      peak: await peakOf(pid),
      after: await rssOf(pid),
      requests: result.requests.total,
      errors: result.errors + result.non2xx + result.timeouts,
    };
  } finally {
    await served.stop();
  }
}

type Sample = Awaited<ReturnType<typeof measure>>;
const samples: Record<string, Sample[]> = { PGlite: [], PostgreSQL: [] };
const postgres = { DATABASE_URL: pgUrl };
const [pgliteData, postgresData] = [await seed({}), await seed(postgres)];
for (let r = 0; r < rounds; r++) {
  samples.PGlite!.push(await measure({}, pgliteData));
  samples.PostgreSQL!.push(await measure(postgres, postgresData));
}

const mb = (xs: number[]) => {
  const s = spread(xs.map((x) => x / 1e6));
  return `${s.min.toFixed(1)} / ${s.median.toFixed(1)} / ${s.max.toFixed(1)} MB`;
};
console.log(`${rounds} interleaved rounds, min / median / max; load: ${seconds} s, 20 connections, get_ratios + 8-company saves`);
for (const [name, xs] of Object.entries(samples)) {
  console.log(`  ${name}`);
  console.log(`    RSS idle          ${mb(xs.map((x) => x.idle))}`);
  console.log(`    peak RSS (VmHWM)  ${mb(xs.map((x) => x.peak))}`);
  console.log(`    RSS after load    ${mb(xs.map((x) => x.after))}`);
  console.log(`    requests ${xs.map((x) => x.requests).join(', ')}; errors ${xs.map((x) => x.errors).join(', ')}`);
}
