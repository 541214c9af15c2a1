/**
 * Mixed load: `npx tsx bench/load.ts` — 50 connections for 30 s, half readers (statements, ratios,
 * summaries) and half writers, first against two server processes sharing one PostgreSQL
 * (DATABASE_URL or TEST_DATABASE_URL, a throwaway schema), then against one server on PGlite.
 * Writers share five analyses: each owns one input key of a shared company and writes 1, 2, 3 … without
 * If-Match, alternating between the servers, so lost updates would show. Afterwards every key must hold
 * its writer's last acknowledged value. Prints requests, errors, p50/p99 latency and writes lost
 * (target 0 errors, 0 lost); figures go to docs/reliability.md. LOAD_SECONDS shortens the run.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inputRows } from '../src/domain/model';
import { readAnalysisFile } from '../src/server/load-fixture';
import type { RunningProcess } from '../src/server/testing/server-process';
import { apiClient, freshSchema, runProcess } from '../src/server/testing/server-process';

const CONNECTIONS = 50;
const ANALYSES = 5;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);

interface LoadResult {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  acknowledged: number;
  lost: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

/** Runs the mixed load against `bases` (one client per server, same user) and checks every write. */
async function load(bases: string[]): Promise<LoadResult> {
  const clients = bases.map(apiClient);
  for (const client of clients) {
    await client.signIn('load');
  }
  const file = readAnalysisFile('fixtures/worked-example.json');
  const ids: number[] = [];
  for (let i = 0; i < ANALYSES; i++) {
    ids.push(((await clients[0]!.call('POST', '/api/analyses/import/', { ...file, name: `load ${i}` })).body as { id: number }).id);
  }
  const keys = inputRows('opstmt').map((r) => r.key);
  const latencies: number[] = [];
  let errors = 0;
  const acked = new Map<string, number>();
  const deadline = Date.now() + SECONDS * 1000;
  const timed = async (call: () => Promise<{ status: number }>) => {
    const started = performance.now();
    const res = await call().catch(() => ({ status: 0 }));
    latencies.push(performance.now() - started);
    if (res.status !== 200) {
      errors++;
    }
    return res.status === 200;
  };
  const writer = async (w: number) => {
    const id = ids[w % ANALYSES]!;
    const key = keys[Math.floor(w / ANALYSES)]!;
    for (let value = 1; Date.now() < deadline; value++) {
      const client = clients[value % clients.length]!;
      if (await timed(() => client.call('POST', `/api/update_companies_opstmt/${id}/`, [{ metrics: { [key]: value } }]))) {
        acked.set(`${id}:${key}`, value);
      }
    }
  };
  const reader = async (r: number) => {
    const paths = ['get_companies_opstmt', 'get_ratios', 'get_kfi', 'analyses'];
    for (let n = 0; Date.now() < deadline; n++) {
      const client = clients[(r + n) % clients.length]!;
      const id = ids[(r + n) % ANALYSES]!;
      const p = paths[n % paths.length]!;
      await timed(() => client.call('GET', p === 'analyses' ? `/api/analyses/${id}/` : `/api/${p}/${id}/`));
    }
  };
  const half = CONNECTIONS / 2;
  await Promise.all([...Array.from({ length: half }, (_, w) => writer(w)), ...Array.from({ length: half }, (_, r) => reader(r))]);

  let lost = 0;
  for (const id of ids) {
    const rows = (await clients[0]!.call('GET', `/api/get_companies_opstmt/${id}/`)).body as { metrics: Record<string, number> }[];
    for (const [k, value] of acked) {
      const [aid, key] = k.split(':');
      if (Number(aid) === id && rows[0]!.metrics[key!] !== value) {
        lost++;
      }
    }
  }
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    p50: Math.round(percentile(sorted, 50) * 10) / 10,
    p99: Math.round(percentile(sorted, 99) * 10) / 10,
    acknowledged: acked.size,
    lost,
  };
}

async function stopAll(servers: RunningProcess[]): Promise<void> {
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

function report(label: string, r: LoadResult): void {
  process.stdout.write(
    `${label}: ${r.requests} requests in ${SECONDS} s, ${r.errors} errors, p50 ${r.p50} ms, p99 ${r.p99} ms, ` +
      `${r.acknowledged} writer keys checked, ${r.lost} acknowledged writes lost\n`,
  );
}

const env = { LOG_LEVEL: 'silent' };
const results: LoadResult[] = [];
const pgUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const schema = await freshSchema(pgUrl, 'load');
  const servers = [0, 1].map(() =>
    runProcess('src/server/server.ts', { ...env, DATABASE_URL: schema.url, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'creditgrid-load-')) }),
  );
  try {
    // Both start at once; the migrator's lock lets one of them migrate.
    const bases = await Promise.all(servers.map((s) => s.listening()));
    const result = await load(bases);
    results.push(result);
    report('PostgreSQL, two server processes', result);
  } finally {
    await stopAll(servers);
    await schema.drop();
  }
}
const pglite = runProcess('src/server/server.ts', { ...env, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'creditgrid-load-')) });
try {
  const result = await load([await pglite.listening()]);
  results.push(result);
  report('PGlite, one server process', result);
} finally {
  await stopAll([pglite]);
}
process.exit(results.every((r) => r.errors === 0 && r.lost === 0) ? 0 : 1);
