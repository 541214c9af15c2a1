/**
 * The read path: `npx tsx bench/read-path.ts`. Every read the client makes of a full-size analysis (8
 * companies × 10 periods, bench/full-size.ts), each against its own anchor: a bare Fastify route answering
 * the same JSON (bench/bench-server.ts `/bench/bare/<name>`), 50 connections, in ROUNDS interleaved rounds
 * (anchor, then target), on PGlite (one server process) and on PostgreSQL (two server processes behind one
 * schema, connections split between them; DATABASE_URL or TEST_DATABASE_URL). Target: the ratio of
 * requests/s ≥ 0.5 for every read on both. Each round also runs both as a browser asks
 * (`Accept-Encoding: br`): the bare route is compressed by the plugin on every request, the read comes from
 * the cache of compressed answers. Prints a markdown table for docs/benchmarks.md.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiClient } from '../src/server/testing/server-process';
import { FULL_SIZE_YEAR, fullSizeFile } from './full-size';
import type { Run } from './lib';
import { cannon, fmt, printBackendTable, ROUNDS, SECONDS, startServers } from './lib';

const CONNECTIONS = 50;

/** The reads: what the grid opens an analysis with, what the statement and ratio screens and the dashboard read. */
const READS: { name: string; path: (id: number) => string }[] = [
  { name: 'summary', path: (id) => `/api/analyses/${id}/` },
  { name: 'all-periods opstmt', path: (id) => `/api/analyses/${id}/screens/opstmt/` },
  { name: 'all-periods ratios', path: (id) => `/api/analyses/${id}/screens/ratios/` },
  { name: 'all-periods fund flow', path: (id) => `/api/analyses/${id}/screens/fundflow/` },
  { name: 'get_ratios (spec)', path: (id) => `/api/get_ratios/${id}/?year=${FULL_SIZE_YEAR}` },
  { name: 'settings', path: (id) => `/api/analyses/${id}/settings/` },
];

async function bench(backend: 'pglite' | 'postgres'): Promise<string> {
  const bareDir = mkdtempSync(path.join(os.tmpdir(), 'creditgrid-bare-'));
  const servers = await startServers(backend, 2, { BARE_DIR: bareDir });
  try {
    const client = apiClient(servers.bases[0]!);
    const access = await client.signIn('readbench');
    const { id } = (await client.call('POST', '/api/analyses/import/', fullSizeFile())).body as { id: number };
    const auth = { authorization: `Bearer ${access}` };
    const br = { 'accept-encoding': 'br' };
    const rows: string[] = [];
    for (const [i, read] of READS.entries()) {
      const body = await (await fetch(`${servers.bases[0]}${read.path(id)}`, { headers: auth })).text();
      writeFileSync(path.join(bareDir, `${i}.json`), body);
      // Every server answers the same bytes (the second one from its own cache).
      for (const base of servers.bases) {
        const again = await (await fetch(`${base}${read.path(id)}`, { headers: auth })).text();
        if (again !== body) {
          throw new Error(`${base} answered different bytes for ${read.name}`);
        }
      }
      const onWire = await fetch(`${servers.bases[0]}${read.path(id)}`, { headers: { ...auth, ...br } });
      // fetch() inflates the body, so the bytes on the wire are the Content-Length the server sent.
      const brBytes = `${Number(onWire.headers.get('content-length'))} (${onWire.headers.get('content-encoding') ?? 'identity'})`;
      await onWire.arrayBuffer();
      const runs = { bare: [] as Run[], target: [] as Run[], bareBr: [] as Run[], targetBr: [] as Run[] };
      for (let round = 0; round < ROUNDS; round++) {
        runs.bare.push(await cannon(servers.bases, CONNECTIONS, () => ({ path: `/bench/bare/${i}` })));
        runs.target.push(await cannon(servers.bases, CONNECTIONS, () => ({ path: read.path(id), headers: auth })));
        runs.bareBr.push(await cannon(servers.bases, CONNECTIONS, () => ({ path: `/bench/bare/${i}`, headers: br })));
        runs.targetBr.push(await cannon(servers.bases, CONNECTIONS, () => ({ path: read.path(id), headers: { ...auth, ...br } })));
      }
      const failures = Object.values(runs)
        .flat()
        .reduce((s, r) => s + r.failures, 0);
      const row = (encoding: string, bytes: string | number, bare: Run[], target: Run[]) =>
        `| ${servers.label} | ${read.name} | ${encoding} | ${bytes} | ${fmt(
          bare.map((r) => r.rps),
          0,
        )} | ${fmt(
          target.map((r) => r.rps),
          0,
        )} | ` +
        `${fmt(target.map((r, k) => r.rps / bare[k]!.rps))} | ${fmt(
          target.map((r) => r.p99),
          0,
        )} | ${failures} |`;
      rows.push(row('identity', Buffer.byteLength(body), runs.bare, runs.target), row('br', brBytes, runs.bareBr, runs.targetBr));
    }
    return rows.join('\n');
  } finally {
    await servers.stop();
  }
}

await printBackendTable(
  `Read path of a full-size analysis (8 companies × 10 periods), ${ROUNDS} interleaved rounds of ${SECONDS} s, ${CONNECTIONS} connections`,
  [
    'backend',
    'read',
    'Accept-Encoding',
    'bytes on the wire',
    'bare route req/s (min / median / max)',
    'read req/s',
    '**ratio** (per round)',
    'read p99 ms',
    'errors + non-2xx',
  ],
  bench,
);
