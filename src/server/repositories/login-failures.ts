import { sql } from 'kysely';
import type { Db } from '../database';

/** Failures allowed before the backoff starts, its first delay, its ceiling, and when a quiet count is forgotten. */
export const LOGIN_BACKOFF = { freeFailures: 5, firstDelayMs: 1_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 30 * 60_000 } as const;

/**
 * The login backoff, beside the per-IP rate limit: after {@link LOGIN_BACKOFF}.freeFailures wrong passwords
 * for one username from one client address, each further failure doubles a wait (1 s, 2 s, 4 s … 15 min)
 * during which that username's attempts from that address are refused without checking the password; a
 * success from the address clears it. Keyed on (username, address), so a stranger guessing elsewhere cannot
 * lock the owner out (OWASP: lockout must not become a denial of service), and kept in the database, so
 * every server of a deployment counts the same failures. Counts quiet for `forgetAfterMs` start afresh.
 */
export function loginFailuresRepository(db: Db) {
  const forget = sql<Date>`now() - ${`${LOGIN_BACKOFF.forgetAfterMs} milliseconds`}::interval`;
  return {
    /** Milliseconds before this username may try again from this address; 0 when it may try now. */
    async waitMs(username: string, address: string): Promise<number> {
      const row = await db
        .selectFrom('login_failures')
        .select(sql<number>`greatest(0, extract(epoch from blocked_until - now()) * 1000)`.as('wait'))
        .where('username', '=', username.toLowerCase())
        .where('address', '=', address)
        .where('updated_at', '>', forget)
        .executeTakeFirst();
      return Math.ceil(Number(row?.wait ?? 0));
    },
    /** Records a failed attempt (one statement, so two servers counting at once lose neither failure). */
    async failed(username: string, address: string): Promise<void> {
      const { freeFailures, firstDelayMs, maxDelayMs } = LOGIN_BACKOFF;
      const count = sql<number>`CASE WHEN login_failures.updated_at > ${forget} THEN login_failures.failures + 1 ELSE 1 END`;
      const delayMs = sql`CASE WHEN ${count} > ${freeFailures} THEN least(${maxDelayMs}, ${firstDelayMs} * power(2, ${count} - ${freeFailures} - 1)) ELSE 0 END`;
      await db
        .insertInto('login_failures')
        .values({ username: username.toLowerCase(), address, failures: 1, blocked_until: sql`now()` })
        .onConflict((oc) =>
          oc.columns(['username', 'address']).doUpdateSet({
            failures: count,
            blocked_until: sql`now() + ${delayMs} * interval '1 millisecond'`,
            updated_at: sql`now()`,
          }),
        )
        .execute();
      await db.deleteFrom('login_failures').where('updated_at', '<', forget).execute();
    },
    /** Forgets this address's failures for the username after a successful login. */
    async succeeded(username: string, address: string): Promise<void> {
      await db.deleteFrom('login_failures').where('username', '=', username.toLowerCase()).where('address', '=', address).execute();
    },
  };
}
