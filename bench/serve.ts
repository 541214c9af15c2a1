/**
 * The built server (`npm run build`: dist/ and dist-server/) started the way `npm start` runs it, with
 * plain `node`, on a port and a scratch DATA_DIR, for the benches that measure what a browser sees.
 */
import { spawn } from 'node:child_process';
import type { ChildProcessByStdio } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { killOnExit } from '../src/server/testing/server-process';

const root = path.resolve(import.meta.dirname, '..');

/** A running server: its base URL, its process and how long it took to print "listening". */
export interface Served {
  base: string;
  child: ChildProcessByStdio<null, Readable, null>;
  /** Wall time from spawn to the "listening" line, in ms. */
  startMs: number;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Spawns `node dist-server/server.js` serving dist/ on `port`. `dataDir` defaults to a fresh temp
 * directory; `env` adds variables (DATABASE_URL for PostgreSQL). Throws when there is no build.
 */
export async function serveBuilt(port: number, opts: { dataDir?: string; env?: NodeJS.ProcessEnv } = {}): Promise<Served> {
  const entry = path.join(root, 'dist-server', 'server.js');
  if (!existsSync(entry) || !existsSync(path.join(root, 'dist', 'index.html'))) {
    throw new Error('Run `npm run build` first: dist/ and dist-server/ are needed');
  }
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'cg-bench-'));
  const t0 = performance.now();
  const child = killOnExit(
    spawn(process.execPath, [entry], {
      cwd: root,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DIST_DIR: path.join(root, 'dist'), ...opts.env },
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const startMs = performance.now() - t0;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) {
        resolve();
        return;
      }
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { base: `http://127.0.0.1:${port}`, child, startMs, dataDir, stop };
}

/** Resident set size of a process in bytes, from /proc (Linux). */
export async function rssOf(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (!kb) {
    throw new Error(`no VmRSS for ${pid}`);
  }
  return Number(kb) * 1024;
}

/** min / median / max of a sample. */
export function spread(values: number[]): { min: number; median: number; max: number } {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  const median = s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
  return { min: s[0]!, median, max: s[s.length - 1]! };
}

/** A registered analyst with one imported analysis of 8 companies (the worked example, renamed). */
export interface Seeded {
  username: string;
  /** The `{access, refresh}` pair of the API login, as the app keeps it in localStorage `authTokens`. */
  tokens: { access: string; refresh: string };
  analysisId: number;
  analysisName: string;
}

/** Registers a user through the API and imports `fixtures/worked-example.json` as 8 companies. */
export async function seedAnalyst(base: string, username = `bench${process.pid}`): Promise<Seeded> {
  const { readFileSync } = await import('node:fs');
  const json = { 'content-type': 'application/json' };
  const password = 'benchmark password 42';
  const post = async (url: string, body: unknown, headers: Record<string, string> = json) => {
    const res = await fetch(`${base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!res.ok) {
      throw new Error(`${url}: ${res.status} ${await res.text()}`);
    }
    return res.json() as Promise<Record<string, unknown>>;
  };
  await post('/api/register/', { username, email: `${username}@example.com`, password, password2: password });
  const tokens = (await post('/api/login/', { username, password })) as unknown as Seeded['tokens'];
  const example = JSON.parse(readFileSync(path.join(root, 'fixtures', 'worked-example.json'), 'utf8')) as {
    name: string;
    companies: { name: string }[];
  };
  const analysisName = 'Eight companies';
  const file = { ...example, name: analysisName, companies: Array.from({ length: 8 }, (_, i) => ({ ...example.companies[0]!, name: `Company ${i + 1}` })) };
  const created = await post('/api/analyses/import/', file, { ...json, authorization: `Bearer ${tokens.access}` });
  return { username, tokens, analysisId: created.id as number, analysisName };
}
