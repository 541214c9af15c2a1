import {
  AMOUNT_DECIMALS,
  amountCmp,
  amountDiv,
  amountMinus,
  amountOfDec,
  amountOfDecimal,
  amountPlus,
  amountTimes,
  amountToDec,
  amountToHundredths,
  Dec,
} from '../money';
import type { Amount } from '../money';
import { VALUE_DECIMALS } from './drivers';

/**
 * The arithmetic a projection computes its figures in. Every value is an `Amount` (see money.ts); a driven
 * figure is rounded to paise by {@link ProjectionArithmetic.round} and kept as hundredths, as a typed one is
 * entered. Two implementations give the same figures to the paisa: {@link EXACT_ARITHMETIC}, which every
 * projection uses, and {@link DECIMAL_ARITHMETIC}, the decimal.js arithmetic it replaced, which the property
 * test checks it against.
 */
export interface ProjectionArithmetic {
  plus(a: Amount, b: Amount): Amount;
  minus(a: Amount, b: Amount): Amount;
  times(a: Amount, b: Amount): Amount;
  /** a ÷ b; the projection divides only by a positive number of months, 100 or 2. */
  div(a: Amount, b: Amount): Amount;
  /** −1, 0 or 1 as a is less than, equal to or greater than b. */
  cmp(a: Amount, b: Amount): number;
  /** A figure rounded to paise (2 decimals, half-even). */
  round(a: Amount): Amount;
  /** A driver's value (%, or months; at most {@link VALUE_DECIMALS} decimals) as an amount. */
  value(v: number): Amount;
}

/**
 * Exact fractions (the formula engine's hundredths and quotients of safe integers), each figure rounded to
 * paise by an integer division of its quotient: no decimal is made unless a figure leaves the safe range.
 * The figures are those of {@link DECIMAL_ARITHMETIC}: that rounds each quotient to 34 digits before the
 * paise, and a quotient of these small denominators (months, 10^4 for a value, 100) that is not exactly
 * half a paisa lies much farther than 10^-34 of its size from one, so both round it the same way.
 */
export const EXACT_ARITHMETIC: ProjectionArithmetic = {
  plus: amountPlus,
  minus: amountMinus,
  times: amountTimes,
  div: (a, b) => amountDiv(a, b)!,
  cmp: amountCmp,
  round: amountToHundredths,
  value: (v) => amountOfDecimal(v, VALUE_DECIMALS),
};

/**
 * decimal.js at 34 significant digits, half-even, every operation on decimals: how projections were
 * computed before {@link EXACT_ARITHMETIC}, kept as the reference the property test compares it with.
 */
export const DECIMAL_ARITHMETIC: ProjectionArithmetic = {
  plus: (a, b) => amountToDec(a).plus(amountToDec(b)),
  minus: (a, b) => amountToDec(a).minus(amountToDec(b)),
  times: (a, b) => amountToDec(a).times(amountToDec(b)),
  div: (a, b) => amountToDec(a).div(amountToDec(b)),
  cmp: (a, b) => amountToDec(a).cmp(amountToDec(b)),
  round: (a) => amountOfDec(amountToDec(a).toDecimalPlaces(AMOUNT_DECIMALS)),
  value: (v) => new Dec(v),
};
