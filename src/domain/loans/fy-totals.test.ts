import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from '../money';
import { SECTION2_LOAN } from './examples.fixture';
import { ClosedFormLoan } from './fy-totals';
import { loanSchedule, loanYears } from './schedule';
import { FREQUENCIES } from './term-loan';
import type { TermLoan } from './term-loan';

const YEARS = Array.from({ length: 40 }, (_, i) => 2015 + i);
/**
 * Equal to 1e-20 of the loan's amount: both ways round at 34 digits, and a small figure that is a
 * difference of large ones (an EMI's interest, E − principal) carries the rounding of the large ones. A
 * misplaced month would be off by a month's interest, at least 1e-6 of the amount at the rates allowed.
 */
const close = (a: Dec, b: Dec, amount: number) => a.minus(b).abs().lessThanOrEqualTo(new Dec(amount).times('1e-20'));

/** The closed form against the month-by-month schedule, every figure of every year. */
function agree(loan: TermLoan): string[] {
  const walked = loanYears(loanSchedule(loan), YEARS);
  const closed = new ClosedFormLoan(loan).years(YEARS);
  const out: string[] = [];
  for (const y of YEARS) {
    const w = walked.get(y)!;
    const c = closed.get(y)!;
    for (const key of ['interest', 'interestCapitalised', 'principal', 'closing', 'dueNextYear'] as const) {
      if (!close(c[key], w[key], loan.amount)) {
        out.push(`${y} ${key}: closed ${c[key].toString()}, walked ${w[key].toString()}`);
      }
    }
  }
  return out;
}

const section2 = SECTION2_LOAN;

describe('the FY totals in closed form', () => {
  it('equal the month-by-month schedule on the worked examples (loans-and-projections §2, §3)', () => {
    expect(agree(section2)).toEqual([]);
    expect(agree({ ...section2, moratoriumInterest: 'capitalised' })).toEqual([]);
    expect(agree({ ...section2, amount: 10, moratoriumMonths: 0, instalments: 12, frequency: 'monthly', repayment: 'emi', firstMonth: '2025-04' })).toEqual([]);
    const y = new ClosedFormLoan(section2).years([2027]).get(2027)!;
    expect([y.interest.toNumber(), y.principal.toNumber(), y.closing.toNumber(), y.dueNextYear.toNumber()]).toEqual([13.32, 24, 96, 24]);
  });

  it('equal the month-by-month schedule for any loan', () => {
    const loan = fc
      .record({
        name: fc.constant('L'),
        lender: fc.constant('our_bank' as const),
        amount: fc.integer({ min: 1, max: 10_000_000 }).map((x) => x / 100),
        ratePct: fc.integer({ min: 0, max: 4000 }).map((x) => x / 100),
        firstMonth: fc.tuple(fc.integer({ min: 2016, max: 2030 }), fc.integer({ min: 1, max: 12 })).map(([y, mo]) => `${y}-${String(mo).padStart(2, '0')}`),
        moratoriumMonths: fc.integer({ min: 0, max: 60 }),
        moratoriumInterest: fc.constantFrom('paid' as const, 'capitalised' as const),
        instalments: fc.integer({ min: 1, max: 40 }),
        frequency: fc.constantFrom(...FREQUENCIES),
        repayment: fc.constantFrom('equal_principal' as const, 'emi' as const),
      })
      .map((l): TermLoan => (l.repayment === 'emi' ? { ...l, frequency: 'monthly' } : l));
    fc.assert(
      fc.property(loan, (l) => agree(l).length === 0),
      { numRuns: 200 },
    );
  });
});
