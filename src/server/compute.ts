import type { CompanyRecord } from '../contract/analysis';
import type { AllPeriodsScreen } from '../contract/periods';
import { assetBlockOf, companyDriversOf } from '../contract/projections';
import { termLoanOf } from '../contract/term-loans';
import { NO_CELL_TEXTS } from '../domain/cell-texts';
import type { CellTexts } from '../domain/cell-texts';
import { flagsFor } from '../domain/flags';
import type { AnyScreenId, MetricId, ScreenId } from '../domain/formula';
import { companyPeriodResolvers, INPUT_SCREENS, screenValues, toPlain } from '../domain/model';
import type { AnyResolve, CompanyInputs, InputScreenId, PlainValue } from '../domain/model';
import { projectCompany } from '../domain/projections/project';
import type { CompanyProjection } from '../domain/projections/project';
import { SCREENS } from '../domain/screens';
import { DEFAULT_SETTINGS } from '../domain/settings';
import type { Settings } from '../domain/settings';
import { notFound } from './errors';
import type { LoadedAnalysis, LoadedCompany } from './repositories/analyses';
import type { FiguresByYear } from './repositories/periods';

/** The settings of a stored analysis, with defaults for any setting added after it was saved. */
export function settingsOf(loaded: Pick<LoadedAnalysis, 'analysis'>): Settings {
  return { ...DEFAULT_SETTINGS, ...loaded.analysis.settings };
}

const NO_INPUTS: CompanyInputs = { opstmt: {}, assetnliabs: {}, ocaocl: {} };

/** The stored inputs of one company in one period, as the domain takes them (empty when the year has none). */
export function inputsAt(company: LoadedCompany, year: number): CompanyInputs {
  return company.byYear.get(year) ?? NO_INPUTS;
}

/** The stored expressions and notes of a company in a period (none when the year has none). */
export function textsAt(company: LoadedCompany, year: number): CellTexts {
  return company.textsByYear.get(year) ?? NO_CELL_TEXTS;
}

/** Everything a company holds per period (figures, expressions, notes), as a write that moves it whole. */
export function periodColumnsOf(company: LoadedCompany): FiguresByYear {
  return new Map([...company.byYear].map(([year, inputs]) => [year, { ...inputs, ...textsAt(company, year) }]));
}

/**
 * The period a request addresses: `year` when given, else the assessment year (spec §3), so a client
 * written to the spec sees the year it always saw. Throws 404 when `year` is not a period of the analysis.
 */
export function periodYear(loaded: LoadedAnalysis, year: number | undefined): number {
  const wanted = year ?? loaded.analysis.year;
  if (!loaded.periods.some((p) => p.year === wanted)) {
    throw notFound(`${wanted} is not a period of this analysis`);
  }
  return wanted;
}

/**
 * One lazy, memoised resolver per company and period, `[company][period index]`, periods oldest first
 * (the domain's period-aware evaluator): `prev` rows read the company's previous year, and MPBF and
 * drawing power are computed for the assessment year and projected years only.
 */
export function periodResolvers(loaded: LoadedAnalysis): AnyResolve[][] {
  const settings = settingsOf(loaded);
  return loaded.companies.map((c) =>
    companyPeriodResolvers(
      loaded.periods.map((p) => inputsAt(c, p.year)),
      loaded.periods,
      loaded.analysis.year,
      settings,
      projectionOf(loaded, c).driven,
      monthsOf(loaded),
    ),
  );
}

/** The length in months of each period, oldest first. */
export function monthsOf(loaded: LoadedAnalysis): number[] {
  return loaded.periods.map((p) => loaded.months.get(p.year) ?? 12);
}

/**
 * Projections already computed, per loaded analysis (one object per analysis version: a write builds a
 * new one), so the reads of one version project each company once, not once per request.
 */
const projections = new WeakMap<LoadedAnalysis, Map<LoadedCompany, CompanyProjection>>();

/**
 * A company's projected figures and their workings (loans-and-projections §7–§9): its assumptions,
 * fixed-asset blocks and term loans turned into the inputs of its Estimated and Projected periods.
 * Computed once per loaded analysis and company.
 */
export function projectionOf(loaded: LoadedAnalysis, company: LoadedCompany): CompanyProjection {
  let byCompany = projections.get(loaded);
  if (byCompany === undefined) {
    byCompany = new Map();
    projections.set(loaded, byCompany);
  }
  let projection = byCompany.get(company);
  if (projection === undefined) {
    projection = project(loaded, company);
    byCompany.set(company, projection);
  }
  return projection;
}

function project(loaded: LoadedAnalysis, company: LoadedCompany): CompanyProjection {
  return projectCompany({
    periods: loaded.periods,
    months: monthsOf(loaded),
    inputs: loaded.periods.map((p) => inputsAt(company, p.year)),
    drivers: companyDriversOf(company.projections),
    blocks: company.fixedAssets.map(assetBlockOf),
    loans: company.termLoans.map(termLoanOf),
    settings: settingsOf(loaded),
  });
}

/** The resolvers of every company in one period (a year of the analysis, see `periodYear`). */
export function resolversAt(loaded: LoadedAnalysis, year: number): { name: string; resolve: AnyResolve }[] {
  const index = loaded.periods.findIndex((p) => p.year === year);
  return periodResolvers(loaded).map((byPeriod, c) => ({ name: loaded.companies[c]!.name, resolve: byPeriod[index]! }));
}

const isInput = (screen: AnyScreenId) => (INPUT_SCREENS as readonly AnyScreenId[]).includes(screen);
/** The spec's derived screens (the ones with "NM" flags). */
const isFlagged = (screen: AnyScreenId): screen is ScreenId => screen in SCREENS && !isInput(screen);

/**
 * Every company's record of a screen in the period `year`, computed on read from the stored inputs (spec §7):
 * every input and derived key of the screen, plus the "NM" flags of the derived screens.
 */
export function screenRecords(loaded: LoadedAnalysis, screen: ScreenId, year: number): CompanyRecord[] {
  return resolversAt(loaded, year).map(({ name, resolve }) =>
    isFlagged(screen) ? { name, metrics: screenValues(screen, resolve), flags: flagsFor(screen, resolve) } : { name, metrics: screenValues(screen, resolve) },
  );
}

/** The rows of one dashboard endpoint (`CHARTS` in the contract) in the period `year`: `{company, <key>: value}` per company. */
export function chartRows(
  loaded: LoadedAnalysis,
  keys: Readonly<Record<string, MetricId>>,
  year: number,
): ({ company: string } & Record<string, string | PlainValue>)[] {
  return resolversAt(loaded, year).map(({ name, resolve }) => ({
    company: name,
    ...Object.fromEntries(Object.entries(keys).map(([key, id]) => [key, toPlain(resolve(id))])),
  }));
}

/** One statement's expressions and notes of a company, per period year (the all-periods read). */
function textsByYear(company: LoadedCompany, periods: LoadedAnalysis['periods'], screen: InputScreenId) {
  const of = <K extends keyof CellTexts>(kind: K) =>
    Object.fromEntries(periods.map((p) => [String(p.year), (textsAt(company, p.year)[kind][screen] ?? {}) as NonNullable<CellTexts[K][InputScreenId]>]));
  return { expressions_by_year: of('expressions'), notes_by_year: of('notes'), details_by_year: of('details') };
}

/**
 * One screen (the six, the fund flow or the growth trend) for every period of every company (GET
 * /api/analyses/{id}/screens/{screen}/): values keyed by period year, and on the spec's derived screens
 * the "NM" flags of each period under `flags_by_year`.
 */
export function allPeriodsRecords(loaded: LoadedAnalysis, screen: AnyScreenId): AllPeriodsScreen {
  const years = loaded.periods.map((p) => String(p.year));
  return {
    version: loaded.analysis.version,
    unit: loaded.analysis.unit,
    assessment_year: loaded.analysis.year,
    periods: loaded.periods,
    companies: periodResolvers(loaded).map((byPeriod, c) => ({
      name: loaded.companies[c]!.name,
      by_year: Object.fromEntries(byPeriod.map((resolve, i) => [years[i]!, screenValues(screen, resolve)])),
      ...(isFlagged(screen) ? { flags_by_year: Object.fromEntries(byPeriod.map((resolve, i) => [years[i]!, flagsFor(screen, resolve)])) } : {}),
      ...(isInput(screen) ? textsByYear(loaded.companies[c]!, loaded.periods, screen as InputScreenId) : {}),
    })),
  };
}
