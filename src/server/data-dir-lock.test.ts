import type { ChildProcess } from 'node:child_process';
import { fork, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirError, LOCK_FILE, lockDataDir } from './data-dir-lock';
import { runProcess } from './testing/server-process';

const children: ChildProcess[] = [];

function run(entry: string, env: Record<string, string>, args: string[] = []) {
  const running = runProcess(entry, env, args);
  children.push(running.child);
  return running;
}

afterEach(() => {
  for (const child of children.splice(0)) {
    child.kill('SIGKILL');
  }
});

/** A PID that no process has: a child that already exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

describe('the DATA_DIR lock (in process)', () => {
  it('is exclusive, names the holder, and is released', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'creditgrid-lock-'));
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    // Our own PID in the file counts as stale (a restarted container), so a live foreign holder is faked with PID 1.
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    writeFileSync(path.join(dir, LOCK_FILE), '1\n');
    expect(() => lockDataDir(dir)).toThrow(DataDirError);
    expect(() => lockDataDir(dir)).toThrow(`DATA_DIR ${dir} is in use by process 1`);
  });

  it('takes over a stale lock whose process is gone', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'creditgrid-lock-'));
    writeFileSync(path.join(dir, LOCK_FILE), `${deadPid()}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('names the path and the cause when DATA_DIR cannot be created', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'creditgrid-lock-')), 'plain-file');
    writeFileSync(file, '');
    expect(() => lockDataDir(path.join(file, 'data'))).toThrow(
      `Cannot use DATA_DIR ${path.join(file, 'data')}: a part of the path is a file, not a directory (ENOTDIR)`,
    );
  });
});

describe('the DATA_DIR lock (real processes)', () => {
  it('refuses a second server and load-fixture while one runs, and recovers after kill -9', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'creditgrid-lock-'));
    const first = run('src/server/server.ts', { DATA_DIR: dataDir });
    await first.listening();
    const pid = first.child.pid!;

    const second = run('src/server/server.ts', { DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output().stderr).toBe(
      `CreditGrid failed to start: DATA_DIR ${dataDir} is in use by process ${pid}: stop that process first (the embedded database allows one process)\n`,
    );

    const loader = run('scripts/load-fixture.ts', { DATA_DIR: dataDir }, ['--user', 'alice', 'fixtures/worked-example.json']);
    expect(await loader.exited).toBe(1);
    expect(loader.output().stderr).toContain(`DATA_DIR ${dataDir} is in use by process ${pid}`);
    expect(loader.output().stderr).toContain('POST /api/analyses/import/');

    first.child.kill('SIGKILL');
    await first.exited;
    expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(pid));
    const third = run('src/server/server.ts', { DATA_DIR: dataDir });
    await third.listening();
    expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(third.child.pid));
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

    // With the server stopped, the loader takes the lock itself and gets as far as the user lookup.
    const after = run('scripts/load-fixture.ts', { DATA_DIR: dataDir }, ['--user', 'nobody', 'fixtures/worked-example.json']);
    expect(await after.exited).toBe(1);
    expect(after.output().stderr).toContain('No user "nobody"');
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('exits with one line naming DATA_DIR when it is not writable', { timeout: 60_000 }, async () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'creditgrid-lock-'));
    writeFileSync(path.join(parent, 'file'), '');
    chmodSync(path.join(parent, 'file'), 0o400);
    const dataDir = path.join(parent, 'file', 'data');
    const server = run('src/server/server.ts', { DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toBe(
      `CreditGrid failed to start: Cannot use DATA_DIR ${dataDir}: a part of the path is a file, not a directory (ENOTDIR)\n`,
    );
  });
});

describe('the DATA_DIR lock race', () => {
  it('lets exactly one of two processes take over a stale lock when both try at once, in 200 of 200 rounds', { timeout: 120_000 }, async () => {
    const racers = [0, 1].map(() => {
      const child = fork(path.resolve('src/server/testing/lock-racer.ts'), { execArgv: ['--import', 'tsx'], stdio: 'ignore' });
      children.push(child);
      return child;
    });
    const next = (child: ChildProcess) => new Promise<Record<string, unknown>>((resolve) => child.once('message', resolve));
    await Promise.all(racers.map(next));
    const root = mkdtempSync(path.join(os.tmpdir(), 'creditgrid-race-'));
    const stale = deadPid();
    let double = 0;
    let none = 0;
    for (let round = 0; round < 200; round++) {
      const dir = path.join(root, String(round));
      mkdirSync(dir);
      writeFileSync(path.join(dir, LOCK_FILE), `${stale}\n`);
      const answers = racers.map(next);
      const at = Date.now() + 30;
      for (const racer of racers) {
        racer.send({ dir, at });
      }
      const acquired = (await Promise.all(answers)).filter((a) => a.acquired).length;
      double += Number(acquired === 2);
      none += Number(acquired === 0);
    }
    expect({ double, none }).toEqual({ double: 0, none: 0 });
    rmSync(root, { recursive: true, force: true });
  });
});
