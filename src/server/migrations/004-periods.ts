import type { Kysely } from 'kysely';
import { sql } from 'kysely';

const STATEMENTS = ['opstmt', 'assetnliabs', 'ocaocl'] as const;

/**
 * Periods: an analysis gets 1–10 financial years (`analysis_periods`) and each company's inputs move to one
 * row per period (`company_periods`). Every existing analysis becomes one period, its own `year`, of kind
 * Estimated (the kind a new analysis's assessment year gets; written as a literal so this migration never
 * changes when the contract's default does), and every figure moves with it. `analyses.year` stays the
 * assessment year and must be one of the analysis's periods (a deferred key, so the analysis and its first
 * period are inserted in one transaction in either order).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analysis_periods')
    .addColumn('analysis_id', 'integer', (c) => c.notNull().references('analyses.id').onDelete('cascade'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('analysis_periods_pkey', ['analysis_id', 'year'])
    .addCheckConstraint('analysis_periods_year', sql`year BETWEEN 1900 AND 2999`)
    .addCheckConstraint('analysis_periods_kind', sql`kind IN ('Audited', 'Provisional', 'Estimated', 'Projected')`)
    .execute();

  let table = db.schema
    .createTable('company_periods')
    .addColumn('analysis_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull());
  for (const column of STATEMENTS) {
    table = table
      .addColumn(column, 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addCheckConstraint(`company_periods_${column}_object`, sql`jsonb_typeof(${sql.ref(column)}) = 'object'`);
  }
  await table
    .addPrimaryKeyConstraint('company_periods_pkey', ['analysis_id', 'position', 'year'])
    .addForeignKeyConstraint('company_periods_company_fkey', ['analysis_id', 'position'], 'companies', ['analysis_id', 'position'], (fk) =>
      fk.onDelete('cascade').onUpdate('cascade'),
    )
    .addForeignKeyConstraint('company_periods_period_fkey', ['analysis_id', 'year'], 'analysis_periods', ['analysis_id', 'year'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();

  await sql`INSERT INTO analysis_periods (analysis_id, year, kind) SELECT id, year, 'Estimated' FROM analyses`.execute(db);
  await sql`INSERT INTO company_periods (analysis_id, position, year, opstmt, assetnliabs, ocaocl)
    SELECT c.analysis_id, c.position, a.year, c.opstmt, c.assetnliabs, c.ocaocl
    FROM companies c JOIN analyses a ON a.id = c.analysis_id`.execute(db);
  await db.schema.alterTable('companies').dropColumn('opstmt').dropColumn('assetnliabs').dropColumn('ocaocl').execute();
  await sql`ALTER TABLE analyses ADD CONSTRAINT analyses_assessment_period_fkey
    FOREIGN KEY (id, year) REFERENCES analysis_periods (analysis_id, year) DEFERRABLE INITIALLY DEFERRED`.execute(db);
}

/** Back to one set of statements per company: the assessment year's figures; other periods are dropped. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE analyses DROP CONSTRAINT analyses_assessment_period_fkey`.execute(db);
  for (const column of STATEMENTS) {
    await db.schema
      .alterTable('companies')
      .addColumn(column, 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .execute();
    await db.schema
      .alterTable('companies')
      .addCheckConstraint(`companies_${column}_object`, sql`jsonb_typeof(${sql.ref(column)}) = 'object'`)
      .execute();
  }
  await sql`UPDATE companies c SET opstmt = p.opstmt, assetnliabs = p.assetnliabs, ocaocl = p.ocaocl
    FROM company_periods p JOIN analyses a ON a.id = p.analysis_id AND a.year = p.year
    WHERE p.analysis_id = c.analysis_id AND p.position = c.position`.execute(db);
  await db.schema.dropTable('company_periods').execute();
  await db.schema.dropTable('analysis_periods').execute();
}
