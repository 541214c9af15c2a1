import type { MetricUnit } from './catalogue';
import type { PlainValue } from './model';

/** How negative amounts are shown: `-1,234.00` or `(1,234.00)` (issue 6 preference). */
export type NegativeStyle = 'minus' | 'brackets';

/** Shown for a value that cannot be computed (cma-domain §7 Q1). Never 0, never NaN. */
export const NOT_AVAILABLE = '—';

// Cached formatters (style.md P7): constructing Intl.NumberFormat per cell is slow.
const indian2 = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const indian1 = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const compactInr = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumSignificantDigits: 3,
});

/**
 * Indian digit grouping with 2 decimals: 12345678 → "1,23,45,678.00".
 * Negative numbers use a minus sign or brackets; `null` is "—".
 */
export function formatAmount(value: number | null, negative: NegativeStyle = 'minus'): string {
  if (value === null || !Number.isFinite(value)) {
    return NOT_AVAILABLE;
  }
  const text = indian2.format(Math.abs(value));
  if (value < 0 && text !== '0.00') {
    return negative === 'brackets' ? `(${text})` : `-${text}`;
  }
  return text;
}

/**
 * A value of any unit for display: amounts, % and times and months with 2 decimals, days with 1
 * (cma-domain §7 Q21), yes/no as "Yes"/"No", `null` as "—".
 */
export function formatValue(value: PlainValue, unit: MetricUnit, negative: NegativeStyle = 'minus'): string {
  if (value === null) {
    return NOT_AVAILABLE;
  }
  if (typeof value === 'boolean') {
    return value ? 'Yes' : 'No';
  }
  if (unit === 'days') {
    return value < 0 ? `-${indian1.format(-value)}` : indian1.format(value);
  }
  const text = formatAmount(value, negative);
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
 * Compact INR with 3 significant digits in the en-US locale (spec §9): 2_000 → "₹2K", 1_234_567 → "₹1.23M".
 * Used by the dashboard's axes, labels and tooltips.
 */
export function formatCompactInr(value: number | null): string {
  if (value === null || !Number.isFinite(value)) {
    return NOT_AVAILABLE;
  }
  return compactInr.format(value);
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
  red: '#ef4444',
  yellow: '#eab308',
  green: '#22c55e',
  darkGreen: '#15803d',
};
