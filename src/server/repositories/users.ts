import { sql } from 'kysely';
import type { Db, UserRow } from '../database';
import { isUniqueViolation } from './unique-violation';

/** Users: registration and lookup. Usernames and e-mails are unique regardless of case. */
export function usersRepository(db: Db) {
  return {
    /** Inserts a user; `null` when the username or e-mail was taken meanwhile (unique index). */
    async create(user: { username: string; email: string; passwordHash: string }): Promise<UserRow | null> {
      try {
        return await db
          .insertInto('users')
          .values({ username: user.username, email: user.email, password_hash: user.passwordHash })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (err) {
        if (isUniqueViolation(err)) {
          return null;
        }
        throw err;
      }
    },

    /** The user with this username (case-insensitive), if any. */
    async findByUsername(username: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where(sql`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
    },

    /** The user with this id, if any. */
    async findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
