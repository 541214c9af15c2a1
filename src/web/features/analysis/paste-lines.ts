import { detailSum, slotOfKey, withSlotAmount } from '../../../domain/detail-lines';
import type { DetailLine } from '../../../domain/detail-lines';
import { rowOf } from '../../../domain/model';
import { inputKey } from './analysis-document';
import type { InputCell, InputEdit } from './analysis-document';
import { linesText } from './cell-text-store';
import type { TextEdit } from './cell-text-store';

/**
 * The rows a paste goes down when the grid shows detail lines: every row key in display order (`order`, lines
 * keyed by `slotKey`), the keys that take figures (`keys`: input rows without lines shown, and the lines; a row
 * shown with its lines is its lines' sum, skipped as a derived row is), and the label of each.
 */
export interface PasteRowsShown {
  readonly order: readonly string[];
  readonly keys: readonly string[];
  readonly labels: Readonly<Record<string, string>>;
}

/** A planned figure: an input cell (or a line slot, keyed by `slotKey`), its figure and the arithmetic it came as. */
type Planned = InputEdit & { readonly expression?: string };

/**
 * Turns the planned figures of a paste into what one commit stores: figures pasted onto line slots set those lines
 * ({@link withSlotAmount}, a row without lines opened on its figure), each row's figure becoming its lines' sum with
 * the lines as its `details` text; the other figures go as planned, with the arithmetic kept as their expression.
 * @param linesOf a row's lines in a cell now; @param figureOf its figure now
 */
export function pastedFigures(
  planned: readonly Planned[],
  linesOf: (cell: InputCell) => readonly DetailLine[],
  figureOf: (cell: InputCell) => number,
): { edits: InputEdit[]; texts: TextEdit[] } {
  const edits: InputEdit[] = [];
  const texts: TextEdit[] = [];
  const opened = new Map<string, { cell: InputCell; lines: DetailLine[] }>();
  for (const { expression, value, ...cell } of planned) {
    const line = slotOfKey(cell.key);
    if (!line) {
      edits.push({ ...cell, value });
      if (expression) {
        texts.push({ ...cell, kind: 'expression', text: expression });
      }
      continue;
    }
    const row: InputCell = { ...cell, key: line.key };
    const at = opened.get(inputKey(row)) ?? { cell: row, lines: [...linesOf(row)] };
    at.lines = withSlotAmount(at.lines, { rowLabel: rowOf(`${row.screen}.${row.key}`).label, figure: figureOf(row) }, line.slot, value, expression);
    opened.set(inputKey(row), at);
  }
  for (const { cell, lines } of opened.values()) {
    edits.push({ ...cell, value: detailSum(lines) });
    texts.push({ ...cell, kind: 'details', text: linesText(lines) }, { ...cell, kind: 'expression', text: '' });
  }
  return { edits, texts };
}
