import { assumptionsOf } from './report';
import { ASSUMPTION_KEYS, ASSUMPTIONS_SHEET, FIRST_ROW, HEADER_ROWS, isPercentSetting } from './xlsx-layout';
import type { SheetContext } from './xlsx-layout';

/**
 * The Assumptions sheet: every setting in effect, in the order of `assumptionsOf`. The settings a formula
 * reads are values (percentages as fractions under a percent format, the drawing-power method as a
 * validated list), so an edit there recomputes the workbook; the thresholds, the unit and the assessment
 * year follow as text.
 */
export function addAssumptionsSheet(ctx: SheetContext): void {
  const { settings } = ctx;
  const sheet = ctx.newSheet(ASSUMPTIONS_SHEET, 'Assumptions', 1);
  sheet.getCell(HEADER_ROWS.period, 1).value = 'Assumption';
  sheet.getCell(HEADER_ROWS.period, 2).value = 'Value';
  sheet.getRow(HEADER_ROWS.period).font = { bold: true };
  sheet.getColumn(1).width = 60;
  sheet.getColumn(2).width = 22;
  sheet.getColumn(3).width = 60;
  assumptionsOf(ctx.doc).forEach((a, i) => {
    const row = sheet.getRow(FIRST_ROW + i);
    row.getCell(1).value = a.label;
    const cell = row.getCell(2);
    const key = ASSUMPTION_KEYS[i];
    if (key === undefined) {
      cell.value = a.value;
    } else if (key === 'drawingPowerMethod') {
      cell.value = settings.drawingPowerMethod;
      cell.dataValidation = { type: 'list', allowBlank: false, formulae: ['"paidStock,strict"'] };
      row.getCell(3).value = 'paidStock: margin on paid stock; strict: creditors deducted after the margins';
    } else if (isPercentSetting(key)) {
      cell.value = settings[key] / 100;
      cell.numFmt = '0.00%';
    } else {
      cell.value = settings[key];
      cell.numFmt = '0.00';
    }
    cell.alignment = { horizontal: 'right' };
  });
}
