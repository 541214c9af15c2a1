import { UNIT_LABELS } from '../../contract/constants';
import { evaluateArithmetic, isGroupedDigits } from '../../domain/arithmetic';
import { AMOUNT_DECIMALS, Dec, hasAtMostTwoDecimals, MAX_AMOUNT } from '../../domain/money';
import { displayShift } from './display-units';
import type { DisplayUnits } from './display-units';

/** What a pasted cell holds: nothing (left unchanged), an amount, or text we refuse to guess at. */
export type PastedAmount =
  | { readonly kind: 'empty' }
  | { readonly kind: 'value'; readonly value: number }
  /** `roundable`: the figure is sound but the entry unit cannot hold it in 2 decimals; `round` would store it rounded. */
  | { readonly kind: 'refused'; readonly reason: string; readonly roundable?: boolean };

export interface ParseAmountOptions {
  /** False for a minimum-0 field (every input but the signed rows, docs/domain.md "Signed figures"): a negative is refused. */
  readonly allowNegative: boolean;
  /**
   * The figure is typed in `units.shown` (the display unit) and stored in `units.entered`: it is converted
   * exactly by a decimal shift, and refused when the stored amount would need more than 2 decimals.
   * Without it the figure is read as it is stored.
   */
  readonly units?: DisplayUnits;
  /**
   * Rounds a figure the entry unit cannot hold in 2 decimals (₹4,15,000.50 in a lakh analysis) half up to
   * 2 decimals there, instead of refusing it: only on the analyst's word, after the refusal offered it.
   */
  readonly round?: boolean;
}

/** Reasons shown to the analyst in the paste toast, after the refused text. */
export const REFUSAL = {
  notANumber: 'not a number',
  scientific: 'scientific notation (format the Excel cells as numbers)',
  grouping: 'misplaced commas',
  decimals: 'more than 2 decimals',
  tooLarge: `above ${MAX_AMOUNT.toExponential()}`,
  negative: 'negative not allowed',
  spaces: 'spaces inside a figure (it may be several figures run together)',
  arithmetic: 'not arithmetic we can work out',
} as const;

// Digits as typed: Indian grouping, and every decimal the exact value has.
const indianExact = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 20 });

/**
 * Why a figure typed in the display unit cannot be stored, and what would be: "1.23456 ₹ lakhs cannot
 * be stored: amounts keep 2 decimals in ₹ lakhs, so type a multiple of 1,000 in ₹ (1,23,000 or 1,24,000)".
 */
function notStorable(stored: Dec, units: DisplayUnits): string {
  // `stored` is the magnitude in the entry unit; the multiple and the two figures offered are in the display unit.
  const toShown = new Dec(10).pow(displayShift(units));
  const shown = (d: Dec) => indianExact.format(d.times(toShown).toFixed() as `${number}`);
  const step = new Dec(10).pow(-AMOUNT_DECIMALS);
  const down = stored.toDecimalPlaces(AMOUNT_DECIMALS, Dec.ROUND_DOWN);
  const entered = UNIT_LABELS[units.entered];
  return (
    `${indianExact.format(stored.toFixed() as `${number}`)} ${entered} cannot be stored: amounts keep ${AMOUNT_DECIMALS} decimals in ${entered}, ` +
    `so type a multiple of ${shown(step)} in ${UNIT_LABELS[units.shown]} (${shown(down)} or ${shown(down.plus(step))})`
  );
}

const EMPTY: PastedAmount = { kind: 'empty' };
const refused = (reason: string): PastedAmount => ({ kind: 'refused', reason });

/** `₹`, `Rs`, `Rs.` and `INR`, as Excel's Currency and Accounting formats and bank statements write them. */
const CURRENCY = /^(₹|rs\.?|inr)/i;
const CURRENCY_AT_END = /(₹|rs\.?|inr)$/i;
/** Hyphen-minus, en dash, em dash and the true minus sign (U+2212) all read as a minus. */
const MINUS = /^[-–—−]/;
const MINUS_AT_END = /[-–—−]$/;
const PLUS = /^\+/;

/**
 * Reads one cell of a block pasted from Excel (or a bank statement, or CreditGrid itself), or a typed figure.
 * A cell starting with `=` is arithmetic (`=2,40,000*12`, {@link evaluateArithmetic}) and its exact result is read.
 *
 * Accepted: Indian or Western grouping (`1,23,45,678`, `12,345,678`), `₹` / `Rs` / `Rs.` / `INR`
 * before or after the figure, any whitespace including non-breaking and narrow no-break spaces,
 * Excel Accounting padding (`₹ 1,234.00 `), negatives as `-1,234`, `−1,234` (U+2212), `(1,234)` or
 * `1,234-` (a trailing minus, as some ledger exports write it) where allowed, and a
 * lone dash (`-`, `–`, `—`, or Accounting's `₹ -`) meaning zero. Trailing zeros past 2 decimals
 * (`1,234.5000`) are exact and accepted.
 *
 * Refused, with the reason, and never rounded or turned into 0: text, scientific notation (`1E+05`,
 * which Excel shows when a column is too narrow and which has lost digits), commas in wrong places
 * (`1,2,3`, `1234,567`), plain spaces between digits (`1 23 456`), more than one decimal point, more than 2 significant decimals, values above
 * 1e13, and negatives in a minimum-0 field. With `options.units`, the figure is in the display unit and
 * converted exactly to the entry unit, where the decimal and size limits apply.
 * @returns `empty` for a blank cell, which a paste leaves unchanged.
 */
export function parseAmount(text: string, options: ParseAmountOptions): PastedAmount {
  // `=1200+350-45.5`: worked out exactly, then read like any typed figure (2 decimals, minimum 0, the unit).
  if (text.trim().startsWith('=')) {
    const result = evaluateArithmetic(text);
    return result.ok ? parseAmount(result.value.toFixed(), options) : refused(`${REFUSAL.arithmetic}: ${result.reason}`);
  }
  // A plain space between digits is typed, not formatted: `1 23 456` may be three figures run together.
  // (The no-break spaces number formats put between groups, U+00A0 and U+202F, are read as grouping.)
  if (/\d[ \t]+[\d.,]|[\d,][ \t]+\d/.test(text)) {
    return refused(REFUSAL.spaces);
  }
  // JS `\s` covers U+00A0, U+2007, U+2009 and U+202F as well as Excel's padding spaces.
  let s = text.replace(/\s+/g, '');
  if (s === '') {
    return EMPTY;
  }
  let currency = false;
  let minus = false;
  let sign = false;
  let open = false;
  // Prefix: any order of one currency, one opening bracket, and one sign ("₹ -1", "-₹1", "₹(1)").
  for (;;) {
    const cur = currency ? null : CURRENCY.exec(s);
    if (cur) {
      currency = true;
      s = s.slice(cur[0].length);
    } else if (!open && s.startsWith('(')) {
      open = true;
      s = s.slice(1);
    } else if (!sign && (MINUS.test(s) || PLUS.test(s))) {
      sign = true;
      minus = MINUS.test(s);
      s = s.slice(1);
    } else {
      break;
    }
  }
  // Suffix: a closing bracket, a currency written after the figure ("1,234 INR", "(1,234)₹") and a
  // trailing minus ("14.57-", as some ledger exports write a credit).
  let close = false;
  let trailingMinus = false;
  for (;;) {
    const cur = currency ? null : CURRENCY_AT_END.exec(s);
    if (cur) {
      currency = true;
      s = s.slice(0, -cur[0].length);
    } else if (!close && s.endsWith(')')) {
      close = true;
      s = s.slice(0, -1);
    } else if (!trailingMinus && s.length > 1 && MINUS_AT_END.test(s)) {
      trailingMinus = true;
      s = s.slice(0, -1);
    } else {
      break;
    }
  }
  if (trailingMinus) {
    if (sign || open) {
      return refused(REFUSAL.notANumber);
    }
    minus = true;
  }
  if (open !== close || (open && sign)) {
    return refused(REFUSAL.notANumber);
  }
  if (s === '') {
    // A dash alone is how Excel's Accounting format (and many analysts) write zero.
    return minus && !open ? { kind: 'value', value: 0 } : refused(REFUSAL.notANumber);
  }
  if (/^\d[\d.,]*e[-+]?\d+$/i.test(s)) {
    return refused(REFUSAL.scientific);
  }
  const match = /^([\d,]*)(?:\.(\d*))?$/.exec(s);
  if (!match || !/\d/.test(s)) {
    return refused(REFUSAL.notANumber);
  }
  const whole = match[1] ?? '';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (!isGroupedDigits(whole)) {
    return refused(REFUSAL.grouping);
  }
  // Places of ten from the figure as typed (the display unit) to the entry unit.
  const shift = -displayShift(options.units);
  if (shift === 0 && fraction.length > AMOUNT_DECIMALS) {
    return refused(REFUSAL.decimals);
  }
  // Validate on the exact decimal string (in the entry unit); convert to a JS number only once it is known to be sound.
  const typed = new Dec(`${whole.replace(/,/g, '') || '0'}.${fraction || '0'}`);
  let exact = shift === 0 ? typed : typed.times(new Dec(10).pow(shift));
  if (options.units && exact.decimalPlaces() > AMOUNT_DECIMALS) {
    if (!options.round) {
      return { kind: 'refused', reason: notStorable(exact, options.units), roundable: true };
    }
    exact = exact.toDecimalPlaces(AMOUNT_DECIMALS, Dec.ROUND_HALF_UP);
  }
  if (exact.greaterThan(MAX_AMOUNT)) {
    return refused(REFUSAL.tooLarge);
  }
  const negative = (minus || open) && !exact.isZero();
  if (negative && !options.allowNegative) {
    return refused(REFUSAL.negative);
  }
  const value = exact.toNumber();
  if (!hasAtMostTwoDecimals(value)) {
    // Unreachable for ≤ 2 decimals below 1e13; kept so a future MAX_AMOUNT change cannot round silently.
    return refused(REFUSAL.decimals);
  }
  return { kind: 'value', value: negative ? -value : value };
}
