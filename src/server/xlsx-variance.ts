import type { VarianceReport } from '../contract/snapshots';
import type { MetricId } from '../domain/formula';
import { VARIANCE_LINES } from '../domain/variance';
import { AmountCells } from './xlsx-cells';
import { FIRST_ROW, HEADER_ROWS, assumptionCell, headingRow, isPercentSetting, styleValue } from './xlsx-layout';
import type { SheetContext } from './xlsx-layout';

/** The sheet of the renewal variance. */
export const VARIANCE_SHEET = 'Renewal variance';

/** Its columns after the line's label: projected, actual, difference, variance %, flagged, reason. */
const HEADS = ['Line', 'Projected (as submitted)', 'Actual (now)', 'Difference (actual − projected)', 'Variance %', 'Flagged', 'Reason'] as const;
const WIDTHS = [44, 16, 16, 16, 12, 10, 48] as const;

const METRIC = new Map(VARIANCE_LINES.map((l) => [l.id, l.metric]));

/**
 * The renewal variance against the last snapshot that has a year to compare (docs/report.md): per company and per
 * year Estimated or Projected then and Audited or Provisional now, each line a bank compares with the projected
 * figure as submitted (a value: it is frozen in the snapshot), the actual as a live formula over the statement or
 * screen sheet (DSCR, from the loans' schedule, as the app's figure), the difference and the variance % as
 * formulas, flagged when |%| is above the threshold on the Assumptions sheet, and the analyst's reason. "—" with
 * its reason as a note where the app shows "—" ("NM" for TOL / TNW when TNW ≤ 0).
 */
export function addVarianceSheet(ctx: SheetContext, variance: VarianceReport): void {
  const sheet = ctx.newSheet(VARIANCE_SHEET, 'Renewal variance: last renewal’s projections against this year’s actuals', 1);
  HEADS.forEach((head, k) => {
    sheet.getCell(HEADER_ROWS.period, 1 + k).value = head;
    sheet.getColumn(1 + k).width = WIDTHS[k];
  });
  const { snapshot } = variance;
  sheet.getCell(HEADER_ROWS.company, 1).value =
    `Against the CMA submitted to ${snapshot.bank} on ${snapshot.submitted_on} (version ${snapshot.version}); flagged above ${variance.threshold_pct}%`;
  sheet.getRow(HEADER_ROWS.period).font = { bold: true };
  sheet.getRow(HEADER_ROWS.period).alignment = { wrapText: true, vertical: 'top' };
  const threshold = assumptionCell('varianceThresholdPct');
  const thresholdFraction = isPercentSetting('varianceThresholdPct') ? threshold : `(${threshold}/100)`;
  const periods = ctx.doc.inputs.periods;
  const amounts = new AmountCells();
  let row = FIRST_ROW;
  variance.companies.forEach((company, c) => {
    headingRow(sheet.getRow(row), 1);
    sheet.getCell(row++, 1).value = company.name;
    if (company.years.length === 0) {
      sheet.getCell(row++, 1).value = 'No year projected then is audited or provisional now';
    }
    for (const year of company.years) {
      sheet.getCell(row, 1).value = `${year.label}: ${year.projected_kind} then, ${year.actual_kind} now`;
      sheet.getRow(row++).font = { bold: true, italic: true };
      const p = periods.findIndex((period) => period.year === year.year);
      for (const line of year.lines) {
        const r = row++;
        const [projected, actual, difference, pct] = ['B', 'C', 'D', 'E'].map((col) => `${col}${r}`) as [string, string, string, string];
        const cells = [1, 2, 3, 4, 5, 6, 7].map((k) => sheet.getCell(r, k));
        cells[0]!.value = line.label;
        cells[1]!.value = line.projected ?? '—';
        const metric = METRIC.get(line.line)!;
        if (line.actual === null) {
          cells[2]!.value = line.line === 'tol_tnw' ? 'NM' : '—';
        } else {
          cells[2]!.value = metric === 'loans.dscr' || p < 0 ? line.actual : { formula: ctx.metricCell(metric as MetricId, c, p), result: line.actual };
        }
        if (line.note) {
          cells[4]!.note = `Not computed: ${line.note}`;
        }
        cells[3]!.value = { formula: `IF(AND(ISNUMBER(${actual}),ISNUMBER(${projected})),${actual}-${projected},"")`, result: line.difference ?? '' };
        cells[4]!.value = {
          formula: `IF(AND(ISNUMBER(${difference}),ISNUMBER(${projected})),IF(${projected}=0,"",${difference}/ABS(${projected})),"")`,
          result: line.pct === null ? '' : line.pct / 100,
        };
        cells[5]!.value = { formula: `IF(ISNUMBER(${pct}),IF(ABS(${pct})>${thresholdFraction},"Flagged",""),"")`, result: line.flagged ? 'Flagged' : '' };
        cells[6]!.value = line.reason;
        cells[6]!.alignment = { wrapText: true, vertical: 'top' };
        const unit = line.unit === 'amount' ? 'amount' : line.unit === 'months' ? 'months' : 'times';
        for (const k of [1, 2, 3]) {
          styleValue(cells[k]!, unit, k !== 1);
        }
        styleValue(cells[4]!, 'percent', true);
        if (line.unit === 'amount') {
          amounts.add(r, 2, 4);
        }
        if (line.flagged) {
          sheet.getRow(r).font = { bold: true };
        }
      }
    }
  });
  amounts.apply(sheet);
}
