import { LRUCache } from 'lru-cache';

/** Failures allowed before the backoff starts, its first delay and its ceiling. */
export const LOGIN_BACKOFF = { freeFailures: 5, firstDelayMs: 1_000, maxDelayMs: 15 * 60_000 } as const;

interface Failures {
  count: number;
  /** No attempt is checked before this time (ms since the epoch). */
  blockedUntil: number;
}

/**
 * Per-account login throttle, beside the per-IP rate limit: after {@link LOGIN_BACKOFF}.freeFailures
 * wrong passwords for one username, each further failure doubles a wait (1 s, 2 s, 4 s … 15 min) during
 * which attempts for that username are refused without checking the password. A botnet spreading
 * guesses over many IPs is slowed per account; the account itself is never locked for good, and a
 * success clears it. Kept in memory per process, bounded (least recently used names are forgotten).
 */
export function loginThrottle(now: () => number = Date.now) {
  const failures = new LRUCache<string, Failures>({ max: 50_000, ttl: LOGIN_BACKOFF.maxDelayMs * 2 });
  const key = (username: string) => username.toLowerCase();
  return {
    /** Milliseconds to wait before this username may try again; 0 when it may try now. */
    waitMs(username: string): number {
      const entry = failures.get(key(username));
      return entry ? Math.max(0, entry.blockedUntil - now()) : 0;
    },
    /** Records a failed attempt. */
    failed(username: string): void {
      const count = (failures.get(key(username))?.count ?? 0) + 1;
      const over = count - LOGIN_BACKOFF.freeFailures;
      const delay = over > 0 ? Math.min(LOGIN_BACKOFF.maxDelayMs, LOGIN_BACKOFF.firstDelayMs * 2 ** (over - 1)) : 0;
      failures.set(key(username), { count, blockedUntil: now() + delay });
    },
    /** Forgets the failures after a successful login. */
    succeeded(username: string): void {
      failures.delete(key(username));
    },
  };
}
export type LoginThrottle = ReturnType<typeof loginThrottle>;
