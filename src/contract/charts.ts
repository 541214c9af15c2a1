import type { MetricId } from '../domain/formula';

/**
 * The dashboard endpoints (spec §7): path → response key → the metric it reads. Each row is
 * `{company, ...keys}` in company order. `get_net_cash_accruals` sends the net cash accrual under both
 * `net_cash_accruals` and the spec's mistaken `net_working_capital` (cma-domain §6).
 */
export const CHARTS = {
  pbt_and_pat: { pbt: 'opstmt.profitBeforeTax', pat: 'opstmt.netProfitAfterTaxLoss' },
  get_net_cash_accruals: { net_cash_accruals: 'opstmt.netCashAccrual', net_working_capital: 'opstmt.netCashAccrual' },
  get_net_working_capital: { net_working_capital: 'ratios.net_working_capital' },
  current_ratio: { current_ratio: 'ratios.current_ratio' },
  'revenue_from_operations-data': { revenue: 'opstmt.totalSales' },
  get_pbdit: { pbdit: 'opstmt.pbdIT' },
  get_cash_accruals: { cash_accruals: 'opstmt.cashAccruals' },
} as const satisfies Readonly<Record<string, Readonly<Record<string, MetricId>>>>;

/** The path segment of a dashboard endpoint: GET /api/<path>/{tokenId}/. */
export type ChartPath = keyof typeof CHARTS;

/** One row of a dashboard endpoint: the company's name and each key's value (`null` when it cannot be computed). */
export type ChartRow<P extends ChartPath> = { company: string } & { [K in keyof (typeof CHARTS)[P]]: number | null };
