import { Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnalysisFile } from '../../contract/fixture';
import { INPUT_SCREENS } from '../../domain/model';
import type { Db } from '../database';
import { createRepositories } from '../repositories';
import { BACKENDS, assessed, fixture } from '../testing/harness';
import { migrationProvider } from '.';

/** Inserts `file` (its assessment year's figures) the way the one-year schema stored it. */
async function insertOneYear(db: Db, userId: number, file: AnalysisFile): Promise<number> {
  const { rows } = await sql<{ id: number }>`INSERT INTO analyses (user_id, name, year, unit, settings)
    VALUES (${userId}, ${file.name}, ${file.year}, ${file.unit}, ${JSON.stringify(file.settings)}::jsonb) RETURNING id`.execute(db);
  const id = rows[0]!.id;
  for (const [position, company] of file.companies.entries()) {
    const s = assessed(file, position);
    await sql`INSERT INTO companies (analysis_id, position, name, opstmt, assetnliabs, ocaocl)
      VALUES (${id}, ${position}, ${company.name}, ${JSON.stringify(s.opstmt)}::jsonb,
        ${JSON.stringify(s.assetnliabs)}::jsonb, ${JSON.stringify(s.ocaocl)}::jsonb)`.execute(db);
  }
  return id;
}

describe.each(BACKENDS)('the periods migration on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  let cleanup: () => Promise<void> = async () => undefined;
  afterAll(() => cleanup());

  it('moves every existing analysis to one period (its year, Estimated) with every figure, and back down', async () => {
    const { db, drop } = await backend.open({ upTo: '001-initial' });
    cleanup = async () => {
      await db.destroy();
      await drop();
    };
    const { rows } = await sql<{ id: number }>`INSERT INTO users (username, email, password_hash)
      VALUES ('migrated', 'migrated@example.com', 'x') RETURNING id`.execute(db);
    const userId = rows[0]!.id;
    const files = [fixture(), fixture('three-companies')];
    const ids: number[] = [];
    for (const file of files) {
      ids.push(await insertOneYear(db, userId, file));
    }

    // The migration tables live in this test's schema (see openDatabase).
    const schema = (await sql<{ name: string }>`SELECT current_schema() AS name`.execute(db)).rows[0]!.name;
    const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: schema });
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.map((r) => [r.migrationName, r.status])).toContainEqual(['004-periods', 'Success']);

    const repos = createRepositories(db);
    for (const [i, file] of files.entries()) {
      const loaded = await repos.analyses.load(userId, ids[i]!);
      expect(loaded.analysis).toMatchObject({ name: file.name, year: file.year, unit: file.unit, version: 1 });
      expect(loaded.periods).toEqual([{ year: file.year, kind: 'Estimated' }]);
      expect(loaded.companies.map((c) => c.name)).toEqual(file.companies.map((c) => c.name));
      loaded.companies.forEach((c, position) => {
        // Every figure of every statement, key for key.
        expect(c.byYear.get(file.year)).toEqual(assessed(file, position));
      });
    }
    const [summary] = (await repos.analyses.list(userId, { limit: 10 })).rows;
    expect(summary!.periods).toHaveLength(1);

    // The one-year columns are gone; the assessment year must be a period (the deferred key holds).
    const columns = await sql<{ column_name: string }>`SELECT column_name FROM information_schema.columns
      WHERE table_name = 'companies' AND table_schema = current_schema()`.execute(db);
    // The statements moved to company_periods (later migrations add columns of their own: limits, loans, type…).
    const names = columns.rows.map((r) => r.column_name);
    expect(names).toEqual(expect.arrayContaining(['analysis_id', 'name', 'position']));
    expect(names.filter((n) => ['opstmt', 'assetnliabs', 'ocaocl'].includes(n))).toEqual([]);
    await expect(db.transaction().execute((trx) => sql`UPDATE analyses SET year = 1999 WHERE id = ${ids[0]}`.execute(trx))).rejects.toThrow();

    // Down again: the assessment year's figures go back onto the companies.
    const down = await migrator.migrateTo('001-initial');
    expect(down.error).toBeUndefined();
    const back = await sql<{ analysis_id: number; position: number; opstmt: unknown; assetnliabs: unknown; ocaocl: unknown }>`
      SELECT analysis_id, position, opstmt, assetnliabs, ocaocl FROM companies ORDER BY analysis_id, position`.execute(db);
    expect(back.rows).toEqual(
      files.flatMap((file, i) =>
        file.companies.map((_, position) => ({
          analysis_id: ids[i],
          position,
          ...Object.fromEntries(INPUT_SCREENS.map((s) => [s, assessed(file, position)[s]])),
        })),
      ),
    );
  });
});
