import { SETTINGS_CATALOGUE } from '../domain/settings';
import { documentAssumptions } from './report';
import { ASSUMPTIONS_SHEET, FIRST_ROW, HEADER_ROWS } from './xlsx-layout';
import type { SheetContext } from './xlsx-layout';
import { addProjectionAssumptions } from './xlsx-projections';

/**
 * The Assumptions sheet: one row per entry of the settings catalogue, in its order (so `assumptionRow`
 * finds it), then the unit and the assessment year as text. Numbers are values (percentages as fractions
 * under a percent format), choices a validated list, so an edit there recomputes the workbook. Below them,
 * the projection assumptions (xlsx-projections.ts); answers where each of those cells is.
 */
export function addAssumptionsSheet(ctx: SheetContext): Map<string, string> {
  const { settings } = ctx;
  const sheet = ctx.newSheet(ASSUMPTIONS_SHEET, 'Assumptions', 1);
  sheet.getCell(HEADER_ROWS.period, 1).value = 'Assumption';
  sheet.getCell(HEADER_ROWS.period, 2).value = 'Value';
  sheet.getRow(HEADER_ROWS.period).font = { bold: true };
  sheet.getColumn(1).width = 60;
  sheet.getColumn(2).width = 22;
  sheet.getColumn(3).width = 60;
  SETTINGS_CATALOGUE.forEach((spec, i) => {
    const row = sheet.getRow(FIRST_ROW + i);
    row.getCell(1).value = spec.label;
    const cell = row.getCell(2);
    const value = settings[spec.key];
    if (spec.kind === 'choice') {
      cell.value = value as string;
      cell.dataValidation = { type: 'list', allowBlank: false, formulae: [`"${spec.options.map((o) => o.value).join(',')}"`] };
      row.getCell(3).value = spec.options.map((o) => `${o.value}: ${o.label}`).join('; ');
    } else if (spec.kind === 'boolean') {
      cell.value = value as boolean;
    } else {
      cell.value = spec.unit === '%' ? (value as number) / 100 : (value as number);
      cell.numFmt = spec.excel;
    }
    cell.alignment = { horizontal: 'right' };
  });
  const more = documentAssumptions(ctx.doc);
  more.forEach((a, i) => {
    const row = sheet.getRow(FIRST_ROW + SETTINGS_CATALOGUE.length + i);
    row.values = [a.label, a.value];
    row.getCell(2).alignment = { horizontal: 'right' };
  });
  return addProjectionAssumptions(sheet, ctx.doc, FIRST_ROW + SETTINGS_CATALOGUE.length + more.length + 1);
}
