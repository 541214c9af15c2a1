import { sql } from 'kysely';
import type { WireCompanyDrivers } from '../../contract/projections';
import type { InputScreenId, StatementInputs } from '../../domain/model';
import type { AnalysisRow, Db } from '../database';

/**
 * Saves one statement of every company in one period, in one SQL statement merged in SQL: company `i`'s
 * stored map is `stored || patches[i]` (JSONB concatenation: the patch's keys replace, the others stay),
 * and the version is bumped. A figure written this way drops the expression it was typed as (the arithmetic
 * no longer makes it); its note stays. Nothing is read first and no transaction is held open: the analyses
 * row is updated (and so locked) before the figures, and a concurrent writer's commit is re-read by
 * PostgreSQL before the merge (READ COMMITTED re-checks an updated row), so racing writers never lose a key.
 * The period is `year`, or the assessment year when undefined. Nothing is written, and null is returned,
 * unless the analysis is the user's, `expectedVersion` (when given) is current, the year is one of its
 * periods, there is one patch per company and no patch changes the figure of a row opened into detail lines
 * (the caller says which failed). Returns the new analysis
 * row, the period's year and every company's merged map, by position. A patched cell that had a
 * projection method loses it in the same statement (it is typed now); `projections` is each company's
 * drivers when they changed.
 */
export async function mergeStatement(
  db: Db,
  userId: number,
  id: number,
  expectedVersion: number | undefined,
  year: number | undefined,
  screen: InputScreenId,
  patches: StatementInputs[],
): Promise<{ analysis: AnalysisRow; year: number; statements: StatementInputs[]; projections: (WireCompanyDrivers | undefined)[] } | null> {
  const byPosition = Object.fromEntries(patches.map((patch, position) => [String(position), patch]));
  const { rows } = await sql<
    AnalysisRow & { period: number; merged: Record<string, StatementInputs> | null; drivers: Record<string, WireCompanyDrivers> | null }
  >`
    WITH a AS (
      UPDATE analyses SET version = version + 1, updated_at = now()
      WHERE id = ${id} AND user_id = ${userId}
        AND (${expectedVersion ?? null}::int IS NULL OR version = ${expectedVersion ?? null}::int)
        AND (SELECT count(*) FROM companies WHERE analysis_id = ${id}) = ${patches.length}
        AND EXISTS (SELECT 1 FROM analysis_periods p WHERE p.analysis_id = ${id} AND p.year = coalesce(${year ?? null}::int, analyses.year))
        -- A row opened into detail lines takes its figure from them: only their sum may be written to it.
        AND NOT EXISTS (
          SELECT 1 FROM company_periods cp, jsonb_each(${JSON.stringify(byPosition)}::jsonb) AS x, jsonb_each(x.value) AS v
          WHERE cp.analysis_id = ${id} AND cp.position = x.key::int AND cp.year = coalesce(${year ?? null}::int, analyses.year)
            AND (cp.details -> ${screen}) ? v.key AND (cp.${sql.ref(screen)} -> v.key) IS DISTINCT FROM v.value
        )
      RETURNING *
    ), f AS (
      UPDATE company_periods SET ${sql.ref(screen)} = company_periods.${sql.ref(screen)} || x.value,
        expressions = jsonb_set(company_periods.expressions, ${`{${screen}}`}::text[],
          coalesce(company_periods.expressions -> ${screen}, '{}'::jsonb) - ARRAY(SELECT jsonb_object_keys(x.value)))
      FROM a, jsonb_each(${JSON.stringify(byPosition)}::jsonb) AS x
      WHERE company_periods.analysis_id = a.id AND company_periods.position = x.key::int
        AND company_periods.year = coalesce(${year ?? null}::int, a.year)
      RETURNING company_periods.position, company_periods.${sql.ref(screen)} AS statement
    ), d AS (
      -- A figure typed into a driven cell makes it typed: its method goes.
      UPDATE companies SET projections = jsonb_set(
        companies.projections,
        ARRAY[coalesce(${year ?? null}::int, a.year)::text],
        (companies.projections -> coalesce(${year ?? null}::int, a.year)::text)
          - ARRAY(SELECT ${screen}::text || '.' || k FROM jsonb_object_keys(x.value) AS k)
      )
      FROM a, jsonb_each(${JSON.stringify(byPosition)}::jsonb) AS x
      WHERE companies.analysis_id = a.id AND companies.position = x.key::int
        AND companies.projections ? coalesce(${year ?? null}::int, a.year)::text
      RETURNING companies.position, companies.projections
    )
    SELECT a.*, coalesce(${year ?? null}::int, a.year) AS period, (SELECT jsonb_object_agg(f.position, f.statement) FROM f) AS merged,
      (SELECT jsonb_object_agg(d.position, d.projections) FROM d) AS drivers
    FROM a`.execute(db);
  const row = rows[0];
  if (!row) {
    return null;
  }
  const { merged, period, drivers, ...analysis } = row;
  return {
    analysis,
    year: period,
    statements: patches.map((_, position) => merged?.[String(position)] ?? {}),
    projections: patches.map((_, position) => drivers?.[String(position)]),
  };
}
