/**
 * PostgreSQL restart under load: `npx tsx bench/pg-restart.ts`. Starts a throwaway PostgreSQL cluster of its
 * own (never the shared one), two server processes on it, and readers and writers alternating between
 * the servers (each writer owns one input key of a shared company and writes 1, 2, 3 … without If-Match).
 * Mid-load it restarts the cluster with `pg_ctl restart -m fast`, then `-m immediate`, and counts: requests,
 * 503s, other 5xx, failed connections, acknowledged writes, and keys that lost an acknowledged write. Both
 * servers must still be up, answer again after the restarts, and have answered every failure during the
 * outage with a 503 `storage_unavailable` that names no internals. Figures go to docs/reliability.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inputRows } from '../src/domain/model';
import { readAnalysisFile } from '../src/server/load-fixture';
import type { RunningProcess } from '../src/server/testing/server-process';
import { apiClient, runProcess } from '../src/server/testing/server-process';
import { startThrowawayPostgres } from '../src/server/testing/throwaway-postgres';

/** What a run found. */
export interface RestartResult {
  requests: number;
  /** 503 `storage_unavailable` answers (expected while PostgreSQL is down). */
  unavailable: number;
  /** Any other 5xx, or a 503 body that is not the fixed envelope (must be 0). */
  otherServerErrors: number;
  /** Requests that got no HTTP answer at all: a server went away (must be 0). */
  connectionFailures: number;
  acknowledgedWrites: number;
  /** Writers' keys that, read back after the restarts, hold less than their last acknowledged value (must be 0). */
  lost: number;
  /** Servers still running at the end (must be all). */
  serversUp: number;
  /** Servers that answered a read with 200 after the last restart (must be all). */
  serversRecovered: number;
  /** The last lines a server that exited wrote to stderr (why it died). */
  exits: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One run: `servers` processes, `writers` + `readers` loops, `phaseMs` of load before, between and after
 * the two restarts. Everything it starts (cluster, processes, directories) is stopped and removed.
 */
export async function pgRestartRun({ servers = 2, writers = 6, readers = 4, phaseMs = 1500 } = {}): Promise<RestartResult> {
  const pg = await startThrowawayPostgres();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'creditgrid-pgr-'));
  const processes: RunningProcess[] = [];
  try {
    for (let i = 0; i < servers; i++) {
      processes.push(runProcess('src/server/server.ts', { DATABASE_URL: pg.url, DATA_DIR: path.join(dataDir, String(i)) }));
      await processes[i]!.listening(); // one at a time: the first one's migrations create the tables
    }
    const clients = await Promise.all(processes.map(async (p) => apiClient(await p.listening())));
    const access = await clients[0]!.signIn('restart');
    clients.slice(1).forEach((c) => c.useToken(access));
    const imported = await clients[0]!.call('POST', '/api/analyses/import/', { ...readAnalysisFile('fixtures/worked-example.json'), name: 'restart' });
    const id = (imported.body as { id: number }).id;
    const keys = inputRows('opstmt')
      .slice(0, writers)
      .map((r) => r.key);

    const result: RestartResult = {
      requests: 0,
      unavailable: 0,
      otherServerErrors: 0,
      connectionFailures: 0,
      acknowledgedWrites: 0,
      lost: 0,
      serversUp: 0,
      serversRecovered: 0,
      exits: [],
    };
    const acked = new Map<string, number>();
    let stop = false;
    const send = async (n: number, method: string, url: string, body?: unknown) => {
      result.requests++;
      try {
        const res = await clients[n % clients.length]!.call(method, url, body);
        const envelope = res.body as { code?: string; details?: { request_id?: string } } | undefined;
        if (res.status === 503 && envelope?.code === 'storage_unavailable' && !/ECONN|127\.0\.0\.1|base\//.test(JSON.stringify(res.body))) {
          result.unavailable++;
        } else if (res.status >= 500) {
          result.otherServerErrors++;
        }
        return res.status;
      } catch {
        result.connectionFailures++;
        await sleep(50);
        return 0;
      }
    };
    const writerLoops = keys.map(async (key, w) => {
      for (let value = 1, n = w; !stop; value++, n++) {
        if ((await send(n, 'POST', `/api/update_companies_opstmt/${id}/`, [{ metrics: { [key]: value } }])) === 200) {
          acked.set(key, value);
          result.acknowledgedWrites++;
        } else {
          await sleep(20); // the outage: do not spin
        }
      }
    });
    const readerLoops = Array.from({ length: readers }, async (_, r) => {
      for (let n = r; !stop; n++) {
        if ((await send(n, 'GET', `/api/get_companies_opstmt/${id}/`)) !== 200) {
          await sleep(20);
        }
      }
    });
    await sleep(phaseMs);
    await pg.restart('fast');
    await sleep(phaseMs);
    await pg.restart('immediate');
    await sleep(phaseMs);
    stop = true;
    await Promise.all([...writerLoops, ...readerLoops]);

    const running = processes.filter((p) => p.child.exitCode === null && p.child.signalCode === null);
    result.serversUp = running.length;
    result.exits = processes.filter((p) => !running.includes(p)).map((p) => p.output().stderr.slice(-600));
    for (const client of clients) {
      const read = await client.call('GET', `/api/get_companies_opstmt/${id}/`).catch(() => ({ status: 0, body: undefined }));
      if (read.status !== 200) {
        continue;
      }
      result.serversRecovered++;
      const metrics = (read.body as { metrics: Record<string, number> }[])[0]!.metrics;
      // A sequential writer's key holds its last acknowledged value, or a later one whose answer was lost.
      result.lost = Math.max(result.lost, keys.filter((key) => acked.has(key) && !(metrics[key]! >= acked.get(key)!)).length);
    }
    return result;
  } finally {
    for (const p of processes) {
      p.child.kill('SIGKILL');
      await p.exited;
    }
    pg.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await pgRestartRun({ writers: 12, readers: 8, phaseMs: Number(process.env.PHASE_MS ?? 3000) });
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  const ok = result.otherServerErrors === 0 && result.connectionFailures === 0 && result.lost === 0 && result.serversUp === 2 && result.serversRecovered === 2;
  process.exit(ok ? 0 : 1);
}
