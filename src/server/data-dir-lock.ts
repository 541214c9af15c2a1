import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
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

/**
 * Takes the exclusive lock on the embedded database's directory: creates `DATA_DIR/creditgrid.lock`
 * holding this PID (atomically, `O_EXCL`). A lock whose process is gone (kill -9, a crash) is stale
 * and is taken over. The lock is released when the process exits, or by the returned function.
 *
 * @param dir the DATA_DIR (created when missing)
 * @returns a function releasing the lock (idempotent)
 * @throws DataDirError when another live process holds the lock (its PID in `holder`), or when the
 *   directory cannot be created or written (not writable, disk full)
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (err) {
    throw cannotUse(dir, err);
  }
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw cannotUse(dir, err);
      }
      const holder = holderOf(file);
      if (Number.isNaN(holder) && attempt === 0) {
        // Empty or half-written: another process is taking the lock this very moment; look again shortly.
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
        continue;
      }
      if (!Number.isNaN(holder) && alive(holder)) {
        throw new DataDirError(
          `DATA_DIR ${dir} is in use by process ${holder}: stop that process first (the embedded database allows one process)`,
          holder,
        );
      }
      if (attempt > 2) {
        throw new DataDirError(`DATA_DIR ${dir}: could not take over the stale lock ${file}`);
      }
      try {
        unlinkSync(file);
      } catch {
        // Another process removed it first; the next attempt decides.
      }
    }
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
