import type { DerivedRow, InputRow, RowDef, Screen } from './catalogue';
import { isValueRow } from './catalogue';
import { compile, fromWork, idOfSlot, slotCount, slotOf } from './formula';
import type { Compiled, Env, MetricId, ScreenId, Value, WorkValue } from './formula';
import { amountOf, amountToNumber } from './money';
import type { Settings } from './settings';
import { SCREENS } from './screens';

/** The input figures of one statement of one company: wire key → amount in the analysis's unit. */
export type StatementInputs = Readonly<Record<string, number>>;

/** The three input statements of one company. */
export type InputScreenId = 'opstmt' | 'assetnliabs' | 'ocaocl';
export const INPUT_SCREENS: readonly InputScreenId[] = ['opstmt', 'assetnliabs', 'ocaocl'];
export type CompanyInputs = Readonly<Record<InputScreenId, StatementInputs>>;

/** Every value row (input or derived) by global id, built once from the catalogues. */
export const ROWS_BY_ID: ReadonlyMap<MetricId, InputRow | DerivedRow> = new Map(
  Object.values(SCREENS).flatMap((screen: Screen) =>
    screen.rows.filter(isValueRow).map((row) => [`${screen.id}.${row.key}` as MetricId, row] as const),
  ),
);

/** The row behind a global id; throws on an id no catalogue defines (a programmer error). */
export function rowOf(id: MetricId): InputRow | DerivedRow {
  const row = ROWS_BY_ID.get(id);
  if (!row) {
    throw new Error(`Unknown metric ${id}`);
  }
  return row;
}

/** Splits a global id into its screen and wire key. */
export function splitId(id: MetricId): [ScreenId, string] {
  const dot = id.indexOf('.');
  return [id.slice(0, dot) as ScreenId, id.slice(dot + 1)];
}

// ---- per-slot tables, built once from the catalogues (slots: see `slotOf` in formula.ts) ----

/** Per slot: the statement and wire key of an input row. */
const inputScreenOf: (InputScreenId | undefined)[] = [];
const inputKeyOf: string[] = [];
/** Per slot: the compiled formula of a derived row. */
const formulaOf: (Compiled | undefined)[] = [];

for (const [id, row] of ROWS_BY_ID) {
  const slot = slotOf(id);
  if (row.kind === 'input') {
    const [screen, key] = splitId(id);
    inputScreenOf[slot] = screen as InputScreenId;
    inputKeyOf[slot] = key;
  }
}
for (const [id, row] of ROWS_BY_ID) {
  if (row.kind === 'derived') {
    formulaOf[slotOf(id)] = compile(row.formula);
  }
}

/** Per screen: the wire keys and slots of its value rows, in display order. */
const SCREEN_SLOTS = {} as Record<
  ScreenId,
  { readonly keys: readonly string[]; readonly slots: readonly number[]; readonly template: Readonly<Record<string, PlainValue>> }
>;
for (const screen of Object.values(SCREENS) as Screen[]) {
  const rows = screen.rows.filter(isValueRow);
  const keys = rows.map((r) => r.key);
  SCREEN_SLOTS[screen.id] = {
    keys,
    slots: rows.map((r) => slotOf(`${screen.id}.${r.key}`)),
    template: Object.fromEntries(keys.map((k) => [k, null])),
  };
}

const IN_PROGRESS = Symbol('in progress');

/** One company's memo of every metric, by slot, in the engine's working form. */
class CompanyEnv implements Env {
  // Filled with `undefined` up front: assigning far indexes of an empty array makes it sparse (slow).
  private readonly memo: (WorkValue | typeof IN_PROGRESS | undefined)[] = new Array(slotCount()).fill(undefined);
  /** The public `Value`s handed out so far, by slot. */
  private readonly values: (Value | undefined)[] = new Array(slotCount()).fill(undefined);

  constructor(
    private readonly inputs: CompanyInputs,
    readonly settings: Settings,
  ) {}

  get(slot: number): WorkValue {
    const hit = this.memo[slot];
    if (hit !== undefined) {
      if (hit === IN_PROGRESS) {
        throw new Error(`Circular formula at ${idOfSlot(slot)}`);
      }
      return hit;
    }
    let value: WorkValue;
    const formula = formulaOf[slot];
    if (formula !== undefined) {
      this.memo[slot] = IN_PROGRESS;
      try {
        value = formula(this);
      } catch (e) {
        this.memo[slot] = undefined;
        throw e;
      }
    } else {
      const screen = inputScreenOf[slot];
      if (screen === undefined) {
        throw new Error(`Unknown metric ${idOfSlot(slot)}`);
      }
      const raw = this.inputs[screen]?.[inputKeyOf[slot]!];
      value = raw === undefined ? 0 : amountOf(raw);
    }
    this.memo[slot] = value;
    return value;
  }

  /** A metric as a public `Value`; a materialised `Dec` is kept, so repeated reads share it. */
  value(id: MetricId): Value {
    rowOf(id); // throws on an unknown id before slotOf would register a slot for it
    const slot = slotOf(id);
    let v = this.values[slot];
    if (v === undefined) {
      v = fromWork(this.get(slot));
      this.values[slot] = v;
    }
    return v;
  }
}

/** The memo behind each resolver made by {@link companyResolver}, so {@link screenValues} can skip `Dec`s. */
const envs = new WeakMap<(id: MetricId) => Value, CompanyEnv>();

/**
 * A lazy, memoised evaluator of every metric of one company. Derived values are computed on first
 * read in dependency order (statement totals → ratios → WC/TL → KFI, cma-domain §7 Q5), so there is
 * no order-of-evaluation bug to make. A missing input counts as 0 (a new analysis starts empty).
 */
export function companyResolver(inputs: CompanyInputs, settings: Settings): (id: MetricId) => Value {
  const env = new CompanyEnv(inputs, settings);
  const resolve = (id: MetricId): Value => env.value(id);
  envs.set(resolve, env);
  return resolve;
}

/** A value as it crosses a boundary (JSON, grid, chart): a JS number, a yes/no, or `null`. */
export type PlainValue = number | boolean | null;

/** Converts an exact value to a plain one (full precision; rounding is for display only). */
export function toPlain(value: Value): PlainValue {
  return plainOf(value);
}

function plainOf(value: WorkValue): PlainValue {
  if (value === null || typeof value === 'boolean') {
    return value;
  }
  const n = amountToNumber(value);
  // -0 would print as "-0.00" in some formatters.
  return n === 0 ? 0 : n;
}

/** Every value row of a screen for one company, as plain values keyed by wire key. */
export function screenValues(
  screen: ScreenId,
  resolve: (id: MetricId) => Value,
): Record<string, PlainValue> {
  const { keys, slots, template } = SCREEN_SLOTS[screen];
  // A copy of a template with every key already in place: filling it is cheaper than growing `{}`.
  const out: Record<string, PlainValue> = { ...template };
  const env = envs.get(resolve);
  for (let i = 0; i < keys.length; i++) {
    // From a company resolver, read the memo directly: hundredths convert to a number without a `Dec`.
    out[keys[i]!] = env ? plainOf(env.get(slots[i]!)) : toPlain(resolve(`${screen}.${keys[i]!}`));
  }
  return out;
}

/** The value rows of a screen, in display order. */
export function valueRows(screen: ScreenId): (InputRow | DerivedRow)[] {
  return SCREENS[screen].rows.filter(isValueRow);
}

/** The input rows of a screen, in display order. */
export function inputRows(screen: ScreenId): InputRow[] {
  return SCREENS[screen].rows.filter((r: RowDef): r is InputRow => r.kind === 'input');
}
