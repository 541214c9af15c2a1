// Over 300 lines: the catalogue model every layer reads (row lookup, resolvers, period contexts).
import type { DerivedRow, InputRow, RowDef, Screen } from './catalogue';
import { isValueRow } from './catalogue';
import { SINGLE_PERIOD, compile, fromWork } from './formula';
import { idOfSlot, slotCount, slotOf } from './slots';
import { periodReferences } from './references';
import type { AnyMetricId, AnyScreenId, Compiled, Env, MetricId, PeriodContext, Resolve, ScreenId, Value, WorkValue } from './formula';
import { amountOf, amountToNumber } from './money';
import type { Amount } from './money';
import { isAssessedPeriod, previousPeriodIndex } from './periods';
import type { Period } from './periods';
import type { Settings } from './settings';
import { ALL_SCREENS } from './screens';

/** The input figures of one statement of one company: wire key → amount in the analysis's unit. */
export type StatementInputs = Readonly<Record<string, number>>;

/** The three input statements of one company. */
export type InputScreenId = 'opstmt' | 'assetnliabs' | 'ocaocl';
export const INPUT_SCREENS: readonly InputScreenId[] = ['opstmt', 'assetnliabs', 'ocaocl'];
export type CompanyInputs = Readonly<Record<InputScreenId, StatementInputs>>;

/** Every value row (input or derived) of every screen, fund flow included, by global id, built once from the catalogues. */
export const ROWS_BY_ID: ReadonlyMap<AnyMetricId, InputRow | DerivedRow> = new Map(
  (Object.values(ALL_SCREENS) as Screen<AnyScreenId>[]).flatMap((screen) =>
    screen.rows.filter(isValueRow).map((row) => [`${screen.id}.${row.key}` as AnyMetricId, row] as const),
  ),
);

/** A resolver of any metric, fund flow included: what {@link companyResolver} and {@link companyPeriodResolvers} return. */
export type AnyResolve = (id: AnyMetricId) => Value;

/** The row behind a global id; throws on an id no catalogue defines (a programmer error). */
export function rowOf(id: AnyMetricId): InputRow | DerivedRow {
  const row = ROWS_BY_ID.get(id);
  if (!row) {
    throw new Error(`Unknown metric ${id}`);
  }
  return row;
}

/** Splits a global id into its screen and wire key. */
export function splitId(id: MetricId): [ScreenId, string];
export function splitId(id: AnyMetricId): [AnyScreenId, string];
export function splitId(id: AnyMetricId): [AnyScreenId, string] {
  const dot = id.indexOf('.');
  return [id.slice(0, dot) as AnyScreenId, id.slice(dot + 1)];
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
  AnyScreenId,
  { readonly keys: readonly string[]; readonly slots: readonly number[]; readonly template: Readonly<Record<string, PlainValue>> }
>;
for (const screen of Object.values(ALL_SCREENS) as Screen<AnyScreenId>[]) {
  const rows = screen.rows.filter(isValueRow);
  const keys = rows.map((r) => r.key);
  SCREEN_SLOTS[screen.id] = {
    keys,
    slots: rows.map((r) => slotOf(`${screen.id}.${r.key}`)),
    template: Object.fromEntries(keys.map((k) => [k, null])),
  };
}

/** Builds one screen's plain values from a company's memo as a single object literal. */
type RowBuilder = (env: CompanyEnv, plain: (v: WorkValue) => PlainValue) => Record<string, PlainValue>;

// Per screen: its row builder, `null` where code generation is refused (a page whose CSP forbids eval).
const rowBuilders: Partial<Record<AnyScreenId, RowBuilder | null>> = {};

/**
 * The screen's row builder, generated once from the catalogue: `{"key": plain(env.get(slot)), …}`.
 * Why generated: an object literal gets its final shape at once, where filling an object key by key
 * goes through V8's megamorphic keyed stores; for the 8 × 10 recompute's 23,120 values this is ≈ 1 ms
 * of ≈ 3.5 (docs/benchmarks.md). Keys are catalogue wire keys, quoted by `JSON.stringify`; slots are integers.
 */
function rowBuilder(screen: AnyScreenId): RowBuilder | null {
  let build = rowBuilders[screen];
  if (build === undefined) {
    const { keys, slots } = SCREEN_SLOTS[screen];
    const fields = keys.map((k, i) => `${JSON.stringify(k)}: plain(env.get(${slots[i]!}))`);
    try {
      build = new Function('env', 'plain', `return {${fields.join(', ')}};`) as RowBuilder;
    } catch {
      build = null;
    }
    rowBuilders[screen] = build;
  }
  return build;
}

const IN_PROGRESS = Symbol('in progress');

/** One company's memo of every metric of one period, by slot, in the engine's working form. */
class CompanyEnv implements Env {
  // Filled with `undefined` up front: assigning far indexes of an empty array makes it sparse (slow).
  private readonly memo: (WorkValue | typeof IN_PROGRESS | undefined)[] = new Array(slotCount()).fill(undefined);
  /** The public `Value`s handed out so far, by slot (allocated on first use: a bulk read never needs it). */
  private values: (Value | undefined)[] | undefined;

  constructor(
    private readonly inputs: CompanyInputs,
    readonly settings: Settings,
    /** The same company's previous period, or `null` in the first (or only) period. */
    private readonly previous: CompanyEnv | null = null,
    readonly assessed = true,
    /** Input figures that replace the typed ones (a projected period's driven cells), exact. */
    private readonly driven: DrivenFigures | undefined = undefined,
    /** The period's length in months. */
    private readonly length = 12,
  ) {}

  row(slot: number): WorkValue {
    return this.get(slot);
  }

  months(back: number): number {
    return (back === 0 ? this : this.earlier(back))?.length ?? 12;
  }

  earlier(back: number): CompanyEnv | null {
    let env = this.previous;
    for (let i = 1; i < back && env !== null; i++) {
      env = env.previous;
    }
    return env;
  }

  /** The resolvers of the earlier periods, latest first (for `evaluate` and `explain` with a context). */
  context(): PeriodContext {
    const earlier: Resolve[] = [];
    const months = [this.length];
    for (let env = this.previous; env !== null; env = env.previous) {
      earlier.push(env.resolve);
      months.push(env.length);
    }
    return { earlier, assessed: this.assessed, months };
  }

  /** This period's public resolver. */
  readonly resolve: AnyResolve = (id) => this.value(id);

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
      const key = inputKeyOf[slot]!;
      // The slot's own id string: one built here on every read cost a projection ~8 % of its time.
      const figure = this.driven?.get(idOfSlot(slot) as MetricId);
      if (figure !== undefined) {
        value = figure;
      } else {
        const raw = this.inputs[screen]?.[key];
        value = raw === undefined ? 0 : amountOf(raw);
      }
    }
    this.memo[slot] = value;
    return value;
  }

  /** Drops the memo of `slots`, so they are computed again on their next read (see {@link FigureSheet}). */
  forget(slots: readonly number[]): void {
    for (const slot of slots) {
      this.memo[slot] = undefined;
      if (this.values) {
        this.values[slot] = undefined;
      }
    }
  }

  /** A metric as a public `Value`; a materialised `Dec` is kept, so repeated reads share it. */
  value(id: AnyMetricId): Value {
    rowOf(id); // throws on an unknown id before slotOf would register a slot for it
    const slot = slotOf(id);
    const values = (this.values ??= new Array<Value | undefined>(slotCount()).fill(undefined));
    let v = values[slot];
    if (v === undefined) {
      v = fromWork(this.get(slot));
      values[slot] = v;
    }
    return v;
  }
}

/** The memo behind each resolver made here, so {@link screenValues} can skip `Dec`s and {@link contextOf} can find the earlier periods. */
const envs = new WeakMap<Resolve, CompanyEnv>();

function register(env: CompanyEnv): AnyResolve {
  envs.set(env.resolve, env);
  return env.resolve;
}

/**
 * A lazy, memoised evaluator of every metric of one company in a one-period analysis. Derived values
 * are computed on first read in dependency order (statement totals → ratios → WC/TL → KFI, cma-domain
 * §7 Q5), so there is no order-of-evaluation bug to make. A missing input counts as 0 (a new analysis
 * starts empty). Rows that read an earlier period are `null` ("no earlier period"); MPBF and drawing
 * power are computed (the one period is the assessment year).
 */
export function companyResolver(inputs: CompanyInputs, settings: Settings): AnyResolve {
  return register(new CompanyEnv(inputs, settings));
}

/**
 * Input figures of one period that stand in for the typed ones, by global id (`opstmt.purchaseRM`): the
 * figures a projection computed from its assumptions, exact, in the engine's working form (whole paise,
 * so every screen reads them on the engine's integer path).
 */
export type DrivenFigures = ReadonlyMap<MetricId, Amount>;

/** Per input slot, the derived slots of the same period that read it, directly or not (built on first use). */
const dependentsOf = new Map<number, number[]>();
let readers: Map<number, number[]> | undefined;

function dependents(input: number): number[] {
  let out = dependentsOf.get(input);
  if (out !== undefined) {
    return out;
  }
  if (readers === undefined) {
    readers = new Map();
    for (const [id, row] of ROWS_BY_ID) {
      if (row.kind === 'derived') {
        // `prev` reads another period; `meanToDate` reads this one too.
        for (const r of periodReferences(row.formula)) {
          if (r.period !== -1) {
            const list = readers.get(slotOf(r.id)) ?? [];
            list.push(slotOf(id));
            readers.set(slotOf(r.id), list);
          }
        }
      }
    }
  }
  const seen = new Set<number>([input]);
  const stack = [input];
  while (stack.length > 0) {
    for (const reader of readers.get(stack.pop()!) ?? []) {
      if (!seen.has(reader)) {
        seen.add(reader);
        stack.push(reader);
      }
    }
  }
  out = [...seen];
  dependentsOf.set(input, out);
  return out;
}

/**
 * One period being filled by a projection: its typed figures (`inputs`, no earlier period), the figures set
 * over them, and a memoised evaluator of both. {@link FigureSheet.set} changes a figure and forgets only the
 * metrics that read it, so reading a total after each step recomputes what changed, not the whole period.
 */
export class FigureSheet {
  private readonly env: CompanyEnv;
  private readonly figures = new Map<MetricId, Amount>();
  readonly resolve: AnyResolve;

  constructor(inputs: CompanyInputs, settings: Settings) {
    this.env = new CompanyEnv(inputs, settings, null, true, this.figures);
    this.resolve = register(this.env);
  }

  /** The figures set so far, in the order they were first set. */
  get driven(): DrivenFigures {
    return this.figures;
  }

  /** The figure of an input as filled so far: the one set, else the typed one (0 when none). */
  input(id: MetricId): Amount {
    return this.env.get(slotOf(id)) as Amount;
  }

  set(id: MetricId, value: Amount): void {
    this.figures.set(id, value);
    this.env.forget(dependents(slotOf(id)));
  }
}

/**
 * The resolvers of one company over the periods of an analysis, oldest first: `inputs[i]` are the
 * statements of `periods[i]`. A period's `prev` reads the period before it when that is the year
 * before, and nothing in the first period or after a gap (`previousPeriodIndex`). MPBF and drawing
 * power are computed for the periods `isAssessedPeriod` names. Each resolver is lazy and memoised like
 * {@link companyResolver}; reading a later period computes what it needs of the earlier ones. Throws
 * when `inputs` and `periods` differ in length.
 */
export function companyPeriodResolvers(
  inputs: readonly CompanyInputs[],
  periods: readonly Period[],
  assessmentYear: number,
  settings: Settings,
  /** Per period, the driven figures that replace typed ones (see `projectCompany`); none by default. */
  driven: readonly (DrivenFigures | undefined)[] = [],
  /** Per period, its length in months (absent: 12), which the annualised rows read (`perYear`, `months`). */
  months: readonly number[] = [],
): AnyResolve[] {
  if (inputs.length !== periods.length) {
    throw new Error(`${inputs.length} periods of inputs for ${periods.length} periods`);
  }
  const envsOf: CompanyEnv[] = [];
  return inputs.map((statements, i) => {
    const previous = previousPeriodIndex(periods, i);
    const env = new CompanyEnv(
      statements,
      settings,
      previous === null ? null : envsOf[previous]!,
      isAssessedPeriod(periods[i]!, assessmentYear),
      driven[i],
      months[i],
    );
    envsOf.push(env);
    return register(env);
  });
}

/**
 * The period context of a resolver made by {@link companyResolver} or {@link companyPeriodResolvers}
 * (its earlier periods and whether it is assessed), for `evaluate` and `explain`; a single period for
 * any other resolver.
 */
export function contextOf(resolve: Resolve): PeriodContext {
  return envs.get(resolve)?.context() ?? SINGLE_PERIOD;
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

/**
 * One metric as a plain value: what `toPlain(resolve(id))` gives, read straight from the memo of a
 * resolver of this module (no `Dec` is made), e.g. for flags checked on every recompute.
 */
export function plainValue(resolve: Resolve, id: MetricId): PlainValue;
export function plainValue(resolve: AnyResolve, id: AnyMetricId): PlainValue;
export function plainValue(resolve: Resolve, id: AnyMetricId): PlainValue {
  const env = envs.get(resolve);
  if (env === undefined) {
    // The overloads guarantee a resolver that reads `id`.
    return toPlain((resolve as AnyResolve)(id));
  }
  rowOf(id); // throws on an unknown id before slotOf would register a slot for it
  return plainOf(env.get(slotOf(id)));
}

/**
 * One metric exactly, in the engine's working form (hundredths, an exact quotient or a `Dec`; see
 * `Amount` in money.ts), read straight from the memo of a resolver of this module: for a little exact
 * arithmetic on values (a difference of two) without making a `Dec` of each.
 */
export function workValue(resolve: AnyResolve, id: AnyMetricId): WorkValue {
  const env = envs.get(resolve);
  if (env === undefined) {
    return resolve(id);
  }
  rowOf(id); // throws on an unknown id before slotOf would register a slot for it
  return env.get(slotOf(id));
}

/**
 * Every value row of a screen for one company, as plain values keyed by wire key. The fund flow needs
 * a resolver of this module (it is not readable through a resolver of the six screens only).
 */
export function screenValues(screen: ScreenId, resolve: Resolve): Record<string, PlainValue>;
export function screenValues(screen: AnyScreenId, resolve: AnyResolve): Record<string, PlainValue>;
export function screenValues(screen: AnyScreenId, resolve: Resolve): Record<string, PlainValue> {
  const env = envs.get(resolve);
  const build = env && rowBuilder(screen);
  if (build) {
    return build(env, plainOf);
  }
  const { keys, slots, template } = SCREEN_SLOTS[screen];
  // A copy of a template with every key already in place: filling it is cheaper than growing `{}`.
  const out: Record<string, PlainValue> = { ...template };
  for (let i = 0; i < keys.length; i++) {
    // From a company resolver, read the memo directly: hundredths convert to a number without a `Dec`.
    // Otherwise the overloads guarantee the resolver reads this screen (a fund flow needs an AnyResolve).
    out[keys[i]!] = env ? plainOf(env.get(slots[i]!)) : toPlain((resolve as AnyResolve)(`${screen}.${keys[i]!}`));
  }
  return out;
}

/** The value rows of a screen, in display order. */
export function valueRows(screen: AnyScreenId): (InputRow | DerivedRow)[] {
  return ALL_SCREENS[screen].rows.filter(isValueRow);
}

/** The input rows of a screen, in display order. */
export function inputRows(screen: AnyScreenId): InputRow[] {
  return ALL_SCREENS[screen].rows.filter((r: RowDef): r is InputRow => r.kind === 'input');
}
