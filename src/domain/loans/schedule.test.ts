import { describe, expect, it } from 'vitest';
import { Dec } from '../money';
import { SECTION2_LOAN } from './examples.fixture';
import { loanSchedule, loanYears, sumLoanYears } from './schedule';
import { financialYearOf, monthIndexOf, monthText } from './term-loan';
import type { TermLoan } from './term-loan';

const section2 = SECTION2_LOAN;

const years = [2026, 2027, 2028, 2029, 2030, 2031];
const plain = (d: Dec) => d.toNumber();

describe('financial years (loans-and-projections §1)', () => {
  it('puts March in the FY that ends then and April in the next', () => {
    expect(financialYearOf(monthIndexOf('2026-03'))).toBe(2026);
    expect(financialYearOf(monthIndexOf('2026-04'))).toBe(2027);
    expect(monthText(monthIndexOf('2025-10'))).toBe('2025-10');
  });
});

describe('equal principal, quarterly, 6 months of moratorium interest paid (§2)', () => {
  const schedule = loanSchedule(section2);

  it('runs 66 months and puts instalments 1, 4 and 20 at the end of months 9, 18 and 66', () => {
    expect(schedule.months).toHaveLength(66);
    const due = schedule.months.filter((m) => !m.principal.isZero()).map((m) => monthText(m.month));
    expect(due).toHaveLength(20);
    expect(due[0]).toBe('2026-06');
    expect(due[3]).toBe('2027-03');
    expect(due[19]).toBe('2031-03');
    expect(schedule.months.every((m) => m.principal.isZero() || m.principal.equals(6))).toBe(true);
  });

  it('gives the §2 table year by year, the March instalment in the FY that ends then', () => {
    const byYear = loanYears(schedule, years);
    const row = (y: number) => {
      const v = byYear.get(y)!;
      return [plain(v.interest), plain(v.interestCapitalised), plain(v.principal), plain(v.closing), plain(v.dueNextYear)];
    };
    expect(row(2026)).toEqual([7.2, 0, 0, 120, 24]);
    expect(row(2027)).toEqual([13.32, 0, 24, 96, 24]);
    expect(row(2028)).toEqual([10.44, 0, 24, 72, 24]);
    expect(row(2029)).toEqual([7.56, 0, 24, 48, 24]);
    expect(row(2030)).toEqual([4.68, 0, 24, 24, 24]);
    expect(row(2031)).toEqual([1.8, 0, 24, 0, 0]);
  });

  it('has nothing before the loan starts or after it is repaid', () => {
    const byYear = loanYears(schedule, [2025, 2032]);
    for (const y of [2025, 2032]) {
      const v = byYear.get(y)!;
      expect([v.interest, v.principal, v.closing, v.dueNextYear].every((d) => d.isZero())).toBe(true);
    }
  });
});

describe('moratorium interest capitalised (§2)', () => {
  const schedule = loanSchedule({ ...section2, moratoriumInterest: 'capitalised' });
  const afterMoratorium = new Dec(120).times(new Dec('1.01').pow(6));

  it('adds each month of interest to the balance, so 20 instalments repay 120 × 1.01⁶ ÷ 20 each', () => {
    expect(schedule.months[5]!.closing.equals(afterMoratorium)).toBe(true);
    expect(afterMoratorium.toFixed(4)).toBe('127.3824');
    const first = schedule.months.find((m) => !m.principal.isZero())!;
    expect(first.principal.equals(afterMoratorium.div(20))).toBe(true);
    expect(first.principal.toFixed(5)).toBe('6.36912');
    expect(schedule.months.at(-1)!.closing.isZero()).toBe(true);
  });

  it('shows FY 2026 with no interest paid and the capitalised interest apart', () => {
    const y = loanYears(schedule, [2026]).get(2026)!;
    expect(y.interest.isZero()).toBe(true);
    expect(y.interestCapitalised.equals(afterMoratorium.minus(120))).toBe(true);
    expect(y.interestCapitalised.toFixed(4)).toBe('7.3824');
    expect(y.closing.equals(afterMoratorium)).toBe(true);
  });
});

describe('EMI (§3): 10.00 at 12 %, 12 monthly payments', () => {
  const loan: TermLoan = {
    ...section2,
    amount: 10,
    firstMonth: '2025-04',
    moratoriumMonths: 0,
    instalments: 12,
    frequency: 'monthly',
    repayment: 'emi',
  };
  const schedule = loanSchedule(loan);
  const r = new Dec('0.01');
  const emi = new Dec(10).times(r).div(new Dec(1).minus(r.plus(1).pow(-12)));

  it('pays P·r ÷ (1 − (1 + r)^−n) a month and clears the balance exactly', () => {
    expect(emi.toFixed(6)).toBe('0.888488');
    const first = schedule.months[0]!;
    expect(first.interest.toFixed(6)).toBe('0.100000');
    expect(first.principal.toFixed(6)).toBe('0.788488');
    expect(first.closing.toFixed(6)).toBe('9.211512');
    for (const m of schedule.months.slice(0, -1)) {
      expect(m.interest.plus(m.principal).equals(emi)).toBe(true);
    }
    expect(schedule.months.at(-1)!.closing.isZero()).toBe(true);
  });

  it('charges n × EMI − P of interest in all (the closed form), 0.661855', () => {
    const total = schedule.months.reduce((s, m) => s.plus(m.interest), new Dec(0));
    expect(total.minus(emi.times(12).minus(10)).abs().lessThan('1e-30')).toBe(true);
    expect(total.toFixed(6)).toBe('0.661855');
    // All 12 months fall in FY 2026 (April 2025 – March 2026).
    expect(loanYears(schedule, [2026]).get(2026)!.interest.equals(total)).toBe(true);
  });

  it('at 0 % repays P ÷ n a month with no interest', () => {
    const free = loanSchedule({ ...loan, ratePct: 0 });
    expect(free.months.every((m) => (m.interest.isZero() && m.principal.equals(new Dec(10).div(12))) || m === free.months.at(-1))).toBe(true);
    expect(free.months.at(-1)!.closing.isZero()).toBe(true);
  });
});

describe('a company of several loans', () => {
  it('adds the loans year by year', () => {
    const a = loanYears(loanSchedule(section2), years);
    const b = loanYears(loanSchedule({ ...section2, amount: 60, frequency: 'half_yearly', instalments: 10 }), years);
    const sum = sumLoanYears([a, b], years).get(2027)!;
    // The second loan: 60 at 1 % a month, principal 6 due at the end of months 12 (Sep 2026) and 18 (Mar 2027).
    expect(plain(sum.principal)).toBe(24 + 12);
    // 13.32 + 6 months on 60 (0.60) + 6 months on 54 (0.54) = 20.16
    expect(plain(sum.interest)).toBe(20.16);
    expect(plain(sum.closing)).toBe(96 + 48);
  });
});
