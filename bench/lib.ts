/**
 * What the server benches share: starting bench servers (bench/bench-server.ts) on PGlite or on one
 * PostgreSQL schema, a signed-in client, autocannon runs over one or several servers, interleaved rounds
 * and their min/median/max.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Result } from 'autocannon';
import type { RunningProcess } from '../src/server/testing/server-process';
import { freshSchema, runProcess } from '../src/server/testing/server-process';

/** The PostgreSQL the benches use: DATABASE_URL or TEST_DATABASE_URL (a throwaway schema in it). */
export const PG_URL = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** Interleaved rounds per target (BENCH_ROUNDS, at least 3) and seconds per autocannon run (BENCH_SECONDS). */
export const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS ?? 3));
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** Running bench servers of one backend and how to stop them (and drop their data). */
export interface Servers {
  label: string;
  bases: string[];
  stop: () => Promise<void>;
}

/**
 * Starts `count` bench servers: on PGlite one (the embedded database is single-process), on PostgreSQL
 * `count` processes behind one fresh schema. `env` is added to each (e.g. BARE_JSON).
 */
export async function startServers(backend: 'pglite' | 'postgres', count: number, env: Record<string, string> = {}): Promise<Servers> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'creditgrid-bench-'));
  const schema = backend === 'postgres' ? await freshSchema(PG_URL!, 'bench') : undefined;
  const processes: RunningProcess[] = [];
  const n = backend === 'pglite' ? 1 : count;
  for (let i = 0; i < n; i++) {
    processes.push(
      runProcess('bench/bench-server.ts', {
        LOG_LEVEL: 'warn',
        DATA_DIR: path.join(dataDir, String(i)),
        ...(schema ? { DATABASE_URL: schema.url } : {}),
        ...env,
      }),
    );
    // One at a time: the migrator of the first creates the schema's tables.
    await processes[i]!.listening();
  }
  return {
    label: backend === 'pglite' ? 'PGlite, one server process' : `PostgreSQL, ${n} server processes`,
    bases: await Promise.all(processes.map((p) => p.listening())),
    stop: async () => {
      for (const p of processes) {
        p.child.kill('SIGTERM');
        await p.exited;
      }
      await schema?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A request autocannon sends on one connection. */
export interface Request {
  path: string;
  method?: string;
  body?: string;
  headers?: Record<string, string>;
}

/** What one autocannon run over several servers gave: total requests/s, latency percentiles, failures. */
export interface Run {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

/**
 * Runs autocannon for SECONDS against every base at once, `connections` split evenly between them.
 * `requestFor(i)` gives connection i's request (its own analysis, say). Requests/s add up; latency
 * percentiles are the mean of the servers' (they are equal in share). `connectionRate` paces each connection
 * to that many requests per second (open loop) instead of sending the next as soon as the last is answered.
 */
export async function cannon(bases: string[], connections: number, requestFor: (connection: number) => Request, connectionRate?: number): Promise<Run> {
  const per = Math.max(1, Math.floor(connections / bases.length));
  let next = 0;
  const results: Result[] = await Promise.all(
    bases.map((base) =>
      autocannon({
        url: base,
        connections: per,
        duration: SECONDS,
        ...(connectionRate === undefined ? {} : { connectionRate }),
        requests: [
          {
            setupRequest: (_request, context) => {
              context.request ??= requestFor(next++);
              const r = context.request as Request;
              return { method: r.method ?? 'GET', path: r.path, headers: r.headers ?? {}, ...(r.body === undefined ? {} : { body: r.body }) };
            },
          },
        ],
      }),
    ),
  );
  const mean = (f: (r: Result) => number) => results.reduce((s, r) => s + f(r), 0) / results.length;
  return {
    rps: results.reduce((s, r) => s + r.requests.average, 0),
    p50: mean((r) => r.latency.p50),
    p99: mean((r) => r.latency.p99),
    failures: results.reduce((s, r) => s + r.errors + r.non2xx + r.timeouts, 0),
  };
}

/** min / median / max of a list of numbers. */
export function spread(values: number[]): { min: number; median: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0]!, median: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)! };
}

/** `min / median / max` with `digits` decimals. */
export function fmt(values: number[], digits = 2): string {
  const s = spread(values);
  return `${s.min.toFixed(digits)} / ${s.median.toFixed(digits)} / ${s.max.toFixed(digits)}`;
}

/** One line about the machine, for the results. */
export function machine(): string {
  return `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
}

/**
 * Runs `bench` on PGlite, then on PostgreSQL when a database URL is set, and prints one markdown table: the
 * title with the rounds, connections and machine, the header row, and one row per backend.
 */
export async function printBackendTable(title: string, columns: string[], bench: (backend: 'pglite' | 'postgres') => Promise<string>): Promise<void> {
  const rows = [await bench('pglite')];
  if (PG_URL) {
    rows.push(await bench('postgres'));
  }
  process.stdout.write(
    [
      `${title}; ${machine()}`,
      '',
      `| ${columns.join(' | ')} |`,
      `|---|${columns
        .slice(1)
        .map(() => '---:')
        .join('|')}|`,
      ...rows,
      '',
    ].join('\n'),
  );
}
