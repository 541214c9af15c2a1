import type { ChartPath, ChartRow } from '../../../contract/charts';
import { api } from '../../lib/api-client';

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

/** GET one of the spec §7 chart endpoints for an analysis; the trailing slash is part of the path. */
async function getChartRows<P extends ChartPath>(path: P, tokenId: number): Promise<ChartRow<P>[]> {
  const res = await api.get<ChartRow<P>[]>(`/api/${path}/${tokenId}/`);
  return res.data;
}

/** Revenue from operations per company, in analysis order. */
export const fetchRevenue = (tokenId: number) => getChartRows('revenue_from_operations-data', tokenId);
/** PBDIT per company. */
export const fetchPbdit = (tokenId: number) => getChartRows('get_pbdit', tokenId);
/** Cash accruals per company. */
export const fetchCashAccruals = (tokenId: number) => getChartRows('get_cash_accruals', tokenId);
/** Profit before and after tax per company. */
export const fetchPbtPat = (tokenId: number) => getChartRows('pbt_and_pat', tokenId);
/** Net working capital per company. */
export const fetchNetWorkingCapital = (tokenId: number) => getChartRows('get_net_working_capital', tokenId);
/** Net cash accrual per company. */
export const fetchNetCashAccruals = (tokenId: number) => getChartRows('get_net_cash_accruals', tokenId);
/** Current ratio per company. */
export const fetchCurrentRatio = (tokenId: number) => getChartRows('current_ratio', tokenId);
