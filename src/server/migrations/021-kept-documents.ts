import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Audited PDFs kept after their accept (docs/import.md "Audited PDFs"): the working of a figure imported from a
 * PDF shows the crop of the page it came from, so the document outlives its draft. One row per accepted PDF,
 * dropped with its analysis, or once no figure's provenance refers to it any longer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_documents')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('analysis_id', 'integer', (c) => c.notNull().references('analyses.id').onDelete('cascade'))
    .addColumn('file_name', 'text')
    .addColumn('document', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('import_documents_analysis').on('import_documents').column('analysis_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('import_documents').execute();
}
