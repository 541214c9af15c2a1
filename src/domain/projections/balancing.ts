import type { MetricId } from '../formula';
import { formatAmount } from '../format';
import { amountIsZero, amountToDec, amountToNumber, Dec, ZERO } from '../money';
import type { Amount } from '../money';
import type { ProjectionArithmetic } from './arithmetic';
import type { Driver } from './drivers';
import type { Working } from './project';

/** What the profit chain and the balancing line read and write of the period being filled. */
export interface BalanceContext {
  /** What the figures are computed in (see {@link ProjectionArithmetic}). */
  readonly arithmetic: ProjectionArithmetic;
  readonly driver: (id: MetricId) => Driver;
  readonly value: (id: MetricId) => Amount;
  /** The period's figure of an input as filled so far. */
  readonly get: (id: MetricId) => Amount;
  /** Sets a driven figure, rounded to paise, with its working. */
  readonly set: (id: MetricId, value: Amount, working: Working) => void;
  /** A derived metric over the figures as filled so far (0 when it cannot be computed). */
  readonly derive: (id: MetricId) => Amount;
  /** The previous period's final figure of an input (0 with none). */
  readonly before: (id: MetricId) => Amount;
  /** Term-loan interest of the period, from the loan schedule. */
  readonly loanInterest: Amount;
  /** Accumulated depreciation over the fixed-asset blocks at the period's end. */
  readonly fixedAccumulated: () => Dec;
  readonly balancing: boolean;
  readonly surplusRow: MetricId;
  readonly balancingRow: MetricId;
}

const INTEREST: MetricId = 'opstmt.interestFinCharges';
const TAX: MetricId = 'opstmt.provisionForTaxes';
const DIVIDEND: MetricId = 'opstmt.dividendDrawings';
const RESERVES: MetricId = 'assetnliabs.reservesSurplus';
const ACCUMULATED: MetricId = 'assetnliabs.lessDepreciation';
const OTHER_WC: MetricId = 'assetnliabs.wcFromBanksInstitution';
// The cached Indian-grouping formatter: a `toLocaleString` per working took most of a projection's time.
const amt = (a: Amount): string => formatAmount(amountToNumber(a));
// A driver's value as a percentage, to 2 decimals half-even (as decimal.js prints it).
const pct = (a: Amount): string => `${amountToDec(a).toFixed(2)} %`;
// Whole numbers as amounts (hundredths).
const TWO: Amount = 200;
const HUNDRED: Amount = 10_000;

/**
 * Fills the rows that depend on profit and on the closing borrowing, and the balancing line
 * (loans-and-projections §9), exactly. With `interest_on_borrowings` on interest and `carry_forward` on
 * reserves, the borrowing x feeds back: interest = term-loan interest + r × (opening + closing working-capital
 * borrowing) ÷ 2 lowers PBT, tax, PAT and reserves. Reserves are piecewise linear in x (kinks where PBT or PAT
 * crosses 0), so the liabilities are x + ΔR(x), increasing; x solves x + ΔR(x) = the deficit on the linear
 * piece that holds it (closed form per piece, no iteration to a tolerance). The balancing figure is then set
 * to the exact residual, so the difference is exactly 0; a surplus goes to cash & bank; neither is negative.
 */
export function balance(c: BalanceContext): void {
  const A = c.arithmetic;
  const interestDriven = c.driver(INTEREST).method === 'interest_on_borrowings';
  const rate = interestDriven ? A.div(c.value(INTEREST), HUNDRED) : 0;
  const opening = A.plus(c.before(c.balancingRow), c.before(OTHER_WC));

  const chain = (x: Amount) => {
    if (interestDriven) {
      const closing = A.plus(c.get(OTHER_WC), c.balancing ? x : c.get(c.balancingRow));
      c.set(
        INTEREST,
        A.plus(c.loanInterest, A.div(A.times(rate, A.plus(opening, closing)), TWO)),
        () => `term-loan interest ${amt(c.loanInterest)} + ${pct(c.value(INTEREST))} × (opening WC borrowing ${amt(opening)} + closing ${amt(closing)}) ÷ 2`,
      );
    }
    if (c.driver(TAX).method === 'pct_of_pbt') {
      const pbt = c.derive('opstmt.profitBeforeTax');
      const tax = A.div(A.times(pbt, c.value(TAX)), HUNDRED);
      c.set(TAX, A.cmp(tax, 0) > 0 ? tax : 0, () => `max(0, ${pct(c.value(TAX))} × PBT ${amt(pbt)})`);
    }
    if (c.driver(DIVIDEND).method === 'pct_of_pat') {
      const pat = c.derive('opstmt.netProfitAfterTaxLoss');
      const profit = A.cmp(pat, 0) > 0;
      c.set(DIVIDEND, profit ? A.div(A.times(pat, c.value(DIVIDEND)), HUNDRED) : 0, () =>
        profit ? `${pct(c.value(DIVIDEND))} × PAT ${amt(pat)}` : `0 in a loss year (PAT ${amt(pat)})`,
      );
    }
    const accumulated = c.driver(ACCUMULATED).method;
    if (accumulated === 'carry_forward') {
      const dep = c.get('opstmt.depreciation');
      c.set(ACCUMULATED, A.plus(c.before(ACCUMULATED), dep), () => `last year's ${amt(c.before(ACCUMULATED))} + depreciation ${amt(dep)}`);
    } else if (accumulated === 'schedule') {
      c.set(ACCUMULATED, c.fixedAccumulated(), 'the sum over the fixed-asset blocks');
    }
    if (c.driver(RESERVES).method === 'carry_forward') {
      const retained = c.derive('opstmt.retainedProfit');
      c.set(RESERVES, A.plus(c.before(RESERVES), retained), () => `last year's ${amt(c.before(RESERVES))} + retained profit ${amt(retained)}`);
    }
  };

  if (c.balancing) {
    c.set(c.balancingRow, 0, '');
    c.set(c.surplusRow, 0, '');
  }
  chain(0);
  if (!c.balancing) {
    return;
  }
  const deficit = c.derive('assetnliabs.differenceIfAny');
  if (A.cmp(deficit, 0) > 0 && interestDriven && !amountIsZero(rate) && c.driver(RESERVES).method === 'carry_forward') {
    chain(solveBorrowing(c, amountToDec(deficit), amountToDec(rate), chain));
  }
  // The exact residual: total assets less every liability but the balancing line.
  c.set(c.balancingRow, 0, '');
  const residual = c.derive('assetnliabs.differenceIfAny');
  const text = 'balancing figure: total assets − total liabilities before it';
  if (A.cmp(residual, 0) >= 0) {
    c.set(c.balancingRow, residual, () => `${text} (a deficit, borrowed from our bank) ${amt(residual)}`);
    c.set(c.surplusRow, 0, 'balancing line: no surplus');
  } else {
    const surplus = A.minus(0, residual);
    c.set(c.surplusRow, surplus, () => `balancing figure: surplus of liabilities over assets ${amt(surplus)}`);
    c.set(c.balancingRow, 0, 'balancing line: no deficit, the surplus is cash');
  }
}

/**
 * The closing borrowing x with x + ΔR(x) = `deficit`, where ΔR is the change in reserves the extra interest
 * causes. PBT falls by r ÷ 2 per unit of x; tax and dividend kink where PBT (or PAT) crosses 0, so those
 * points split x into linear pieces, and x is interpolated on the one piece whose ends straddle the deficit.
 * In decimal.js at 34 digits in either arithmetic: x is not a whole number of paise, and the interest on it
 * is rounded to paise from this decimal, as it always was.
 */
function solveBorrowing(c: BalanceContext, deficit: Dec, rate: Dec, chain: (x: Amount) => void): Dec {
  const reserves0 = amountToDec(c.get(RESERVES));
  const pbt0 = amountToDec(c.derive('opstmt.profitBeforeTax'));
  const slope = rate.div(2);
  const g = (x: Dec): Dec => {
    chain(x);
    return x.plus(amountToDec(c.get(RESERVES))).minus(reserves0);
  };
  // PBT at which the chain kinks: 0 (tax floored, dividend nil) and, with a fixed tax, PAT = 0.
  const kinks = [ZERO, ...(c.driver(TAX).method === 'pct_of_pbt' ? [] : [amountToDec(c.get(TAX))])];
  const breaks = kinks
    .filter((k) => k.lt(pbt0))
    .map((k) => pbt0.minus(k).div(slope))
    .sort((a, b) => a.comparedTo(b));
  let a = ZERO;
  let ga = ZERO;
  for (const b of [...breaks, null]) {
    const end = b ?? a.plus(Dec.max(deficit, 1));
    const gb = g(end);
    if (b === null || gb.gte(deficit)) {
      return a.plus(deficit.minus(ga).times(end.minus(a)).div(gb.minus(ga)));
    }
    a = end;
    ga = gb;
  }
  return deficit;
}
