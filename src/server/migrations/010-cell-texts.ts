import type { Kysely } from 'kysely';
import { sql } from 'kysely';

const COLUMNS = ['expressions', 'notes'] as const;

/**
 * The analyst's texts beside the figures of each company and period: `expressions` (the arithmetic a figure
 * was typed as) and `notes`, each one JSONB object `{statement: {input key: text}}`, empty by default. They go
 * with their period and company (the row's cascading keys).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema
      .alterTable('company_periods')
      .addColumn(column, 'jsonb', (c) =>
        c
          .notNull()
          .defaultTo(sql`'{}'::jsonb`)
          .check(sql`jsonb_typeof(${sql.ref(column)}) = 'object'`),
      )
      .execute();
  }
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('company_periods').dropColumn('notes').dropColumn('expressions').execute();
}
