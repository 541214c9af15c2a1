import { describe, expect, it } from 'vitest';
import {
  addPeriodAfter,
  addPeriodBefore,
  initialPeriods,
  isAssessedPeriod,
  isYear,
  periodErrors,
  periodLabel,
  previousPeriodIndex,
  removePeriod,
  setPeriodKind,
  yearOfText,
} from './periods';
import type { Period, PeriodsResult } from './periods';

const FOUR: readonly Period[] = [
  { year: 2023, kind: 'Audited' },
  { year: 2024, kind: 'Audited' },
  { year: 2025, kind: 'Estimated' },
  { year: 2026, kind: 'Projected' },
];
const years = (r: PeriodsResult) => (r.ok ? r.periods.map((p) => `${p.year} ${p.kind}`) : r.errors);

describe('periods', () => {
  it('labels a period as banks do, by the year in which the FY ends', () => {
    expect(periodLabel({ year: 2025, kind: 'Audited' })).toBe('FY 2024-25 (Audited)');
    expect(periodLabel({ year: 2000, kind: 'Projected' })).toBe('FY 1999-00 (Projected)');
  });

  it('accepts a valid axis and explains every fault of an invalid one', () => {
    expect(periodErrors(FOUR, 2026)).toEqual([]);
    expect(periodErrors([], 2025)).toEqual(['An analysis needs at least one period.']);
    expect(
      periodErrors(
        [
          { year: 2024, kind: 'Projected' },
          { year: 2025, kind: 'Audited' },
        ],
        2025,
      ),
    ).toEqual(['FY 2024-25 (Audited) cannot follow FY 2023-24 (Projected): kinds run Audited, Provisional, Estimated, Projected.']);
    expect(
      periodErrors(
        [
          { year: 2025, kind: 'Audited' },
          { year: 2025, kind: 'Audited' },
        ],
        2025,
      ),
    ).toEqual(['Periods must run oldest first, one per year: FY ending 2025 follows FY ending 2025.']);
    expect(periodErrors(FOUR, 2030)).toEqual(['The assessment year 2030 must be one of the periods.']);
    expect(periodErrors([{ year: 2025.5, kind: 'Audited' }], 2025.5)[0]).toContain('whole number from 1900 to 2999');
    const eleven = Array.from({ length: 11 }, (_, i): Period => ({ year: 2015 + i, kind: 'Audited' }));
    expect(periodErrors(eleven, 2025)).toEqual(['An analysis holds at most 10 periods; this one has 11.']);
  });

  it('starts a new analysis from the Years choice', () => {
    expect(years(initialPeriods(2025))).toEqual(['2025 Audited']);
    expect(years(initialPeriods(2025, 2, 1))).toEqual(['2023 Audited', '2024 Audited', '2025 Projected', '2026 Projected']);
    expect(initialPeriods(2025, 9, 1).ok).toBe(false);
  });

  it('adds a year before or after, up to ten', () => {
    expect(years(addPeriodBefore(FOUR, 2026))).toEqual(['2022 Audited', '2023 Audited', '2024 Audited', '2025 Estimated', '2026 Projected']);
    expect(years(addPeriodAfter(FOUR, 2026))).toEqual(['2023 Audited', '2024 Audited', '2025 Estimated', '2026 Projected', '2027 Projected']);
    expect(years(addPeriodBefore(FOUR, 2026, 'Projected'))[0]).toContain('cannot follow');
    const ten = Array.from({ length: 10 }, (_, i): Period => ({ year: 2016 + i, kind: 'Audited' }));
    expect(years(addPeriodAfter(ten, 2025))).toEqual(['An analysis holds at most 10 periods; this one has 11.']);
  });

  it('re-kinds a period only when the kinds stay in order', () => {
    expect(years(setPeriodKind(FOUR, 2026, 2025, 'Provisional'))[2]).toBe('2025 Provisional');
    expect(years(setPeriodKind(FOUR, 2026, 2024, 'Projected'))).toEqual([
      'FY 2024-25 (Estimated) cannot follow FY 2023-24 (Projected): kinds run Audited, Provisional, Estimated, Projected.',
    ]);
    expect(years(setPeriodKind(FOUR, 2026, 1999, 'Audited'))).toEqual(['FY ending 1999 is not a period of this analysis.']);
  });

  it('removes any year but the assessment year; a middle year leaves a gap with no previous period', () => {
    expect(years(removePeriod(FOUR, 2026, 2026))).toEqual(['FY 2025-26 (Projected) is the assessment year and cannot be removed.']);
    const gap = removePeriod(FOUR, 2026, 2024);
    expect(years(gap)).toEqual(['2023 Audited', '2025 Estimated', '2026 Projected']);
    const periods = gap.ok ? gap.periods : [];
    expect(periods.map((_, i) => previousPeriodIndex(periods, i))).toEqual([null, null, 1]);
    expect(FOUR.map((_, i) => previousPeriodIndex(FOUR, i))).toEqual([null, 0, 1, 2]);
  });

  it('assesses MPBF and drawing power for the assessment year and projected years only', () => {
    expect(FOUR.map((p) => isAssessedPeriod(p, 2025))).toEqual([false, false, true, true]);
  });
});

describe('the one rule for a valid year', () => {
  it('takes whole numbers from 1900 to 2999 and nothing else', () => {
    expect([1900, 2024, 2999].map(isYear)).toEqual([true, true, true]);
    expect([1899, 3000, 2024.5, Number.NaN, '2024', null].map(isYear)).toEqual([false, false, false, false, false, false]);
  });

  it('reads a year written as text only when it is exactly four digits naming a valid year', () => {
    expect(['2024', '1900', '2999'].map(yearOfText)).toEqual([2024, 1900, 2999]);
    expect(['0999', '3000', '24', '20245', ' 2024', '2024.0', '2e3', '', null, undefined].map(yearOfText)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('is the rule the period checks apply', () => {
    expect(periodErrors([{ year: 3000, kind: 'Audited' }], 3000)).toEqual(['Period 1: the year must be a whole number from 1900 to 2999, not 3000.']);
  });
});
