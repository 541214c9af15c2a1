import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** A PostgreSQL cluster of its own, for tests and scripts that restart it (never the shared one). */
export interface ThrowawayPostgres {
  /** A URL of its `postgres` database, as the superuser (trust authentication, 127.0.0.1 only). */
  url: string;
  /** `pg_ctl restart` in the given shutdown mode ('fast' ends sessions, 'immediate' is a crash); resolves once it accepts connections. */
  restart: (mode: 'fast' | 'immediate') => Promise<void>;
  /** Stops the cluster and removes its directory. */
  remove: () => void;
}

/** The newest installed PostgreSQL's bin directory (Debian's layout), or undefined when there is none. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) {
    return undefined;
  }
  const versions = readdirSync(root).sort((a, b) => Number(a) - Number(b));
  const bin = versions.length ? path.join(root, versions[versions.length - 1]!, 'bin') : undefined;
  return bin && existsSync(path.join(bin, 'initdb')) ? bin : undefined;
}

/** A TCP port nobody listens on now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Creates and starts a cluster in a temp directory on a free port. PostgreSQL refuses to run as root, so
 * as root the cluster belongs to the `postgres` OS user (the Debian package's); otherwise to the caller.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBin();
  if (!bin) {
    throw new Error('PostgreSQL is not installed (/usr/lib/postgresql/*/bin/initdb)');
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'creditgrid-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
  const run = (tool: string, args: string[]) => execFileSync(...command(tool, args), { stdio: 'pipe', timeout: 60_000 });
  const data = path.join(dir, 'data');
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtlArgs = (...args: string[]) => ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '30', ...args];
  const pgCtl = (...args: string[]) => run('pg_ctl', pgCtlArgs(...args));
  let started = false;
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    pgCtl('-o', options, 'start');
    started = true;
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // Asynchronous, so the caller's own clients keep sending while PostgreSQL is down.
    restart: async (mode) => {
      await promisify(execFile)(...command('pg_ctl', pgCtlArgs('-m', mode, '-o', options, 'restart')), { timeout: 60_000 });
    },
    remove: () => {
      try {
        if (started) {
          pgCtl('-m', 'immediate', 'stop');
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
