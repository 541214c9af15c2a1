import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/** Each company's term loans: a JSONB array kept with the company, so it moves with it on a reorder. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('term_loans', 'jsonb', (c) =>
      c
        .notNull()
        .defaultTo(sql`'[]'::jsonb`)
        .check(sql`jsonb_typeof(term_loans) = 'array'`),
    )
    .execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('term_loans').execute();
}
