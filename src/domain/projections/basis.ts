import type { MetricId } from '../formula';
import { formatAmount } from '../format';
import { INPUT_SCREENS, inputRows } from '../model';
import { financialYearLabel } from '../periods';
import type { Period } from '../periods';
import { PROJECTED_KINDS } from './drivers';
import type { CompanyDrivers, Driver } from './drivers';
import type { AssetBlock } from './fixed-assets';

/** One line of a company's basis of projections: a driven row, or a fixed-asset block, in words with its figures. */
export interface BasisLine {
  /** The input row (`opstmt.salesDomestic`, or `assetnliabs.plantMachinery` for a block). */
  readonly id: MetricId;
  readonly label: string;
  /** "growth 12 % a year (FY 2024-25 to FY 2025-26); growth 10 % a year (FY 2026-27)". */
  readonly text: string;
}

/** A method and its value in words, as a banker reads a basis of projections. */
export function methodInWords(d: Driver): string {
  const v = d.value ?? 0;
  switch (d.method) {
    case 'typed':
      return 'as typed';
    case 'growth_pct':
      return `growth ${v} % a year`;
    case 'pct_of_sales':
      return `${v} % of sales`;
    case 'holding_months':
      return `${v} months' holding (Form IV)`;
    case 'consumption_pct_of_sales':
      return `raw material consumed ${v} % of sales`;
    case 'carry_forward':
      return "carried forward from last year's closing";
    case 'schedule':
      return 'from the fixed-asset and term-loan schedules';
    case 'pct_of_pbt':
      return `${v} % of profit before tax`;
    case 'pct_of_pat':
      return `${v} % of profit after tax (nil in a loss year)`;
    case 'interest_on_borrowings':
      return `term-loan interest + ${v} % on the average working-capital borrowing`;
    case 'balancing':
      return 'balancing figure (a surplus goes to cash & bank)';
  }
}

const sameDriver = (a: Driver, b: Driver) => a.method === b.method && a.value === b.value;
const span = (years: readonly number[]) =>
  years.length === 1 ? financialYearLabel(years[0]!) : `${financialYearLabel(years[0]!)} to ${financialYearLabel(years[years.length - 1]!)}`;

/**
 * The basis of projections of one company (what the printed CMA's "basis of projections" page states): for
 * each input row driven in any projected period, in statement order, its method in words per run of
 * consecutive projected years with the same assumption; then each fixed-asset block with its method, rate,
 * opening accumulated depreciation and additions. A row typed in every projected year is left out (its
 * figures are the analyst's own). Pure; amounts in the analysis's unit.
 */
export function basisOfProjections(drivers: CompanyDrivers, periods: readonly Period[], blocks: readonly AssetBlock[]): BasisLine[] {
  const projected = periods.filter((p) => PROJECTED_KINDS.includes(p.kind)).map((p) => p.year);
  const lines: BasisLine[] = [];
  for (const screen of INPUT_SCREENS) {
    for (const row of inputRows(screen)) {
      const id = `${screen}.${row.key}` as MetricId;
      const runs: { driver: Driver; years: number[] }[] = [];
      for (const year of projected) {
        const driver = drivers[String(year)]?.[id] ?? { method: 'typed' };
        const last = runs[runs.length - 1];
        if (last && sameDriver(last.driver, driver)) {
          last.years.push(year);
        } else {
          runs.push({ driver, years: [year] });
        }
      }
      if (runs.some((r) => r.driver.method !== 'typed')) {
        lines.push({ id, label: row.label, text: runs.map((r) => `${methodInWords(r.driver)} (${span(r.years)})`).join('; ') });
      }
    }
  }
  for (const block of blocks) {
    const id: MetricId = `assetnliabs.${block.row}`;
    const label = inputRows('assetnliabs').find((r) => r.key === block.row)!.label;
    const additions = block.additions.map((a) => `${formatAmount(a.amount)} spent in ${financialYearLabel(a.year)}, put to use ${a.putToUse}`);
    const opening =
      block.openingAccumulatedDepreciation === 0 ? '' : `, accumulated depreciation ${formatAmount(block.openingAccumulatedDepreciation)} at the start`;
    lines.push({
      id,
      label: `${label} (fixed-asset block)`,
      text: `${block.method.toUpperCase()} at ${block.ratePct} % a year${opening}; ${additions.length === 0 ? 'no additions' : `additions: ${additions.join('; ')}`}`,
    });
  }
  return lines;
}
