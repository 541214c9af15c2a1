import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { IComputedValue } from 'mobx';
import type { CompanyRecord } from '../../../contract';
import type { DerivedRow } from '../../../domain/catalogue';
import { cellFlagsFor } from '../../../domain/flags';
import type { CellFlag } from '../../../domain/flags';
import { evaluate } from '../../../domain/formula';
import type { MetricId, ScreenId, Value } from '../../../domain/formula';
import { inputRows, rowOf, splitId, toPlain } from '../../../domain/model';
import type { InputScreenId, PlainValue } from '../../../domain/model';
import { toDec, ZERO } from '../../../domain/money';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import type { Settings } from '../../../domain/settings';

/** The one period of an analysis today; multi-period analyses add more (cma-forms: the multi-period rows). */
export const CURRENT_PERIOD = 0;

/**
 * One input cell of a statement: what an edit, a refusal or an undo step points at. `period` is the
 * column's period index, {@link CURRENT_PERIOD} when left out.
 */
export interface InputCell {
  readonly company: number;
  readonly period?: number;
  readonly screen: InputScreenId;
  readonly key: string;
}

/** One input change: the unit of every edit path (typing, clearing, pasting, undo and redo). */
export interface InputEdit extends InputCell {
  readonly value: number;
}

/** The key of an input cell in the document and in every per-cell set: (company, period, screen, row). */
export const inputKey = (cell: InputCell): string =>
  `${cell.company}\t${cell.period ?? CURRENT_PERIOD}\t${cell.screen}\t${cell.key}`;

/** The cell a key of {@link inputKey} names. */
export function cellOfKey(key: string): Required<InputCell> {
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
  /** Every entered input, keyed by {@link inputKey}; a missing key reads as 0. */
  private readonly inputs = observable.map<string, number>();
  private readonly cells = new Map<string, IComputedValue<Value>>();

  constructor() {
    makeObservable<AnalysisDocument, 'names'>(this, {
      names: observable,
      settings: observableRef,
      companyNames: computed,
      companyCount: computed,
      reset: action,
      ensureCompanies: action,
      setCompanyName: action,
      setSettings: action,
      apply: action,
      applyRecords: action,
    });
  }

  /** The company names in column order (a new array when a name changes, so React sees the change). */
  get companyNames(): string[] {
    return this.names.slice();
  }

  get companyCount(): number {
    return this.names.length;
  }

  /** Empties the document and opens `names.length` companies. */
  reset(names: readonly string[]): void {
    this.cells.clear();
    this.inputs.clear();
    this.names = [...names];
    this.settings = DEFAULT_SETTINGS;
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
   * Takes one statement as the server sends it (one record per company, in company order): adds
   * missing companies (named by `defaultName` when the record has no name), takes the names, and
   * sets the input keys of the catalogue for which `take` says yes.
   */
  applyRecords(
    screen: InputScreenId,
    records: readonly CompanyRecord[],
    defaultName: (company: number) => string,
    take: (cell: InputCell) => boolean,
  ): void {
    this.ensureCompanies(records.length, defaultName);
    const keys = inputRows(screen).map((r) => r.key);
    const edits = records.flatMap((record, company) => {
      if (record.name) {
        this.setCompanyName(company, record.name);
      }
      return keys.flatMap((key) => {
        const value = record.metrics[key];
        return typeof value === 'number' && take({ company, screen, key }) ? [{ company, screen, key, value }] : [];
      });
    });
    this.apply(edits);
  }

  /** The exact value of any metric of a company: an input as entered (missing = 0) or a derived value. */
  value(company: number, id: MetricId, period = CURRENT_PERIOD): Value {
    const row = rowOf(id);
    if (row.kind === 'input') {
      const [screen, key] = splitId(id);
      const raw = this.input({ company, period, screen: screen as InputScreenId, key });
      return raw === undefined ? ZERO : toDec(raw);
    }
    return this.cell(company, period, id, row).get();
  }

  /** A metric's value as the grid shows it: a JS number, a yes/no, or null ("—"). */
  plain(company: number, id: MetricId, period = CURRENT_PERIOD): PlainValue {
    return toPlain(this.value(company, id, period));
  }

  /** A resolver for the domain (e.g. `explain`, `flagsFor`) reading this company's live values. */
  resolverFor(company: number, period = CURRENT_PERIOD): (id: MetricId) => Value {
    return (id) => this.value(company, id, period);
  }

  /** The flags (NM – negative TNW, not tallied, current ratio, DSCR, accrual, NWC) of a company's rows on a screen. */
  flags(company: number, screen: ScreenId, period = CURRENT_PERIOD): Record<string, CellFlag> {
    return cellFlagsFor(screen, this.resolverFor(company, period), this.settings);
  }

  private cell(company: number, period: number, id: MetricId, row: DerivedRow): IComputedValue<Value> {
    const k = `${company}\t${period}\t${id}`;
    let cell = this.cells.get(k);
    if (!cell) {
      cell = computed(() => evaluate(row.formula, this.resolverFor(company, period), this.settings), {
        equals: sameValue,
        name: `${id}[${company}, ${period}]`,
      });
      this.cells.set(k, cell);
    }
    return cell;
  }
}
