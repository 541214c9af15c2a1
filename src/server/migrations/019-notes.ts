import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The analyst's free-text notes per company and per form (docs/api.md "Notes"): a JSONB object kept with the
 * company, so the notes move with it when the companies are reordered and go with the analysis.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('notes', 'jsonb', (c) =>
      c
        .notNull()
        .defaultTo(sql`'{}'::jsonb`)
        .check(sql`jsonb_typeof(notes) = 'object'`),
    )
    .execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('notes').execute();
}
