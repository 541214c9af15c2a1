/**
 * The analysis list: `npx tsx bench/list.ts`. One user with 1,000 analyses of 3 companies; GET
 * /api/analyses/?limit=50 (the first page, as /home asks for it) against the anchor, the bare route, one
 * connection, in ROUNDS interleaved rounds, on PGlite and on PostgreSQL (one server process each; DATABASE_URL
 * or TEST_DATABASE_URL). Target: p50 < 10 ms.
 */
import type { Run } from './lib';
import { cannon, fmt, printBackendTable, ROUNDS, SECONDS, startServers } from './lib';
import { apiClient } from '../src/server/testing/server-process';

const ANALYSES = 1000;
/** One client at a time: the target is the latency of one request, not of a queue. */
const CONNECTIONS = 1;

async function bench(backend: 'pglite' | 'postgres'): Promise<string> {
  const servers = await startServers(backend, 1);
  try {
    const client = apiClient(servers.bases[0]!);
    const access = await client.signIn('listbench');
    const me = JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as { user_id: number };
    for (let n = 0; n < ANALYSES; n++) {
      const res = await client.call('POST', `/api/create_token/${me.user_id}/`, {
        name: `List ${n}`,
        year: 2024,
        unit: 'lakhs',
        num_companies: 3,
        company_names: [`Alpha ${n}`, `Beta ${n}`, `Gamma ${n}`],
      });
      if (res.status !== 201) {
        throw new Error(`create failed: ${JSON.stringify(res.body)}`);
      }
    }
    const page = (await client.call('GET', '/api/analyses/?limit=50')).body as { items: unknown[]; next_cursor: string | null };
    if (page.items.length !== 50 || !page.next_cursor) {
      throw new Error('the first page is not 50 items with a next cursor');
    }
    const bare: Run[] = [];
    const target: Run[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      bare.push(await cannon(servers.bases, CONNECTIONS, () => ({ path: '/bench/bare' })));
      target.push(await cannon(servers.bases, CONNECTIONS, () => ({ path: '/api/analyses/?limit=50', headers: { authorization: `Bearer ${access}` } })));
    }
    const failures = [...bare, ...target].reduce((s, r) => s + r.failures, 0);
    return (
      `| ${servers.label.replace(/, .*/, '')} | ${fmt(
        bare.map((r) => r.p50),
        0,
      )} | **${fmt(
        target.map((r) => r.p50),
        0,
      )}** | ${fmt(
        target.map((r) => r.p99),
        0,
      )} | ` +
      `${fmt(
        target.map((r) => r.rps),
        0,
      )} | ${fmt(target.map((r, i) => r.rps / bare[i]!.rps))} | ${failures} |`
    );
  } finally {
    await servers.stop();
  }
}

await printBackendTable(
  `List, ${ANALYSES} analyses of one user, first page of 50; ${ROUNDS} interleaved rounds of ${SECONDS} s, ${CONNECTIONS} connections`,
  ['backend', 'bare route p50 ms (min / median / max)', '**list p50 ms**', 'list p99 ms', 'list req/s', 'list ÷ bare req/s', 'errors + non-2xx'],
  bench,
);
