import type { ChartPath, ChartRow } from '../../../contract/charts';
import type { WirePeriod } from '../../../contract/periods';
import type { AmountUnit } from '../../../contract/constants';
import { chartEndpoint, PERIOD_ENDPOINTS } from '../../../contract/endpoints';
import { call } from '../../lib/call';
import type { TrendRow } from './trend-metrics';

/** A row of GET /api/revenue_from_operations-data/{tokenId}/ (spec §7). */
export type RevenueRow = ChartRow<'revenue_from_operations-data'>;
/** A row of GET /api/get_pbdit/{tokenId}/. */
export type PbditRow = ChartRow<'get_pbdit'>;
/** A row of GET /api/get_cash_accruals/{tokenId}/. */
export type CashAccrualsRow = ChartRow<'get_cash_accruals'>;
/** A row of GET /api/pbt_and_pat/{tokenId}/. */
export type PbtPatRow = ChartRow<'pbt_and_pat'>;
/** A row of GET /api/get_net_working_capital/{tokenId}/. */
export type NetWorkingCapitalRow = ChartRow<'get_net_working_capital'>;
/**
 * A row of GET /api/get_net_cash_accruals/{tokenId}/. `net_working_capital` repeats the net cash
 * accrual only because the spec names that key by mistake; the dashboard reads `net_cash_accruals`.
 */
export type NetCashAccrualsRow = ChartRow<'get_net_cash_accruals'>;
/** A row of GET /api/current_ratio/{tokenId}/: `null` when there are no current liabilities. */
export type CurrentRatioRow = ChartRow<'current_ratio'>;

/**
 * GET one of the spec §7 chart endpoints for an analysis; the trailing slash is part of the path. `year`
 * addresses another period (`?year=`); null is the assessment year, the spec's call.
 */
async function getChartRows<P extends ChartPath>(path: P, tokenId: number, year: number | null): Promise<ChartRow<P>[]> {
  // The schema checks each row is a company with scalar values; the keys of `P` are the server's CHARTS entry.
  return (await call(chartEndpoint(path), { params: { tokenId }, query: year === null ? undefined : { year: String(year) } })) as ChartRow<P>[];
}

/** Revenue from operations per company, in analysis order. */
export const fetchRevenue = (tokenId: number, year: number | null = null) => getChartRows('revenue_from_operations-data', tokenId, year);
/** PBDIT per company. */
export const fetchPbdit = (tokenId: number, year: number | null = null) => getChartRows('get_pbdit', tokenId, year);
/** Cash accruals per company. */
export const fetchCashAccruals = (tokenId: number, year: number | null = null) => getChartRows('get_cash_accruals', tokenId, year);
/** Profit before and after tax per company. */
export const fetchPbtPat = (tokenId: number, year: number | null = null) => getChartRows('pbt_and_pat', tokenId, year);
/** Net working capital per company. */
export const fetchNetWorkingCapital = (tokenId: number, year: number | null = null) => getChartRows('get_net_working_capital', tokenId, year);
/** Net cash accrual per company. */
export const fetchNetCashAccruals = (tokenId: number, year: number | null = null) => getChartRows('get_net_cash_accruals', tokenId, year);
/** Current ratio per company. */
export const fetchCurrentRatio = (tokenId: number, year: number | null = null) => getChartRows('current_ratio', tokenId, year);

/** The periods of an analysis with every company's sales, PAT and TNW in each (the trend card and the period switcher). */
export interface TrendData {
  /** The entry unit the amounts are in, as the server answered with them. */
  readonly unit: AmountUnit;
  readonly periods: readonly WirePeriod[];
  readonly assessmentYear: number;
  readonly rows: TrendRow[];
}

const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/**
 * Sales and PAT (operating statement) and TNW (ratios) of every company in every period, from two
 * all-periods GETs (/api/analyses/{id}/screens/{screen}/).
 */
export async function fetchTrend(tokenId: number): Promise<TrendData> {
  const [op, ratios] = await Promise.all(
    (['opstmt', 'ratios'] as const).map((screen) => call(PERIOD_ENDPOINTS.getAllPeriods, { params: { id: tokenId, screen } })),
  );
  const years = op!.periods.map((p) => String(p.year));
  return {
    unit: op!.unit,
    periods: op!.periods,
    assessmentYear: op!.assessment_year,
    rows: op!.companies.map((c, i) => ({
      company: c.name,
      values: years.map((y) => ({
        sales: num(c.by_year[y]?.['totalSales']),
        pat: num(c.by_year[y]?.['netProfitAfterTaxLoss']),
        tnw: num(ratios!.companies[i]?.by_year[y]?.['tangible_net_worth']),
      })),
    })),
  };
}
