import { Dec, ZERO } from '../money';
import type { PeriodKind } from '../periods';
import type { Settings } from '../settings';
import { breakEven } from './break-even';
import type { BreakEvenInputs } from './break-even';
import { tenorDscr } from './dscr';
import type { DscrYear, TenorDscr } from './dscr';
import type { LoanYear } from './schedule';

/** A stress case: sales price and raw material consumed moved by a percentage, each −50…+50. */
export interface SensitivityCase {
  readonly name: string;
  /** Every sales row × (1 + p/100); quantities and costs unchanged. */
  readonly salesPricePct: number;
  /** Raw material consumed × (1 + p/100), through purchases. */
  readonly rawMaterialPct: number;
}

/** The most cases one request may run. */
export const MAX_SENSITIVITY_CASES = 6;

/** The three cases banks ask for: price −5 %, raw material +5 %, both. */
export const DEFAULT_SENSITIVITY_CASES: readonly SensitivityCase[] = [
  { name: 'Sales price −5%', salesPricePct: -5, rawMaterialPct: 0 },
  { name: 'Raw material +5%', salesPricePct: 0, rawMaterialPct: 5 },
  { name: 'Both', salesPricePct: -5, rawMaterialPct: 5 },
];

/** The base case, which the screen shows beside the stressed ones. */
export const BASE_CASE: SensitivityCase = { name: 'Base case', salesPricePct: 0, rawMaterialPct: 0 };

/** The cases the printed CMA, its xlsx and a snapshot carry: the base case beside the three banks ask for. */
export const PRINTED_SENSITIVITY_CASES: readonly SensitivityCase[] = [BASE_CASE, ...DEFAULT_SENSITIVITY_CASES];

/** One period of one company as the base case has it. */
export interface SensitivityPeriod {
  readonly year: number;
  readonly kind: PeriodKind;
  readonly pbt: Dec;
  readonly tax: Dec;
  readonly depreciation: Dec;
  /** Total sales and the cost rows of the break-even (raw material as consumed). */
  readonly breakEven: BreakEvenInputs;
  /** The company's term-loan figures of the FY. */
  readonly loans: LoanYear;
}

/** One period under a case. */
export interface StressedYear {
  readonly year: number;
  readonly totalSales: Dec;
  readonly pbt: Dec;
  readonly pat: Dec;
  /** PAT + depreciation. */
  readonly cashAccruals: Dec;
  readonly dscr: DscrYear;
  readonly bepPctOfSales: Dec | null;
}

const stresses = (kind: PeriodKind) => kind === 'Estimated' || kind === 'Projected';

/**
 * One company under one case (loans-and-projections §6). Only Estimated and Projected periods
 * move; audited and provisional years keep their figures. PBT moves by sales × p/100 − raw material
 * consumed × q/100; tax moves with PBT at the base case's effective rate (tax ÷ PBT where both are
 * > 0; otherwise it is unchanged) and is never below 0, so a stressed loss gets no tax credit. The DSCR
 * and its minimum and average are those of the tenor DSCR on the stressed PAT.
 */
export function stressCompany(
  periods: readonly SensitivityPeriod[],
  stress: SensitivityCase,
  settings: Settings,
): { byYear: StressedYear[]; tenor: TenorDscr } {
  const p = new Dec(stress.salesPricePct).div(100);
  const q = new Dec(stress.rawMaterialPct).div(100);
  const moved = periods.map((period) => {
    const { sales, costs } = period.breakEven;
    if (!stresses(period.kind)) {
      return { period, sales, pbt: period.pbt, tax: period.tax, inputs: period.breakEven };
    }
    const salesChange = sales.times(p);
    const rawMaterialChange = costs.rawMaterialConsumed.times(q);
    const pbt = period.pbt.plus(salesChange).minus(rawMaterialChange);
    const effective = period.tax.greaterThan(0) && period.pbt.greaterThan(0) ? period.tax.div(period.pbt) : null;
    const tax = Dec.max(ZERO, effective === null ? period.tax : pbt.times(effective));
    const inputs: BreakEvenInputs = {
      sales: sales.plus(salesChange),
      costs: { ...costs, rawMaterialConsumed: costs.rawMaterialConsumed.plus(rawMaterialChange) },
    };
    return { period, sales: inputs.sales, pbt, tax, inputs };
  });
  const { byYear: dscrs, tenor } = tenorDscr(
    moved.map(({ period, pbt, tax }) => ({
      year: period.year,
      kind: period.kind,
      pat: pbt.minus(tax),
      depreciation: period.depreciation,
      loans: period.loans,
    })),
    settings.dscrExcludeMoratoriumYears,
  );
  const byYear = moved.map(({ period, sales, pbt, tax, inputs }, i): StressedYear => {
    const pat = pbt.minus(tax);
    return {
      year: period.year,
      totalSales: sales,
      pbt,
      pat,
      cashAccruals: pat.plus(period.depreciation),
      dscr: dscrs[i]!,
      bepPctOfSales: breakEven(inputs, settings).bepPctOfSales,
    };
  });
  return { byYear, tenor };
}
