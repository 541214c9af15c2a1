import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/** Form I's associate or group concerns of each company: a JSONB array kept with the company, as its limits are. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('associates', 'jsonb', (c) =>
      c
        .notNull()
        .defaultTo(sql`'[]'::jsonb`)
        .check(sql`jsonb_typeof(associates) = 'array'`),
    )
    .execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('associates').execute();
}
