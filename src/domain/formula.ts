import { Dec, amountCmp, amountDiv, amountIsZero, amountMinus, amountOf, amountPlus, amountTimes, amountToDec } from './money';
import type { Amount } from './money';
import type { SettingKey, Settings } from './settings';

/**
 * A metric's global id: `<screen>.<wire key>`, e.g. `opstmt.totalSales`, `wctl.MPBF_Lower_of_I_or_II`.
 * Keys are namespaced by screen because the spec reuses some (`others`, `closingStockRM`, cma-domain §7 Q2).
 */
export type MetricId = `${ScreenId}.${string}`;

/** The six screens of an analysis, in the order the analyst walks them (spec §2). */
export type ScreenId = 'opstmt' | 'assetnliabs' | 'ocaocl' | 'ratios' | 'wctl' | 'kfi';

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
  | {
      readonly op: 'byDrawingPowerMethod';
      readonly paidStock: Expr;
      readonly strict: Expr;
    };

/** Why a value cannot be computed, beyond a zero denominator. */
export type NaReason = 'PRIOR_YEAR_REQUIRED';

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
/** a ÷ b × 12: months of holding (cma-domain §9 holding periods). */
export const months = (a: Expr, b: Expr): Expr => mul(div(a, b), num('12'));
/** a × 365 ÷ b: days. */
export const days = (a: Expr, b: Expr): Expr => div(mul(a, num('365')), b);
/**
 * Picks the branch of the analysis's drawing-power method (cma-domain §5 V): margin on paid stock
 * (the default) or the strict method that deducts creditors after the margins.
 */
export const byDrawingPowerMethod = (branches: { paidStock: Expr; strict: Expr }): Expr => ({
  op: 'byDrawingPowerMethod',
  ...branches,
});
/** Needs the prior year: always `null` in single-year mode. */
export const priorYear: Expr = { op: 'na', reason: 'PRIOR_YEAR_REQUIRED' };

/** Resolves a referenced metric's value; supplied by the model, which memoises. */
export type Resolve = (id: MetricId) => Value;

// ---- evaluation: each Expr is compiled once into a closure ----

/** A value while the engine works on it: an {@link Amount} (exact hundredths, an exact quotient or a `Dec`), a yes/no or `null`. */
export type WorkValue = Amount | boolean | null;

/**
 * What a compiled formula reads: metrics by slot (see {@link slotOf}) and the analysis's settings.
 * The settings are read at evaluation time, because a store may change them in place.
 */
export interface Env {
  readonly settings: Settings;
  get(slot: number): WorkValue;
}

/** A compiled formula. */
export type Compiled = (env: Env) => WorkValue;

// Every metric id a formula refers to gets a small integer slot, once, so compiled formulas and the
// model's per-company memo index arrays instead of hashing "screen.key" strings on every read.
const slots = new Map<MetricId, number>();
const slotIds: MetricId[] = [];

/** The slot of a metric id (assigned on first use; stable for the life of the process). */
export function slotOf(id: MetricId): number {
  let slot = slots.get(id);
  if (slot === undefined) {
    slot = slotIds.length;
    slots.set(id, slot);
    slotIds.push(id);
  }
  return slot;
}

/** How many slots are assigned so far (every catalogue row has one once model.ts is loaded). */
export function slotCount(): number {
  return slotIds.length;
}

/** The metric id of a slot. */
export function idOfSlot(slot: number): MetricId {
  return slotIds[slot]!;
}

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

/** The operands as amounts, or `null` when any of them cannot be computed. */
function operands(args: readonly Compiled[], env: Env): Amount[] | null {
  const out: Amount[] = [];
  for (const arg of args) {
    const a = asAmount(arg(env));
    if (a === null) {
      return null;
    }
    out.push(a);
  }
  return out;
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
    const xs = operands(args, env);
    if (xs === null || xs.length === 0) {
      return null;
    }
    let best = xs[0]!;
    for (let i = 1; i < xs.length; i++) {
      if (amountCmp(xs[i]!, best) === sign) {
        best = xs[i]!;
      }
    }
    return best;
  };
}

const gtOp: Binary = (a, b) => amountCmp(a, b) > 0;

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
      return scale === 'percent'
        ? (env) => percentSetting(env.settings[key] as number)
        : (env) => amountOf(env.settings[key] as number);
    }
    case 'na':
      return () => null;
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
  ) {}
  get(slot: number): WorkValue {
    return this.resolve(idOfSlot(slot));
  }
}

/**
 * Evaluates a formula with exact decimals. Any `null` operand makes the result `null`
 * (a value built on "cannot compute" cannot be computed either).
 */
export function evaluate(expr: Expr, resolve: Resolve, settings: Settings): Value {
  return fromWork(compile(expr)(new ResolveEnv(resolve, settings)));
}

/** Every metric a formula reads directly, in order of appearance (for links and dependency order). */
export function references(expr: Expr): MetricId[] {
  switch (expr.op) {
    case 'ref':
      return [expr.id];
    case 'const':
    case 'setting':
    case 'na':
      return [];
    case 'add':
    case 'max':
    case 'min':
      return expr.args.flatMap(references);
    case 'eqZero':
      return references(expr.a);
    case 'byDrawingPowerMethod':
      return [...references(expr.paidStock), ...references(expr.strict)];
    default:
      return [...references(expr.a), ...references(expr.b)];
  }
}
