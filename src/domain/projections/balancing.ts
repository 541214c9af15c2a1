import type { MetricId } from '../formula';
import { formatAmount } from '../format';
import { Dec, ZERO } from '../money';
import type { Driver } from './drivers';
import type { Working } from './project';

/** What the profit chain and the balancing line read and write of the period being filled. */
export interface BalanceContext {
  readonly driver: (id: MetricId) => Driver;
  readonly value: (id: MetricId) => Dec;
  /** The period's figure of an input as filled so far. */
  readonly get: (id: MetricId) => Dec;
  /** Sets a driven figure with its working. */
  readonly set: (id: MetricId, value: Dec, working: Working) => void;
  /** A derived metric over the figures as filled so far. */
  readonly derive: (id: MetricId) => Dec;
  /** The previous period's final figure of an input (0 with none). */
  readonly before: (id: MetricId) => Dec;
  /** Term-loan interest of the period, from the loan schedule. */
  readonly loanInterest: Dec;
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
const amt = (d: Dec): string => formatAmount(d.toNumber());
const pct = (d: Dec): string => `${d.toFixed(2)} %`;

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
  const interestDriven = c.driver(INTEREST).method === 'interest_on_borrowings';
  const rate = interestDriven ? c.value(INTEREST).div(100) : ZERO;
  const opening = c.before(c.balancingRow).plus(c.before(OTHER_WC));

  const chain = (x: Dec) => {
    if (interestDriven) {
      const closing = c.get(OTHER_WC).plus(c.balancing ? x : c.get(c.balancingRow));
      c.set(
        INTEREST,
        c.loanInterest.plus(rate.times(opening.plus(closing)).div(2)),
        () => `term-loan interest ${amt(c.loanInterest)} + ${pct(rate.times(100))} × (opening WC borrowing ${amt(opening)} + closing ${amt(closing)}) ÷ 2`,
      );
    }
    if (c.driver(TAX).method === 'pct_of_pbt') {
      const pbt = c.derive('opstmt.profitBeforeTax');
      c.set(TAX, Dec.max(ZERO, pbt.times(c.value(TAX)).div(100)), () => `max(0, ${pct(c.value(TAX))} × PBT ${amt(pbt)})`);
    }
    if (c.driver(DIVIDEND).method === 'pct_of_pat') {
      const pat = c.derive('opstmt.netProfitAfterTaxLoss');
      c.set(DIVIDEND, pat.gt(0) ? pat.times(c.value(DIVIDEND)).div(100) : ZERO, () =>
        pat.gt(0) ? `${pct(c.value(DIVIDEND))} × PAT ${amt(pat)}` : `0 in a loss year (PAT ${amt(pat)})`,
      );
    }
    const accumulated = c.driver(ACCUMULATED).method;
    if (accumulated === 'carry_forward') {
      const dep = c.get('opstmt.depreciation');
      c.set(ACCUMULATED, c.before(ACCUMULATED).plus(dep), () => `last year's ${amt(c.before(ACCUMULATED))} + depreciation ${amt(dep)}`);
    } else if (accumulated === 'schedule') {
      c.set(ACCUMULATED, c.fixedAccumulated(), 'the sum over the fixed-asset blocks');
    }
    if (c.driver(RESERVES).method === 'carry_forward') {
      const retained = c.derive('opstmt.retainedProfit');
      c.set(RESERVES, c.before(RESERVES).plus(retained), () => `last year's ${amt(c.before(RESERVES))} + retained profit ${amt(retained)}`);
    }
  };

  if (c.balancing) {
    c.set(c.balancingRow, ZERO, '');
    c.set(c.surplusRow, ZERO, '');
  }
  chain(ZERO);
  if (!c.balancing) {
    return;
  }
  const deficit = c.derive('assetnliabs.differenceIfAny');
  if (deficit.gt(0) && interestDriven && !rate.isZero() && c.driver(RESERVES).method === 'carry_forward') {
    chain(solveBorrowing(c, deficit, rate, chain));
  }
  // The exact residual: total assets less every liability but the balancing line.
  c.set(c.balancingRow, ZERO, '');
  const residual = c.derive('assetnliabs.differenceIfAny');
  const text = 'balancing figure: total assets − total liabilities before it';
  if (residual.gte(0)) {
    c.set(c.balancingRow, residual, () => `${text} (a deficit, borrowed from our bank) ${amt(residual)}`);
    c.set(c.surplusRow, ZERO, 'balancing line: no surplus');
  } else {
    c.set(c.surplusRow, residual.negated(), () => `balancing figure: surplus of liabilities over assets ${amt(residual.negated())}`);
    c.set(c.balancingRow, ZERO, 'balancing line: no deficit, the surplus is cash');
  }
}

/**
 * The closing borrowing x with x + ΔR(x) = `deficit`, where ΔR is the change in reserves the extra interest
 * causes. PBT falls by r ÷ 2 per unit of x; tax and dividend kink where PBT (or PAT) crosses 0, so those
 * points split x into linear pieces, and x is interpolated on the one piece whose ends straddle the deficit.
 */
function solveBorrowing(c: BalanceContext, deficit: Dec, rate: Dec, chain: (x: Dec) => void): Dec {
  const reserves0 = c.get(RESERVES);
  const pbt0 = c.derive('opstmt.profitBeforeTax');
  const slope = rate.div(2);
  const g = (x: Dec): Dec => {
    chain(x);
    return x.plus(c.get(RESERVES)).minus(reserves0);
  };
  // PBT at which the chain kinks: 0 (tax floored, dividend nil) and, with a fixed tax, PAT = 0.
  const kinks = [ZERO, ...(c.driver(TAX).method === 'pct_of_pbt' ? [] : [c.get(TAX)])];
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
