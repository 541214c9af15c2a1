import { Dec, ZERO } from '../money';
import { MONTHS_BETWEEN_INSTALMENTS, financialYearOf, marchOf, monthIndexOf } from './term-loan';
import type { MonthIndex, TermLoan } from './term-loan';

/** One month of a loan's schedule; amounts exact, in the analysis's unit. */
export interface ScheduleMonth {
  readonly month: MonthIndex;
  /** Balance at the start of the month. */
  readonly opening: Dec;
  /** Interest charged at the month's end: opening × rate ÷ 1200. */
  readonly interest: Dec;
  /** True in a moratorium month whose interest is added to the balance instead of being paid. */
  readonly capitalised: boolean;
  /** Principal falling due at the month's end (0 outside instalment months). */
  readonly principal: Dec;
  /** Balance at the month's end: opening (+ capitalised interest) − principal. */
  readonly closing: Dec;
}

/** A loan's schedule: month 1 is `firstMonth`, the last month is the one of the last instalment. */
export interface LoanSchedule {
  readonly first: MonthIndex;
  readonly months: readonly ScheduleMonth[];
}

/**
 * The schedule of a loan, month by month (loans-and-projections §2, §3), exact to decimal.js
 * precision 34; nothing is rounded. Interest for a month = opening balance × rate ÷ 1200, charged at
 * the month's end. Months 1…m are the moratorium: no principal, interest paid or added to the balance.
 * Instalment i (1…n) falls due at the end of month m + i·k. Equal principal repays the balance after
 * the moratorium ÷ n each time; an EMI is P·r ÷ (1 − (1 + r)^−n) a month, its principal the payment
 * less the month's interest. The last instalment repays whatever is left, so the closing is exactly 0.
 */
export function loanSchedule(loan: TermLoan): LoanSchedule {
  const first = monthIndexOf(loan.firstMonth);
  const rate = new Dec(loan.ratePct).div(1200);
  const zeroRate = rate.isZero();
  const k = MONTHS_BETWEEN_INSTALMENTS[loan.frequency];
  const m = loan.moratoriumMonths;
  const n = loan.instalments;
  const months: ScheduleMonth[] = new Array<ScheduleMonth>(m + n * k);
  let balance = new Dec(loan.amount);
  // The interest on an unchanged balance is the same Dec: equal-principal months between instalments
  // cost no arithmetic.
  let interestOf: Dec = ZERO;
  let interestBalance: Dec | null = null;
  const interestOn = (b: Dec): Dec => {
    if (b !== interestBalance) {
      interestBalance = b;
      interestOf = zeroRate ? ZERO : b.times(rate);
    }
    return interestOf;
  };
  const capitalise = loan.moratoriumInterest === 'capitalised';
  for (let t = 0; t < m; t++) {
    const interest = interestOn(balance);
    const closing = capitalise ? balance.plus(interest) : balance;
    months[t] = { month: first + t, opening: balance, interest, capitalised: capitalise, principal: ZERO, closing };
    balance = closing;
  }
  const instalment = repaymentPerInstalment(loan, balance, rate);
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= k; j++) {
      const t = m + (i - 1) * k + j - 1;
      const opening = balance;
      const interest = interestOn(opening);
      let principal: Dec = ZERO;
      if (j === k) {
        principal = i === n ? opening : loan.repayment === 'emi' ? instalment.minus(interest) : instalment;
        balance = opening.minus(principal);
      }
      months[t] = { month: first + t, opening, interest, capitalised: false, principal, closing: balance };
    }
  }
  return { first, months };
}

/** The equal principal per instalment, or the EMI (the whole monthly payment), on the balance after the moratorium. */
function repaymentPerInstalment(loan: TermLoan, principal: Dec, rate: Dec): Dec {
  const n = loan.instalments;
  if (loan.repayment === 'equal_principal' || rate.isZero()) {
    return principal.div(n);
  }
  return principal.times(rate).div(new Dec(1).minus(rate.plus(1).pow(-n)));
}

/** One financial year of one loan or of a company's loans (the schedule's "by_year"); exact amounts. */
export interface LoanYear {
  /** Σ interest paid in the FY: the interest charged to profit and loss, which the DSCR services. */
  readonly interest: Dec;
  /** Σ moratorium interest added to the balance in the FY (0 when paid). */
  readonly interestCapitalised: Dec;
  /** Σ principal falling due in the FY. */
  readonly principal: Dec;
  /** Balance at 31 March (0 before the loan starts and after it is repaid). */
  readonly closing: Dec;
  /** Principal falling due in the next FY: the current maturities a bank moves to current liabilities. */
  readonly dueNextYear: Dec;
}

export const NO_LOAN_YEAR: LoanYear = Object.freeze({
  interest: ZERO,
  interestCapitalised: ZERO,
  principal: ZERO,
  closing: ZERO,
  dueNextYear: ZERO,
});

interface Flows {
  interest: Dec;
  interestCapitalised: Dec;
  principal: Dec;
}

/** Σ of each flow per FY, for the FYs the schedule touches. */
function flowsByYear(schedule: LoanSchedule): Map<number, Flows> {
  const out = new Map<number, Flows>();
  let year = Number.NaN;
  let flows: Flows | undefined;
  // Runs of months with the same interest Dec are summed as interest × count (one multiplication).
  let runInterest: Dec | null = null;
  let runCount = 0;
  let runCapitalised = false;
  const closeRun = () => {
    if (runInterest !== null && flows !== undefined && !runInterest.isZero()) {
      const sum = runCount === 1 ? runInterest : runInterest.times(runCount);
      if (runCapitalised) {
        flows.interestCapitalised = flows.interestCapitalised.plus(sum);
      } else {
        flows.interest = flows.interest.plus(sum);
      }
    }
    runInterest = null;
    runCount = 0;
  };
  for (const row of schedule.months) {
    const fy = financialYearOf(row.month);
    if (fy !== year) {
      closeRun();
      year = fy;
      flows = { interest: ZERO, interestCapitalised: ZERO, principal: ZERO };
      out.set(fy, flows);
    }
    if (row.interest !== runInterest || row.capitalised !== runCapitalised) {
      closeRun();
      runInterest = row.interest;
      runCapitalised = row.capitalised;
    }
    runCount++;
    if (!row.principal.isZero()) {
      flows!.principal = flows!.principal.plus(row.principal);
    }
  }
  closeRun();
  return out;
}

/** The balance at the end of `month`: 0 before the loan starts and after its last month. */
function balanceAt(schedule: LoanSchedule, month: MonthIndex): Dec {
  const t = month - schedule.first;
  if (t < 0) {
    return ZERO;
  }
  return schedule.months[t]?.closing ?? ZERO;
}

/**
 * A loan's figures for each of `years` (FYs, April–March, by the year they end in): interest paid,
 * interest capitalised and principal due in the FY, the balance at 31 March, and the principal due in
 * the next FY. A month belongs to the FY it ends in, so an instalment due at the end of March falls in
 * that FY (loans-and-projections §1).
 */
export function loanYears(schedule: LoanSchedule, years: readonly number[]): Map<number, LoanYear> {
  const flows = flowsByYear(schedule);
  const out = new Map<number, LoanYear>();
  for (const year of years) {
    const f = flows.get(year);
    out.set(year, {
      interest: f?.interest ?? ZERO,
      interestCapitalised: f?.interestCapitalised ?? ZERO,
      principal: f?.principal ?? ZERO,
      closing: balanceAt(schedule, marchOf(year)),
      dueNextYear: flows.get(year + 1)?.principal ?? ZERO,
    });
  }
  return out;
}

/** The sum of several loans' years (a company's term loans), for each of `years`. */
export function sumLoanYears(perLoan: readonly ReadonlyMap<number, LoanYear>[], years: readonly number[]): Map<number, LoanYear> {
  const out = new Map<number, LoanYear>();
  for (const year of years) {
    let sum: LoanYear = NO_LOAN_YEAR;
    for (const loan of perLoan) {
      const y = loan.get(year);
      if (y !== undefined) {
        sum = {
          interest: sum.interest.plus(y.interest),
          interestCapitalised: sum.interestCapitalised.plus(y.interestCapitalised),
          principal: sum.principal.plus(y.principal),
          closing: sum.closing.plus(y.closing),
          dueNextYear: sum.dueNextYear.plus(y.dueNextYear),
        };
      }
    }
    out.set(year, sum);
  }
  return out;
}
