import { describe, expect, it } from 'vitest';
import { Dec, ZERO } from '../money';
import type { PeriodKind } from '../periods';
import { tenorDscr } from './dscr';
import type { DscrPeriodInput } from './dscr';
import { NO_LOAN_YEAR } from './schedule';

/** loans-and-projections §4: the §2 loan with these operating figures. */
const period = (year: number, kind: PeriodKind, pat: number, depreciation: number, interest: number, principal: number): DscrPeriodInput => ({
  year,
  kind,
  pat: new Dec(pat),
  depreciation: new Dec(depreciation),
  loans: { ...NO_LOAN_YEAR, interest: new Dec(interest), principal: new Dec(principal) },
});

const section4 = [
  period(2026, 'Estimated', 5, 4, 7.2, 0),
  period(2027, 'Projected', 20, 10, 13.32, 24),
  period(2028, 'Projected', 26, 9, 10.44, 24),
  period(2029, 'Projected', 30, 8.1, 7.56, 24),
];

describe('DSCR over the tenor (loans-and-projections §4)', () => {
  it('gives each year (PAT + depreciation + TL interest) ÷ (TL interest + principal due)', () => {
    const { byYear } = tenorDscr(section4, false);
    expect(byYear.map((y) => [y.numerator!.toNumber(), y.denominator.toNumber(), y.dscr!.toFixed(2)])).toEqual([
      [16.2, 7.2, '2.25'],
      [43.32, 37.32, '1.16'],
      [45.44, 34.44, '1.32'],
      [45.66, 31.56, '1.45'],
    ]);
  });

  it('takes the minimum with its year and the average as Σ numerators ÷ Σ denominators', () => {
    const { tenor } = tenorDscr(section4, false);
    expect(tenor.min!.toFixed(2)).toBe('1.16');
    expect(tenor.minYear).toBe(2027);
    expect(tenor.average!.equals(new Dec('150.62').div('110.52'))).toBe(true);
    expect(tenor.average!.toFixed(2)).toBe('1.36');
    expect(tenor.years).toEqual([2026, 2027, 2028, 2029]);
  });

  it('leaves out the moratorium year when the setting says so: 134.42 ÷ 103.32', () => {
    const { tenor } = tenorDscr(section4, true);
    expect(tenor.average!.equals(new Dec('134.42').div('103.32'))).toBe(true);
    expect(tenor.average!.toFixed(2)).toBe('1.30');
    expect(tenor.years).toEqual([2027, 2028, 2029]);
  });

  it('has no DSCR in a year with no debt service, never a huge or negative number, and leaves it out of the average', () => {
    const withEmptyYear = [...section4, period(2030, 'Projected', -50, 2, 0, 0)];
    const { byYear, tenor } = tenorDscr(withEmptyYear, false);
    expect(byYear[4]!.dscr).toBeNull();
    expect(byYear[4]!.reason).toBe('NO_DEBT_SERVICE');
    expect(tenor.years).toEqual([2026, 2027, 2028, 2029]);
    expect(tenor.average!.toFixed(2)).toBe('1.36');
  });

  it('counts only Estimated and Projected years over the tenor', () => {
    const audited = period(2025, 'Audited', 1, 0, 1, 9);
    const { byYear, tenor } = tenorDscr([audited, ...section4], false);
    expect(byYear[0]!.dscr!.toFixed(2)).toBe('0.20');
    expect(tenor.minYear).toBe(2027);
    expect(tenor.years).not.toContain(2025);
  });

  it('gives no minimum or average with no loan at all', () => {
    const none = section4.map((p) => ({ ...p, loans: NO_LOAN_YEAR }));
    const { byYear, tenor } = tenorDscr(none, false);
    expect(byYear.every((y) => y.dscr === null && y.denominator.equals(ZERO))).toBe(true);
    expect(tenor).toEqual({ min: null, minYear: null, average: null, years: [] });
  });
});
