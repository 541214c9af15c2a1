import type { AnyMetricId } from './formula';
import type { AnyResolve } from './model';
import { Dec } from './money';
import type { Period } from './periods';

/*
 * Renewal variance (docs/report.md "Renewal variance"): at a renewal the bank puts last year's projections beside
 * this year's actuals. A snapshot keeps the figures of the lines a bank compares as they were when the CMA was
 * submitted; the variance pairs each year that was Estimated or Projected then with the same year Audited or
 * Provisional now.
 */

/** A line the bank compares: its id (on the wire), label, unit, and the metric it reads (DSCR comes from the term loans). */
export interface VarianceLine {
  readonly id: string;
  readonly label: string;
  readonly unit: 'amount' | 'times' | 'months';
  readonly metric: AnyMetricId | 'loans.dscr';
}

/** The lines of a renewal variance, in the order a bank reads them (Bank of Baroda's "projected vs actual" column). */
export const VARIANCE_LINES = [
  { id: 'sales', label: 'Net sales', unit: 'amount', metric: 'opstmt.totalSales' },
  { id: 'pbt', label: 'Profit before tax', unit: 'amount', metric: 'opstmt.profitBeforeTax' },
  { id: 'pat', label: 'Profit after tax', unit: 'amount', metric: 'opstmt.netProfitAfterTaxLoss' },
  { id: 'tnw', label: 'Tangible net worth', unit: 'amount', metric: 'ratios.tangible_net_worth' },
  { id: 'current_ratio', label: 'Current ratio', unit: 'times', metric: 'ratios.current_ratio' },
  { id: 'tol_tnw', label: 'TOL / TNW', unit: 'times', metric: 'ratios.TOl_and_TNW' },
  { id: 'rm_months', label: "Raw material holding (months' consumption)", unit: 'months', metric: 'wctl.months_consumption' },
  { id: 'fg_months', label: "Finished goods holding (months' cost of sales)", unit: 'months', metric: 'wctl.months_cost_of_sales' },
  { id: 'receivable_months', label: "Receivables (months' gross sales)", unit: 'months', metric: 'wctl.months_gross_sales' },
  { id: 'creditor_months', label: "Creditors (months' purchases)", unit: 'months', metric: 'wctl.months_purchases' },
  { id: 'bank_borrowing', label: 'Bank borrowings (working capital)', unit: 'amount', metric: 'ratios.total_bank_borrowings' },
  { id: 'dscr', label: 'DSCR (term loans)', unit: 'times', metric: 'loans.dscr' },
] as const satisfies readonly VarianceLine[];

/** The id of a variance line ('sales', 'pbt', …). */
export type VarianceLineId = (typeof VARIANCE_LINES)[number]['id'];

/** One company's line figures in one period: exact decimal text, or null when the figure is "—" (or "NM"). */
export type LineFigures = Record<VarianceLineId, string | null>;

/**
 * The line figures of an analysis as a snapshot keeps them: its periods (oldest first) and, per company in
 * column order, its name and its figures by year ("2026").
 */
export interface VarianceFigures {
  readonly periods: readonly Period[];
  readonly companies: readonly { readonly name: string; readonly byYear: Readonly<Record<string, LineFigures>> }[];
}

/**
 * The line figures of one company in one period: each line's metric from `resolve`, `dscr` the term loans'
 * DSCR of the year (null without debt service). TOL / TNW is null when TNW ≤ 0 (not meaningful, "NM").
 */
export function lineFigures(resolve: AnyResolve, dscr: Dec | null): LineFigures {
  const tnw = resolve('ratios.tangible_net_worth');
  const nm = !(tnw instanceof Dec) || tnw.lte(0);
  const out = {} as Record<VarianceLineId, string | null>;
  for (const line of VARIANCE_LINES) {
    const value = line.metric === 'loans.dscr' ? dscr : line.id === 'tol_tnw' && nm ? null : resolve(line.metric);
    out[line.id] = value instanceof Dec ? value.toString() : null;
  }
  return out;
}

/** One line of a renewal variance; `difference` = actual − projected, `pct` = difference ÷ |projected| × 100. */
export interface VarianceRow {
  readonly line: VarianceLineId;
  readonly projected: Dec | null;
  readonly actual: Dec | null;
  readonly difference: Dec | null;
  /** Null when projected is 0 or either figure is "—". */
  readonly pct: Dec | null;
  /** |pct| above the threshold. */
  readonly flagged: boolean;
  /** Why `pct` is "—", when it is. */
  readonly reason: string | null;
}

/** One year of one company: projected in the snapshot, actual now. */
export interface VarianceYear {
  readonly year: number;
  readonly projectedKind: Period['kind'];
  readonly actualKind: Period['kind'];
  readonly rows: readonly VarianceRow[];
}

const PROJECTED_KINDS: readonly Period['kind'][] = ['Estimated', 'Projected'];
const ACTUAL_KINDS: readonly Period['kind'][] = ['Audited', 'Provisional'];

const decOrNull = (s: string | null | undefined): Dec | null => (s === null || s === undefined ? null : new Dec(s));

/** One line's comparison (exact decimals; `thresholdPct` is in %, 20 = 20 %). */
export function varianceRow(line: VarianceLineId, projected: Dec | null, actual: Dec | null, thresholdPct: number): VarianceRow {
  const difference = projected !== null && actual !== null ? actual.minus(projected) : null;
  let pct: Dec | null = null;
  let reason: string | null = null;
  if (projected === null || actual === null) {
    reason = projected === null ? 'no projected figure in the snapshot' : 'no actual figure';
  } else if (projected.isZero()) {
    reason = 'projected figure is 0';
  } else {
    pct = difference!.div(projected.abs()).times(100);
  }
  return { line, projected, actual, difference, pct, flagged: pct !== null && pct.abs().gt(thresholdPct), reason };
}

/**
 * The renewal variance of every company (paired by column) for each year that was Estimated or Projected in
 * `snapshot` and is Audited or Provisional in `now`; a company with no such year has none. `thresholdPct` flags
 * a line whose |pct| is above it.
 */
export function renewalVariance(snapshot: VarianceFigures, now: VarianceFigures, thresholdPct: number): { name: string; years: VarianceYear[] }[] {
  const years = snapshot.periods.flatMap((then) => {
    const current = now.periods.find((p) => p.year === then.year);
    return current && PROJECTED_KINDS.includes(then.kind) && ACTUAL_KINDS.includes(current.kind)
      ? [{ year: then.year, projectedKind: then.kind, actualKind: current.kind }]
      : [];
  });
  return now.companies.slice(0, snapshot.companies.length).map((company, c) => {
    const before = snapshot.companies[c]!;
    return {
      name: company.name,
      years: years.map((y) => ({
        ...y,
        rows: VARIANCE_LINES.map((line) =>
          varianceRow(line.id, decOrNull(before.byYear[String(y.year)]?.[line.id]), decOrNull(company.byYear[String(y.year)]?.[line.id]), thresholdPct),
        ),
      })),
    };
  });
}

/**
 * `figures` with their amount lines moved `shift` places of ten (a snapshot taken in ₹ lakhs compared with an
 * analysis now in ₹ crores: shift −2); ratios and months are left as they are.
 */
export function restated(figures: VarianceFigures, shift: number): VarianceFigures {
  if (shift === 0) {
    return figures;
  }
  const factor = new Dec(10).pow(shift);
  const amounts = new Set<VarianceLineId>(VARIANCE_LINES.filter((l) => l.unit === 'amount').map((l) => l.id));
  return {
    periods: figures.periods,
    companies: figures.companies.map((c) => ({
      name: c.name,
      byYear: Object.fromEntries(
        Object.entries(c.byYear).map(([year, lines]) => [
          year,
          Object.fromEntries(
            Object.entries(lines).map(([id, v]) => [id, v !== null && amounts.has(id as VarianceLineId) ? new Dec(v).times(factor).toString() : v]),
          ) as LineFigures,
        ]),
      ),
    })),
  };
}
