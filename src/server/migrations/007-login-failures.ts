import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Failed logins per (username, client address), for the login backoff: in the database so every server
 * process of a deployment sees the same count (it was kept per process, and a second server let the same
 * guesses through).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('blocked_until', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('login_failures_pkey', ['username', 'address'])
    .execute();
  await db.schema.createIndex('login_failures_updated_at').on('login_failures').column('updated_at').execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
}
