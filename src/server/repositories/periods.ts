import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { CellTexts } from '../../domain/cell-texts';
import type { CompanyInputs } from '../../domain/model';
import { INPUT_SCREENS } from '../../domain/model';
import type { Database, PeriodRow } from '../database';

/** The JSONB columns of one company in one period: the three statements' figures, and the expressions and notes beside them. */
export type PeriodColumns = Partial<CompanyInputs & CellTexts>;

/** The columns of `company_periods` that {@link writeFigures} writes, each a whole JSONB object. */
const PERIOD_COLUMNS = [...INPUT_SCREENS, 'expressions', 'notes', 'details'] as const;

/** New figures of one company: per period year, the statements (and texts) to replace (whole maps). */
export type FiguresByYear = ReadonlyMap<number, PeriodColumns>;

/** The periods of each of `ids`, oldest first (the analysis list). */
export async function periodsOf(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, PeriodRow[]>> {
  const byAnalysis = new Map<number, PeriodRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) {
    return byAnalysis;
  }
  const rows = await db
    .selectFrom('analysis_periods')
    .select(['analysis_id', 'year', 'kind'])
    .where('analysis_id', 'in', ids)
    .orderBy('analysis_id')
    .orderBy('year')
    .execute();
  for (const { analysis_id, year, kind } of rows) {
    byAnalysis.get(analysis_id)?.push({ year, kind });
  }
  return byAnalysis;
}

/**
 * Inserts periods and one empty row of figures per company and period (every company has figures in
 * every period, so reads need no outer join); `figures` (by position) fills in what is given.
 */
export async function insertPeriods(
  trx: Kysely<Database>,
  analysisId: number,
  periods: readonly PeriodRow[],
  positions: readonly number[],
  figures: ReadonlyMap<number, FiguresByYear> = new Map(),
): Promise<void> {
  if (periods.length === 0) {
    return;
  }
  await trx
    .insertInto('analysis_periods')
    .values(periods.map((p) => ({ analysis_id: analysisId, year: p.year, kind: p.kind })))
    .execute();
  if (positions.length === 0) {
    return;
  }
  await trx
    .insertInto('company_periods')
    .values(
      positions.flatMap((position) =>
        periods.map((p) => {
          const given = figures.get(position)?.get(p.year) ?? {};
          return {
            analysis_id: analysisId,
            position,
            year: p.year,
            opstmt: given.opstmt ?? {},
            assetnliabs: given.assetnliabs ?? {},
            ocaocl: given.ocaocl ?? {},
            expressions: given.expressions ?? {},
            notes: given.notes ?? {},
            details: given.details ?? {},
          };
        }),
      ),
    )
    .execute();
}

/**
 * Turns the current periods into `next` (oldest first): removed years go with their figures (the foreign
 * key cascades), new years start empty for every company, and changed kinds are written.
 */
export async function writePeriods(
  trx: Kysely<Database>,
  analysisId: number,
  current: readonly PeriodRow[],
  next: readonly PeriodRow[],
  positions: readonly number[],
): Promise<void> {
  const before = new Map(current.map((p) => [p.year, p.kind]));
  const after = new Map(next.map((p) => [p.year, p.kind]));
  const removed = current.filter((p) => !after.has(p.year)).map((p) => p.year);
  if (removed.length > 0) {
    await trx.deleteFrom('analysis_periods').where('analysis_id', '=', analysisId).where('year', 'in', removed).execute();
  }
  await insertPeriods(
    trx,
    analysisId,
    next.filter((p) => !before.has(p.year)),
    positions,
  );
  for (const p of next.filter((q) => before.has(q.year) && before.get(q.year) !== q.kind)) {
    await trx.updateTable('analysis_periods').set({ kind: p.kind }).where('analysis_id', '=', analysisId).where('year', '=', p.year).execute();
  }
}

/**
 * Writes new statement maps (and expressions, notes and detail lines) in one statement: per (company, period)
 * touched, each column given replaces the stored one and the others stay (`[{position, year, <column>}]`
 * unpacked by jsonb_to_recordset, an absent column NULL and so kept).
 */
export async function writeFigures(
  trx: Kysely<Database>,
  analysisId: number,
  companies: readonly { position: number; byYear?: FiguresByYear }[],
): Promise<void> {
  const rows = companies.flatMap(({ position, byYear }) =>
    [...(byYear ?? new Map<number, PeriodColumns>())]
      .filter(([, columns]) => PERIOD_COLUMNS.some((column) => columns[column] !== undefined))
      .map(([year, columns]) => ({ position, year, ...Object.fromEntries(PERIOD_COLUMNS.map((column) => [column, columns[column]])) })),
  );
  if (rows.length > 0) {
    const set = PERIOD_COLUMNS.map((column) => sql`${sql.ref(column)} = coalesce(x.${sql.ref(column)}, company_periods.${sql.ref(column)})`);
    const types = PERIOD_COLUMNS.map((column) => sql`${sql.ref(column)} jsonb`);
    await sql`UPDATE company_periods SET ${sql.join(set)}
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(position int, year int, ${sql.join(types)})
      WHERE company_periods.analysis_id = ${analysisId} AND company_periods.position = x.position
        AND company_periods.year = x.year`.execute(trx);
  }
}
