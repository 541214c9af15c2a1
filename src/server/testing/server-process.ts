import type { ChildProcess, ChildProcessWithoutNullStreams } from 'node:child_process';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

/** A CreditGrid entry point running in its own Node process (for lock, kill -9 and load runs). */
export interface RunningProcess {
  child: ChildProcessWithoutNullStreams;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Resolves with the base URL once the server prints that it listens; rejects if it exits first. */
  listening: () => Promise<string>;
  output: () => { stdout: string; stderr: string };
}

const ROOT = path.resolve(import.meta.dirname, '../../..');

const living = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of living) {
    child.kill('SIGTERM');
  }
});

/**
 * Ties a spawned server to this process: if the bench or test that started it throws or exits before
 * stopping it, the server is sent SIGTERM on the way out instead of staying behind on its port.
 */
export function killOnExit<T extends ChildProcess>(child: T): T {
  living.add(child);
  child.once('exit', () => living.delete(child));
  return child;
}

/**
 * Runs `entry` (a TypeScript file, relative to the repository root) with tsx in a real Node process, no
 * npx wrapper, so `child.pid` is the server's own PID. The server listens on a free port unless PORT is given.
 */
export function runProcess(entry: string, env: Record<string, string>, args: string[] = []): RunningProcess {
  const child = killOnExit(
    spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, entry), ...args], {
      cwd: ROOT,
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', JWT_SECRET: 'k'.repeat(32), ...env },
    }),
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += String(d)));
  child.stderr.on('data', (d: Buffer) => (stderr += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = () =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const match = /listening on (http:\/\/\S+)/.exec(stdout);
        if (match) {
          resolve(match[1]!);
        }
      };
      child.stdout.on('data', check);
      check();
      void exited.then(() => reject(new Error(`${entry} exited before listening: ${stderr}`)));
    });
  return { child, exited, listening, output: () => ({ stdout, stderr }) };
}

/**
 * A fresh schema in the PostgreSQL database at `url`, as a DATABASE_URL whose connections use it
 * (search_path), and a function dropping it.
 */
export async function freshSchema(url: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: scoped.toString(),
    drop: async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/** A JSON API client of one running server, signed in as one user after `signIn`. */
export function apiClient(base: string) {
  let access = '';
  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(access ? { authorization: `Bearer ${access}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  };
  return {
    call,
    /** Calls as the holder of `token` (an access token from another server of the same deployment). */
    useToken(token: string): void {
      access = token;
    },
    /** Registers the user unless it exists, then logs in; returns the access token. */
    async signIn(username: string, password = 'bench horse battery staple'): Promise<string> {
      await call('POST', '/api/register/', { username, email: `${username}@example.com`, password, password2: password });
      const login = await call('POST', '/api/login/', { username, password });
      if (login.status !== 200) {
        throw new Error(`login failed: ${JSON.stringify(login.body)}`);
      }
      access = (login.body as { access: string }).access;
      return access;
    },
  };
}
