import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { AmountUnit } from '../../contract/constants';
import type { AnalysisFile } from '../../contract/fixture';
import type { InputScreenId, StatementInputs } from '../../domain/model';
import type { Settings } from '../../domain/settings';
import type { AnalysisRow, CompanyRow, Database, Db, NewCompany } from '../database';
import { invalidRequest, notFound, tooManyAnalyses, versionConflict } from '../errors';

/** An analysis with its companies in position order. */
export interface LoadedAnalysis {
  analysis: AnalysisRow;
  companies: CompanyRow[];
}

/** A new analysis and its companies, in order. */
export interface NewAnalysis {
  name: string;
  year: number;
  unit: AmountUnit;
  settings: Settings;
  companies: NewCompany[];
}

/**
 * The new analysis an analysis file describes (import, fixture loader, tests). Absent statement keys stay
 * absent (zod adds no `undefined` entries), so the cast only narrows the optional type.
 */
export function newAnalysisFromFile(file: AnalysisFile): NewAnalysis {
  return {
    name: file.name,
    year: file.year,
    unit: file.unit,
    settings: file.settings,
    companies: file.companies.map((c, position) => ({
      position,
      name: c.name,
      opstmt: c.opstmt as StatementInputs,
      assetnliabs: c.assetnliabs as StatementInputs,
      ocaocl: c.ocaocl as StatementInputs,
    })),
  };
}

/** What one write changes: analysis fields, and per company (by position) a new name or statement maps. */
export interface AnalysisChanges {
  name?: string;
  unit?: AmountUnit;
  settings?: Settings;
  companies?: ({ position: number; name?: string } & Partial<Record<InputScreenId, StatementInputs>>)[];
}

/** The company columns a write may change, in the order they are written. */
const COMPANY_COLUMNS = ['name', 'opstmt', 'assetnliabs', 'ocaocl'] as const;

/** An analysis joined with its companies in position order, owner-scoped. */
function joined(executor: Kysely<Database>, userId: number, id: number) {
  return executor
    .selectFrom('analyses as a')
    .innerJoin('companies as c', 'c.analysis_id', 'a.id')
    .select([
      'a.user_id',
      'a.name as analysis_name',
      'a.year',
      'a.unit',
      'a.settings',
      'a.version',
      'a.created_at',
      'a.updated_at',
      'c.analysis_id',
      'c.position',
      'c.name',
      'c.opstmt',
      'c.assetnliabs',
      'c.ocaocl',
    ])
    .where('a.id', '=', id)
    .where('a.user_id', '=', userId)
    .orderBy('c.position');
}

/** Splits the joined rows into the analysis and its companies; 404 when there are none. */
function loaded(rows: Awaited<ReturnType<ReturnType<typeof joined>['execute']>>, id: number): LoadedAnalysis {
  const first = rows[0];
  if (!first) {
    throw notFound('Analysis not found');
  }
  const { analysis_name, year, unit, settings, version, created_at, updated_at, user_id } = first;
  return {
    analysis: { id, user_id, name: analysis_name, year, unit, settings, version, created_at, updated_at },
    companies: rows.map(({ analysis_id, position, name, opstmt, assetnliabs, ocaocl }) => ({
      analysis_id,
      position,
      name,
      opstmt,
      assetnliabs,
      ocaocl,
    })),
  };
}

/** Where a page of the analysis list ended: the last row's `updated_at` (PostgreSQL text, exact to the µs) and id. */
export interface ListPosition {
  updatedAt: string;
  id: number;
}

/** The longest analysis name (the contract's rule). */
const MAX_NAME = 120;

/** `name`, or `name (2)`, `name (3)`, … : the first the user does not have yet (cut to fit {@link MAX_NAME}). */
async function freeName(executor: Kysely<Database>, userId: number, name: string): Promise<string> {
  const rows = await executor.selectFrom('analyses').select('name').where('user_id', '=', userId).execute();
  const taken = new Set(rows.map((r) => r.name));
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const candidate = `${name.slice(0, MAX_NAME - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate)) {
      return candidate;
    }
  }
}

/** How many analyses one user may keep unless MAX_ANALYSES_PER_USER says otherwise. */
export const DEFAULT_MAX_ANALYSES_PER_USER = 1000;

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
     * names in order (aggregated in SQL). `q` keeps those whose name or a company's name contains it
     * (case-insensitive); `after` continues after the given page position. Returns up to `limit` rows
     * and the position to continue from, or null on the last page.
     */
    async list(
      userId: number,
      page: { limit: number; q?: string; after?: ListPosition },
    ): Promise<{ rows: { analysis: AnalysisRow; companyNames: string[] }[]; next: ListPosition | null }> {
      const pattern = page.q ? `%${page.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const rows = await db
        .selectFrom('analyses as a')
        .selectAll('a')
        .select([
          sql<string>`a.updated_at::text`.as('position_at'),
          sql<string[]>`(SELECT coalesce(jsonb_agg(c.name ORDER BY c.position), '[]'::jsonb) FROM companies c WHERE c.analysis_id = a.id)`.as(
            'company_names',
          ),
        ])
        .where('a.user_id', '=', userId)
        .$if(pattern !== undefined, (qb) =>
          qb.where((eb) =>
            eb.or([
              eb('a.name', 'ilike', pattern!),
              eb.exists(
                eb
                  .selectFrom('companies as c')
                  .select('c.position')
                  .whereRef('c.analysis_id', '=', 'a.id')
                  .where('c.name', 'ilike', pattern!),
              ),
            ]),
          ),
        )
        .$if(page.after !== undefined, (qb) =>
          qb.where(sql<boolean>`(a.updated_at, a.id) < (${page.after!.updatedAt}::timestamptz, ${page.after!.id})`),
        )
        .orderBy('a.updated_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(page.limit + 1)
        .execute();
      const shown = rows.slice(0, page.limit);
      const last = shown.at(-1);
      return {
        rows: shown.map(({ company_names, position_at: _, ...analysis }) => ({ analysis, companyNames: company_names })),
        next: rows.length > page.limit && last ? { updatedAt: last.position_at, id: last.id } : null,
      };
    },

    /**
     * Creates an analysis and its companies in one transaction. Refuses (409) when the user already has
     * `maxPerUser` analyses; the user's row is locked meanwhile so concurrent creates cannot both pass.
     * With `uniqueName`, a name the user already has gets " (2)", " (3)", … (imports).
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
          .returningAll()
          .executeTakeFirstOrThrow();
        const companies = await trx
          .insertInto('companies')
          .values(input.companies.map((c) => ({ ...c, analysis_id: analysis.id })))
          .returningAll()
          .execute();
        return { analysis, companies: companies.sort((a, b) => a.position - b.position) };
      });
    },

    /** The analysis and its companies (one query); throws 404 when missing or not the user's. */
    async load(userId: number, id: number): Promise<LoadedAnalysis> {
      return loaded(await joined(db, userId, id).execute(), id);
    },

    /**
     * Changes an analysis in one transaction: locks the analyses row before reading anything, so every
     * read-modify-write of one analysis is serialised (on PostgreSQL; PGlite has one connection), checks `expectedVersion` (409 when stale),
     * asks `change` what to write given the current state (it may throw to abort with nothing written),
     * writes it and bumps the version. Throws 404 when missing or not the user's.
     */
    async update(
      userId: number,
      id: number,
      expectedVersion: number | undefined,
      change: (current: LoadedAnalysis) => AnalysisChanges,
    ): Promise<LoadedAnalysis> {
      return db.transaction().execute(async (trx) => {
        // The row lock comes first, in a statement of its own: the companies are read by the next
        // statement, whose snapshot (READ COMMITTED) starts after the lock is granted and so sees the
        // previous writer's commit. Locking inside the joined read would re-check only the analyses row
        // and hand back the companies as they were before the wait (a lost update).
        const locked = await trx
          .selectFrom('analyses')
          .select('id')
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        if (!locked) {
          throw notFound('Analysis not found');
        }
        const current = loaded(await joined(trx, userId, id).execute(), id);
        if (expectedVersion !== undefined && expectedVersion !== current.analysis.version) {
          throw versionConflict(current.analysis.version);
        }
        const changes = change(current);
        // One statement per changed column for all companies: {"<position>": value} unpacked by jsonb_each.
        for (const column of COMPANY_COLUMNS) {
          const values = Object.fromEntries(
            (changes.companies ?? []).filter((c) => c[column] !== undefined).map((c) => [String(c.position), c[column]]),
          );
          if (Object.keys(values).length > 0) {
            const value = column === 'name' ? sql`x.value #>> '{}'` : sql`x.value`;
            await sql`UPDATE companies SET ${sql.ref(column)} = ${value}
              FROM jsonb_each(${values}::jsonb) AS x
              WHERE companies.analysis_id = ${id} AND companies.position = x.key::int`.execute(trx);
          }
        }
        const analysis = await trx
          .updateTable('analyses')
          .set({
            ...(changes.name === undefined ? {} : { name: changes.name }),
            ...(changes.unit === undefined ? {} : { unit: changes.unit }),
            ...(changes.settings === undefined ? {} : { settings: changes.settings }),
            version: sql<number>`version + 1`,
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const updated = new Map((changes.companies ?? []).map((c) => [c.position, c]));
        return {
          analysis,
          companies: current.companies.map((c) => ({ ...c, ...updated.get(c.position) })),
        };
      });
    },

    /**
     * Saves one statement of every company in one statement, merged in SQL: company `i`'s stored map is
     * `stored || patches[i]` (JSONB concatenation: the patch's keys replace, the others stay), and the version
     * is bumped. Nothing is read first and no transaction is held open: the analyses row is updated (and so
     * locked) before the companies, and a concurrent writer's commit is re-read by PostgreSQL before the
     * merge (READ COMMITTED re-checks an updated row), so racing writers never lose a key. Nothing is written
     * unless the analysis is the user's, `expectedVersion` (when given) is current and there is one patch
     * per company; otherwise throws 404, 409 or 400 (`invalid` names the update in the 400).
     * Returns the new analysis row and every company's merged map, by position.
     */
    async mergeStatement(
      userId: number,
      id: number,
      expectedVersion: number | undefined,
      screen: InputScreenId,
      patches: StatementInputs[],
      invalid: string,
    ): Promise<{ analysis: AnalysisRow; statements: StatementInputs[] }> {
      const byPosition = Object.fromEntries(patches.map((patch, position) => [String(position), patch]));
      const { rows } = await sql<AnalysisRow & { merged: Record<string, StatementInputs> | null }>`
        WITH a AS (
          UPDATE analyses SET version = version + 1, updated_at = now()
          WHERE id = ${id} AND user_id = ${userId}
            AND (${expectedVersion ?? null}::int IS NULL OR version = ${expectedVersion ?? null}::int)
            AND (SELECT count(*) FROM companies WHERE analysis_id = ${id}) = ${patches.length}
          RETURNING *
        ), c AS (
          UPDATE companies SET ${sql.ref(screen)} = companies.${sql.ref(screen)} || x.value
          FROM a, jsonb_each(${JSON.stringify(byPosition)}::jsonb) AS x
          WHERE companies.analysis_id = a.id AND companies.position = x.key::int
          RETURNING companies.position, companies.${sql.ref(screen)} AS statement
        )
        SELECT a.*, (SELECT jsonb_object_agg(c.position, c.statement) FROM c) AS merged FROM a`.execute(db);
      const row = rows[0];
      if (!row) {
        // Nothing was written: say why, from the analysis as it is now.
        const current = await db
          .selectFrom('analyses as a')
          .select(['a.version', sql<string>`(SELECT count(*) FROM companies c WHERE c.analysis_id = a.id)`.as('companies')])
          .where('a.id', '=', id)
          .where('a.user_id', '=', userId)
          .executeTakeFirst();
        if (!current) {
          throw notFound('Analysis not found');
        }
        if (expectedVersion !== undefined && expectedVersion !== current.version) {
          throw versionConflict(current.version);
        }
        throw invalidRequest([{ path: [], message: `expected ${current.companies} companies, got ${patches.length}` }], invalid);
      }
      const { merged, ...analysis } = row;
      return { analysis, statements: patches.map((_, position) => merged?.[String(position)] ?? {}) };
    },

    /** Deletes the analysis and its companies; false when missing or not the user's. */
    async remove(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('analyses')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type AnalysesRepository = ReturnType<typeof analysesRepository>;
