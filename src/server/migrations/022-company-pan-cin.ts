import type { Kysely } from 'kysely';

/** A company's PAN or CIN, optional: the key its remembered import mappings are kept under beside its name. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').addColumn('pan_cin', 'text').execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('pan_cin').execute();
}
