/**
 * Year headers, period kinds, unit headings and amounts as a CMA source writes them (docs/import.md).
 * A year is the calendar year in which the financial year ends, as `Period.year` (FY 2023-24 → 2024).
 */
import type { PeriodKind } from '../periods';
import { isYear } from '../periods';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const KIND_WORDS =
  /\b(audited|actuals?|provisional|unaudited|estimated?|estimates|projected|projections?|budget(?:ed)?)\b|[()[\]]|\b(?:year|ended|ending|as at|as on|fy|f\.y\.)\b/g;

const fullYear = (digits: string): number => (digits.length === 2 ? 2000 + Number(digits) : Number(digits));
const inRange = (year: number): number | null => (isYear(year) ? year : null);

/**
 * The year a header cell names, or null: "2023-24", "2023-2024", "FY 2024", "FY24", "FY 2023-24", "31.03.2024",
 * "31/03/24", "31-Mar-24", "Mar-24", "March 2024", "2024", with "Audited" and the like around it. A date is the
 * year's closing date, so its calendar year is the year.
 */
export function parseYearHeader(text: string): number | null {
  const t = text
    .toLowerCase()
    .replace(/\bfy\s*'?(?=\d)/, 'fy ')
    .replace(KIND_WORDS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let m = /^(\d{4})\s*[-–/]\s*(\d{2}|\d{4})$/.exec(t);
  if (m) {
    const start = Number(m[1]);
    const end = m[2]!.length === 2 ? Math.floor(start / 100) * 100 + Number(m[2]) + (Number(m[2]) < start % 100 ? 100 : 0) : Number(m[2]);
    return end === start + 1 ? inRange(end) : null;
  }
  m = /^'?(\d{2}|\d{4})$/.exec(t);
  if (m && (m[1]!.length === 4 || /\bf\.?y\.?\s*'?\d/.test(text.toLowerCase()))) {
    return inRange(fullYear(m[1]!));
  }
  m = /^(\d{1,2})[.\-/ ](\d{1,2}|[a-z]{3,9})[.\-/ ,]+(\d{2}|\d{4})$/.exec(t);
  if (m) {
    const month = /^\d+$/.test(m[2]!) ? Number(m[2]) : MONTHS.indexOf(m[2]!.slice(0, 3)) + 1;
    return month >= 1 && month <= 12 && Number(m[1]) >= 1 && Number(m[1]) <= 31 ? inRange(fullYear(m[3]!)) : null;
  }
  m = /^([a-z]{3,9})[.\-/ ,']+(\d{2}|\d{4})$/.exec(t);
  if (m && MONTHS.includes(m[1]!.slice(0, 3))) {
    return inRange(fullYear(m[2]!));
  }
  return null;
}

/** The period kind a header cell names ("Audited", "Actuals", "Provisional", "Estimated", "Projected"), or null. */
export function parseKind(text: string): PeriodKind | null {
  const t = text.toLowerCase();
  if (/\b(audited|actuals?)\b/.test(t) && !/\bunaudited\b/.test(t)) {
    return 'Audited';
  }
  if (/\b(provisional|unaudited)\b/.test(t)) {
    return 'Provisional';
  }
  if (/\b(estimated?|estimates|budget(?:ed)?)\b/.test(t)) {
    return 'Estimated';
  }
  return /\b(projected|projections?)\b/.test(t) ? 'Projected' : null;
}

/** A source's unit: its name as written and the power of ten of rupees in one (lakh 5, crore 7). */
export interface SourceUnit {
  readonly name: 'rupees' | 'thousands' | 'lakhs' | 'millions' | 'crores';
  readonly exponent: number;
}

const UNIT_WORDS: readonly [RegExp, SourceUnit][] = [
  [/\b(?:lakhs?|lacs?|lakh)\b/, { name: 'lakhs', exponent: 5 }],
  [/\b(?:crores?|crs?\.?)(?:\s|$|\))/, { name: 'crores', exponent: 7 }],
  [/\b(?:thousands?|000s?)\b|'000/, { name: 'thousands', exponent: 3 }],
  [/\b(?:millions?|mn)\b/, { name: 'millions', exponent: 6 }],
  [/\b(?:rupees|rs\.?|inr)(?:\s|$|\))|₹/, { name: 'rupees', exponent: 0 }],
];

/**
 * The unit a heading names: "Rs. in lakhs", "(₹ in crores)", "Amount in Rs. '000", "Figures in INR",
 * "Rs. Lacs"; null when the text is no unit heading (it must say "in" or be a bracketed unit, and be short).
 */
export function parseUnitHeading(text: string): SourceUnit | null {
  const t = text.toLowerCase().trim();
  if (t.length > 60 || !(/\bin\b/.test(t) || /^\(.*\)$/.test(t) || /^(?:rs\.?|₹|inr)\s/.test(t))) {
    return null;
  }
  for (const [pattern, unit] of UNIT_WORDS) {
    if (pattern.test(t)) {
      return unit;
    }
  }
  return null;
}

/**
 * An amount as a source cell writes it, as an exact decimal string: "1,23,456.50" → "123456.50",
 * "(1,200)" and "-1,200" → "-1200", "-", "–", "Nil" → "0"; null for a blank cell or text that is no amount.
 * A numeric cell (`value`) is taken as it is.
 */
export function parseSourceAmount(text: string, value?: number): string | null {
  if (value !== undefined) {
    return Number.isFinite(value) ? String(value) : null;
  }
  const t = text.replace(/[₹\s]|rs\.?/gi, '').replace(/,/g, '');
  if (t === '') {
    return null;
  }
  if (/^(?:[-–—]|nil|none)$/i.test(t)) {
    return '0';
  }
  const m = /^(\()?(-)?(\d+(?:\.\d+)?|\.\d+)(\))?$/.exec(t);
  if (!m || Boolean(m[1]) !== Boolean(m[4])) {
    return null;
  }
  const negative = Boolean(m[1]) || Boolean(m[2]);
  return `${negative && !/^0*\.?0*$/.test(m[3]!) ? '-' : ''}${m[3]!.startsWith('.') ? `0${m[3]}` : m[3]}`;
}
