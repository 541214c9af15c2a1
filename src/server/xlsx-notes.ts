import type ExcelJS from 'exceljs';
import { ANALYST_NOTES_HEADING, BASIS_ALL_TYPED, BASIS_PAGE_TITLE, companyNoteEntries, hasBasis, NOTES_PAGE_TITLE } from '../contract/report-notes';
import { periodLabel } from '../domain/periods';
import { formNotesOf } from './report';
import { FIRST_ROW, HEADER_ROWS, headingRow } from './xlsx-layout';
import type { SheetContext } from './xlsx-layout';

/** The sheet of the basis of projections (absent when no company has one). */
export const BASIS_SHEET = BASIS_PAGE_TITLE;
/** The sheet of the analyst's notes (absent when no company has a note). */
export const NOTES_SHEET = NOTES_PAGE_TITLE;

/** A text sheet's column heads and widths in the period-header row, the last column wrapped. */
function textSheet(ctx: SheetContext, name: string, title: string, columns: readonly (readonly [string, number])[]): ExcelJS.Worksheet {
  const sheet = ctx.newSheet(name, title, 1);
  columns.forEach(([head, width], k) => {
    sheet.getCell(HEADER_ROWS.period, 1 + k).value = head;
    sheet.getColumn(1 + k).width = width;
  });
  sheet.getColumn(columns.length).alignment = { wrapText: true, vertical: 'top' };
  sheet.getRow(HEADER_ROWS.period).font = { bold: true };
  return sheet;
}

/**
 * The printed report's "Basis of projections" page as a sheet: per company that has one, each driven input row and
 * fixed-asset block numbered with its method, years and figures in words, then the analyst's note on the company.
 * Text only, as the print words it; absent when no company has a basis or a note on it.
 */
export function addBasisSheet(ctx: SheetContext): void {
  const companies = ctx.doc.companies.filter(hasBasis);
  if (companies.length === 0) {
    return;
  }
  const sheet = textSheet(ctx, BASIS_SHEET, 'Basis of projections: the assumptions in words and figures', [
    ['No.', 6],
    ['Particulars', 44],
    ['Basis (method, years and figures)', 110],
  ]);
  let row = FIRST_ROW;
  for (const company of companies) {
    headingRow(sheet.getRow(row), 1);
    sheet.getCell(row++, 1).value = company.name;
    const lines = company.basis ?? [];
    if (lines.length === 0) {
      sheet.getCell(row++, 2).value = BASIS_ALL_TYPED;
    }
    lines.forEach((line, i) => (sheet.getRow(row++).values = [i + 1, line.label, line.text]));
    if (company.notes?.company) {
      sheet.getRow(row++).values = ['', ANALYST_NOTES_HEADING, company.notes.company];
    }
  }
}

/**
 * The printed report's "Notes" page as a sheet: per company that has notes, numbered, its note, each form's note
 * (labelled with the form), then every note on an input cell with its form, period and row (those are also the
 * cells' comments on the input sheets). Text kept verbatim; absent when there is no note.
 */
export function addNotesSheet(ctx: SheetContext): void {
  const { doc } = ctx;
  const periods = doc.inputs.periods.map((p) => ({ label: periodLabel(p) }));
  const notes = doc.companies
    .map((company, c) => ({ name: company.name, entries: companyNoteEntries({ ...company, forms: formNotesOf(doc.texts?.[c] ?? []) }, periods) }))
    .filter((c) => c.entries.length > 0);
  if (notes.length === 0) {
    return;
  }
  const sheet = textSheet(ctx, NOTES_SHEET, "Notes: the analyst's notes on each company, form and input", [
    ['No.', 6],
    ['On', 40],
    ['Note', 110],
  ]);
  let row = FIRST_ROW;
  for (const company of notes) {
    headingRow(sheet.getRow(row), 1);
    sheet.getCell(row++, 1).value = company.name;
    company.entries.forEach((entry, i) => (sheet.getRow(row++).values = [i + 1, entry.reference, entry.text]));
  }
}
