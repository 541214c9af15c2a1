import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from './errors';

/** The lock file's name inside DATA_DIR; it holds the PID of the process that owns the directory. */
export const LOCK_FILE = 'creditgrid.lock';

/**
 * DATA_DIR cannot be used: another process holds it (`holder` is its PID), or it cannot be written.
 */
export class DataDirError extends StartupError {
  constructor(
    message: string,
    readonly holder?: number,
  ) {
    super(message);
    this.name = 'DataDirError';
  }
}

/** True when a process with this PID exists (EPERM: it exists but belongs to another user). */
function alive(pid: number): boolean {
  if (pid === process.pid) {
    // A lock naming us was left by an earlier process that had our PID (a container restarted as PID 1).
    return false;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The PID a lock file names; NaN when it is unreadable or half-written. */
function holderOf(file: string): number {
  try {
    return Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch {
    return Number.NaN;
  }
}

/** One line naming DATA_DIR and the cause of a file-system error met while using it. */
export function cannotUse(dir: string, err: unknown): DataDirError {
  const { code, message } = err as NodeJS.ErrnoException;
  const cause =
    code === 'EACCES' || code === 'EPERM' || code === 'EROFS'
      ? 'it is not writable'
      : code === 'ENOSPC' || code === 'EDQUOT'
        ? 'the disk is full'
        : code === 'ENOTDIR' || code === 'EEXIST'
          ? 'a part of the path is a file, not a directory'
          : message;
  return new DataDirError(`Cannot use DATA_DIR ${dir}: ${cause} (${code ?? 'error'})`);
}

/** A claim older than this was left by a process that died mid-takeover (a takeover takes microseconds). */
const ABANDONED_CLAIM_MS = 10_000;

/**
 * Replaces the stale lock naming `holder` with `fresh` (a file holding our PID), atomically against every
 * other process doing the same: only the one that creates the claim file for that holder may replace it, and
 * only while the lock still names that holder. Reading, unlinking and creating (the old way) let two
 * processes started together both "take over" one stale lock.
 * @returns whether the lock is ours now; false when another process got there first (look again)
 */
function takeOver(file: string, fresh: string, holder: number): boolean {
  const claim = `${file}.takeover-${holder}`;
  try {
    closeSync(openSync(claim, 'wx', 0o644));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw err;
    }
    try {
      if (Date.now() - statSync(claim).mtimeMs > ABANDONED_CLAIM_MS) {
        unlinkSync(claim);
      }
    } catch {
      // Gone already: its owner finished.
    }
    return false;
  }
  try {
    if (!Object.is(holderOf(file), holder)) {
      return false; // taken over (or released) since we read it
    }
    renameSync(fresh, file);
    return true;
  } finally {
    rmSync(claim, { force: true });
  }
}

/**
 * Takes the exclusive lock on the embedded database's directory: `DATA_DIR/creditgrid.lock` holding this
 * PID, created whole and exclusively (written to a file of our own, then hard-linked into place: a link fails
 * when the name exists). A lock whose process is gone (kill -9, a crash) is stale and is taken over
 * atomically ({@link takeOver}). The lock is released when the process exits, or by the returned function.
 *
 * @param dir the DATA_DIR (created when missing)
 * @returns a function releasing the lock (idempotent)
 * @throws DataDirError when another live process holds the lock (its PID in `holder`), or when the
 *   directory cannot be created or written (not writable, disk full)
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  const fresh = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(fresh, `${process.pid}\n`, { flag: 'wx', mode: 0o644 });
  } catch (err) {
    throw cannotUse(dir, err);
  }
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(fresh, file);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') {
          throw cannotUse(dir, err);
        }
      }
      const holder = holderOf(file);
      if (Number.isNaN(holder) && attempt === 0) {
        // Empty or half-written (a lock file of an older version being written): look again shortly.
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
        continue;
      }
      if (!Number.isNaN(holder) && alive(holder)) {
        throw new DataDirError(`DATA_DIR ${dir} is in use by process ${holder}: stop that process first (the embedded database allows one process)`, holder);
      }
      if (attempt > 50) {
        throw new DataDirError(`DATA_DIR ${dir}: could not take over the stale lock ${file}`);
      }
      if (takeOver(file, fresh, holder)) {
        break;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
    }
  } finally {
    rmSync(fresh, { force: true });
  }
  let held = true;
  const release = () => {
    if (!held) {
      return;
    }
    held = false;
    process.off('exit', release);
    if (holderOf(file) === process.pid) {
      unlinkSync(file);
    }
  };
  process.on('exit', release);
  return release;
}
