import { Dec, ZERO } from './money';
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

function asDec(v: Value): Dec | null {
  if (v === null) {
    return null;
  }
  if (typeof v === 'boolean') {
    throw new Error('A yes/no value cannot be used in arithmetic');
  }
  return v;
}

// Decimals are immutable, so parsed constants and percent settings are shared, keyed by value (a
// settings object may be mutated in place by a store): otherwise every evaluation re-parses them and
// divides by 100 again (bench/recompute.ts).
const constants = new Map<string, Dec>();
const percents = new Map<number, Dec>();

function constant(value: string): Dec {
  let d = constants.get(value);
  if (d === undefined) {
    d = new Dec(value);
    constants.set(value, d);
  }
  return d;
}

function settingValue(settings: Settings, key: SettingKey, scale: 'percent' | 'plain'): Dec {
  const raw = settings[key] as number;
  if (scale === 'plain') {
    return new Dec(raw);
  }
  let d = percents.get(raw);
  if (d === undefined) {
    d = new Dec(raw).div(100);
    percents.set(raw, d);
  }
  return d;
}

/** The operands as decimals, or `null` when any of them cannot be computed. */
function operands(args: readonly Expr[], resolve: Resolve, settings: Settings): Dec[] | null {
  const out: Dec[] = [];
  for (const arg of args) {
    const d = asDec(evaluate(arg, resolve, settings));
    if (d === null) {
      return null;
    }
    out.push(d);
  }
  return out;
}

/**
 * Evaluates a formula with exact decimals. Any `null` operand makes the result `null`
 * (a value built on "cannot compute" cannot be computed either).
 */
export function evaluate(expr: Expr, resolve: Resolve, settings: Settings): Value {
  switch (expr.op) {
    case 'ref':
      return resolve(expr.id);
    case 'const':
      return constant(expr.value);
    case 'setting':
      return settingValue(settings, expr.key, expr.scale);
    case 'na':
      return null;
    case 'add': {
      const xs = operands(expr.args, resolve, settings);
      return xs === null ? null : xs.reduce((acc, x) => acc.plus(x), ZERO);
    }
    case 'max':
    case 'min': {
      const xs = operands(expr.args, resolve, settings);
      if (xs === null || xs.length === 0) {
        return null;
      }
      return expr.op === 'max' ? Dec.max(...xs) : Dec.min(...xs);
    }
    case 'byDrawingPowerMethod':
      return evaluate(
        settings.drawingPowerMethod === 'strict' ? expr.strict : expr.paidStock,
        resolve,
        settings,
      );
    case 'eqZero': {
      const a = asDec(evaluate(expr.a, resolve, settings));
      return a === null ? null : a.isZero();
    }
    default: {
      const a = asDec(evaluate(expr.a, resolve, settings));
      const b = a === null ? null : asDec(evaluate(expr.b, resolve, settings));
      if (a === null || b === null) {
        return null;
      }
      switch (expr.op) {
        case 'sub':
          return a.minus(b);
        case 'mul':
          return a.times(b);
        case 'div':
          return b.isZero() ? null : a.div(b);
        case 'gt':
          return a.greaterThan(b);
      }
    }
  }
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
