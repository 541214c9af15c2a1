import type ExcelJS from 'exceljs';
import { excelArithmetic } from '../domain/cell-texts';
import type { CellTexts } from '../domain/cell-texts';
import { detailLinesOf, slotIndex } from '../domain/detail-lines';
import type { DetailLine, LineSlot } from '../domain/detail-lines';
import type { ScreenId } from '../domain/formula';
import { isInputScreen } from '../domain/model';
import type { InputScreenId } from '../domain/model';
import { LABEL_WIDTH, columnLetter, wrapLabel } from './xlsx-cells';
import type { AmountCells } from './xlsx-cells';
import { dataColumn, styleValue } from './xlsx-layout';
import type { SheetContext } from './xlsx-layout';
import type { DetailLineRows } from './xlsx-rows';

/** A figure as Excel holds it: the arithmetic it was typed as as its formula (`=1200+350-45.5`, the figure cached), or the figure. */
const typedValue = (value: number, expression: string | undefined): ExcelJS.CellValue =>
  expression ? { formula: excelArithmetic(expression), result: value } : value;

/**
 * Writes an input cell of a statement sheet: the figure, or the arithmetic it was typed as as the cell's
 * formula (`=1200+350-45.5`, with the figure as its cached result), and the analyst's note as the cell's
 * comment, as an Excel user keeps both. When this column (company and period) has detail lines on the row,
 * `lines` being where they sit, the cell is `=SUM(…)` of their cells instead, the figure (their sum) cached, so
 * a line edited in Excel moves the row and everything that reads it.
 */
export function writeInput(
  cell: ExcelJS.Cell,
  value: number,
  texts: CellTexts | undefined,
  screen: ScreenId,
  key: string,
  lines: DetailLineRows | null = null,
): void {
  if (!texts || !isInputScreen(screen)) {
    cell.value = value;
    return;
  }
  if (lines && detailLinesOf(texts.details, screen, key).length > 0) {
    const column = columnLetter(Number(cell.col));
    cell.value = { formula: `SUM(${column}${lines.first}:${column}${lines.first + lines.slots.length - 1})`, result: value };
  } else {
    cell.value = typedValue(value, texts.expressions[screen]?.[key]);
  }
  const note = texts.notes[screen]?.[key];
  if (note) {
    cell.note = note;
  }
}

/**
 * Row `rowNumber` of `sheet` set up as a detail line's: grouped under the row above its lines (outline level 1,
 * the row the summary, so Excel's − folds the lines into it), the slot's label indented in `labelColumn`.
 */
export function detailLineRow(sheet: ExcelJS.Worksheet, rowNumber: number, labelColumn: number, width: number, slot: LineSlot): ExcelJS.Row {
  sheet.properties.outlineProperties = { summaryBelow: false, summaryRight: true };
  const row = sheet.getRow(rowNumber);
  row.outlineLevel = 1;
  wrapLabel(row, labelColumn, slot.label || '(unnamed line)', width);
  row.getCell(labelColumn).alignment = { wrapText: true, vertical: 'top', indent: 2 };
  return row;
}

/** Company `c`'s line in `slot` of input row `key` in period `p`; undefined where that period has no such line. */
export function lineInSlot(ctx: SheetContext, screen: InputScreenId, key: string, slot: LineSlot, c: number, p: number): DetailLine | undefined {
  const lines = detailLinesOf(ctx.doc.texts?.[c]?.[p]?.details ?? {}, screen, key);
  return lines[slotIndex(lines, slot)];
}

/**
 * Writes the detail lines of input row `key` at `lines` (from the shared row map): one row per line slot, its
 * label indented in column A and grouped under the row (an outline level, so Excel collapses them into the row),
 * and in each company's period that has the line its amount (or the arithmetic it was typed as); a period
 * without that line leaves the cell empty, as the grid shows it.
 */
export function writeDetailLines(
  ctx: SheetContext,
  sheet: ExcelJS.Worksheet,
  screen: InputScreenId,
  key: string,
  lines: DetailLineRows,
  amounts: AmountCells,
): void {
  const { periodCount, companyCount } = ctx;
  lines.slots.forEach((slot, i) => {
    const rowNumber = lines.first + i;
    const row = detailLineRow(sheet, rowNumber, 1, LABEL_WIDTH.screen - 2, slot);
    for (let c = 0; c < companyCount; c++) {
      for (let p = 0; p < periodCount; p++) {
        const line = lineInSlot(ctx, screen, key, slot, c, p);
        if (line) {
          const cell = row.getCell(dataColumn(c, p, periodCount));
          cell.value = typedValue(line.amount, line.expression);
          styleValue(cell, 'amount', false);
        }
      }
    }
    amounts.add(rowNumber, dataColumn(0, 0, periodCount), dataColumn(companyCount - 1, periodCount - 1, periodCount));
  });
}
