import { Dec, ZERO } from '../money';
import type { LoanYear } from './schedule';
import { MONTHS_BETWEEN_INSTALMENTS, monthIndexOf } from './term-loan';
import type { TermLoan } from './term-loan';

const NO_FLOWS = Object.freeze({ interest: ZERO, interestCapitalised: ZERO, principal: ZERO });

/**
 * A loan's FY totals in closed form (what the DSCR and the sensitivity cases read), without walking its
 * months: a few decimal operations per FY instead of several per month, so recomputing 8 companies × 20
 * loans after an edit stays cheap. The same figures as `loanYears(loanSchedule(loan), years)` (a test
 * holds the two together); see that function for their meaning.
 *
 * Months are counted t = 1…T from the first month. The moratorium (t ≤ m) runs on the amount B, or on
 * B·g^(t−1) when interest is capitalised (g = 1 + rate ÷ 1200): its interest over months a…b telescopes to
 * B·(g^b − g^(a−1)). Equal principal p = P ÷ n leaves P − p·j after j instalments, so the interest of a run
 * of months is r·(months·P − p·Σj), Σj an integer sum. An EMI E leaves B_j = P·g^j − E·(g^j − 1) ÷ r after j
 * payments, so payments u…v carry (v − u + 1)·E − (B_(u−1) − B_v) of interest and B_(u−1) − B_v of principal.
 * The last instalment repays what is left (B_n = 0).
 */
export class ClosedFormLoan {
  private readonly first: number;
  private readonly r: Dec;
  private readonly g: Dec;
  private readonly m: number;
  private readonly k: number;
  private readonly n: number;
  private readonly total: number;
  private readonly amount: Dec;
  /** The balance after the moratorium (P). */
  private readonly principal: Dec;
  /** Equal principal per instalment, or the EMI. */
  private readonly instalment: Dec;
  private readonly emi: boolean;
  private readonly capitalised: boolean;
  private readonly powers = new Map<number, Dec>();
  private readonly balances = new Map<number, Dec>();

  constructor(loan: TermLoan) {
    this.first = monthIndexOf(loan.firstMonth);
    this.r = new Dec(loan.ratePct).div(1200);
    this.g = this.r.plus(1);
    this.m = loan.moratoriumMonths;
    this.k = MONTHS_BETWEEN_INSTALMENTS[loan.frequency];
    this.n = loan.instalments;
    this.total = this.m + this.n * this.k;
    this.amount = new Dec(loan.amount);
    this.capitalised = loan.moratoriumInterest === 'capitalised' && !this.r.isZero();
    this.principal = this.capitalised ? this.amount.times(this.pow(this.m)) : this.amount;
    // At 0 % an EMI is equal principal: P ÷ n a month.
    this.emi = loan.repayment === 'emi' && !this.r.isZero();
    this.instalment = this.emi ? this.principal.times(this.r).div(new Dec(1).minus(this.g.pow(-this.n))) : this.principal.div(this.n);
  }

  /** g^j, memoised; a year on from a known power is one multiplication (FY boundaries are 12 months apart). */
  private pow(j: number): Dec {
    let p = this.powers.get(j);
    if (p === undefined) {
      const yearBefore = j > 12 ? this.powers.get(j - 12) : undefined;
      p = yearBefore === undefined ? this.g.pow(j) : yearBefore.times(this.pow(12));
      this.powers.set(j, p);
    }
    return p;
  }

  /** Instalments falling due at or before the end of month t (0 ≤ t ≤ T). */
  private paidBy(t: number): number {
    return t <= this.m ? 0 : Math.floor((t - this.m) / this.k);
  }

  /** The balance after j instalments (0 ≤ j ≤ n). */
  private afterInstalments(j: number): Dec {
    if (j === 0) {
      return this.principal;
    }
    if (j === this.n) {
      return ZERO;
    }
    let b = this.balances.get(j);
    if (b === undefined) {
      b = this.emi
        ? this.principal.times(this.pow(j)).minus(this.instalment.times(this.pow(j).minus(1)).div(this.r))
        : this.principal.minus(this.instalment.times(j));
      this.balances.set(j, b);
    }
    return b;
  }

  /** The balance at the end of month t (0 ≤ t ≤ T; t = 0 is the amount lent). */
  private balanceAt(t: number): Dec {
    if (t <= this.m) {
      return this.capitalised ? this.amount.times(this.pow(t)) : this.amount;
    }
    return this.afterInstalments(this.paidBy(t));
  }

  /** Interest paid, interest capitalised and principal due over months a…b (1 ≤ a ≤ b ≤ T). */
  private flows(a: number, b: number): { interest: Dec; interestCapitalised: Dec; principal: Dec } {
    let interest = ZERO;
    let interestCapitalised = ZERO;
    const moratoriumEnd = Math.min(b, this.m);
    if (a <= moratoriumEnd) {
      if (this.capitalised) {
        interestCapitalised = this.amount.times(this.pow(moratoriumEnd).minus(this.pow(a - 1)));
      } else {
        interest = this.amount.times(this.r).times(moratoriumEnd - a + 1);
      }
    }
    const start = Math.max(a, this.m + 1);
    if (start > b) {
      return { interest, interestCapitalised, principal: ZERO };
    }
    const before = this.paidBy(start - 1);
    const after = this.paidBy(b);
    const principal = this.afterInstalments(before).minus(this.afterInstalments(after));
    if (this.emi) {
      // Payments before+1 … after, one a month.
      interest = interest.plus(this.instalment.times(after - before).minus(principal));
    } else {
      // Σ over the months of the balance at their start: months·P − p·Σ(instalments paid before each).
      let paidBefore = 0;
      for (let t = start; t <= b; t++) {
        paidBefore += this.paidBy(t - 1);
      }
      const sum = this.principal.times(b - start + 1).minus(this.instalment.times(paidBefore));
      interest = interest.plus(sum.times(this.r));
    }
    return { interest, interestCapitalised, principal };
  }

  /** The loan's figures for each of `years`. */
  years(years: readonly number[]): Map<number, LoanYear> {
    const out = new Map<number, LoanYear>();
    // Each year's flows once: a year's principal is also the year before's "due next year".
    const memo = new Map<number, ReturnType<ClosedFormLoan['flows']>>();
    const flowsIn = (year: number) => {
      let f = memo.get(year);
      if (f === undefined) {
        const [a, b] = this.monthsOf(year);
        f = a > b ? NO_FLOWS : this.flows(a, b);
        memo.set(year, f);
      }
      return f;
    };
    for (const year of years) {
      const march = year * 12 + 2 - this.first + 1;
      out.set(year, {
        ...flowsIn(year),
        closing: march < 1 || march >= this.total ? ZERO : this.balanceAt(march),
        dueNextYear: flowsIn(year + 1).principal,
      });
    }
    return out;
  }

  /** The loan months (1…T) of the FY `year`, as [a, b]; a > b when none. */
  private monthsOf(year: number): [number, number] {
    const april = (year - 1) * 12 + 3 - this.first + 1;
    const march = year * 12 + 2 - this.first + 1;
    return [Math.max(1, april), Math.min(this.total, march)];
  }
}
