import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { AmountUnit } from '../../contract/constants';
import type { AnalysisFile } from '../../contract/fixture';
import type { AssociateConcern, FacilityLimit } from '../../contract/report';
import type { CompanyNotes } from '../../contract/notes';
import type { WireAssetBlock, WireCompanyDrivers } from '../../contract/projections';
import type { WireTermLoan } from '../../contract/term-loans';
import type { CellTexts } from '../../domain/cell-texts';
import type { CompanyType } from '../../domain/company-type';
import type { CompanyInputs, StatementInputs } from '../../domain/model';
import type { Settings } from '../../domain/settings';
import type { AnalysisRow, Database, PeriodRow } from '../database';
import { notFound } from '../errors';
import type { FiguresByYear, PeriodColumns } from './periods';

/*
 * The shape of a stored analysis as the repository hands it out and takes changes to it, and the one
 * query that reads it whole (analysis × periods × companies × figures).
 */

/** One company of a loaded analysis: its column, name, and its inputs in each period. */
export interface LoadedCompany {
  position: number;
  name: string;
  /** How its capital is kept. */
  type: CompanyType;
  /** Its PAN or CIN (upper case), or null when not given. */
  panCin: string | null;
  /** The three statements' inputs by period year; every period of the analysis has an entry. */
  byYear: ReadonlyMap<number, CompanyInputs>;
  /** The expressions and notes beside its inputs, by period year; every period has an entry. */
  textsByYear: ReadonlyMap<number, CellTexts>;
  /** Form I: the company's facilities with existing and proposed limits, in order. */
  limits: FacilityLimit[];
  /** Form I: the company's associate or group concerns, in order. */
  associates: AssociateConcern[];
  /** The company's term loans (wire shape), in order. */
  termLoans: WireTermLoan[];
  /** The company's projection methods: by projected year, by input id (a cell not listed is typed). */
  projections: WireCompanyDrivers;
  /** The company's fixed-asset blocks (wire shape). */
  fixedAssets: WireAssetBlock[];
  /** The analyst's free-text notes on the company and its forms. */
  notes: CompanyNotes;
}

/** What a company keeps beside its name, each part given or (absent) left as it is or empty. */
export interface CompanyParts {
  type?: CompanyType;
  panCin?: string | null;
  byYear?: FiguresByYear;
  limits?: FacilityLimit[];
  associates?: AssociateConcern[];
  termLoans?: WireTermLoan[];
  projections?: WireCompanyDrivers;
  fixedAssets?: WireAssetBlock[];
  notes?: CompanyNotes;
}

/** An analysis with its periods (oldest first) and its companies in position order. */
export interface LoadedAnalysis {
  analysis: AnalysisRow;
  periods: PeriodRow[];
  /** Months in each period, by year (12 unless set). */
  months: ReadonlyMap<number, number>;
  companies: LoadedCompany[];
}

/** A new analysis: its periods (oldest first, `year` among them) and companies in column order. */
export interface NewAnalysis {
  name: string;
  /** The assessment year; one of `periods`. */
  year: number;
  unit: AmountUnit;
  settings: Settings;
  periods: PeriodRow[];
  /** Figures absent from `byYear` start empty. */
  companies: ({ name: string } & CompanyParts)[];
  /** Months of the periods that are not 12 months long, by year. */
  months?: ReadonlyMap<number, number>;
}

/** The new analysis an analysis file describes (import, fixture loader, tests). */
export function newAnalysisFromFile(file: AnalysisFile): NewAnalysis {
  return {
    name: file.name,
    year: file.year,
    unit: file.unit,
    settings: file.settings,
    periods: file.periods.map((p) => ({ year: p.year, kind: p.kind })),
    months: new Map(file.periods.flatMap((p) => ('months' in p && p.months !== undefined && p.months !== 12 ? [[p.year, p.months] as const] : []))),
    companies: file.companies.map((c) => ({
      name: c.name,
      ...('type' in c && c.type ? { type: c.type } : {}),
      ...('limits' in c && c.limits ? { limits: c.limits } : {}),
      ...('associates' in c && c.associates ? { associates: c.associates } : {}),
      ...('term_loans' in c && c.term_loans ? { termLoans: c.term_loans } : {}),
      ...('projections' in c && c.projections ? { projections: c.projections } : {}),
      ...('fixed_assets' in c && c.fixed_assets ? { fixedAssets: c.fixed_assets } : {}),
      ...('pan_cin' in c && c.pan_cin ? { panCin: c.pan_cin } : {}),
      ...('notes' in c && c.notes ? { notes: c.notes } : {}),
      byYear: new Map(Object.entries(c.years).map(([year, statements]) => [Number(year), statements as PeriodColumns])),
    })),
  };
}

/**
 * What one write changes: analysis fields, the periods, and per company (by position) a new name or new
 * statement maps per period.
 */
export interface AnalysisChanges {
  name?: string;
  unit?: AmountUnit;
  settings?: Settings;
  /** The new assessment year; must be one of the periods after the change. */
  year?: number;
  /** The new periods, oldest first: years left out are removed with their figures, new years start empty. */
  periods?: PeriodRow[];
  companies?: ({ position: number; name?: string } & CompanyParts)[];
  /** A period's new length in months. */
  months?: { year: number; months: number };
}

const EMPTY: StatementInputs = {};

/** Each column of `companies` a write may set, and the field of a company's changes it takes (name, {@link CompanyParts}). */
export const COMPANY_COLUMNS = {
  name: 'name',
  type: 'type',
  pan_cin: 'panCin',
  limits: 'limits',
  associates: 'associates',
  term_loans: 'termLoans',
  projections: 'projections',
  fixed_assets: 'fixedAssets',
  notes: 'notes',
} as const satisfies Record<string, Exclude<keyof CompanyParts, 'byYear'> | 'name'>;

/**
 * `current` as the database holds it after a write of `changes` that kept the periods, with `analysis` the row
 * the write left: each company's given columns and (company, period) maps replace the stored ones, as
 * {@link writeCompanyColumn} and `writeFigures` write them. A year that is not a period is not written there
 * either. The saves use it instead of reading the whole analysis back.
 */
export function withChanges(current: LoadedAnalysis, changes: AnalysisChanges, analysis: AnalysisRow): LoadedAnalysis {
  const byPosition = new Map((changes.companies ?? []).map((c) => [c.position, c]));
  return {
    ...current,
    analysis,
    companies: current.companies.map((company) => {
      const change = byPosition.get(company.position);
      if (!change) {
        return company;
      }
      const byYear = new Map(company.byYear);
      const textsByYear = new Map(company.textsByYear);
      for (const [year, columns] of change.byYear ?? []) {
        const inputs = byYear.get(year);
        const texts = textsByYear.get(year);
        if (inputs && texts) {
          byYear.set(year, {
            opstmt: columns.opstmt ?? inputs.opstmt,
            assetnliabs: columns.assetnliabs ?? inputs.assetnliabs,
            ocaocl: columns.ocaocl ?? inputs.ocaocl,
          });
          textsByYear.set(year, {
            expressions: columns.expressions ?? texts.expressions,
            notes: columns.notes ?? texts.notes,
            details: columns.details ?? texts.details,
          });
        }
      }
      const columns = Object.values(COMPANY_COLUMNS).filter((field) => change[field] !== undefined);
      return { ...company, ...Object.fromEntries(columns.map((field) => [field, change[field]])), byYear, textsByYear };
    }),
  };
}

/** An analysis joined with its periods, companies and their figures, owner-scoped; company-major, oldest first. */
export function joined(executor: Kysely<Database>, userId: number, id: number) {
  return executor
    .selectFrom('analyses as a')
    .innerJoin('analysis_periods as p', 'p.analysis_id', 'a.id')
    .innerJoin('companies as c', 'c.analysis_id', 'a.id')
    .leftJoin('company_periods as f', (join) => join.onRef('f.analysis_id', '=', 'a.id').onRef('f.position', '=', 'c.position').onRef('f.year', '=', 'p.year'))
    .select([
      'a.user_id',
      'a.name as analysis_name',
      'a.year',
      'a.unit',
      'a.settings',
      'a.version',
      'a.created_at',
      'a.updated_at',
      'p.year as period_year',
      'p.kind',
      'p.months',
      'c.position',
      'c.name',
      'c.type',
      'c.pan_cin',
      'f.opstmt',
      'f.assetnliabs',
      'f.ocaocl',
      'f.expressions',
      'f.notes',
      'f.details',
      'c.limits',
      'c.associates',
      'c.term_loans',
      'c.projections',
      'c.fixed_assets',
      'c.notes as company_notes',
    ])
    .where('a.id', '=', id)
    .where('a.user_id', '=', userId)
    .orderBy('c.position')
    .orderBy('p.year');
}

/** Splits the joined rows into the analysis, its periods and its companies; 404 when there are none. */
export function loaded(rows: Awaited<ReturnType<ReturnType<typeof joined>['execute']>>, id: number): LoadedAnalysis {
  const first = rows[0];
  if (!first) {
    throw notFound('Analysis not found');
  }
  const { analysis_name, year, unit, settings, version, created_at, updated_at, user_id } = first;
  const periods: PeriodRow[] = [];
  const months = new Map<number, number>();
  const companies = new Map<number, LoadedCompany & { byYear: Map<number, CompanyInputs>; textsByYear: Map<number, CellTexts> }>();
  for (const row of rows) {
    if (row.position === first.position) {
      periods.push({ year: row.period_year, kind: row.kind });
      months.set(row.period_year, row.months);
    }
    let company = companies.get(row.position);
    if (!company) {
      company = {
        position: row.position,
        name: row.name,
        type: row.type,
        panCin: row.pan_cin,
        byYear: new Map(),
        textsByYear: new Map(),
        limits: row.limits,
        associates: row.associates,
        termLoans: row.term_loans,
        projections: row.projections,
        fixedAssets: row.fixed_assets,
        notes: row.company_notes,
      };
      companies.set(row.position, company);
    }
    company.byYear.set(row.period_year, {
      opstmt: row.opstmt ?? EMPTY,
      assetnliabs: row.assetnliabs ?? EMPTY,
      ocaocl: row.ocaocl ?? EMPTY,
    });
    company.textsByYear.set(row.period_year, { expressions: row.expressions ?? {}, notes: row.notes ?? {}, details: row.details ?? {} });
  }
  return {
    analysis: { id, user_id, name: analysis_name, year, unit, settings, version, created_at, updated_at },
    periods,
    months,
    companies: [...companies.values()],
  };
}

/**
 * Sets a column of the companies given as `[position, value]` (undefined values are left alone), in one statement:
 * a JSONB column takes the value, a text column (name, type) its text.
 */
export async function writeCompanyColumn(
  trx: Kysely<Database>,
  id: number,
  column: 'limits' | 'associates' | 'term_loans' | 'projections' | 'fixed_assets' | 'notes' | 'name' | 'type' | 'pan_cin',
  values: readonly [number, unknown][] | undefined,
): Promise<void> {
  const byPosition = Object.fromEntries((values ?? []).filter(([, v]) => v !== undefined).map(([position, v]) => [String(position), v]));
  if (Object.keys(byPosition).length > 0) {
    const value = column === 'name' || column === 'type' || column === 'pan_cin' ? sql`x.value #>> '{}'` : sql`x.value`;
    await sql`UPDATE companies SET ${sql.ref(column)} = ${value}
      FROM jsonb_each(${JSON.stringify(byPosition)}::jsonb) AS x
      WHERE companies.analysis_id = ${id} AND companies.position = x.key::int`.execute(trx);
  }
}
