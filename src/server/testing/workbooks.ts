import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import type { SourceGrid } from '../../domain/import/layout';

/**
 * Test workbooks in the shapes of real CMA workbooks (docs/import.md), built from the sample grids of
 * `src/domain/import/sample-sources.fixture.ts`: merged title rows, a unit heading, coloured input cells,
 * number formats, and optionally every amount as a formula with its cached value.
 */
export async function xlsxOf(grids: readonly SourceGrid[], options: { formulas?: 'cached' | 'uncached' } = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const grid of grids) {
    const sheet = workbook.addWorksheet(grid.sheet ?? 'Sheet1');
    grid.rows.forEach((cells, r) => {
      cells.forEach((cell, c) => {
        if (!cell) {
          return;
        }
        const target = sheet.getCell(r + 1, c + 1);
        if (cell.value === undefined) {
          target.value = cell.text;
        } else if (options.formulas) {
          target.value = { formula: `${cell.value}*1`, ...(options.formulas === 'cached' ? { result: cell.value } : {}) } as ExcelJS.CellFormulaValue;
          target.numFmt = '#,##0.00';
        } else {
          target.value = cell.value;
          target.numFmt = '#,##,##0.00';
          // The bank's input cells are yellow, as input sheets mark them.
          target.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFFF99' } };
        }
      });
    });
    // The title row merged across the sheet, as a CA's workbook has it.
    const title = grid.rows.findIndex((cells) => cells.some((c) => c));
    const firstColumn = grid.rows[title]?.findIndex((c) => c) ?? 0;
    sheet.mergeCells(title + 1, firstColumn + 1, title + 1, firstColumn + 5);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The same grids as a BIFF8 `.xls`, written by SheetJS. */
export function xlsOf(grids: readonly SourceGrid[]): Buffer {
  const book = XLSX.utils.book_new();
  for (const grid of grids) {
    const rows = grid.rows.map((cells) => Array.from(cells, (c) => (c ? (c.value ?? c.text) : null)));
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), grid.sheet ?? 'Sheet1');
  }
  return XLSX.write(book, { type: 'buffer', bookType: 'xls' }) as Buffer;
}
