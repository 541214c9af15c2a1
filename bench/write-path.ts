/**
 * The write path: `npx tsx bench/write-path.ts`. 10 connections, each saving its own 8-company analysis with
 * POST /api/update_companies_opstmt/{id}/ (all 21 inputs of the 8 companies), against the anchor, the bare
 * route at 10 connections, in ROUNDS interleaved rounds, on PGlite (one server process) and on PostgreSQL
 * (two server processes behind one schema; DATABASE_URL or TEST_DATABASE_URL). Target: p99 < 30 ms on both.
 * Afterwards every analysis must hold its connection's last body. Prints a markdown table.
 */
import { inputRows } from '../src/domain/model';
import { readAnalysisFile } from '../src/server/load-fixture';
import { apiClient } from '../src/server/testing/server-process';
import type { Run } from './lib';
import { cannon, fmt, printBackendTable, ROUNDS, SECONDS, startServers } from './lib';

const CONNECTIONS = 10;
const keys = inputRows('opstmt').map((r) => r.key);
/** Connection `n`'s save: every opstmt input of the 8 companies, distinct per connection. */
const bodyOf = (n: number) =>
  Array.from({ length: 8 }, (_, c) => ({ metrics: Object.fromEntries(keys.map((k, i) => [k, 1000 * n + 10 * c + i + 0.25])) }));

async function bench(backend: 'pglite' | 'postgres'): Promise<string> {
  const servers = await startServers(backend, 2);
  try {
    const client = apiClient(servers.bases[0]!);
    const access = await client.signIn('writebench');
    const example = readAnalysisFile('fixtures/worked-example.json');
    const file = { ...example, companies: Array.from({ length: 8 }, (_, i) => ({ ...example.companies[0]!, name: `Company ${i + 1}` })) };
    const ids: number[] = [];
    for (let n = 0; n < CONNECTIONS; n++) {
      ids.push(((await client.call('POST', '/api/analyses/import/', { ...file, name: `write ${n}` })).body as { id: number }).id);
    }
    const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
    const bare: Run[] = [];
    const target: Run[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      bare.push(await cannon(servers.bases, CONNECTIONS, () => ({ path: '/bench/bare' })));
      target.push(
        await cannon(servers.bases, CONNECTIONS, (n) => ({
          method: 'POST',
          path: `/api/update_companies_opstmt/${ids[n % CONNECTIONS]}/`,
          body: JSON.stringify(bodyOf(n % CONNECTIONS)),
          headers,
        })),
      );
    }
    // Every analysis holds what its connection saved.
    for (const [n, id] of ids.entries()) {
      const rows = (await client.call('GET', `/api/get_companies_opstmt/${id}/`)).body as { metrics: Record<string, number> }[];
      const expected = bodyOf(n);
      if (rows.some((r, c) => keys.some((k) => r.metrics[k] !== expected[c]!.metrics[k]))) {
        throw new Error(`analysis ${id} does not hold connection ${n}'s save`);
      }
    }
    const failures = [...bare, ...target].reduce((s, r) => s + r.failures, 0);
    return (
      `| ${servers.label} | ${fmt(bare.map((r) => r.p99), 0)} | ${fmt(target.map((r) => r.p50), 0)} | **${fmt(target.map((r) => r.p99), 0)}** | ` +
      `${fmt(target.map((r) => r.rps), 0)} | ${fmt(target.map((r, i) => r.rps / bare[i]!.rps), 3)} | ${failures} |`
    );
  } finally {
    await servers.stop();
  }
}

await printBackendTable(
  `Write path, ${ROUNDS} interleaved rounds of ${SECONDS} s, ${CONNECTIONS} connections`,
  [
    'backend',
    'bare route p99 ms (min / median / max)',
    'save p50 ms',
    '**save p99 ms**',
    'saves/s',
    'saves/s ÷ bare req/s',
    'errors + non-2xx',
  ],
  bench,
);
