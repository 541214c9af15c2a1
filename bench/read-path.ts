/**
 * The read path: `npx tsx bench/read-path.ts`. GET /api/get_ratios/{id} for 8 companies against the anchor, a
 * bare Fastify route answering the same JSON (bench/bench-server.ts), 50 connections, in ROUNDS interleaved
 * rounds (anchor, then target), on PGlite (one server process) and on PostgreSQL (two server processes
 * behind one schema, connections split between them; DATABASE_URL or TEST_DATABASE_URL). Target: the
 * ratio of requests/s ≥ 0.5 on both. Each round also runs both as a browser asks (`Accept-Encoding: br`):
 * the bare route is compressed by the plugin on every request, get_ratios comes from the cache of
 * compressed answers. Prints a markdown table for docs/benchmarks.md.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readAnalysisFile } from '../src/server/load-fixture';
import { apiClient } from '../src/server/testing/server-process';
import type { Run } from './lib';
import { cannon, fmt, printBackendTable, ROUNDS, SECONDS, startServers } from './lib';

const CONNECTIONS = 50;

async function bench(backend: 'pglite' | 'postgres'): Promise<string> {
  const bareJson = path.join(mkdtempSync(path.join(os.tmpdir(), 'creditgrid-bare-')), 'ratios.json');
  const servers = await startServers(backend, 2, { BARE_JSON: bareJson });
  try {
    const client = apiClient(servers.bases[0]!);
    const access = await client.signIn('readbench');
    const example = readAnalysisFile('fixtures/worked-example.json');
    const file = { ...example, companies: Array.from({ length: 8 }, (_, i) => ({ ...example.companies[0]!, name: `Company ${i + 1}` })) };
    const { id } = (await client.call('POST', '/api/analyses/import/', file)).body as { id: number };
    const ratios = await fetch(`${servers.bases[0]}/api/get_ratios/${id}/`, { headers: { authorization: `Bearer ${access}` } });
    const body = await ratios.text();
    writeFileSync(bareJson, body);
    // Every server answers the same bytes (the second one from its own cache).
    for (const base of servers.bases) {
      const again = await (await fetch(`${base}/api/get_ratios/${id}/`, { headers: { authorization: `Bearer ${access}` } })).text();
      if (again !== body) {
        throw new Error(`${base} answered different bytes`);
      }
    }
    const br = { 'accept-encoding': 'br' };
    const onWire = await fetch(`${servers.bases[0]}/api/get_ratios/${id}/`, { headers: { authorization: `Bearer ${access}`, ...br } });
    // fetch() inflates the body, so the bytes on the wire are the Content-Length the server sent.
    const brBytes = `${Number(onWire.headers.get('content-length'))} (${onWire.headers.get('content-encoding')})`;
    await onWire.arrayBuffer();
    const runs = { bare: [] as Run[], target: [] as Run[], bareBr: [] as Run[], targetBr: [] as Run[] };
    for (let round = 0; round < ROUNDS; round++) {
      runs.bare.push(await cannon(servers.bases, CONNECTIONS, () => ({ path: '/bench/bare' })));
      runs.target.push(await cannon(servers.bases, CONNECTIONS, () => ({ path: `/api/get_ratios/${id}/`, headers: { authorization: `Bearer ${access}` } })));
      runs.bareBr.push(await cannon(servers.bases, CONNECTIONS, () => ({ path: '/bench/bare', headers: br })));
      runs.targetBr.push(await cannon(servers.bases, CONNECTIONS, () => ({ path: `/api/get_ratios/${id}/`, headers: { authorization: `Bearer ${access}`, ...br } })));
    }
    const failures = Object.values(runs).flat().reduce((s, r) => s + r.failures, 0);
    const row = (encoding: string, bytes: string | number, bare: Run[], target: Run[], errors: string | number) =>
      `| ${servers.label} | ${encoding} | ${bytes} | ${fmt(bare.map((r) => r.rps), 0)} | ${fmt(target.map((r) => r.rps), 0)} | ` +
      `${fmt(target.map((r, i) => r.rps / bare[i]!.rps))} | ${fmt(target.map((r) => r.p99), 0)} | ${errors} |`;
    return [
      row('identity', Buffer.byteLength(body), runs.bare, runs.target, failures),
      row('br', brBytes, runs.bareBr, runs.targetBr, '(above)'),
    ].join('\n');
  } finally {
    await servers.stop();
  }
}

await printBackendTable(
  `Read path, ${ROUNDS} interleaved rounds of ${SECONDS} s, ${CONNECTIONS} connections`,
  [
    'backend',
    'Accept-Encoding',
    'bytes on the wire',
    'bare route req/s (min / median / max)',
    'get_ratios req/s',
    '**ratio** (per round)',
    'get_ratios p99 ms',
    'errors + non-2xx',
  ],
  bench,
);
