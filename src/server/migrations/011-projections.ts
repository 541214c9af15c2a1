import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Projected years from assumptions: each company's methods per projected input cell (`projections`, by
 * year then input id) and its fixed-asset blocks (`fixed_assets`), and each period's length in months.
 * Existing analyses keep every figure typed, every block list empty and every period 12 months.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('projections', 'jsonb', (c) =>
      c
        .notNull()
        .defaultTo(sql`'{}'::jsonb`)
        .check(sql`jsonb_typeof(projections) = 'object'`),
    )
    .addColumn('fixed_assets', 'jsonb', (c) =>
      c
        .notNull()
        .defaultTo(sql`'[]'::jsonb`)
        .check(sql`jsonb_typeof(fixed_assets) = 'array'`),
    )
    .execute();
  await db.schema
    .alterTable('analysis_periods')
    .addColumn('months', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(12)
        .check(sql`months BETWEEN 1 AND 15`),
    )
    .execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('analysis_periods').dropColumn('months').execute();
  await db.schema.alterTable('companies').dropColumn('fixed_assets').dropColumn('projections').execute();
}
