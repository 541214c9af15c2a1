import { api } from '../../lib/api-client';

/** A row of GET /api/revenue_from_operations-data/{tokenId}/ (spec §7). */
export interface RevenueRow {
  company: string;
  revenue: number | null;
}
/** A row of GET /api/get_pbdit/{tokenId}/. */
export interface PbditRow {
  company: string;
  pbdit: number | null;
}
/** A row of GET /api/get_cash_accruals/{tokenId}/. */
export interface CashAccrualsRow {
  company: string;
  cash_accruals: number | null;
}
/** A row of GET /api/pbt_and_pat/{tokenId}/. */
export interface PbtPatRow {
  company: string;
  pbt: number | null;
  pat: number | null;
}
/** A row of GET /api/get_net_working_capital/{tokenId}/. */
export interface NetWorkingCapitalRow {
  company: string;
  net_working_capital: number | null;
}
/**
 * A row of GET /api/get_net_cash_accruals/{tokenId}/. `net_working_capital` repeats the net cash
 * accrual only because the spec names that key by mistake; the dashboard reads `net_cash_accruals`.
 */
export interface NetCashAccrualsRow {
  company: string;
  net_cash_accruals: number | null;
  net_working_capital?: number | null;
}
/** A row of GET /api/current_ratio/{tokenId}/: `null` when there are no current liabilities. */
export interface CurrentRatioRow {
  company: string;
  current_ratio: number | null;
}

/** GET one of the spec §7 chart endpoints for an analysis; the trailing slash is part of the path. */
async function getChartRows<T>(path: string, tokenId: number): Promise<T[]> {
  const res = await api.get<T[]>(`/api/${path}/${tokenId}/`);
  return res.data;
}

/** Revenue from operations per company, in analysis order. */
export const fetchRevenue = (tokenId: number) => getChartRows<RevenueRow>('revenue_from_operations-data', tokenId);
/** PBDIT per company. */
export const fetchPbdit = (tokenId: number) => getChartRows<PbditRow>('get_pbdit', tokenId);
/** Cash accruals per company. */
export const fetchCashAccruals = (tokenId: number) => getChartRows<CashAccrualsRow>('get_cash_accruals', tokenId);
/** Profit before and after tax per company. */
export const fetchPbtPat = (tokenId: number) => getChartRows<PbtPatRow>('pbt_and_pat', tokenId);
/** Net working capital per company. */
export const fetchNetWorkingCapital = (tokenId: number) =>
  getChartRows<NetWorkingCapitalRow>('get_net_working_capital', tokenId);
/** Net cash accrual per company. */
export const fetchNetCashAccruals = (tokenId: number) =>
  getChartRows<NetCashAccrualsRow>('get_net_cash_accruals', tokenId);
/** Current ratio per company. */
export const fetchCurrentRatio = (tokenId: number) => getChartRows<CurrentRatioRow>('current_ratio', tokenId);
