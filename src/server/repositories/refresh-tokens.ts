import type { Db } from '../database';

/** Issued refresh tokens by `jti`, so logout can revoke one before it expires. */
export function refreshTokensRepository(db: Db) {
  return {
    /** Records a newly issued refresh token. */
    async add(token: { jti: string; userId: number; expiresAt: Date }): Promise<void> {
      await db
        .insertInto('refresh_tokens')
        .values({ jti: token.jti, user_id: token.userId, expires_at: token.expiresAt })
        .execute();
    },

    /** True when the token exists for this user, is not revoked and has not expired. */
    async isActive(jti: string, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('refresh_tokens')
        .select('jti')
        .where('jti', '=', jti)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Revokes a token (idempotent) and deletes this user's expired ones. */
    async revoke(jti: string, userId: number): Promise<void> {
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: new Date() })
        .where('jti', '=', jti)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
      await db.deleteFrom('refresh_tokens').where('user_id', '=', userId).where('expires_at', '<', new Date()).execute();
    },
  };
}
export type RefreshTokensRepository = ReturnType<typeof refreshTokensRepository>;
