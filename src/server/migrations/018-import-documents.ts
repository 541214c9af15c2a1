import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Audited PDFs in the import (docs/import.md "Audited PDFs"): a draft may be a PDF, and keeps the document
 * until its accept or expiry so the review can show the crop of the page each figure came from. The kinds keep
 * the Tally import's `tally` (017), which this constraint replaces.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE import_drafts DROP CONSTRAINT IF EXISTS import_drafts_kind_check`.execute(db);
  await sql`ALTER TABLE import_drafts ADD CONSTRAINT import_drafts_kind_check CHECK (kind IN ('xlsx', 'xls', 'paste', 'tally', 'pdf'))`.execute(db);
  await db.schema.alterTable('import_drafts').addColumn('document', 'bytea').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('import_drafts').dropColumn('document').execute();
  await sql`DELETE FROM import_drafts WHERE kind = 'pdf'`.execute(db);
  await sql`ALTER TABLE import_drafts DROP CONSTRAINT IF EXISTS import_drafts_kind_check`.execute(db);
  await sql`ALTER TABLE import_drafts ADD CONSTRAINT import_drafts_kind_check CHECK (kind IN ('xlsx', 'xls', 'paste', 'tally'))`.execute(db);
}
