import type { MetricUnit } from './catalogue';
import type { PlainValue } from './model';
import { Dec } from './money';

/** How negative amounts are shown: `−1,234.00` (a true minus, U+2212) or `(1,234.00)`; the toolbar's preference. */
export type NegativeStyle = 'minus' | 'brackets';

/**
 * How the charts abbreviate rupees: `indian` in lakhs and crores (₹5.2 L, ₹67.4 Cr), the default, or
 * `international` en-US compact as spec §9 writes it (₹674M).
 */
export type ChartNotation = 'indian' | 'international';

/** The minus sign of displayed negatives (U+2212): a hyphen is not a minus. */
export const MINUS = '\u2212';

/** Applies the negative style to the text of a magnitude: "−text" or "(text)". */
function signed(text: string, negative: NegativeStyle): string {
  return negative === 'brackets' ? `(${text})` : `${MINUS}${text}`;
}

/** Shown for a value that cannot be computed (cma-domain §7 Q1). Never 0, never NaN. */
export const NOT_AVAILABLE = '—';

// Cached formatters (style.md P7): constructing Intl.NumberFormat per cell is slow.
const indian2 = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const indian1 = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
// Up to 2 decimals: the scaled figure of a lakh or crore amount rounded to 3 significant digits.
const indianUpTo2 = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
// Every digit of an exact amount (a shifted one can have up to 9 decimals), at least 2.
const indianInFull = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 20 });
const compactInr = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumSignificantDigits: 3,
});

/**
 * An amount moved `shift` places of ten, exactly: the decimal text of `value × 10^shift` (a shift of −2
 * shows lakhs in crores, +5 lakhs in rupees). No shift gives the number itself.
 */
export function shiftAmount(value: number, shift: number): number | `${number}` {
  return shift === 0 ? value : (new Dec(value).times(new Dec(10).pow(shift)).toFixed() as `${number}`);
}

/**
 * Indian digit grouping with 2 decimals: 12345678 → "1,23,45,678.00".
 * Negative numbers use a true minus sign (−) or brackets; `null` is "—".
 * `shift` shows the amount in another unit, exactly (see {@link shiftAmount}): 1,234.56 lakhs with −2 is
 * "12.35" crores, with +5 "12,34,56,000.00" rupees; the only rounding is the display's, to 2 decimals.
 */
export function formatAmount(value: number | null, negative: NegativeStyle = 'minus', shift = 0): string {
  if (value === null || !Number.isFinite(value)) {
    return NOT_AVAILABLE;
  }
  // Intl formats a decimal string exactly, so a shifted amount is rounded once, as shown.
  const text = indian2.format(shiftAmount(Math.abs(value), shift));
  if (value < 0 && text !== '0.00') {
    return signed(text, negative);
  }
  return text;
}

/**
 * An amount in full, for an editor to start from: Indian grouping, at least 2 decimals and every digit the
 * exact value has, moved by `shift` (see {@link shiftAmount}), so reading it back loses nothing: 1,234.56
 * lakhs with −2 is "12.3456". A negative takes a true minus.
 */
export function formatAmountInFull(value: number, shift = 0): string {
  const text = indianInFull.format(shiftAmount(Math.abs(value), shift));
  return value < 0 ? `${MINUS}${text}` : text;
}

/**
 * A value of any unit for display: amounts, % and times and months with 2 decimals, days with 1
 * (cma-domain §7 Q21), yes/no as "Yes"/"No", `null` as "—". Only an amount takes the display unit's
 * `shift` ({@link formatAmount}); %, times, months, days and yes/no never scale.
 */
export function formatValue(value: PlainValue, unit: MetricUnit, negative: NegativeStyle = 'minus', shift = 0): string {
  if (value === null) {
    return NOT_AVAILABLE;
  }
  if (typeof value === 'boolean') {
    return value ? 'Yes' : 'No';
  }
  if (unit === 'days') {
    const text = indian1.format(Math.abs(value));
    return value < 0 && text !== '0.0' ? signed(text, negative) : text;
  }
  const text = formatAmount(value, negative, unit === 'amount' ? shift : 0);
  return unit === 'percent' ? `${text}%` : text;
}

/** The symbol of a unit for labels: "%", "months", "days", "×", "" for amounts and yes/no. */
export const UNIT_SUFFIX: Readonly<Record<MetricUnit, string>> = {
  amount: '',
  percent: '%',
  months: 'months',
  days: 'days',
  times: 'times',
  yesno: '',
};

/**
 * Compact INR with 3 significant digits in the en-US locale (spec §9): 2_000 → "₹2K", 1_234_567 → "₹1.23M",
 * −190 → "−₹190". `null` is "—".
 */
export function formatCompactInr(value: number | null, negative: NegativeStyle = 'minus'): string {
  if (value === null || !Number.isFinite(value)) {
    return NOT_AVAILABLE;
  }
  const text = compactInr.format(Math.abs(value));
  return value < 0 && text !== '₹0' ? signed(text, negative) : text;
}

/**
 * Rupees in lakhs and crores with 3 significant digits: 674_000_000 → "₹67.4 Cr", 520_000 → "₹5.2 L",
 * 45_678 → "₹45,700", −2_100_000 → "−₹21 L". Rounding picks the unit, so 99_960 reads "₹1 L", not "₹100 K".
 * Crores keep Indian grouping beyond a thousand crore ("₹12,300 Cr"). `null` is "—".
 */
export function formatIndianCompact(value: number | null, negative: NegativeStyle = 'minus'): string {
  if (value === null || !Number.isFinite(value)) {
    return NOT_AVAILABLE;
  }
  const rounded = Number(Math.abs(value).toPrecision(3));
  const [divisor, suffix] = rounded >= 1e7 ? [1e7, ' Cr'] : rounded >= 1e5 ? [1e5, ' L'] : [1, ''];
  const text = `₹${indianUpTo2.format(rounded / divisor)}${suffix}`;
  return value < 0 && text !== '₹0' ? signed(text, negative) : text;
}

/** A chart amount in rupees in the chosen notation and negative style (the dashboard's axes, labels, tooltips). */
export function formatChartAmount(value: number | null, notation: ChartNotation, negative: NegativeStyle = 'minus'): string {
  return notation === 'indian' ? formatIndianCompact(value, negative) : formatCompactInr(value, negative);
}

/** The spec §9 colour bands of the current ratio, from weakest to strongest. */
export type CurrentRatioBand = 'darkRed' | 'red' | 'yellow' | 'green' | 'darkGreen';

/**
 * The colour band of a current ratio (spec §9): below 1 dark red; 1 to under 1.33 red; 1.33 to under
 * 1.5 yellow; 1.5 to under 1.75 green; 1.75 and above dark green. `null` (no current liabilities) has no band.
 */
export function currentRatioBand(ratio: number | null): CurrentRatioBand | null {
  if (ratio === null || !Number.isFinite(ratio)) {
    return null;
  }
  if (ratio < 1) {
    return 'darkRed';
  }
  if (ratio < 1.33) {
    return 'red';
  }
  if (ratio < 1.5) {
    return 'yellow';
  }
  if (ratio < 1.75) {
    return 'green';
  }
  return 'darkGreen';
}

/** Hex colours of the bands, shared by the grids and the dashboard. */
export const CURRENT_RATIO_COLOURS: Readonly<Record<CurrentRatioBand, string>> = {
  darkRed: '#991b1b',
  // Tailwind red-600: white text on it is 4.83:1 (WCAG AA); red-500 gave 3.76:1.
  red: '#dc2626',
  yellow: '#eab308',
  green: '#22c55e',
  darkGreen: '#15803d',
};

/**
 * The text colour for a label drawn on each band, chosen for at least 4.5:1 contrast (WCAG AA):
 * white on the dark bands, near-black on yellow and green (white on yellow is 1.9:1).
 */
export const CURRENT_RATIO_TEXT_COLOURS: Readonly<Record<CurrentRatioBand, string>> = {
  darkRed: '#ffffff',
  red: '#ffffff',
  yellow: '#1c1917',
  green: '#052e16',
  darkGreen: '#ffffff',
};

/**
 * The name given to an analysis created without one: its companies and year, "Alpha Ltd, Beta Ltd (2025)",
 * within `maxLength` characters. A list too long is cut after the last whole word that fits and ends in
 * "…", so no word is cut in half and the year always shows: "Alpha Ltd, Beta… (2025)".
 */
export function analysisNameFrom(companyNames: readonly string[], year: number, maxLength = 120): string {
  const suffix = ` (${year})`;
  const list = companyNames.join(', ');
  const budget = maxLength - suffix.length;
  if (list.length <= budget) {
    return `${list}${suffix}`;
  }
  // Room for the ellipsis; a boundary is a space, or the end of what fits when the next character is one.
  const fits = list.slice(0, budget - 1);
  const boundary = /\s/.test(list.charAt(fits.length)) ? fits.length : fits.search(/\s\S*$/);
  const kept = (boundary > 0 ? fits.slice(0, boundary) : fits).replace(/[\s,;:·-]+$/, '');
  return `${kept}…${suffix}`;
}
