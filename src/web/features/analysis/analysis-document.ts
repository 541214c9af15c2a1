// Over 300 lines: the observable figures and the one computed per derived cell and period that reads them.
import { action, computed, makeObservable, observable, observableRef, type IComputedValue } from 'mobx';
import type { AllPeriodsScreen } from '../../../contract/periods';
import type { DerivedRow } from '../../../domain/catalogue';
import type { CompanyType } from '../../../domain/company-type';
import { consistencyWarnings } from '../../../domain/consistency';
import type { ConsistencyWarning } from '../../../domain/consistency';
import { cellFlagsFor } from '../../../domain/flags';
import type { CellFlag } from '../../../domain/flags';
import { evaluate } from '../../../domain/formula';
import type { MetricId, PeriodContext, Resolve, ScreenId, Value } from '../../../domain/formula';
import { inputRows, rowOf, splitId, toPlain } from '../../../domain/model';
import type { CompanyInputs, InputScreenId, PlainValue } from '../../../domain/model';
import { amountToDec, toDec, ZERO } from '../../../domain/money';
import { isAssessedPeriod, previousPeriodIndex } from '../../../domain/periods';
import type { Period } from '../../../domain/periods';
import { PROJECTED_KINDS } from '../../../domain/projections/drivers';
import type { CompanyDrivers, Driver } from '../../../domain/projections/drivers';
import type { AssetBlock } from '../../../domain/projections/fixed-assets';
import { projectCompany } from '../../../domain/projections/project';
import type { CompanyProjection } from '../../../domain/projections/project';
import type { TermLoan } from '../../../domain/loans/term-loan';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import type { Settings } from '../../../domain/settings';

/** One company's projection assumptions: its methods per cell, fixed-asset blocks and term loans. */
export interface CompanyAssumptions {
  readonly drivers: CompanyDrivers;
  readonly blocks: readonly AssetBlock[];
  readonly loans: readonly TermLoan[];
}

/** The time axis of a document before the server has sent its periods: one period, assessed. */
const ONE_PERIOD: readonly Period[] = [{ year: 0, kind: 'Audited' }];

/**
 * One input cell of a statement: what an edit, a refusal or an undo step points at. `period` is the
 * index of its period in the document's periods (oldest first). It is never left out: a default period
 * read the oldest year where the one on screen was meant (Ctrl+Down, the tally banner).
 */
export interface InputCell {
  readonly company: number;
  readonly period: number;
  readonly screen: InputScreenId;
  readonly key: string;
}

/** One input change: the unit of every edit path (typing, clearing, pasting, undo and redo). */
export interface InputEdit extends InputCell {
  readonly value: number;
}

/** The key of an input cell in the document and in every per-cell set: (company, period, screen, row). */
export const inputKey = (cell: InputCell): string => `${cell.company}\t${cell.period}\t${cell.screen}\t${cell.key}`;

/** The cell a key of {@link inputKey} names. */
export function cellOfKey(key: string): InputCell {
  const [company, period, screen, row] = key.split('\t') as [string, string, InputScreenId, string];
  return { company: Number(company), period: Number(period), screen, key: row };
}

/** Equal decimals are equal values, so an unchanged total does not ripple into its dependents. */
function sameValue(a: Value, b: Value): boolean {
  if (a === b) {
    return true;
  }
  return typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && a.equals(b);
}

/**
 * The figures of the open analysis: company names, inputs, settings, and every derived value as a
 * MobX `computed` over the domain formulas (design.md §3). Each (company, period, metric) gets its
 * own computed, created on first read, whose body is the row's formula; MobX tracks what each read,
 * so an edit recomputes exactly the cells that depend on it. No I/O and no messages: the sync and
 * the facade decide when figures change.
 */
export class AnalysisDocument {
  private names: string[] = [];
  settings: Settings = DEFAULT_SETTINGS;
  /** The periods, oldest first (cma-forms §1.2); an analysis has 1–10. */
  periods: readonly Period[] = ONE_PERIOD;
  /** The analysis's `year` (spec §3): the period its working-capital assessment is made for. */
  assessmentYear = 0;
  /** Every entered input, keyed by {@link inputKey}; a missing key reads as 0. */
  private readonly inputs = observable.map<string, number>();
  /** Per company (column order): its projection assumptions; none until loaded. */
  assumptions: readonly CompanyAssumptions[] = [];
  /** Months of the periods that are not 12 months long, by year. */
  monthsByYear: Readonly<Record<string, number>> = {};
  private readonly projections = new Map<number, IComputedValue<CompanyProjection>>();
  private readonly cells = new Map<string, IComputedValue<Value>>();
  /** The checks across years of each company × period, recomputed only when a figure they read changes. */
  private readonly checks = new Map<string, IComputedValue<ConsistencyWarning[]>>();

  /** @param typeOf a company's type (a company when undefined); observable, so the checks follow a change. */
  constructor(private readonly typeOf: (company: number) => CompanyType | undefined = () => undefined) {
    makeObservable<AnalysisDocument, 'names'>(this, {
      names: observable,
      settings: observableRef,
      periods: observableRef,
      assumptions: observableRef,
      monthsByYear: observableRef,
      setAssumptions: action,
      setMonths: action,
      setDriver: action,
      setBlocks: action,
      assessmentYear: observable,
      assessmentIndex: computed,
      companyNames: computed,
      companyCount: computed,
      reset: action,
      ensureCompanies: action,
      setCompanyName: action,
      setSettings: action,
      setPeriods: action,
      apply: action,
      applyAllPeriods: action,
      dropInputs: action,
    });
  }

  /** The company names in column order (a new array when a name changes, so React sees the change). */
  get companyNames(): string[] {
    return this.names.slice();
  }

  get companyCount(): number {
    return this.names.length;
  }

  /** The index of the assessment year in {@link periods}; 0 when the periods are not known yet. */
  get assessmentIndex(): number {
    return Math.max(
      0,
      this.periods.findIndex((p) => p.year === this.assessmentYear),
    );
  }

  /** Empties the document and opens `names.length` companies with one period. */
  reset(names: readonly string[]): void {
    this.cells.clear();
    this.checks.clear();
    this.inputs.clear();
    this.names = [...names];
    this.settings = DEFAULT_SETTINGS;
    this.periods = ONE_PERIOD;
    this.assessmentYear = 0;
    this.assumptions = [];
    this.monthsByYear = {};
    this.projections.clear();
  }

  /**
   * Takes the periods the server sent. When the years are the same the inputs stay (a re-kind or a new
   * assessment year); otherwise the inputs are dropped, since they are keyed by period index, and the
   * caller loads them again.
   * @returns whether the inputs were kept
   */
  setPeriods(periods: readonly Period[], assessmentYear: number): boolean {
    const sameYears = periods.length === this.periods.length && periods.every((p, i) => p.year === this.periods[i]!.year);
    if (!sameYears) {
      this.dropInputs();
    }
    this.periods = periods.map((p) => ({ year: p.year, kind: p.kind }));
    this.assessmentYear = assessmentYear;
    return sameYears;
  }

  /** Drops every input (and what was computed from them); the caller loads them again. */
  dropInputs(): void {
    this.inputs.clear();
    this.projections.clear();
    this.cells.clear();
    this.checks.clear();
  }

  /** Adds companies up to `count`, named by `nameOf` (their index). */
  ensureCompanies(count: number, nameOf: (company: number) => string): void {
    while (this.names.length < count) {
      this.names.push(nameOf(this.names.length));
    }
  }

  setCompanyName(company: number, name: string): void {
    this.names[company] = name;
  }

  setSettings(settings: Settings): void {
    this.settings = settings;
  }

  /** An input as stored, or undefined when the analyst never entered one. */
  input(cell: InputCell): number | undefined {
    return this.inputs.get(inputKey(cell));
  }

  /**
   * Sets inputs (values must already be valid amounts) in companies that exist; an edit to the
   * value a cell already holds is skipped.
   * @returns the edits that would undo these ones (the previous values), in order.
   */
  apply(edits: readonly InputEdit[]): InputEdit[] {
    const undo: InputEdit[] = [];
    for (const edit of edits) {
      if (edit.company < 0 || edit.company >= this.names.length) {
        continue;
      }
      const key = inputKey(edit);
      const before = this.inputs.get(key);
      if (before === edit.value) {
        continue;
      }
      undo.push({ ...edit, value: before ?? 0 });
      this.inputs.set(key, edit.value);
    }
    return undo;
  }

  /**
   * Takes one statement for every period as the all-periods endpoint sends it (its periods must be
   * the document's, see {@link setPeriods}): adds missing companies (named by `defaultName` when the
   * server sends no name), takes the names, and sets the input keys of the catalogue for which `take`
   * says yes. Years the document does not hold are skipped.
   */
  applyAllPeriods(screen: InputScreenId, data: AllPeriodsScreen, defaultName: (company: number) => string, take: (cell: InputCell) => boolean): void {
    this.ensureCompanies(data.companies.length, defaultName);
    const keys = inputRows(screen).map((r) => r.key);
    const edits = data.companies.flatMap((record, company) => {
      if (record.name) {
        this.setCompanyName(company, record.name);
      }
      return this.periods.flatMap((p, period) => {
        const metrics = record.by_year[String(p.year)] ?? {};
        return keys.flatMap((key) => {
          const value = metrics[key];
          return typeof value === 'number' && take({ company, period, screen, key }) ? [{ company, period, screen, key, value }] : [];
        });
      });
    });
    this.apply(edits);
  }

  /** The exact value of any metric of a company: an input as entered (missing = 0) or a derived value. */
  value(company: number, id: MetricId, period: number): Value {
    const row = rowOf(id);
    if (row.kind === 'input') {
      const driven = this.drivenFigure(company, period, id);
      if (driven !== undefined) {
        return driven;
      }
      const [screen, key] = splitId(id);
      const raw = this.input({ company, period, screen: screen as InputScreenId, key });
      return raw === undefined ? ZERO : toDec(raw);
    }
    return this.cell(company, period, id, row).get();
  }

  /** A metric's value as the grid shows it: a JS number, a yes/no, or null ("—"). */
  plain(company: number, id: MetricId, period: number): PlainValue {
    return toPlain(this.value(company, id, period));
  }

  /** A resolver for the domain (e.g. `explain`, `flagsFor`) reading this company's live values in one period. */
  resolverFor(company: number, period: number): Resolve {
    return (id) => this.value(company, id, period);
  }

  /**
   * Where a period of a company stands in time, for `evaluate` and `explain`: the resolvers of its
   * earlier periods, latest first, following {@link previousPeriodIndex} (a gap ends the chain), and
   * whether MPBF and drawing power are assessed for it ({@link isAssessedPeriod}). Reading a `prev`
   * through it reads the earlier period's computed, so MobX tracks the dependency across periods.
   */
  contextFor(company: number, period: number): PeriodContext {
    const here = this.periods[period];
    if (here === undefined) {
      // A cell of a period just removed, read once more before its readers let go: it has no time axis.
      return { earlier: [], assessed: false };
    }
    const earlier: Resolve[] = [];
    const months = [this.monthsOf(period)];
    for (let p = previousPeriodIndex(this.periods, period); p !== null; p = previousPeriodIndex(this.periods, p)) {
      earlier.push(this.resolverFor(company, p));
      months.push(this.monthsOf(p));
    }
    return { earlier, assessed: isAssessedPeriod(here, this.assessmentYear), months };
  }

  /** Every figure entered in a period (all companies and statements), as edits that would put them back. */
  inputsOf(period: number): InputEdit[] {
    return [...this.inputs].flatMap(([key, value]) => {
      const cell = cellOfKey(key);
      return cell.period === period && value !== 0 ? [{ ...cell, value }] : [];
    });
  }

  /** True when any input of a period (any company, any statement) holds a figure other than 0. */
  periodHasFigures(period: number): boolean {
    for (const [key, value] of this.inputs) {
      if (value !== 0 && cellOfKey(key).period === period) {
        return true;
      }
    }
    return false;
  }

  /** The flags (NM – negative TNW, not tallied, current ratio, DSCR, accrual, NWC) of a company's rows on a screen. */
  flags(company: number, screen: ScreenId, period: number): Record<string, CellFlag> {
    return cellFlagsFor(screen, this.resolverFor(company, period), this.settings);
  }

  /**
   * The checks across years of a company in a period (cma-forms §4.7): warnings on the inputs where the
   * figures are typed, and a Form VI column that does not tie. They never block an edit or a save.
   */
  warnings(company: number, period: number): ConsistencyWarning[] {
    const k = `${company}\t${period}`;
    let check = this.checks.get(k);
    if (!check) {
      check = computed(() => consistencyWarnings(this.resolverFor(company, period), this.settings, this.typeOf(company), this.contextFor(company, period)), {
        name: `checks[${company}, ${period}]`,
      });
      this.checks.set(k, check);
    }
    return check.get();
  }

  /** Takes each company's assumptions (from the projections, fixed-assets and term-loans endpoints). */
  setAssumptions(assumptions: readonly CompanyAssumptions[]): void {
    this.assumptions = assumptions;
  }

  /** Takes the months of the periods that are not 12 months long (from the analysis summary). */
  setMonths(monthsByYear: Readonly<Record<string, number>>): void {
    this.monthsByYear = monthsByYear;
  }

  /** The length in months of the period at index `period` (12 unless the summary says otherwise). */
  monthsOf(period: number): number {
    const here = this.periods[period];
    return here === undefined ? 12 : (this.monthsByYear[String(here.year)] ?? 12);
  }

  /** The method driving an input cell, or undefined when it is typed (an Audited or Provisional period is always typed). */
  driverOf(company: number, period: number, id: MetricId): Driver | undefined {
    const p = this.periods[period];
    if (!p || !PROJECTED_KINDS.includes(p.kind)) {
      return undefined;
    }
    const driver = this.assumptions[company]?.drivers[String(p.year)]?.[id];
    return driver && driver.method !== 'typed' ? driver : undefined;
  }

  /** Sets (or, with undefined, clears) the method of an input cell. @returns the method it had. */
  setDriver(company: number, period: number, id: MetricId, driver: Driver | undefined): Driver | undefined {
    const p = this.periods[period];
    const current = this.assumptions[company];
    if (!p || !current) {
      return undefined;
    }
    const year = String(p.year);
    const before = current.drivers[year]?.[id];
    const cells = { ...(current.drivers[year] ?? {}) };
    if (driver === undefined) {
      delete cells[id];
    } else {
      cells[id] = driver;
    }
    const next = this.assumptions.slice();
    next[company] = { ...current, drivers: { ...current.drivers, [year]: cells } };
    this.assumptions = next;
    return before;
  }

  /** Replaces one company's fixed-asset blocks (as stored), so the `schedule` method reads them. */
  setBlocks(company: number, blocks: readonly AssetBlock[]): void {
    const current = this.assumptions[company];
    if (!current) {
      return;
    }
    const next = this.assumptions.slice();
    next[company] = { ...current, blocks };
    this.assumptions = next;
  }

  /** The working of a driven input cell ("Trade debtors = 2.50 months × sales 1,320.00 ÷ 12 = 275.00"), or undefined. */
  working(company: number, period: number, id: MetricId): string | undefined {
    return this.driverOf(company, period, id) ? this.projection(company).workings[period]?.get(id) : undefined;
  }

  private drivenFigure(company: number, period: number, id: MetricId): Value | undefined {
    const drivers = this.assumptions[company]?.drivers;
    if (!drivers || Object.keys(drivers).length === 0) {
      return undefined;
    }
    const figure = this.projection(company).driven[period]?.get(id);
    return figure === undefined ? undefined : amountToDec(figure);
  }

  /** A company's projection over its typed inputs, recomputed when an input or an assumption changes. */
  private projection(company: number): CompanyProjection {
    let cell = this.projections.get(company);
    if (!cell) {
      cell = computed(() => {
        const a = this.assumptions[company];
        return projectCompany({
          periods: this.periods,
          months: this.periods.map((_, p) => this.monthsOf(p)),
          inputs: this.periods.map((_, period) => this.typedInputs(company, period)),
          drivers: a?.drivers ?? {},
          blocks: a?.blocks ?? [],
          loans: a?.loans ?? [],
          settings: this.settings,
        });
      });
      this.projections.set(company, cell);
    }
    return cell.get();
  }

  private typedInputs(company: number, period: number): CompanyInputs {
    const statement = (screen: InputScreenId) => {
      const out: Record<string, number> = {};
      for (const row of inputRows(screen)) {
        const v = this.inputs.get(inputKey({ company, period, screen, key: row.key }));
        if (v !== undefined) {
          out[row.key] = v;
        }
      }
      return out;
    };
    return { opstmt: statement('opstmt'), assetnliabs: statement('assetnliabs'), ocaocl: statement('ocaocl') };
  }

  private cell(company: number, period: number, id: MetricId, row: DerivedRow): IComputedValue<Value> {
    const k = `${company}\t${period}\t${id}`;
    let cell = this.cells.get(k);
    if (!cell) {
      cell = computed(() => evaluate(row.formula, this.resolverFor(company, period), this.settings, this.contextFor(company, period)), {
        equals: sameValue,
        name: `${id}[${company}, ${period}]`,
      });
      this.cells.set(k, cell);
    }
    return cell;
  }
}
