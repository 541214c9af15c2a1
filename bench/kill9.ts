/**
 * kill -9 under writes: `npx tsx bench/kill9.ts` (5 rounds on PGlite, then 3 on PostgreSQL when
 * DATABASE_URL or TEST_DATABASE_URL is set; a throwaway schema). Each round starts the server, runs
 * writer loops (each writer owns one input key of a shared company and writes 1, 2, 3 … without
 * If-Match), kills the server with SIGKILL at a random moment, restarts it on the same data, and checks
 * every writer's key: it must hold exactly the last acknowledged value, or the one still in flight. Figures go
 * to docs/reliability.md.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inputRows } from '../src/domain/model';
import { readAnalysisFile } from '../src/server/load-fixture';
import { apiClient, freshSchema, runProcess } from '../src/server/testing/server-process';

/** What one round found. */
export interface RoundResult {
  /** Writes the server acknowledged (200) before the kill. */
  acknowledged: number;
  /** Writers whose key lost an acknowledged value after the restart (must be 0). */
  lost: number;
  /** For each lost key: what was stored, last acknowledged (the fixture's value before any) and last sent. */
  lostKeys: { key: string; stored: number; acknowledged: number; sent: number }[];
  /** Milliseconds of writing before the kill. */
  killedAfterMs: number;
}

/** Where the server keeps its data: a PGlite directory, or a PostgreSQL URL. */
export type Store = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

const envOf = (store: Store): Record<string, string> =>
  store.kind === 'pglite' ? { DATA_DIR: store.dataDir } : { DATABASE_URL: store.url, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'creditgrid-k9-')) };

/**
 * One round: start, write with `writers` loops for `writeMs` (± half at random), kill -9, restart, check.
 * @param round numbers the user, so rounds can share a store
 */
export async function kill9Round(store: Store, round: number, writers = 8, writeMs = 1500): Promise<RoundResult> {
  const env = envOf(store);
  const server = runProcess('src/server/server.ts', env);
  const api = apiClient(await server.listening());
  await api.signIn(`kill9_${round}`);
  const imported = await api.call('POST', '/api/analyses/import/', { ...readAnalysisFile('fixtures/worked-example.json'), name: `round ${round}` });
  const id = (imported.body as { id: number }).id;
  const keys = inputRows('opstmt')
    .slice(0, writers)
    .map((r) => r.key);
  const original = ((await api.call('GET', `/api/get_companies_opstmt/${id}`)).body as { metrics: Record<string, number> }[])[0]!.metrics;
  const acked = new Map<string, number>();
  const sent = new Map<string, number>();
  let stop = false;
  const loops = keys.map(async (key) => {
    for (let value = 1; !stop; value++) {
      sent.set(key, value);
      try {
        const res = await api.call('POST', `/api/update_companies_opstmt/${id}/`, [{ metrics: { [key]: value } }]);
        if (res.status !== 200) {
          throw new Error(`write answered ${res.status}: ${JSON.stringify(res.body)}`);
        }
        acked.set(key, value);
      } catch (err) {
        if (stop) {
          return; // the connection died with the server
        }
        throw err;
      }
    }
  });
  const killedAfterMs = Math.round(writeMs * (0.5 + Math.random()));
  await new Promise((resolve) => setTimeout(resolve, killedAfterMs));
  stop = true;
  server.child.kill('SIGKILL');
  await server.exited;
  await Promise.all(loops);

  const again = runProcess('src/server/server.ts', env);
  try {
    const check = apiClient(await again.listening());
    await check.signIn(`kill9_${round}`);
    const read = await check.call('GET', `/api/get_companies_opstmt/${id}`);
    const metrics = (read.body as { metrics: Record<string, number> }[])[0]!.metrics;
    const lostKeys = keys
      .map((key) => ({ key, stored: metrics[key]!, acknowledged: acked.get(key) ?? original[key]!, sent: sent.get(key) ?? 0 }))
      // Each writer is sequential: its key holds the last acknowledged value, or the write still in flight.
      .filter((k) => k.stored !== k.acknowledged && k.stored !== k.sent);
    return { acknowledged: [...acked.values()].reduce((a, b) => a + b, 0), lost: lostKeys.length, lostKeys, killedAfterMs };
  } finally {
    again.child.kill('SIGTERM');
    await again.exited;
  }
}

/** Runs `rounds` rounds on one store and prints a line per round. */
async function runRounds(label: string, store: Store, rounds: number): Promise<RoundResult[]> {
  const results: RoundResult[] = [];
  for (let round = 1; round <= rounds; round++) {
    const result = await kill9Round(store, round);
    results.push(result);
    process.stdout.write(
      `${label} round ${round}: killed after ${result.killedAfterMs} ms, ${result.acknowledged} acknowledged writes, ${result.lost} lost ${result.lost ? JSON.stringify(result.lostKeys) : ''}\n`,
    );
  }
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const all = await runRounds('PGlite', { kind: 'pglite', dataDir: mkdtempSync(path.join(os.tmpdir(), 'creditgrid-k9-')) }, 5);
  const pgUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const schema = await freshSchema(pgUrl, 'kill9');
    try {
      all.push(...(await runRounds('PostgreSQL', { kind: 'postgres', url: schema.url }, 3)));
    } finally {
      await schema.drop();
    }
  }
  const lost = all.reduce((n, r) => n + r.lost, 0);
  process.stdout.write(`${all.length} rounds, ${all.reduce((n, r) => n + r.acknowledged, 0)} acknowledged writes, ${lost} lost\n`);
  process.exit(lost === 0 ? 0 : 1);
}
