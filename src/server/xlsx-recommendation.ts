import { UNIT_LABELS } from '../contract/constants';
import { periodLabel } from '../domain/periods';
import { recommendationOf } from './report-pages';
import { AmountCells, columnLetter } from './xlsx-cells';
import type { FormIRefs } from './xlsx-forms';
import { FIRST_ROW, HEADER_ROWS, headingRow, styleValue } from './xlsx-layout';
import type { SheetContext } from './xlsx-layout';

/** The sheet of the recommended working-capital limit. */
export const RECOMMENDATION_SHEET = 'Recommended limit';

/** Its lines, one row each from {@link FIRST_ROW}, as the printed assessment page closes (docs/report.md). */
const LINES = [
  'Limit requested (Form I, fund-based working capital)',
  'MPBF (Tandon method II)',
  'Limit by the turnover method',
  'Eligible limit (higher of MPBF and the turnover method)',
  'Recommended limit (lower of requested and eligible)',
  'Requested above / (below) the eligible limit',
] as const;

/**
 * The assessment of working capital's recommendation, one column per company in the assessment year: the
 * working-capital limit requested (a SUM over Form I's cells of the fund-based working-capital facilities), MPBF
 * and the turnover-method limit (read from the WC - TL Assessment and Key Financial Indicators sheets), the
 * eligible limit (the higher), the recommended limit (the lower of requested and eligible, eligible when nothing
 * is requested) and the excess or shortfall, all live formulas with the app's figures cached; "" where the app
 * shows "—". So a limit edited on Form I or a margin on the Assumptions sheet moves the recommendation.
 */
export function addRecommendationSheet(ctx: SheetContext, formI: FormIRefs): void {
  const { doc, settings } = ctx;
  const sheet = ctx.newSheet(RECOMMENDATION_SHEET, 'Assessment of working capital: recommended limit', 1);
  sheet.getColumn(1).width = 56;
  sheet.getCell(HEADER_ROWS.period, 1).value = 'Particulars';
  const year = doc.inputs.periods.find((p) => p.year === doc.inputs.assessmentYear);
  const amounts = new AmountCells();
  LINES.forEach((label, i) => (sheet.getCell(FIRST_ROW + i, 1).value = label));
  headingRow(sheet.getRow(FIRST_ROW + 4), 1);
  doc.companies.forEach((company, c) => {
    const column = 2 + c;
    const col = columnLetter(column);
    sheet.getColumn(column).width = 18;
    sheet.getCell(HEADER_ROWS.company, column).value = company.name;
    sheet.getCell(HEADER_ROWS.period, column).value = year ? periodLabel(year) : '—';
    sheet.getCell(HEADER_ROWS.mark, column).value = 'Assessment year';
    const app = recommendationOf({
      resolvers: ctx.resolvers[c]!,
      periods: doc.inputs.periods,
      assessmentYear: doc.inputs.assessmentYear,
      settings,
      limits: company.limits,
      unitLabel: UNIT_LABELS[doc.unit],
    });
    const at = (line: number) => `${col}${FIRST_ROW + line}`;
    const [requested, mpbf, turnover, eligible] = [0, 1, 2, 3].map(at) as [string, string, string, string];
    const cells = formI.requestedWorkingCapital[c] ?? [];
    // A figure read through a "—" of its sheet stays "": ISNUMBER then leaves it out of the eligible limit.
    const read = (id: 'wctl.MPBF_Lower_of_I_or_II' | 'kfi.permissible_bank_finance') => {
      const ref = app.at >= 0 ? ctx.metricCell(id, c, app.at) : null;
      return ref === null ? null : `IF(ISNUMBER(${ref}),${ref},"")`;
    };
    const formulas: readonly (string | null)[] = [
      cells.length > 0 ? `SUM(${cells.map((a) => `'Form I'!${a}`).join(',')})` : null,
      read('wctl.MPBF_Lower_of_I_or_II'),
      read('kfi.permissible_bank_finance'),
      `IF(COUNT(${mpbf},${turnover})=0,"",MAX(${mpbf},${turnover}))`,
      `IF(ISNUMBER(${eligible}),IF(ISNUMBER(${requested}),MIN(${requested},${eligible}),${eligible}),"")`,
      `IF(AND(ISNUMBER(${requested}),ISNUMBER(${eligible})),${requested}-${eligible},"")`,
    ];
    const results = [app.requested, app.mpbf, app.turnover, app.eligible, app.recommended, app.excess];
    formulas.forEach((formula, i) => {
      const cell = sheet.getCell(FIRST_ROW + i, column);
      cell.value = formula === null ? '—' : { formula, result: results[i] ?? '' };
      if (formula === null) {
        cell.note = i === 0 ? 'No fund-based working-capital facility in Form I states a limit requested' : 'No assessment-year column';
      }
      styleValue(cell, 'amount', true);
      amounts.add(FIRST_ROW + i, column, column);
    });
  });
  amounts.apply(sheet);
}
