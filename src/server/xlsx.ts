import ExcelJS from 'exceljs';
import type { ScreenId } from '../domain/formula';
import { CMA_FORMS } from '../domain/forms';
import { SCREENS } from '../domain/screens';
import type { AnalysisDocument } from './report';
import { addAssumptionsSheet } from './xlsx-assumptions';
import { addBreakEvenSheet } from './xlsx-break-even';
import { addFormISheet, addFormSheet } from './xlsx-forms';
import { sheetContext } from './xlsx-layout';
import { addTermLoanSheets } from './xlsx-loans';
import { addScreenSheet } from './xlsx-screens';

export { INDIAN_AMOUNT_FORMAT, INDIAN_NEGATIVE_FORMAT } from './xlsx-cells';
export { ASSUMPTIONS_SHEET, FIRST_ROW, SHEET_NAMES, assumptionRow } from './xlsx-layout';

/**
 * Builds the workbook of an analysis in the bank's layout: an Assumptions sheet (every setting in effect,
 * the unit and the assessment year), Forms I–VI (companies side by side, each with its periods as
 * columns, oldest first, the assessment year marked), then the input statements and the derived screens
 * the forms read, each company's term loans and the break-even. Inputs are values; every other figure is
 * a live formula over the input cells, the previous period's column and the Assumptions cells (changing a
 * margin there recomputes everything), with the app's result cached so the workbook shows figures before
 * a recalculation. A4 landscape, with the header rows repeated on every printed page.
 */
export function workbookOf(doc: AnalysisDocument): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CreditGrid';
  const ctx = sheetContext(workbook, doc);
  addAssumptionsSheet(ctx);
  addFormISheet(ctx);
  for (const form of CMA_FORMS) {
    addFormSheet(ctx, form);
  }
  for (const screen of Object.keys(SCREENS) as ScreenId[]) {
    addScreenSheet(ctx, screen);
  }
  addTermLoanSheets(workbook, doc);
  addBreakEvenSheet(workbook, doc);
  return workbook;
}
