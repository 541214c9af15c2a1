/**
 * The write path: `npx tsx bench/write-path.ts`. 10 connections, each saving its own full-size analysis (8
 * companies × 10 periods, bench/full-size.ts), against the anchor, the bare route at 10 connections, in
 * ROUNDS interleaved rounds, on PGlite (one server process) and on PostgreSQL (two server processes behind
 * one schema; DATABASE_URL or TEST_DATABASE_URL). Two saves: the grid's (POST
 * /api/analyses/{id}/screens/opstmt/, one figure typed into one company and period) and the spec's
 * (POST /api/update_companies_opstmt/{id}/, all 21 inputs of the 8 companies in the assessment year).
 * Each save runs closed loop (each connection sends its next save when the last is answered: the server's
 * saturation, where latency is the queue) and paced at PACE saves/s per connection (an analyst typing a
 * figure a second is 1/s), against the bare route run the same way. Targets: p99 < 30 ms on PostgreSQL,
 * < 60 ms on PGlite, p50 < 10 ms. Afterwards every analysis must hold its connection's last save. Prints a
 * markdown table.
 */
import { inputRows } from '../src/domain/model';
import { apiClient } from '../src/server/testing/server-process';
import { FULL_SIZE_YEAR, fullSizeFile } from './full-size';
import type { Request, Run } from './lib';
import { cannon, fmt, printBackendTable, ROUNDS, SECONDS, startServers } from './lib';

const CONNECTIONS = 10;
/** Saves per second per connection in the paced runs. */
const PACE = 5;
const keys = inputRows('opstmt').map((r) => r.key);

/** A save: connection `n`'s request on analysis `id`, and the figure of company `c` in the assessment year it leaves. */
interface Save {
  name: string;
  request: (id: number, n: number) => Omit<Request, 'headers'>;
  expected: (n: number, c: number, key: string) => number | undefined;
}

const SAVES: Save[] = [
  {
    name: 'grid (one figure)',
    request: (id, n) => ({
      method: 'POST',
      path: `/api/analyses/${id}/screens/opstmt/`,
      body: JSON.stringify({ companies: [{ position: n % 8, by_year: { [FULL_SIZE_YEAR]: { salesDomestic: 5000 + n + 0.25 } } }] }),
    }),
    expected: (n, c, key) => (c === n % 8 && key === 'salesDomestic' ? 5000 + n + 0.25 : undefined),
  },
  {
    name: 'spec (8 × 21 figures)',
    request: (id, n) => ({
      method: 'POST',
      path: `/api/update_companies_opstmt/${id}/`,
      body: JSON.stringify(Array.from({ length: 8 }, (_, c) => ({ metrics: Object.fromEntries(keys.map((k, i) => [k, 1000 * n + 10 * c + i + 0.25])) }))),
    }),
    expected: (n, c, key) => 1000 * n + 10 * c + keys.indexOf(key) + 0.25,
  },
];

async function bench(backend: 'pglite' | 'postgres'): Promise<string> {
  const servers = await startServers(backend, 2);
  try {
    const client = apiClient(servers.bases[0]!);
    const access = await client.signIn('writebench');
    const ids: number[] = [];
    for (let n = 0; n < CONNECTIONS; n++) {
      ids.push(((await client.call('POST', '/api/analyses/import/', fullSizeFile(`write ${n}`))).body as { id: number }).id);
    }
    const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
    const rows: string[] = [];
    for (const [save, pace] of SAVES.flatMap((s) => [[s, undefined] as const, [s, PACE] as const])) {
      const bare: Run[] = [];
      const target: Run[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        bare.push(await cannon(servers.bases, CONNECTIONS, () => ({ path: '/bench/bare' }), pace));
        target.push(await cannon(servers.bases, CONNECTIONS, (n) => ({ ...save.request(ids[n % CONNECTIONS]!, n % CONNECTIONS), headers }), pace));
      }
      // Every analysis holds what its connection saved last.
      for (const [n, id] of ids.entries()) {
        const rows = (await client.call('GET', `/api/get_companies_opstmt/${id}/`)).body as { metrics: Record<string, number> }[];
        const wrong = rows.some((r, c) => keys.some((k) => save.expected(n, c, k) !== undefined && r.metrics[k] !== save.expected(n, c, k)));
        if (wrong) {
          throw new Error(`analysis ${id} does not hold connection ${n}'s ${save.name} save`);
        }
      }
      const failures = [...bare, ...target].reduce((s, r) => s + r.failures, 0);
      rows.push(
        `| ${servers.label} | ${save.name} | ${pace === undefined ? 'closed loop' : `${pace}/s per connection`} | ${fmt(
          bare.map((r) => r.p99),
          0,
        )} | ${fmt(
          target.map((r) => r.p50),
          0,
        )} | **${fmt(
          target.map((r) => r.p99),
          0,
        )}** | ` +
          `${fmt(
            target.map((r) => r.rps),
            0,
          )} | ${fmt(
            target.map((r, i) => r.rps / bare[i]!.rps),
            3,
          )} | ${failures} |`,
      );
    }
    return rows.join('\n');
  } finally {
    await servers.stop();
  }
}

await printBackendTable(
  `Write path, full size (8 × 10), ${ROUNDS} interleaved rounds of ${SECONDS} s, ${CONNECTIONS} connections`,
  [
    'backend',
    'save',
    'load',
    'bare route p99 ms (min / median / max)',
    'save p50 ms',
    '**save p99 ms**',
    'saves/s',
    'saves/s ÷ bare req/s',
    'errors + non-2xx',
  ],
  bench,
);
