import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { ScreenId } from '../domain/formula';
import { CMA_FORMS } from '../domain/forms';
import { SCREENS } from '../domain/screens';
import type { AnalysisDocument } from './report';
import { addAssumptionsSheet } from './xlsx-assumptions';
import { addBreakEvenSheet } from './xlsx-break-even';
import { addChecksSheet } from './xlsx-checks';
import { addFixedAssetSheets } from './xlsx-fixed-assets';
import { addFormISheet, addFormSheet } from './xlsx-forms';
import { columnBreaksOf, sheetContext } from './xlsx-layout';
import { addTermLoanSheets } from './xlsx-loans';
import { addRecommendationSheet } from './xlsx-recommendation';
import { addBasisSheet, addNotesSheet } from './xlsx-notes';
import { addScreenSheet } from './xlsx-screens';
import { addSensitivity } from './xlsx-sensitivity';
import { addVarianceSheet } from './xlsx-variance';

export { INDIAN_AMOUNT_FORMAT, INDIAN_NEGATIVE_FORMAT } from './xlsx-cells';
export { ASSUMPTIONS_SHEET, FIRST_ROW, SHEET_NAMES, assumptionRow } from './xlsx-layout';

/**
 * Builds the workbook of an analysis in the bank's layout: an Assumptions sheet (every setting in effect,
 * the unit and the assessment year), Forms I–VI (companies side by side, each with its periods as
 * columns, oldest first, the assessment year marked), then the input statements and the derived screens
 * the forms read, the recommended limit, the basis of projections, the checks and flags, the renewal variance (when `doc.variance` is given), each company's
 * fixed-asset schedule and term loans, the break-even and the analyst's notes (the basis and notes sheets absent when empty). Inputs are values; every other figure is
 * a live formula over the input cells, the previous period's column and the Assumptions cells (changing a
 * margin or a projection assumption there recomputes everything), with the app's result cached so the workbook shows figures before
 * a recalculation. A4 landscape, with the header rows repeated on every printed page.
 */
export function workbookOf(doc: AnalysisDocument): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CreditGrid';
  const ctx = sheetContext(workbook, doc);
  const projectionCells = addAssumptionsSheet(ctx);
  const formI = addFormISheet(ctx);
  for (const form of CMA_FORMS) {
    addFormSheet(ctx, form);
  }
  for (const screen of Object.keys(SCREENS) as ScreenId[]) {
    addScreenSheet(ctx, screen, projectionCells);
  }
  addRecommendationSheet(ctx, formI);
  addBasisSheet(ctx);
  addChecksSheet(ctx);
  if (doc.variance) {
    addVarianceSheet(ctx, doc.variance);
  }
  addFixedAssetSheets(workbook, doc);
  addTermLoanSheets(workbook, doc);
  addSensitivity(addBreakEvenSheet(workbook, doc), doc);
  addNotesSheet(ctx);
  return workbook;
}

/** The elements that follow `colBreaks` in a worksheet's XML (ECMA-376 CT_Worksheet order). */
const AFTER_COLUMN_BREAKS =
  /<(customProperties|cellWatches|ignoredErrors|smartTags|drawing|legacyDrawing|legacyDrawingHF|picture|oleObjects|controls|webPublishItems|tableParts|extLst)[\s>/]|<\/worksheet>/;

/**
 * The xlsx file of a workbook from {@link workbookOf}, with the manual column breaks of its wide sheets
 * (exceljs writes row breaks only), so each printed page holds whole periods of one company.
 */
export async function xlsxBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  const written = Buffer.from(await workbook.xlsx.writeBuffer());
  const wide = workbook.worksheets.filter((sheet) => columnBreaksOf(sheet).length > 0);
  if (wide.length === 0) {
    return written;
  }
  const zip = await JSZip.loadAsync(written);
  for (const sheet of wide) {
    const path = `xl/worksheets/sheet${sheet.id}.xml`;
    const xml = await zip.file(path)!.async('string');
    const breaks = columnBreaksOf(sheet);
    const element = `<colBreaks count="${breaks.length}" manualBreakCount="${breaks.length}">${breaks.map((id) => `<brk id="${id}" max="1048575" man="1"/>`).join('')}</colBreaks>`;
    const at = xml.search(AFTER_COLUMN_BREAKS);
    zip.file(path, `${xml.slice(0, at)}${element}${xml.slice(at)}`);
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
