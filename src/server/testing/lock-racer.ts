/**
 * A child process of the DATA_DIR lock race test: on each `{dir, at}` message from its parent it waits (busy)
 * until the wall-clock millisecond `at`, so both racers start together, tries to lock that directory and
 * answers `{dir, acquired}`. It releases the previous round's lock first, so each round starts with nothing
 * held but the stale lock the parent planted.
 */
import { DataDirError, lockDataDir } from '../data-dir-lock';

let release: (() => void) | undefined;
process.on('message', (message: { dir: string; at: number }) => {
  release?.();
  release = undefined;
  while (performance.timeOrigin + performance.now() < message.at) {
    // spin: a timer would add a millisecond or more of skew between the two racers
  }
  let acquired = false;
  try {
    release = lockDataDir(message.dir);
    acquired = true;
  } catch (err) {
    if (!(err instanceof DataDirError)) {
      throw err;
    }
  }
  process.send!({ dir: message.dir, acquired });
});
process.send!({ ready: true });
