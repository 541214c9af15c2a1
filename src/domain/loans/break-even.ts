import { formatAmount } from '../format';
import { Dec, ZERO } from '../money';
import type { Settings } from '../settings';

/**
 * The cost rows of the break-even split: raw material consumed, power & fuel and
 * manufacturing/direct expenses are variable by default; direct labour, repairs & maintenance,
 * depreciation, selling & administration and interest fixed. Each maps to the setting that holds its
 * variable share, %.
 */
export const BREAK_EVEN_COSTS = [
  { key: 'rawMaterialConsumed', label: 'Raw material consumed', setting: 'breakEvenVariablePctRawMaterial' },
  { key: 'powerFuel', label: 'Power & fuel', setting: 'breakEvenVariablePctPowerFuel' },
  { key: 'mfgDirectExpenses', label: 'Mfg / direct expenses', setting: 'breakEvenVariablePctMfgDirect' },
  { key: 'directLabour', label: 'Direct labour', setting: 'breakEvenVariablePctDirectLabour' },
  { key: 'repairsMaintenance', label: 'Repairs & maintenance', setting: 'breakEvenVariablePctRepairs' },
  { key: 'depreciation', label: 'Depreciation', setting: 'breakEvenVariablePctDepreciation' },
  { key: 'sellingAdmExpenses', label: 'Selling & administration', setting: 'breakEvenVariablePctSellingAdm' },
  { key: 'interestFinCharges', label: 'Interest', setting: 'breakEvenVariablePctInterest' },
] as const;

/** A cost row of the break-even split. */
export type BreakEvenCost = (typeof BREAK_EVEN_COSTS)[number]['key'];

/** One period's figures for the break-even: total sales and each cost row (raw material as consumed). */
export interface BreakEvenInputs {
  readonly sales: Dec;
  readonly costs: Readonly<Record<BreakEvenCost, Dec>>;
}

/** Why a break-even figure cannot be computed. */
export type BreakEvenNaReason = 'NO_SALES' | 'NO_CONTRIBUTION';

export const BREAK_EVEN_NA_TEXT: Readonly<Record<BreakEvenNaReason, string>> = {
  NO_SALES: 'no sales',
  NO_CONTRIBUTION: 'contribution is not positive: sales do not cover the variable costs',
};

/** The break-even figures of one period (wire keys at the API); amounts exact, percentages ×100. */
export interface BreakEven {
  readonly variableCosts: Dec;
  readonly fixedCosts: Dec;
  readonly contribution: Dec;
  /** contribution ÷ sales × 100; `null` with no sales, negative when the contribution is. */
  readonly pvRatioPct: Dec | null;
  readonly bepSales: Dec | null;
  readonly bepPctOfSales: Dec | null;
  readonly cashBepSales: Dec | null;
  readonly cashBepPctOfSales: Dec | null;
  readonly marginOfSafetyPct: Dec | null;
  /** Set when BEP, cash BEP and the margin of safety are `null`. */
  readonly reason?: BreakEvenNaReason;
}

const HUNDRED = new Dec(100);

/**
 * Break-even of one period (loans-and-projections §5). Each cost row is split by its variable
 * share (settings): variable = Σ cost × share, fixed = Σ cost × (1 − share). Contribution = sales −
 * variable; P/V = contribution ÷ sales; BEP sales = fixed ÷ P/V; cash BEP = (fixed − the fixed part of
 * depreciation) ÷ P/V; margin of safety = (sales − BEP sales) ÷ sales. With no sales or a contribution
 * ≤ 0, BEP, cash BEP and the margin of safety are `null` with the reason.
 */
export function breakEven(inputs: BreakEvenInputs, settings: Settings): BreakEven {
  let variableCosts = ZERO;
  let fixedCosts = ZERO;
  let fixedDepreciation = ZERO;
  for (const { key, setting } of BREAK_EVEN_COSTS) {
    const cost = inputs.costs[key];
    const variable = cost.times(settings[setting]).div(HUNDRED);
    variableCosts = variableCosts.plus(variable);
    fixedCosts = fixedCosts.plus(cost.minus(variable));
    if (key === 'depreciation') {
      fixedDepreciation = cost.minus(variable);
    }
  }
  const { sales } = inputs;
  const contribution = sales.minus(variableCosts);
  const none = { bepSales: null, bepPctOfSales: null, cashBepSales: null, cashBepPctOfSales: null, marginOfSafetyPct: null };
  if (sales.isZero()) {
    return { variableCosts, fixedCosts, contribution, pvRatioPct: null, ...none, reason: 'NO_SALES' };
  }
  const pvRatioPct = contribution.div(sales).times(HUNDRED);
  if (contribution.lessThanOrEqualTo(0)) {
    return { variableCosts, fixedCosts, contribution, pvRatioPct, ...none, reason: 'NO_CONTRIBUTION' };
  }
  // fixed ÷ (contribution ÷ sales), written to divide once.
  const bepSales = fixedCosts.times(sales).div(contribution);
  const cashBepSales = fixedCosts.minus(fixedDepreciation).times(sales).div(contribution);
  return {
    variableCosts,
    fixedCosts,
    contribution,
    pvRatioPct,
    bepSales,
    bepPctOfSales: bepSales.div(sales).times(HUNDRED),
    cashBepSales,
    cashBepPctOfSales: cashBepSales.div(sales).times(HUNDRED),
    marginOfSafetyPct: sales.minus(bepSales).div(sales).times(HUNDRED),
  };
}

const amount = (d: Dec | null) => formatAmount(d === null ? null : d.toNumber());
const percent = (d: Dec | null) => `${amount(d)}%`;

/**
 * The working of each break-even figure, by wire key, in the words of loans-and-projections §5:
 * "BEP sales = fixed costs 260.00 ÷ P/V ratio 37.00% = 702.70". A `null` figure names its reason.
 */
export function breakEvenWorking(inputs: BreakEvenInputs, result: BreakEven, settings: Settings): Record<string, string> {
  const split = (variable: boolean) =>
    BREAK_EVEN_COSTS.map(({ key, label, setting }) => {
      const share = variable ? settings[setting] : 100 - settings[setting];
      return share === 0 ? null : `${label} ${amount(inputs.costs[key])}${share === 100 ? '' : ` × ${share}%`}`;
    })
      .filter((part) => part !== null)
      .join(' + ') || '0';
  const na = result.reason === undefined ? '' : ` (${BREAK_EVEN_NA_TEXT[result.reason]})`;
  const sales = amount(inputs.sales);
  return {
    variable_costs: `Variable costs = ${split(true)} = ${amount(result.variableCosts)}`,
    fixed_costs: `Fixed costs = ${split(false)} = ${amount(result.fixedCosts)}`,
    contribution: `Contribution = sales ${sales} − variable costs ${amount(result.variableCosts)} = ${amount(result.contribution)}`,
    pv_ratio_pct: `P/V ratio = contribution ${amount(result.contribution)} ÷ sales ${sales} = ${percent(result.pvRatioPct)}`,
    bep_sales: `BEP sales = fixed costs ${amount(result.fixedCosts)} ÷ P/V ratio ${percent(result.pvRatioPct)} = ${amount(result.bepSales)}${na}`,
    bep_pct_of_sales: `BEP % of sales = BEP sales ${amount(result.bepSales)} ÷ sales ${sales} = ${percent(result.bepPctOfSales)}${na}`,
    cash_bep_sales: `Cash BEP = (fixed costs less depreciation) ÷ P/V ratio ${percent(result.pvRatioPct)} = ${amount(result.cashBepSales)}${na}`,
    cash_bep_pct_of_sales: `Cash BEP % of sales = cash BEP ${amount(result.cashBepSales)} ÷ sales ${sales} = ${percent(result.cashBepPctOfSales)}${na}`,
    margin_of_safety_pct: `Margin of safety = (sales ${sales} − BEP sales ${amount(result.bepSales)}) ÷ sales = ${percent(result.marginOfSafetyPct)}${na}`,
  };
}
