/**
 * API benchmarks (design.md §7): `npx tsx bench/api.ts` on the embedded database (PGlite on disk, in a
 * temp dir), or with DATABASE_URL on PostgreSQL (uses a throwaway schema).
 *
 * 1. Save round trip: 50 sequential POST update_companies_opstmt of all inputs of 8 companies over HTTP.
 * 2. autocannon, 50 connections: get_ratios for 8 companies vs a bare Fastify route in the same app.
 * 3. autocannon, 10 connections: update_companies_opstmt for 8 companies (target p99 < 50 ms, 0 errors).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { inputRows } from '../src/domain/model';
import { buildApp } from '../src/server/app';
import type { DatabaseTarget } from '../src/server/database';
import { openDatabase } from '../src/server/database';
import { readAnalysisFile } from '../src/server/load-fixture';

const url = process.env.DATABASE_URL;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'creditgrid-bench-'));
const schema = `bench_${process.pid}`;
if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
}
const target: DatabaseTarget = url ? { kind: 'postgres', url, schema } : { kind: 'pglite', dataDir };
const db = await openDatabase(target);
const app = await buildApp({ db, jwtSecret: 'b'.repeat(48), authRateLimit: { max: 1000, timeWindow: '1 minute' } });
app.get('/bench/bare', { config: { public: true } }, async () => [{ ok: true }]);
const base = await app.listen({ host: '127.0.0.1', port: 0 });

const json = { 'content-type': 'application/json' };
const password = 'benchmark password';
await fetch(`${base}/api/register/`, {
  method: 'POST',
  headers: json,
  body: JSON.stringify({ username: 'bench', email: 'bench@example.com', password, password2: password }),
});
const login = await fetch(`${base}/api/login/`, { method: 'POST', headers: json, body: JSON.stringify({ username: 'bench', password }) });
const { access } = (await login.json()) as { access: string };
const auth = { ...json, authorization: `Bearer ${access}` };

const example = readAnalysisFile('fixtures/worked-example.json');
const file = { ...example, companies: Array.from({ length: 8 }, (_, i) => ({ ...example.companies[0]!, name: `Company ${i + 1}` })) };
const created = await fetch(`${base}/api/analyses/import/`, { method: 'POST', headers: auth, body: JSON.stringify(file) });
const { id } = (await created.json()) as { id: number };

const keys = inputRows('opstmt').map((r) => r.key);
const body = (n: number) =>
  JSON.stringify(Array.from({ length: 8 }, (_, c) => ({ metrics: Object.fromEntries(keys.map((k, i) => [k, 100 + c * 10 + i + (n % 100) / 100])) })));

const times: number[] = [];
for (let n = 0; n < 60; n++) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/update_companies_opstmt/${id}/`, { method: 'POST', headers: auth, body: body(n) });
  await res.arrayBuffer();
  if (res.status !== 200) {
    throw new Error(`save failed: ${res.status}`);
  }
  if (n >= 10) {
    times.push(performance.now() - t0);
  }
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);

const run = (opts: { path: string; connections: number; method?: string; body?: string }) =>
  autocannon({ url: `${base}${opts.path}`, connections: opts.connections, duration: 5, method: opts.method ?? 'GET', headers: auth, body: opts.body });
const bare = await run({ path: '/bench/bare', connections: 50 });
const ratios = await run({ path: `/api/get_ratios/${id}`, connections: 50 });
const update = await run({ path: `/api/update_companies_opstmt/${id}/`, connections: 10, method: 'POST', body: body(1) });

const backend = url ? 'PostgreSQL' : 'PGlite (disk)';
const row = (name: string, r: Awaited<ReturnType<typeof autocannon>>) =>
  `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.non2xx + r.timeouts} |`;
process.stdout.write(
  [
    `## API on ${backend}, ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}`,
    '',
    `Save round trip, 8 companies × ${keys.length} inputs, 50 sequential requests: p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${pct(100)} ms`,
    '',
    '| autocannon, 5 s | req/s | p50 ms | p99 ms | errors + non-2xx |',
    '|---|---:|---:|---:|---:|',
    row('bare route, 50 conn', bare),
    row('get_ratios 8 companies, 50 conn', ratios),
    row('update_companies_opstmt 8 companies, 10 conn', update),
    '',
    `get_ratios / bare throughput: ${(ratios.requests.average / bare.requests.average).toFixed(2)}`,
    '',
  ].join('\n'),
);

await app.close();
await db.destroy();
rmSync(dataDir, { recursive: true, force: true });
if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.end();
}
