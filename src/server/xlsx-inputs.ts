import type ExcelJS from 'exceljs';
import { excelArithmetic } from '../domain/cell-texts';
import type { CellTexts } from '../domain/cell-texts';
import type { ScreenId } from '../domain/formula';
import { INPUT_SCREENS } from '../domain/model';
import type { InputScreenId } from '../domain/model';

const isInputScreen = (screen: ScreenId): screen is InputScreenId => (INPUT_SCREENS as readonly ScreenId[]).includes(screen);

/**
 * Writes an input cell of a statement sheet: the figure, or the arithmetic it was typed as as the cell's
 * formula (`=1200+350-45.5`, with the figure as its cached result), and the analyst's note as the cell's
 * comment, as an Excel user keeps both.
 */
export function writeInput(cell: ExcelJS.Cell, value: number, texts: CellTexts | undefined, screen: ScreenId, key: string): void {
  const expression = texts && isInputScreen(screen) ? texts.expressions[screen]?.[key] : undefined;
  cell.value = expression ? { formula: excelArithmetic(expression), result: value } : value;
  const note = texts && isInputScreen(screen) ? texts.notes[screen]?.[key] : undefined;
  if (note) {
    cell.note = note;
  }
}
