import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/** Each company's type: how its capital is kept; every existing company is a company. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('company')
        .check(sql`type IN ('company', 'proprietorship', 'partnership')`),
    )
    .execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('type').execute();
}
