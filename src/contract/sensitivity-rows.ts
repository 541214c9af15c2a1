import type { SensitivityResponse } from './term-loans';
import { formatValue } from '../domain/format';
import type { MetricUnit } from '../domain/catalogue';
import { financialYearLabel } from '../domain/periods';

type CaseCompany = SensitivityResponse['cases'][number]['companies'][number];

/** The figures of a sensitivity case per period, in order: on the Break-even & sensitivity screen, in the printed CMA and in the xlsx. */
export const SENSITIVITY_ROWS: readonly { key: keyof CaseCompany['by_year'][string]; label: string; unit: MetricUnit }[] = [
  { key: 'total_sales', label: 'Total sales', unit: 'amount' },
  { key: 'pbt', label: 'PBT', unit: 'amount' },
  { key: 'pat', label: 'PAT', unit: 'amount' },
  { key: 'cash_accruals', label: 'Cash accruals', unit: 'amount' },
  { key: 'dscr', label: 'DSCR', unit: 'times' },
  { key: 'bep_pct_of_sales', label: 'BEP % of sales', unit: 'percent' },
];

/** A case's name with its DSCR over the tenor: "Both: minimum DSCR 0.88 (FY 2026-27), average 1.13". */
export function caseCaption(name: string, dscr: CaseCompany['dscr'] | undefined): string {
  const minYear = dscr === undefined || dscr.min_year === null ? '' : ` (${financialYearLabel(dscr.min_year)})`;
  return `${name}: minimum DSCR ${formatValue(dscr?.min ?? null, 'times')}${minYear}, average ${formatValue(dscr?.average ?? null, 'times')}`;
}
