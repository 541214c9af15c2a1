import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { AssociateConcern, FacilityLimit } from '../../contract/report';
import type { CompanyNotes } from '../../contract/notes';
import type { WireAssetBlock, WireCompanyDrivers } from '../../contract/projections';
import type { WireTermLoan } from '../../contract/term-loans';
import { cutText } from '../../contract/text';
import type { CompanyType } from '../../domain/company-type';
import { DEFAULT_MAX_ANALYSES_PER_USER } from '../config';
import type { AnalysisRow, Database, Db, PeriodRow } from '../database';
import { notFound, tooManyAnalyses, versionConflict } from '../errors';
import { mergeStatement } from './merge-statement';
import { insertPeriods, periodsOf, writeFigures, writePeriods } from './periods';
import { COMPANY_COLUMNS, joined, loaded, withChanges, writeCompanyColumn } from './loaded-analysis';
import type { AnalysisChanges, LoadedAnalysis, NewAnalysis } from './loaded-analysis';

export { newAnalysisFromFile } from './loaded-analysis';
export type { AnalysisChanges, CompanyParts, LoadedAnalysis, LoadedCompany, NewAnalysis } from './loaded-analysis';

/** Where a page of the analysis list ended: the last row's `updated_at` (PostgreSQL text, exact to the µs) and id. */
export interface ListPosition {
  updatedAt: string;
  id: number;
}

/** The columns of an analyses row, as a loaded analysis holds them. */
const ANALYSIS_COLUMNS = ['id', 'user_id', 'name', 'year', 'unit', 'settings', 'version', 'created_at', 'updated_at'] as const;

/** The longest analysis name (the contract's rule). */
const MAX_NAME = 120;

/** `name`, or `name (2)`, `name (3)`, … : the first the user does not have yet (cut between graphemes to fit {@link MAX_NAME}). */
async function freeName(executor: Kysely<Database>, userId: number, name: string): Promise<string> {
  const rows = await executor.selectFrom('analyses').select('name').where('user_id', '=', userId).execute();
  const taken = new Set(rows.map((r) => r.name));
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const candidate = `${cutText(name, MAX_NAME - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate)) {
      return candidate;
    }
  }
}

/** Limits the repository enforces. */
export interface AnalysesLimits {
  /** How many analyses one user may keep. */
  maxAnalysesPerUser: number;
}

/** Analyses and their companies. Every method is scoped to the owning user: another user's id is "missing". */
export function analysesRepository(db: Db, limits: AnalysesLimits = { maxAnalysesPerUser: DEFAULT_MAX_ANALYSES_PER_USER }) {
  return {
    /**
     * One page of the user's analyses, most recently changed first (ties by id), each with its company
     * names and types in order (aggregated in SQL) and its periods, oldest first. `q` keeps those whose name or a company's name contains it
     * (case-insensitive); `after` continues after the given page position. Returns up to `limit` rows
     * and the position to continue from, or null on the last page.
     */
    async list(
      userId: number,
      page: { limit: number; q?: string; after?: ListPosition },
    ): Promise<{
      rows: { analysis: AnalysisRow; companyNames: string[]; companyTypes: CompanyType[]; panCins: (string | null)[]; periods: PeriodRow[] }[];
      next: ListPosition | null;
    }> {
      const pattern = page.q ? `%${page.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const rows = await db
        .selectFrom('analyses as a')
        .selectAll('a')
        .select([
          sql<string>`a.updated_at::text`.as('position_at'),
          sql<string[]>`(SELECT coalesce(jsonb_agg(c.name ORDER BY c.position), '[]'::jsonb) FROM companies c WHERE c.analysis_id = a.id)`.as('company_names'),
          sql<CompanyType[]>`(SELECT coalesce(jsonb_agg(c.type ORDER BY c.position), '[]'::jsonb) FROM companies c WHERE c.analysis_id = a.id)`.as(
            'company_types',
          ),
          sql<(string | null)[]>`(SELECT coalesce(jsonb_agg(c.pan_cin ORDER BY c.position), '[]'::jsonb) FROM companies c WHERE c.analysis_id = a.id)`.as(
            'pan_cins',
          ),
        ])
        .where('a.user_id', '=', userId)
        .$if(pattern !== undefined, (qb) =>
          qb.where((eb) =>
            eb.or([
              eb('a.name', 'ilike', pattern!),
              eb.exists(eb.selectFrom('companies as c').select('c.position').whereRef('c.analysis_id', '=', 'a.id').where('c.name', 'ilike', pattern!)),
            ]),
          ),
        )
        .$if(page.after !== undefined, (qb) => qb.where(sql<boolean>`(a.updated_at, a.id) < (${page.after!.updatedAt}::timestamptz, ${page.after!.id})`))
        .orderBy('a.updated_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(page.limit + 1)
        .execute();
      const shown = rows.slice(0, page.limit);
      const last = shown.at(-1);
      const periods = await periodsOf(
        db,
        shown.map((a) => a.id),
      );
      return {
        rows: shown.map(({ company_names, company_types, pan_cins, position_at: _, ...analysis }) => ({
          analysis,
          companyNames: company_names,
          companyTypes: company_types,
          panCins: pan_cins,
          periods: periods.get(analysis.id) ?? [],
        })),
        next: rows.length > page.limit && last ? { updatedAt: last.position_at, id: last.id } : null,
      };
    },

    /**
     * Creates an analysis, its periods, companies and figures in one transaction. Refuses (409) when the user
     * already has `maxPerUser` analyses; the user's row is locked meanwhile so concurrent creates cannot both
     * pass. With `uniqueName`, a name the user already has gets " (2)", " (3)", … (imports).
     */
    async create(userId: number, input: NewAnalysis, options: { uniqueName?: boolean } = {}): Promise<LoadedAnalysis> {
      return db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
        const { count } = await trx
          .selectFrom('analyses')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= limits.maxAnalysesPerUser) {
          throw tooManyAnalyses(limits.maxAnalysesPerUser);
        }
        const name = options.uniqueName ? await freeName(trx, userId, input.name) : input.name;
        const analysis = await trx
          .insertInto('analyses')
          .values({ user_id: userId, name, year: input.year, unit: input.unit, settings: input.settings })
          .returning('id')
          .executeTakeFirstOrThrow();
        const positions = input.companies.map((_, position) => position);
        await trx
          .insertInto('companies')
          .values(
            input.companies.map((c, position) => ({
              analysis_id: analysis.id,
              position,
              name: c.name,
              ...(c.type ? { type: c.type } : {}),
              ...(c.panCin ? { pan_cin: c.panCin } : {}),
              // pg would send a JS array as a PostgreSQL array; jsonb takes its JSON text.
              ...(c.limits ? { limits: sql<FacilityLimit[]>`${JSON.stringify(c.limits)}::jsonb` } : {}),
              ...(c.associates ? { associates: sql<AssociateConcern[]>`${JSON.stringify(c.associates)}::jsonb` } : {}),
              ...(c.termLoans ? { term_loans: sql<WireTermLoan[]>`${JSON.stringify(c.termLoans)}::jsonb` } : {}),
              ...(c.projections ? { projections: sql<WireCompanyDrivers>`${JSON.stringify(c.projections)}::jsonb` } : {}),
              ...(c.fixedAssets ? { fixed_assets: sql<WireAssetBlock[]>`${JSON.stringify(c.fixedAssets)}::jsonb` } : {}),
              ...(c.notes ? { notes: sql<CompanyNotes>`${JSON.stringify(c.notes)}::jsonb` } : {}),
            })),
          )
          .execute();
        await insertPeriods(trx, analysis.id, input.periods, positions, new Map(input.companies.map((c, position) => [position, c.byYear ?? new Map()])));
        for (const [year, months] of input.months ?? []) {
          await trx.updateTable('analysis_periods').set({ months }).where('analysis_id', '=', analysis.id).where('year', '=', year).execute();
        }
        return loaded(await joined(trx, userId, analysis.id).execute(), analysis.id);
      });
    },

    /** The analysis, its periods and companies (one query); throws 404 when missing or not the user's. */
    async load(userId: number, id: number): Promise<LoadedAnalysis> {
      return loaded(await joined(db, userId, id).execute(), id);
    },

    /**
     * Changes an analysis in one transaction: locks the analyses row before reading anything, so every
     * read-modify-write of one analysis is serialised (on PostgreSQL; PGlite has one connection), checks `expectedVersion` (409 when stale),
     * asks `change` what to write given the current state (it may throw to abort with nothing written),
     * writes it and bumps the version. Throws 404 when missing or not the user's. `known` is a copy the caller
     * holds (the read cache's): when it is at the locked version it stands for the current state, and the
     * answer is it with the changes applied ({@link withChanges}), so a save reads no figures; a write of the
     * periods (whose new rows take the database's defaults) or without a current copy reads the analysis.
     * `change` must not modify the state it is given.
     */
    async update(
      userId: number,
      id: number,
      expectedVersion: number | undefined,
      change: (current: LoadedAnalysis) => AnalysisChanges,
      /** More writes of the same transaction, after the change (an import's provenance and remembered mappings). */
      after?: (trx: Kysely<Database>, updated: LoadedAnalysis) => Promise<void>,
      known?: LoadedAnalysis,
    ): Promise<LoadedAnalysis> {
      return db.transaction().execute(async (trx) => {
        // The row lock comes first, in a statement of its own: the companies are read by the next
        // statement, whose snapshot (READ COMMITTED) starts after the lock is granted and so sees the
        // previous writer's commit. Locking inside the joined read would re-check only the analyses row
        // and hand back the companies as they were before the wait (a lost update).
        const locked = await trx.selectFrom('analyses').select('version').where('id', '=', id).where('user_id', '=', userId).forUpdate().executeTakeFirst();
        if (!locked) {
          throw notFound('Analysis not found');
        }
        // Every write bumps the version, so a copy at the locked version is what the database holds.
        const fresh = known?.analysis.id === id && known.analysis.user_id === userId && known.analysis.version === locked.version;
        const current = fresh ? known : loaded(await joined(trx, userId, id).execute(), id);
        if (expectedVersion !== undefined && expectedVersion !== current.analysis.version) {
          throw versionConflict(current.analysis.version);
        }
        const changes = change(current);
        const positions = current.companies.map((c) => c.position);
        if (changes.periods) {
          await writePeriods(trx, id, current.periods, changes.periods, positions);
        }
        if (changes.months) {
          await trx
            .updateTable('analysis_periods')
            .set({ months: changes.months.months })
            .where('analysis_id', '=', id)
            .where('year', '=', changes.months.year)
            .execute();
        }
        for (const [column, field] of Object.entries(COMPANY_COLUMNS) as [
          keyof typeof COMPANY_COLUMNS,
          (typeof COMPANY_COLUMNS)[keyof typeof COMPANY_COLUMNS],
        ][]) {
          await writeCompanyColumn(
            trx,
            id,
            column,
            changes.companies?.map((c) => [c.position, c[field]]),
          );
        }
        await writeFigures(trx, id, changes.companies ?? []);
        const analysis = await trx
          .updateTable('analyses')
          .set({
            ...(changes.name === undefined ? {} : { name: changes.name }),
            ...(changes.unit === undefined ? {} : { unit: changes.unit }),
            ...(changes.settings === undefined ? {} : { settings: changes.settings }),
            ...(changes.year === undefined ? {} : { year: changes.year }),
            version: sql<number>`version + 1`,
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', id)
          .returning(ANALYSIS_COLUMNS)
          .executeTakeFirstOrThrow();
        const updated = changes.periods || changes.months ? loaded(await joined(trx, userId, id).execute(), id) : withChanges(current, changes, analysis);
        await after?.(trx, updated);
        return updated;
      });
    },

    /** One statement of every company in one period, merged in SQL ({@link mergeStatement}). */
    mergeStatement: (...args: Parameters<typeof mergeStatement> extends [Db, ...infer Rest] ? Rest : never) => mergeStatement(db, ...args),

    /** Deletes the analysis with its periods, companies and figures; false when missing or not the user's. */
    async remove(userId: number, id: number): Promise<boolean> {
      const result = await db.deleteFrom('analyses').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type AnalysesRepository = ReturnType<typeof analysesRepository>;
