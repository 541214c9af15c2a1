import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * A CMA as filed (docs/report.md "Sign-off, snapshots and renewal variance"): the sign-off of each analysis
 * (UDIN, place, date), the firm's choice to print the product's name, the snapshots of what was submitted to a
 * bank (immutable; they go with the analysis), and the analyst's reason per line of a renewal variance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_offs')
    .addColumn('analysis_id', 'integer', (c) => c.primaryKey().references('analyses.id').onDelete('cascade'))
    .addColumn('udin', 'text')
    .addColumn('place', 'text')
    .addColumn('signed_on', 'date')
    .execute();
  await db.schema
    .alterTable('user_profiles')
    .addColumn('print_product_name', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('snapshots')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('analysis_id', 'integer', (c) => c.notNull().references('analyses.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('bank', 'text', (c) => c.notNull())
    .addColumn('submitted_on', 'date', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('file', 'jsonb', (c) => c.notNull())
    .addColumn('report', 'jsonb', (c) => c.notNull())
    .addColumn('figures', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('snapshots_analysis').on('snapshots').column('analysis_id').execute();
  await db.schema
    .createTable('variance_reasons')
    .addColumn('snapshot_id', 'integer', (c) => c.notNull().references('snapshots.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('line', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('variance_reasons_pkey', ['snapshot_id', 'position', 'year', 'line'])
    .execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['variance_reasons', 'snapshots', 'sign_offs']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('user_profiles').dropColumn('print_product_name').execute();
}
