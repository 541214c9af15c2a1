import type { MetricId, Resolve } from '../formula';
import { Dec } from '../money';
import { VALUE_RANGES } from './drivers';
import type { Driver, ProjectionMethod } from './drivers';

const dec = (v: ReturnType<Resolve>): Dec | null => (v instanceof Dec ? v : null);

/** The balance-sheet rows that stay as they were unless the analyst says otherwise (growth 0 %). */
const FLAT_ROWS: readonly MetricId[] = [
  'assetnliabs.paidUpCapital',
  'assetnliabs.landBuilding',
  'assetnliabs.plantMachinery',
  'assetnliabs.furnitureFixturesSundries',
  'assetnliabs.investmtLoanToAssociate',
  'ocaocl.unsecuredLoanPromotors',
];

/** The cost rows projected as a percentage of sales. */
const COST_ROWS: readonly MetricId[] = [
  'opstmt.powerFuel',
  'opstmt.directLabour',
  'opstmt.repairsMaintenance',
  'opstmt.mfgDirectExpenses',
  'opstmt.sellingAdmExpenses',
];

/** Form IV's months of each holding row. */
const HOLDING_OF: Readonly<Partial<Record<MetricId, MetricId>>> = {
  'opstmt.closingStockRM': 'wctl.months_consumption',
  'opstmt.closingStockWIP': 'wctl.months_cost_of_production',
  'opstmt.closingStockFinishedGoods': 'wctl.months_cost_of_sales',
  'assetnliabs.sundryCreditorsTrade': 'wctl.months_purchases',
};

/**
 * The assumptions a company's own history suggests for its projected years, from its last actual year
 * (`last`) and the one before (`before`, or null): sales grow at last year's rate; costs keep last year's
 * share of sales; stocks, debtors and creditors keep last year's Form IV months; purchases last year's
 * consumption; tax last year's rate on PBT and dividend its share of PAT; opening stocks, reserves and
 * accumulated depreciation carry forward; fixed assets and capital stay flat; and the balancing line closes
 * the balance sheet. A figure that cannot be computed (no sales, a loss) leaves its row typed. Values are
 * rounded to 2 decimals and kept within each method's range. `months` are the lengths of the two years:
 * growth compares their annualised sales and debtors' months are measured against the last year's length.
 */
export function defaultDrivers(
  last: Resolve,
  before: Resolve | null,
  months: { readonly last: number; readonly before: number } = { last: 12, before: 12 },
): Partial<Record<MetricId, Driver>> {
  const out: Partial<Record<MetricId, Driver>> = {};
  const put = (id: MetricId, method: ProjectionMethod, value?: Dec | null) => {
    if (value === null) {
      return;
    }
    const range = VALUE_RANGES[method];
    if (value === undefined || range === undefined) {
      out[id] = { method };
      return;
    }
    const v = Math.min(range.max, Math.max(range.min, value.toDecimalPlaces(2).toNumber()));
    out[id] = { method, value: v };
  };
  const share = (a: MetricId, b: MetricId, times = 100): Dec | null => {
    const x = dec(last(a));
    const y = dec(last(b));
    return x && y && y.gt(0) ? x.div(y).times(times) : null;
  };
  for (const id of ['opstmt.salesDomestic', 'opstmt.salesExports', 'opstmt.others'] as const) {
    const now = dec(last(id));
    const then = before ? dec(before(id)) : null;
    // Annualised: (now × 12 ÷ m_last) ÷ (then × 12 ÷ m_before) − 1 = now × m_before ÷ (then × m_last) − 1.
    put(id, 'growth_pct', now && then && then.gt(0) ? now.times(months.before).div(then.times(months.last)).minus(1).times(100) : null);
  }
  for (const id of [
    'opstmt.openingStockFinishedGoods',
    'opstmt.openingStockWIP',
    'opstmt.openingStockRM',
    'assetnliabs.reservesSurplus',
    'assetnliabs.lessDepreciation',
  ] as const) {
    put(id, 'carry_forward');
  }
  put('opstmt.purchaseRM', 'consumption_pct_of_sales', share('ratios.consumption_of_raw_materials', 'opstmt.totalSales'));
  for (const [id, months] of Object.entries(HOLDING_OF) as [MetricId, MetricId][]) {
    put(id, 'holding_months', dec(last(months)));
  }
  const domestic = dec(last('opstmt.salesDomestic'))?.plus(dec(last('opstmt.others')) ?? 0);
  const debtors = dec(last('assetnliabs.tradeDebtors6'))?.minus(dec(last('assetnliabs.exportReceivables')) ?? 0);
  put('assetnliabs.tradeDebtors6', 'holding_months', domestic && debtors && domestic.gt(0) ? debtors.div(domestic).times(months.last) : null);
  for (const id of COST_ROWS) {
    put(id, 'pct_of_sales', share(id, 'opstmt.totalSales'));
  }
  const pbt = dec(last('opstmt.profitBeforeTax'));
  put('opstmt.provisionForTaxes', 'pct_of_pbt', pbt && pbt.gt(0) ? share('opstmt.provisionForTaxes', 'opstmt.profitBeforeTax') : null);
  const pat = dec(last('opstmt.netProfitAfterTaxLoss'));
  put('opstmt.dividendDrawings', 'pct_of_pat', pat && pat.gt(0) ? share('opstmt.dividendDrawings', 'opstmt.netProfitAfterTaxLoss') : null);
  for (const id of FLAT_ROWS) {
    put(id, 'growth_pct', new Dec(0));
  }
  put('assetnliabs.wcBorrowingsFromIob', 'balancing');
  return out;
}
