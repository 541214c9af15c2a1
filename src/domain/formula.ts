// Over 300 lines: the formula DSL's node types, builders and evaluator, one exhaustive switch.
import { Dec, amountCmp, amountDiv, amountIsZero, amountMinus, amountOf, amountPlus, amountTimes, amountToDec } from './money';
import type { Amount } from './money';
import type { SettingKey, Settings } from './settings';
import { idOfSlot, slotOf } from './slots';

/**
 * A metric's global id: `<screen>.<wire key>`, e.g. `opstmt.totalSales`, `wctl.MPBF_Lower_of_I_or_II`.
 * Keys are namespaced by screen because the spec reuses some (`others`, `closingStockRM`, cma-domain §7 Q2).
 */
export type MetricId = `${ScreenId}.${string}`;

/**
 * The id of a metric on any screen, including the fund flow and trend (`fundflow.<key>`). Formulas read
 * only {@link MetricId}s: a fund flow item is written over the six screens' metrics, never over another item.
 */
export type AnyMetricId = `${AnyScreenId}.${string}`;

/** The six screens of an analysis, in the order the analyst walks them (spec §2). */
export type ScreenId = 'opstmt' | 'assetnliabs' | 'ocaocl' | 'ratios' | 'wctl' | 'kfi';

/**
 * Every screen with rows, including the multi-period ones beyond the spec's six: the Form VI fund flow
 * statement (`fundflow`, cma-forms §4), which compares two consecutive periods, and the growth figures
 * across periods (`trend`).
 */
export type AnyScreenId = ScreenId | 'fundflow' | 'trend';

/**
 * A formula as data. Every derived row of every screen is one `Expr`, so a single definition drives
 * the computation ({@link evaluate}), the "show the working" text ({@link explain}) and the live
 * Excel formula of the xlsx export. Nothing is retyped in three places.
 */
export type Expr =
  | { readonly op: 'ref'; readonly id: MetricId }
  | { readonly op: 'const'; readonly value: string }
  | { readonly op: 'setting'; readonly key: SettingKey; readonly scale: 'percent' | 'plain' }
  | { readonly op: 'add'; readonly args: readonly Expr[] }
  | { readonly op: 'sub'; readonly a: Expr; readonly b: Expr }
  | { readonly op: 'mul'; readonly a: Expr; readonly b: Expr }
  | { readonly op: 'div'; readonly a: Expr; readonly b: Expr }
  | { readonly op: 'max'; readonly args: readonly Expr[] }
  | { readonly op: 'min'; readonly args: readonly Expr[] }
  | { readonly op: 'gt'; readonly a: Expr; readonly b: Expr }
  | { readonly op: 'eqZero'; readonly a: Expr }
  | { readonly op: 'na'; readonly reason: NaReason }
  /** The same company's metric in the previous period; `otherwise` (an `na`) in the first period. */
  | { readonly op: 'prev'; readonly id: MetricId; readonly otherwise: Expr }
  /** `expr` of this period, but only when the company has an earlier one; else `otherwise` (an `na`). */
  | { readonly op: 'whenEarlier'; readonly expr: Expr; readonly otherwise: Expr }
  /** The mean of a metric over this period and every earlier one of the company, skipping `null`s. */
  | { readonly op: 'meanToDate'; readonly id: MetricId }
  /**
   * `expr`, which is the formula of the row `id` of a screen beyond the six: a model resolver reads that
   * row's memoised value instead of evaluating `expr` again. The working, Excel and references see `expr`.
   */
  | { readonly op: 'sameAs'; readonly id: AnyMetricId; readonly expr: Expr }
  /** `expr` in a period that gets an assessment (MPBF, drawing power), else `null` (reason `NOT_ASSESSED`). */
  | { readonly op: 'assessedOnly'; readonly expr: Expr }
  /** The period's length in whole months (12 for a full financial year; 1–15). */
  | { readonly op: 'periodMonths' }
  /**
   * `a`, a flow of this period (`back` 0) or of the previous one (`back` 1), annualised: a × 12 ÷ that
   * period's months; exactly `a` in a 12-month period.
   */
  | { readonly op: 'perYear'; readonly a: Expr; readonly back: 0 | 1 }
  | {
      readonly op: 'byDrawingPowerMethod';
      readonly paidStock: Expr;
      readonly strict: Expr;
    };

/**
 * Why a value cannot be computed, beyond a zero denominator: the company has no earlier period (the
 * first period of a multi-period analysis, or any single-period one), or the period is not one that
 * gets an MPBF / drawing-power assessment (see `isAssessedPeriod` in periods.ts).
 */
export type NaReason = 'NO_EARLIER_PERIOD' | 'NOT_ASSESSED';

/** The wording of each {@link NaReason}, for the working and tooltips. */
export const NA_REASON_TEXT: Readonly<Record<NaReason, string>> = {
  NO_EARLIER_PERIOD: 'no earlier period',
  NOT_ASSESSED: 'assessed only for the assessment year and projected years',
};

/** A computed value: an exact amount or ratio, a yes/no, or `null` when it cannot be computed. */
export type Value = Dec | boolean | null;

// ---- builders: short, so catalogues read like the reference tables ----

/** A reference to another metric. */
export const ref = (id: MetricId): Expr => ({ op: 'ref', id });
/** An exact constant, e.g. `num('12')` for months in a year. */
export const num = (value: string): Expr => ({ op: 'const', value });
/** A setting of the analysis; `percent` settings are divided by 100 when evaluated. */
export const setting = (key: SettingKey, scale: 'percent' | 'plain' = 'percent'): Expr => ({
  op: 'setting',
  key,
  scale,
});
export const add = (...args: Expr[]): Expr => ({ op: 'add', args });
export const sub = (a: Expr, b: Expr): Expr => ({ op: 'sub', a, b });
export const mul = (a: Expr, b: Expr): Expr => ({ op: 'mul', a, b });
/** a ÷ b; `null` when b is 0 (cma-domain §7 Q1: never a fake 0). */
export const div = (a: Expr, b: Expr): Expr => ({ op: 'div', a, b });
export const max = (...args: Expr[]): Expr => ({ op: 'max', args });
export const min = (...args: Expr[]): Expr => ({ op: 'min', args });
/** max(0, a): floors at zero (MPBF, drawing power, shortfalls; cma-domain §7 Q11, Q17). */
export const floor0 = (a: Expr): Expr => max(num('0'), a);
/** Yes when a > b. */
export const gt = (a: Expr, b: Expr): Expr => ({ op: 'gt', a, b });
/** Yes when a is exactly 0 (the balance-sheet tally, spec §5). */
export const eqZero = (a: Expr): Expr => ({ op: 'eqZero', a });
/** a ÷ b × 100. */
export const pct = (a: Expr, b: Expr): Expr => mul(div(a, b), num('100'));
/** The period's length in months (12 unless a short or long year, cma-forms §1.2 "No. of months"). */
export const periodMonths: Expr = { op: 'periodMonths' };
/**
 * A flow annualised, a × 12 ÷ the months of its period (`back` 1: the previous period's), so a 6-month
 * period's sales compare with a year's (cma-forms Form II item 4); `a` itself in a 12-month period.
 */
export const perYear = (a: Expr, back: 0 | 1 = 0): Expr => ({ op: 'perYear', a, back });
/**
 * a ÷ b × the period's months: months of holding of a stock `a` against the period's flow `b`
 * (cma-domain §9 holding periods): the flow of an m-month period is b ÷ m a month, so a 12-month
 * period reads a ÷ b × 12 and a 6-month one a ÷ b × 6.
 */
export const months = (a: Expr, b: Expr): Expr => mul(div(a, b), periodMonths);
/** a × 365 ÷ b: days of the flow `b`, which the caller annualises ({@link perYear}) when it is a flow of the period. */
export const days = (a: Expr, b: Expr): Expr => div(mul(a, num('365')), b);
/**
 * Picks the branch of the analysis's drawing-power method (cma-domain §5 V): margin on paid stock
 * (the default) or the strict method that deducts creditors after the margins.
 */
export const byDrawingPowerMethod = (branches: { paidStock: Expr; strict: Expr }): Expr => ({
  op: 'byDrawingPowerMethod',
  ...branches,
});
const noEarlierPeriod: Expr = { op: 'na', reason: 'NO_EARLIER_PERIOD' };

/**
 * The same company's `id` in the previous period (cma-forms §1.2 `prev(ref)`); `null` with the reason
 * "no earlier period" in the first period.
 */
export const prev = (id: MetricId): Expr => ({ op: 'prev', id, otherwise: noEarlierPeriod });

/**
 * `expr` of this period, but only when the company has an earlier period (a Form VI item such as
 * depreciation, which reads only period t but belongs to the comparison of t with t−1, cma-forms §4.5).
 */
export const whenEarlier = (expr: Expr): Expr => ({ op: 'whenEarlier', expr, otherwise: noEarlierPeriod });

/** The mean of `id` over this period and every earlier one of the company, ignoring periods where it is `null`. */
export const meanToDate = (id: MetricId): Expr => ({ op: 'meanToDate', id });

/** `expr` only in a period that gets an MPBF / drawing-power assessment; elsewhere `null`. */
export const assessedOnly = (expr: Expr): Expr => ({ op: 'assessedOnly', expr });

/**
 * `expr`, known to be the formula of the row `id` (a fund flow item another item repeats): evaluated
 * once per period by a model resolver, shown inline in the working and in Excel.
 */
export const sameAs = (id: AnyMetricId, expr: Expr): Expr => ({ op: 'sameAs', id, expr });

/** x(t) − x(t−1), amount: the change of a metric against the previous period (cma-forms §4.2 Δ). */
export const delta = (id: MetricId): Expr => sub(ref(id), prev(id));

/** (x(t) − x(t−1)) ÷ x(t−1) × 100, percent: growth of a stock against the previous period; `null` when x(t−1) = 0. */
export const growth = (id: MetricId): Expr => pct(delta(id), prev(id));

/**
 * (x′(t) − x′(t−1)) ÷ x′(t−1) × 100, percent, x′ = x × 12 ÷ months: growth of a flow over periods that may
 * differ in length (cma-forms Form II item 4), so a 5-month first year does not read as a 140 % fall;
 * exactly {@link growth} between 12-month periods. `null` in the first period or when x′(t−1) = 0.
 */
export const annualisedGrowth = (id: MetricId): Expr => {
  const before = perYear(prev(id), 1);
  return pct(sub(perYear(ref(id)), before), before);
};

/** Resolves a referenced metric's value; supplied by the model, which memoises. */
export type Resolve = (id: MetricId) => Value;

/**
 * Where a formula is evaluated in time: the resolvers of the company's earlier periods, latest first
 * (`earlier[0]` is t−1), and whether the period gets an MPBF / drawing-power assessment. The default,
 * {@link SINGLE_PERIOD}, is a one-period analysis: no earlier period, assessed.
 */
export interface PeriodContext {
  readonly earlier: readonly Resolve[];
  readonly assessed: boolean;
  /** The months of this period and the earlier ones, latest first (`months[1]` is t−1's); absent = 12 each. */
  readonly months?: readonly number[];
}

/** The context of a one-period analysis (every single-period entry point uses it). */
export const SINGLE_PERIOD: PeriodContext = Object.freeze({ earlier: Object.freeze([]), assessed: true });

// ---- evaluation: each Expr is compiled once into a closure ----

/** A value while the engine works on it: an {@link Amount} (exact hundredths, an exact quotient or a `Dec`), a yes/no or `null`. */
export type WorkValue = Amount | boolean | null;

/**
 * What a compiled formula reads: metrics by slot (see {@link slotOf}) and the analysis's settings.
 * The settings are read at evaluation time, because a store may change them in place.
 */
export interface Env {
  readonly settings: Settings;
  /** Whether this period gets an MPBF / drawing-power assessment. */
  readonly assessed: boolean;
  /** The length in months of this period (`back` 0) or of the one `back` periods earlier (12 when unknown). */
  months(back: number): number;
  get(slot: number): WorkValue;
  /** The same company `back` periods earlier (1 = t−1), or `null` when there is none. */
  earlier(back: number): Env | null;
  /** The value of the row in `slot` whose formula is `formula` (a memo where the env keeps one). */
  row(slot: number, formula: Compiled): WorkValue;
}

/** A compiled formula. */
export type Compiled = (env: Env) => WorkValue;

/** The engine's working form as a public `Value` (hundredths and quotients become a `Dec`). */
export function fromWork(v: WorkValue): Value {
  return v === null || typeof v === 'boolean' ? v : amountToDec(v);
}

function asAmount(v: WorkValue): Amount | null {
  if (typeof v === 'boolean') {
    throw new Error('A yes/no value cannot be used in arithmetic');
  }
  return v;
}

// Percent settings are cached by value (a settings object may be mutated in place by a store).
const percents = new Map<number, Amount>();

function percentSetting(raw: number): Amount {
  let a = percents.get(raw);
  if (a === undefined) {
    // raw % = raw/100, which is `raw` hundredths when raw is a whole number.
    a = Number.isSafeInteger(raw) ? raw + 0 : new Dec(raw).div(100);
    percents.set(raw, a);
  }
  return a;
}

type Binary = (a: Amount, b: Amount) => WorkValue;

function binary(a: Compiled, b: Compiled, op: Binary): Compiled {
  return (env) => {
    const x = asAmount(a(env));
    if (x === null) {
      return null;
    }
    const y = asAmount(b(env));
    return y === null ? null : op(x, y);
  };
}

function extreme(args: readonly Compiled[], sign: 1 | -1): Compiled {
  return (env) => {
    // Left to right, as one pass (no array of operands); the first `null` makes the result `null`.
    let best: Amount | null = null;
    for (const arg of args) {
      const x = asAmount(arg(env));
      if (x === null) {
        return null;
      }
      if (best === null || amountCmp(x, best) === sign) {
        best = x;
      }
    }
    return best;
  };
}

const gtOp: Binary = (a, b) => amountCmp(a, b) > 0;
const TWELVE: Amount = amountOf(12);

function build(expr: Expr): Compiled {
  switch (expr.op) {
    case 'ref': {
      const slot = slotOf(expr.id);
      return (env) => env.get(slot);
    }
    case 'const': {
      // Hundredths when that is exact (12, 100, 365), else the parsed decimal.
      const exact = new Dec(expr.value);
      const fast = amountOf(exact.toNumber());
      const value = amountToDec(fast).equals(exact) ? fast : exact;
      return () => value;
    }
    case 'setting': {
      const { key, scale } = expr;
      return scale === 'percent' ? (env) => percentSetting(env.settings[key] as number) : (env) => amountOf(env.settings[key] as number);
    }
    case 'na':
      return () => null;
    case 'prev': {
      const slot = slotOf(expr.id);
      return (env) => env.earlier(1)?.get(slot) ?? null;
    }
    case 'whenEarlier': {
      const inner = compile(expr.expr);
      return (env) => (env.earlier(1) === null ? null : inner(env));
    }
    case 'meanToDate': {
      const slot = slotOf(expr.id);
      return (env) => {
        let sum: Amount = 0;
        let count = 0;
        for (let e: Env | null = env, back = 1; e !== null; e = env.earlier(back++)) {
          const v = asAmount(e.get(slot));
          if (v !== null) {
            sum = amountPlus(sum, v);
            count++;
          }
        }
        return count === 0 ? null : amountDiv(sum, amountOf(count));
      };
    }
    case 'assessedOnly': {
      const inner = compile(expr.expr);
      return (env) => (env.assessed ? inner(env) : null);
    }
    case 'periodMonths':
      return (env) => amountOf(env.months(0));
    case 'perYear': {
      const inner = compile(expr.a);
      const { back } = expr;
      return (env) => {
        const m = env.months(back);
        const x = asAmount(inner(env));
        return x === null || m === 12 ? x : amountDiv(amountTimes(x, TWELVE), amountOf(m));
      };
    }
    case 'sameAs': {
      const slot = slotOf(expr.id);
      const inner = compile(expr.expr);
      return (env) => env.row(slot, inner);
    }
    case 'add': {
      const args = expr.args.map(compile);
      return (env) => {
        let sum: Amount = 0;
        for (const arg of args) {
          const a = asAmount(arg(env));
          if (a === null) {
            return null;
          }
          sum = amountPlus(sum, a);
        }
        return sum;
      };
    }
    case 'max':
      return extreme(expr.args.map(compile), 1);
    case 'min':
      return extreme(expr.args.map(compile), -1);
    case 'byDrawingPowerMethod': {
      const strict = compile(expr.strict);
      const paidStock = compile(expr.paidStock);
      return (env) => (env.settings.drawingPowerMethod === 'strict' ? strict(env) : paidStock(env));
    }
    case 'eqZero': {
      const a = compile(expr.a);
      return (env) => {
        const x = asAmount(a(env));
        return x === null ? null : amountIsZero(x);
      };
    }
    case 'sub':
      return binary(compile(expr.a), compile(expr.b), amountMinus);
    case 'mul':
      return binary(compile(expr.a), compile(expr.b), amountTimes);
    case 'div':
      return binary(compile(expr.a), compile(expr.b), amountDiv);
    case 'gt':
      return binary(compile(expr.a), compile(expr.b), gtOp);
  }
}

// Formulas are immutable data, so each is compiled once, keyed by the object itself.
const compiled = new WeakMap<Expr, Compiled>();

/** A formula as a closure over an {@link Env}, compiled on first use and memoised per `Expr` object. */
export function compile(expr: Expr): Compiled {
  let fn = compiled.get(expr);
  if (fn === undefined) {
    fn = build(expr);
    compiled.set(expr, fn);
  }
  return fn;
}

/** An {@link Env} over a resolver of ids (the web store's per-cell computeds). */
class ResolveEnv implements Env {
  constructor(
    private readonly resolve: Resolve,
    readonly settings: Settings,
    private readonly context: PeriodContext,
  ) {}
  get assessed(): boolean {
    return this.context.assessed;
  }
  months(back: number): number {
    return this.context.months?.[back] ?? 12;
  }
  get(slot: number): WorkValue {
    // Formulas read only the six screens' metrics (see AnyMetricId), so a slot read here is a MetricId.
    return this.resolve(idOfSlot(slot) as MetricId);
  }
  row(_slot: number, formula: Compiled): WorkValue {
    // A resolver of the six screens cannot read a fund flow row, so the formula is evaluated inline.
    return formula(this);
  }
  earlier(back: number): Env | null {
    const { earlier, assessed, months } = this.context;
    const resolve = earlier[back - 1];
    // An earlier period's own assessment flag does not matter: `prev` reads only what it resolves.
    return resolve === undefined
      ? null
      : new ResolveEnv(resolve, this.settings, { earlier: earlier.slice(back), assessed, ...(months ? { months: months.slice(back) } : {}) });
  }
}

/**
 * Evaluates a formula with exact decimals. Any `null` operand makes the result `null`
 * (a value built on "cannot compute" cannot be computed either). `context` places the formula in
 * time: the resolvers of the company's earlier periods, latest first, for `prev` and `meanToDate`
 * (default: a single period, where they give `null`, "no earlier period").
 */
export function evaluate(expr: Expr, resolve: Resolve, settings: Settings, context: PeriodContext = SINGLE_PERIOD): Value {
  return fromWork(compile(expr)(new ResolveEnv(resolve, settings, context)));
}
