import type { Screen } from '../catalogue';
import { max, num, pct, perYear, prev, ref, sub } from '../formula';
import type { Expr, MetricId } from '../formula';
import { derived, header, op, ratio } from '../rows';

/**
 * Growth over a possibly negative base, percent: (x(t) − x(t−1)) ÷ |x(t−1)| × 100, so a loss that
 * narrows reads as growth (+) and one that deepens as a fall (−); "—" in the first period or when
 * x(t−1) = 0. A flow (`perYear`) is annualised in each period first, so periods of other lengths compare.
 */
const growthOverMagnitude = (id: MetricId, flow: boolean): Expr => {
  const now = flow ? perYear(ref(id)) : ref(id);
  const before = flow ? perYear(prev(id), 1) : prev(id);
  return pct(sub(now, before), max(before, sub(num('0'), before)));
};

/** PAT growth, percent: (PAT′(t) − PAT′(t−1)) ÷ |PAT′(t−1)| × 100, PAT′ annualised. */
export const profitGrowth: Expr = growthOverMagnitude('opstmt.netProfitAfterTaxLoss', true);

/** TNW growth, percent: (TNW(t) − TNW(t−1)) ÷ |TNW(t−1)| × 100 (a stock: not annualised). */
export const tangibleNetWorthGrowth: Expr = growthOverMagnitude('ratios.tangible_net_worth', false);

/**
 * The figures a credit officer reads across years (the dashboard's trend): sales, PAT and TNW with
 * their growth over the previous period. A screen of its own, beyond the spec's six, so the spec's
 * KFI and ratios payloads are unchanged.
 */
export const TREND: Screen<'trend'> = {
  id: 'trend',
  title: 'Growth across periods',
  rows: [
    header('h_trend', 'GROWTH OVER THE PREVIOUS PERIOD'),
    derived('net_sales', 'Net Sales', op('totalSales'), 'cma-domain §3 row 1'),
    derived('sales_growth', 'Sales growth', ratio('percent_rise_ans_fall_in_sales'), 'cma-forms Form II item 4 (= % rise / fall in sales)', {
      unit: 'percent',
    }),
    derived('pat', 'Net Profit After Tax', op('netProfitAfterTaxLoss'), 'cma-domain §2.1 #29'),
    derived('pat_growth', 'PAT growth', profitGrowth, 'PAT(t) against PAT(t−1), over |PAT(t−1)|', { unit: 'percent' }),
    derived('tnw', 'TNW', ratio('tangible_net_worth'), 'cma-domain §3 row 14'),
    derived('tnw_growth', 'TNW growth', tangibleNetWorthGrowth, 'TNW(t) against TNW(t−1), over |TNW(t−1)|', {
      unit: 'percent',
    }),
  ],
};
