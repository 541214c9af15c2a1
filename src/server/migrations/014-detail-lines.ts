import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The detail lines each input row of a company and period is opened into, one JSONB object
 * `{statement: {input key: [{label, amount, expression?}]}}`, empty by default. The row's figure in the
 * statement column is kept equal to the lines' sum by every write, so reads and formulas need not know of them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('company_periods')
    .addColumn('details', 'jsonb', (c) =>
      c
        .notNull()
        .defaultTo(sql`'{}'::jsonb`)
        .check(sql`jsonb_typeof(details) = 'object'`),
    )
    .execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('company_periods').dropColumn('details').execute();
}
