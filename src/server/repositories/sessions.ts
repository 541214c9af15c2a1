import { sql } from 'kysely';
import type { Db } from '../database';

/** A refresh token to record: its `jti` and expiry. */
export interface RefreshRecord {
  jti: string;
  expiresAt: Date;
}

/**
 * How long a refresh token just used may be presented again without ending its session: the renewals of two
 * tabs racing (a few hundred ms apart) fit; a copy used later by someone else still ends it. (The OAuth 2.0
 * Security BCP allows such a reuse interval; Auth0's "rotation overlap period" is the same idea.)
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/** What presenting a refresh token did: rotated it (its session goes on), or found it unusable. */
export type RotateOutcome = { kind: 'rotated'; sessionId: string } | { kind: 'invalid' } | { kind: 'replayed' };

/**
 * Sessions and their refresh tokens. A login starts a session with its first refresh token; each refresh
 * uses one token and records the next (rotation); a token presented a second time means it was stolen
 * or copied, so its whole session ends (replay detection); logout ends the session.
 */
export function sessionsRepository(db: Db) {
  /**
   * When the session ends if nothing ends it sooner (its `expires_at`), or null when it is unknown, not this
   * user's, ended or expired. The embedded database's session cache keeps the answer until that time.
   */
  const activeUntil = async (sessionId: string, userId: number): Promise<Date | null> => {
    const row = await db
      .selectFrom('sessions')
      .select('expires_at')
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date())
      .executeTakeFirst();
    return row ? new Date(row.expires_at) : null;
  };

  return {
    /** Starts session `sessionId` of the user with its first refresh token. */
    async start(userId: number, sessionId: string, first: RefreshRecord): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('sessions').values({ id: sessionId, user_id: userId, expires_at: first.expiresAt }).execute();
        await trx.insertInto('refresh_tokens').values({ jti: first.jti, user_id: userId, session_id: sessionId, expires_at: first.expiresAt }).execute();
      });
    },

    /**
     * True when the session exists for this user, is not ended and has not expired ({@link activeUntil}). The
     * one check every authenticated request makes on a shared database: a single indexed lookup.
     */
    async isActive(sessionId: string, userId: number): Promise<boolean> {
      return (await activeUntil(sessionId, userId)) !== null;
    },

    /** When the session ends unless something ends it sooner, or null when it is not active (see above). */
    activeUntil,

    /**
     * The per-request check of a cached read on a shared database, in one round trip: whether the session is
     * active ({@link isActive}), and the version of the user's analysis `analysisId` (null when it is missing
     * or not theirs). Both are primary-key lookups.
     */
    async activeWithVersion(sessionId: string, userId: number, analysisId: number): Promise<{ active: boolean; version: number | null }> {
      const { rows } = await sql<{ active: boolean; version: number | null }>`SELECT
          EXISTS (SELECT 1 FROM sessions WHERE id = ${sessionId} AND user_id = ${userId}
                  AND revoked_at IS NULL AND expires_at > now()) AS active,
          (SELECT version FROM analyses WHERE id = ${analysisId} AND user_id = ${userId}) AS version`.execute(db);
      return rows[0]!;
    },

    /**
     * Uses refresh token `jti` once: when it is the session's live token, marks it used and records `next`
     * in the same session. A token already used ends its session (`replayed`), unless it is the session's
     * last used token and was used less than {@link REFRESH_REUSE_GRACE_MS} ago: two tabs of one browser that
     * renewed at the same moment without Web Locks (plain http on an intranet), which then both go on. An
     * unknown, expired or ended one is `invalid`. One transaction, the token row locked.
     */
    async rotate(jti: string, userId: number, next: RefreshRecord): Promise<RotateOutcome> {
      return db.transaction().execute(async (trx) => {
        const token = await trx
          .selectFrom('refresh_tokens as t')
          .innerJoin('sessions as s', 's.id', 't.session_id')
          .select(['t.session_id', 't.revoked_at', 't.expires_at', 's.revoked_at as session_revoked_at'])
          .where('t.jti', '=', jti)
          .where('t.user_id', '=', userId)
          .forUpdate('t')
          .executeTakeFirst();
        if (!token?.session_id || token.session_revoked_at !== null || new Date(token.expires_at) <= new Date()) {
          return { kind: 'invalid' };
        }
        const now = new Date();
        if (token.revoked_at !== null) {
          const usedAt = new Date(token.revoked_at);
          const usedSince = await trx
            .selectFrom('refresh_tokens')
            .select('jti')
            .where('session_id', '=', token.session_id)
            .where('revoked_at', '>', usedAt)
            .executeTakeFirst();
          if (usedSince || now.getTime() - usedAt.getTime() >= REFRESH_REUSE_GRACE_MS) {
            await trx.updateTable('sessions').set({ revoked_at: now }).where('id', '=', token.session_id).execute();
            return { kind: 'replayed' };
          }
        } else {
          await trx.updateTable('refresh_tokens').set({ revoked_at: now }).where('jti', '=', jti).execute();
        }
        await trx.insertInto('refresh_tokens').values({ jti: next.jti, user_id: userId, session_id: token.session_id, expires_at: next.expiresAt }).execute();
        return { kind: 'rotated', sessionId: token.session_id };
      });
    },

    /** Ends the session of refresh token `jti` (idempotent) and deletes this user's expired sessions. */
    async endByRefresh(jti: string, userId: number): Promise<void> {
      const token = await db.selectFrom('refresh_tokens').select('session_id').where('jti', '=', jti).where('user_id', '=', userId).executeTakeFirst();
      if (token?.session_id) {
        await db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', token.session_id).where('revoked_at', 'is', null).execute();
      }
      await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<', new Date()).execute();
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
