import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The import mapping (docs/import.md): drafted imports awaiting their accept (they expire), the mappings an
 * analyst accepted per borrower, the firm's accepted synonyms, and the provenance of every imported figure.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_drafts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('analysis_id', 'integer', (c) => c.notNull().references('analyses.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('xlsx', 'xls', 'paste')`))
    .addColumn('file_name', 'text')
    .addColumn('tables', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('import_drafts_expires').on('import_drafts').column('expires_at').execute();
  await db.schema
    .createTable('import_mappings')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('borrower', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('row', 'text')
    .addColumn('accepted_on', 'date', (c) => c.notNull().defaultTo(sql`current_date`))
    .addPrimaryKeyConstraint('import_mappings_pkey', ['user_id', 'borrower', 'label'])
    .execute();
  await db.schema
    .createTable('import_synonyms')
    .addColumn('label', 'text', (c) => c.primaryKey())
    .addColumn('row', 'text', (c) => c.notNull())
    .addColumn('accepted_on', 'date', (c) => c.notNull().defaultTo(sql`current_date`))
    .execute();
  await db.schema
    .createTable('figure_provenance')
    .addColumn('analysis_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('row', 'text', (c) => c.notNull())
    .addColumn('source', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('figure_provenance_pkey', ['analysis_id', 'position', 'year', 'row'])
    .addForeignKeyConstraint('figure_provenance_company', ['analysis_id', 'position'], 'companies', ['analysis_id', 'position'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('figure_provenance_period', ['analysis_id', 'year'], 'analysis_periods', ['analysis_id', 'year'], (c) => c.onDelete('cascade'))
    .execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['figure_provenance', 'import_synonyms', 'import_mappings', 'import_drafts']) {
    await db.schema.dropTable(table).execute();
  }
}
