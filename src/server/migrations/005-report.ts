import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The CMA report's stored inputs: Form I (each company's existing and proposed limits, a JSONB array kept
 * with the company so it moves with it) and the preparer's profile printed on the report's cover (per user).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('limits', 'jsonb', (c) =>
      c
        .notNull()
        .defaultTo(sql`'[]'::jsonb`)
        .check(sql`jsonb_typeof(limits) = 'array'`),
    )
    .execute();
  await db.schema
    .createTable('user_profiles')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('firm_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('prepared_by', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_profiles').execute();
  await db.schema.alterTable('companies').dropColumn('limits').execute();
}
