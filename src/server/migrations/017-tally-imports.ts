import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/** Tally imports (docs/import.md "Tally"): a draft of kind 'tally' keeps the books read from its files and the year they close. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE import_drafts DROP CONSTRAINT import_drafts_kind_check`.execute(db);
  await sql`ALTER TABLE import_drafts ADD CONSTRAINT import_drafts_kind_check CHECK (kind IN ('xlsx', 'xls', 'paste', 'tally'))`.execute(db);
  await db.schema.alterTable('import_drafts').addColumn('tally', 'jsonb').execute();
}

/** Drops what `up` added (Tally drafts with it). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db
    .deleteFrom('import_drafts' as never)
    .where(sql`kind`, '=', 'tally')
    .execute();
  await db.schema.alterTable('import_drafts').dropColumn('tally').execute();
  await sql`ALTER TABLE import_drafts DROP CONSTRAINT import_drafts_kind_check`.execute(db);
  await sql`ALTER TABLE import_drafts ADD CONSTRAINT import_drafts_kind_check CHECK (kind IN ('xlsx', 'xls', 'paste'))`.execute(db);
}
