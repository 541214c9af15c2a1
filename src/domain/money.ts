// Over 300 lines: the exact integer fast path and its decimal.js fallback must be read side by side to trust either.
import Decimal from 'decimal.js';

/**
 * Exact decimal arithmetic for every amount in CreditGrid.
 *
 * A private Decimal constructor (precision 34, half-even) so no other user of decimal.js can
 * change our rounding. Amounts are stored with at most 2 decimals in the analysis's unit; sums
 * and differences are exact, and rounding happens only for display (cma-domain §7 Q21).
 */
export const Dec = Decimal.clone({ precision: 34, rounding: Decimal.ROUND_HALF_EVEN });
/** An exact decimal value (₹ in the analysis's unit, or a dimensionless ratio). */
export type Dec = InstanceType<typeof Dec>;

/** The largest amount accepted as input: 1e13 in the analysis's unit. */
export const MAX_AMOUNT = 1e13;
/** The number of decimals an input amount may carry (paise when the unit is ₹). */
export const AMOUNT_DECIMALS = 2;

export const ZERO: Dec = new Dec(0);

/** Converts a finite JS number (as stored or received on the wire) to an exact decimal. */
export function toDec(value: number): Dec {
  return new Dec(value);
}

/**
 * True when `value` is a finite number with at most {@link AMOUNT_DECIMALS} decimals.
 * Uses the shortest round-trip representation, so 0.1 + 0.2 (0.30000000000000004) is refused.
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  if (!Number.isFinite(value)) {
    return false;
  }
  return new Dec(value).decimalPlaces() <= AMOUNT_DECIMALS;
}

// ---- the formula engine's working form of an exact value ----

/**
 * An exact quotient `n / d` of two safe integers (`d ≠ 0`), not yet rounded: what dividing two
 * amounts gives when the result is not a whole number of hundredths (most ratios).
 */
export class Quotient {
  /** n ÷ d as a `Dec`, made on first use: a memoised ratio read by every later period (a mean to date) divides once. */
  private dec: Dec | undefined = undefined;

  constructor(
    readonly n: number,
    readonly d: number,
  ) {}

  /** The quotient rounded to 34 significant digits (one `Dec` division, shared by every later read). */
  toDec(): Dec {
    return (this.dec ??= new Dec(this.n).div(this.d));
  }
}

/**
 * An exact value as the formula engine carries it, in one of three encodings:
 *
 * - a JS `number`: the value in exact **hundredths**, a safe integer (12.34 is `1234`);
 * - a {@link Quotient}: an exact fraction of two safe integers (a ratio such as 1,300 ÷ 920);
 * - a {@link Dec}: anything else.
 *
 * Every input has at most 2 decimals, so almost every amount of an analysis (inputs, totals,
 * differences, margins, multiples) is a whole number of hundredths, and integer arithmetic on JS
 * numbers is exact while it stays within ±(2^53 − 1). Each operation below takes an integer path only
 * when its result is provably exact (checked with `Number.isSafeInteger` and, for products and
 * quotients, divisibility). Hundredths and quotients combine as exact fractions (numerator and
 * denominator checked to stay safe integers, kept in lowest terms, and back to hundredths when the
 * result is a whole number of them); only a `Dec` operand, or a fraction that would leave the safe
 * range, takes decimal.js. A `Dec` never moves back up the list.
 *
 * So hundredths are the exact value the all-`Dec` computation gives. A quotient is exact and is
 * rounded once, when it is read: to 34 significant digits as a `Dec` ({@link amountToDec}, the same
 * `a.div(b)` as before), or to the nearest double as a number ({@link amountToNumber}, one correctly
 * rounded division). A ratio scaled by a whole number (× 100 for a percent, × 12 for months) stays a
 * quotient, so it is rounded once rather than twice.
 */
export type Amount = number | Quotient | Dec;

const SCALE = 100;
/**
 * Below this magnitude (2^45 ≈ 3.5 × 10^13, above {@link MAX_AMOUNT}) doubles are spaced finer than
 * 0.005, so a number with at most 2 decimals is the only such decimal that rounds to its double, and
 * `String(x)` (what `new Dec(x)` parses) prints exactly that decimal.
 */
const HUNDREDTHS_SAFE_INPUT = 2 ** 45;

// The exact value of an amount that is not a `Dec` as numerator ÷ denominator (hundredths h are h/100);
// two functions rather than a pair, so the hot paths allocate nothing.
const numeratorOf = (a: number | Quotient): number => (typeof a === 'number' ? a : a.n);
const denominatorOf = (a: number | Quotient): number => (typeof a === 'number' ? SCALE : a.d);

function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  // A temporary, not `[a, b] = [b, a % b]`: that allocates an array per step, and ten-decimal driven
  // figures take dozens of steps.
  while (b !== 0) {
    const r = a % b;
    a = b;
    b = r;
  }
  return a;
}

/**
 * The exact value n/d in the cheapest encoding: hundredths when it is a whole number of them, else a
 * quotient in lowest terms; `null` when n or d left the safe range (the caller falls back to decimal.js).
 * Every caller checks its products before it adds them, so n and d here are exact.
 */
function fromParts(n: number, d: number): Amount | null {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || d === 0) {
    return null;
  }
  if (n === 0) {
    return 0;
  }
  const h = n * SCALE;
  if (Number.isSafeInteger(h) && h % d === 0) {
    return h / d + 0;
  }
  const g = gcd(n, d);
  return new Quotient(n / g, d / g);
}

/** n1/d1 + sign·n2/d2 exactly, or `null` when an intermediate is not a safe integer. */
function addParts(a: number | Quotient, b: number | Quotient, sign: 1 | -1): Amount | null {
  const n1 = numeratorOf(a);
  const d1 = denominatorOf(a);
  const n2 = numeratorOf(b);
  const d2 = denominatorOf(b);
  if (d1 === d2) {
    return fromParts(n1 + sign * n2, d1);
  }
  // Over the least common denominator, so sums of ratios stay in the safe range longer.
  const g = gcd(d1, d2);
  const x = n1 * (d2 / g);
  const y = n2 * (d1 / g);
  return Number.isSafeInteger(x) && Number.isSafeInteger(y) ? fromParts(x + sign * y, d1 * (d2 / g)) : null;
}

/**
 * A JS number (an input or a setting) as an exact amount: its hundredths when it has at most
 * 2 decimals and a magnitude below 2^45, else `new Dec(value)` (which is what it means either way).
 */
export function amountOf(value: number): Amount {
  if (Math.abs(value) < HUNDREDTHS_SAFE_INPUT) {
    const h = Math.round(value * SCALE);
    // h / 100 is the double nearest to the decimal h/100, so equality means `value` is that decimal.
    if (h / SCALE === value) {
      return h + 0; // + 0 turns -0 into 0
    }
  }
  return new Dec(value);
}

/**
 * A JS number with at most `decimals` decimals (a driver's 12.25 % or 2.5 months: 4) as an exact amount:
 * the fraction round(value × 10^decimals) ÷ 10^decimals when that is the number's value, else
 * `new Dec(value)`. Either way the value `new Dec(value)` parses: below 2^45 units of the last decimal,
 * doubles are spaced finer than half of it, so no shorter decimal prints for the number.
 */
export function amountOfDecimal(value: number, decimals: number): Amount {
  const scale = 10 ** decimals;
  const units = Math.round(value * scale);
  if (Math.abs(units) < HUNDREDTHS_SAFE_INPUT && units / scale === value) {
    return fromParts(units, scale) ?? new Dec(value);
  }
  return new Dec(value);
}

/**
 * A decimal as an amount: hundredths when it has at most 2 decimals and a magnitude below 2^45 (so the
 * engine's integer paths take it), else the decimal itself. The same value either way.
 */
export function amountOfDec(d: Dec): Amount {
  const n = d.toNumber();
  return Math.abs(n) < HUNDREDTHS_SAFE_INPUT && d.decimalPlaces() <= AMOUNT_DECIMALS ? amountOf(n) : d;
}

/**
 * An amount rounded to hundredths (paise when the unit is ₹), half-even, exactly: a quotient n/d is
 * rounded as the integer division 100n ÷ d, with no decimal made; what is left (a `Dec`, or a numerator
 * past the safe range) takes decimal.js's `toDecimalPlaces(2)`. The result is hundredths below 2^45 units
 * (see {@link amountOfDec}).
 */
export function amountToHundredths(a: Amount): Amount {
  if (typeof a === 'number') {
    return a;
  }
  if (a instanceof Quotient) {
    let n = a.n * SCALE;
    let d = a.d;
    if (Number.isSafeInteger(n)) {
      if (d < 0) {
        n = -n;
        d = -d;
      }
      // The floor of n ÷ d, corrected by the exact remainder (the double quotient can round up to a whole number).
      let q = Math.floor(n / d);
      let r = n - q * d;
      while (r < 0) {
        q -= 1;
        r += d;
      }
      while (r >= d) {
        q += 1;
        r -= d;
      }
      if (2 * r > d || (2 * r === d && q % 2 !== 0)) {
        q += 1;
      }
      if (Math.abs(q) < HUNDREDTHS_SAFE_INPUT * SCALE) {
        return q + 0;
      }
    }
  }
  return amountOfDec(amountToDec(a).toDecimalPlaces(AMOUNT_DECIMALS));
}

/**
 * An amount as a decimal: exact for hundredths (a safe integer ÷ 100 needs far fewer than 34 digits),
 * rounded to 34 significant digits for a quotient.
 */
export function amountToDec(a: Amount): Dec {
  if (typeof a === 'number') {
    // Below 2^45 units a / 100 is the double nearest the decimal, which prints as it (see
    // HUNDREDTHS_SAFE_INPUT): parsing it is exact and far cheaper than a decimal.js division.
    return Math.abs(a) < HUNDREDTHS_SAFE_INPUT * SCALE ? new Dec(a / SCALE) : new Dec(a).div(SCALE);
  }
  return a instanceof Quotient ? a.toDec() : a;
}

/**
 * An amount as the nearest JS number. Hundredths and quotients take one correctly rounded division
 * of exact integers (for hundredths, the same double that parsing the decimal gives); a `Dec` is
 * converted by decimal.js.
 */
export function amountToNumber(a: Amount): number {
  if (typeof a === 'number') {
    return a / SCALE;
  }
  return a instanceof Quotient ? a.n / a.d : a.toNumber();
}

export function amountPlus(a: Amount, b: Amount): Amount {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a + b;
    if (Number.isSafeInteger(r)) {
      return r;
    }
  } else if (!(a instanceof Dec) && !(b instanceof Dec)) {
    const r = addParts(a, b, 1);
    if (r !== null) {
      return r;
    }
  }
  return amountToDec(a).plus(amountToDec(b));
}

export function amountMinus(a: Amount, b: Amount): Amount {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a - b;
    if (Number.isSafeInteger(r)) {
      return r + 0;
    }
  } else if (!(a instanceof Dec) && !(b instanceof Dec)) {
    const r = addParts(a, b, -1);
    if (r !== null) {
      return r;
    }
  }
  return amountToDec(a).minus(amountToDec(b));
}

/** A quotient times a whole number k, exactly, or `null` when the numerator would leave the safe range. */
function scaleQuotient(q: Quotient, k: number): Amount | null {
  const n = q.n * k;
  if (!Number.isSafeInteger(n)) {
    return null;
  }
  return n === 0 ? 0 : new Quotient(n, q.d);
}

export function amountTimes(a: Amount, b: Amount): Amount {
  if (typeof a === 'number') {
    if (typeof b === 'number') {
      // (a/100)(b/100) = ab/10^4, a whole number of hundredths when 100 divides ab.
      const p = a * b;
      if (Number.isSafeInteger(p) && p % SCALE === 0) {
        return p / SCALE + 0;
      }
    } else if (b instanceof Quotient && a % SCALE === 0) {
      const r = scaleQuotient(b, a / SCALE);
      if (r !== null) {
        return r;
      }
    }
  } else if (a instanceof Quotient && typeof b === 'number' && b % SCALE === 0) {
    const r = scaleQuotient(a, b / SCALE);
    if (r !== null) {
      return r;
    }
  }
  if (!(a instanceof Dec) && !(b instanceof Dec)) {
    // The general exact product (n1·n2)/(d1·d2): a rate times an amount that is not a whole multiple.
    const n1 = numeratorOf(a);
    const d1 = denominatorOf(a);
    const n2 = numeratorOf(b);
    const d2 = denominatorOf(b);
    const r = fromParts(n1 * n2, d1 * d2);
    if (r !== null) {
      return r;
    }
  }
  return amountToDec(a).times(amountToDec(b));
}

/** a ÷ b, or `null` when b is 0. */
export function amountDiv(a: Amount, b: Amount): Amount | null {
  if (typeof a === 'number' && typeof b === 'number') {
    if (b === 0) {
      return null;
    }
    // (a/100)/(b/100) = a/b, which is 100a/b hundredths: exact when b divides 100a.
    const n = a * SCALE;
    if (Number.isSafeInteger(n) && n % b === 0) {
      return n / b + 0;
    }
    // Otherwise keep the exact quotient (the scale cancels).
    return new Quotient(a, b);
  }
  if (!(a instanceof Dec) && !(b instanceof Dec)) {
    const n1 = numeratorOf(a);
    const d1 = denominatorOf(a);
    const n2 = numeratorOf(b);
    const d2 = denominatorOf(b);
    if (n2 === 0) {
      return null;
    }
    const r = fromParts(n1 * d2, d1 * n2);
    if (r !== null) {
      return r;
    }
  }
  const d = amountToDec(b);
  return d.isZero() ? null : amountToDec(a).div(d);
}

/** −1, 0 or 1 as a is less than, equal to or greater than b. */
export function amountCmp(a: Amount, b: Amount): number {
  if (typeof a === 'number' && typeof b === 'number') {
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (!(a instanceof Dec) && !(b instanceof Dec)) {
    // n1/d1 against n2/d2: compare n1·d2 with n2·d1, the other way round when d1·d2 is negative.
    const n1 = numeratorOf(a);
    const d1 = denominatorOf(a);
    const n2 = numeratorOf(b);
    const d2 = denominatorOf(b);
    const x = n1 * d2;
    const y = n2 * d1;
    if (Number.isSafeInteger(x) && Number.isSafeInteger(y)) {
      const order = x < y ? -1 : x > y ? 1 : 0;
      return Math.sign(d1) * Math.sign(d2) * order || 0;
    }
  }
  return amountToDec(a).cmp(amountToDec(b));
}

export function amountIsZero(a: Amount): boolean {
  if (typeof a === 'number') {
    return a === 0;
  }
  // A quotient is never zero: a zero numerator divides exactly.
  return a instanceof Quotient ? a.n === 0 : a.isZero();
}
