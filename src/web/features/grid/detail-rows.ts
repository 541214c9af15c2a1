import { alignedSlots, slotIndex, slotOfKey } from '../../../domain/detail-lines';
import type { DetailLine } from '../../../domain/detail-lines';
import type { ScreenId } from '../../../domain/formula';
import { isInputScreen } from '../../../domain/model';
import type { InputScreenId, PlainValue } from '../../../domain/model';
import { linesOfText } from '../analysis';
import type { AnalysisStore, GridColumn, PasteRowsShown } from '../analysis';
import { gridRows, withDetailRows } from './grid-rows';
import type { CellPos } from './navigation';
import type { DetailGridRow, GridRow } from './grid-rows';

/** Reads a row's detail lines in one column (company and period) of the open analysis. */
type LinesReader = Pick<AnalysisStore, 'texts'>;

/** The detail lines of input row `key` in one column; `[]` where it has none. */
export function linesAt(store: LinesReader, screen: InputScreenId, column: GridColumn, key: string): DetailLine[] {
  return linesOfText(store.texts.text({ ...column, screen, key }, 'details'));
}

/**
 * The rows of a screen as the grid and its print show them over `columns`: on a statement, each input row with
 * detail lines in any of the columns is followed by its lines, lined up across the columns ({@link withDetailRows}).
 */
export function rowsWithLines(store: LinesReader, screen: ScreenId, columns: readonly GridColumn[]): GridRow[] {
  const rows = gridRows(screen);
  return isInputScreen(screen) ? withDetailRows(rows, (key) => alignedSlots(columns.map((c) => linesAt(store, screen, c, key)))) : rows;
}

/** The line a detail row shows in one column; undefined where the column's row has no such line. */
export function lineIn(store: LinesReader, screen: InputScreenId, column: GridColumn, row: DetailGridRow): DetailLine | undefined {
  const lines = linesAt(store, screen, column, row.parent);
  return lines[slotIndex(lines, row.slot)];
}

/** What a detail row's label shows: the line's label, or that it has none yet. */
export const detailLabelText = (row: DetailGridRow): string => row.slot.label || '(unnamed line)';

/**
 * The rows a paste goes down when the grid shows detail lines (undefined when it shows none, and the statement's
 * input rows are those): the lines take figures as input rows do; a row shown with its lines is their sum, skipped.
 */
export function pasteRowsShown(rows: readonly GridRow[]): PasteRowsShown | undefined {
  if (!rows.some((r) => r.kind === 'detail')) {
    return undefined;
  }
  const takes = rows.filter((r) => r.kind === 'detail' || (r.kind === 'input' && !r.opened));
  return {
    order: rows.map((r) => r.key),
    keys: takes.map((r) => r.key),
    labels: Object.fromEntries(takes.map((r) => [r.key, r.kind === 'detail' ? detailLabelText(r) : r.label])),
  };
}

/**
 * Which grid positions hold a figure (not empty, not zero, not "No"), where Ctrl+arrows stop: each position reads
 * its own column's company and period, the ones on screen, never a default period; a detail line reads its own
 * amount in that column (empty where the column has no such line), not its row's sum.
 */
export function filledCells(
  store: Pick<AnalysisStore, 'plainAt' | 'texts'>,
  screen: ScreenId,
  rows: readonly GridRow[],
  columns: readonly GridColumn[],
): (pos: CellPos) => boolean {
  return (pos) => {
    const row = rows[pos.row];
    const column = columns[pos.col];
    if (!row || row.kind === 'header' || !column) {
      return false;
    }
    const value = row.kind === 'detail' && isInputScreen(screen) ? (lineIn(store, screen, column, row)?.amount ?? null) : store.plainAt(column, row.id);
    return value !== null && value !== 0 && value !== false;
  };
}

/**
 * How the rows of a block (grid row keys in display order: detail lines by `slotKey`) read and take figures, for
 * the block operations (fill, clear, copy, Ctrl+Enter): a line reads its own amount in a column and takes figures as
 * an input row does; a row shown with its lines is their sum, read-only and skipped as a derived row is.
 */
export interface BlockRows {
  /** The value rows the grid shows, in order. */
  readonly order: readonly string[];
  /** A cell's figure: a line's amount (null where the column has no such line), else the row's value. */
  readonly valueOf: (row: string, column: number) => PlainValue;
  /** Whether a row takes figures: a line, or an input row shown without lines. */
  readonly isInput: (row: string) => boolean;
  /** Whether a cell holds a figure a clear would set to 0: an input, or a line the column has. */
  readonly clears: (row: string, column: number) => boolean;
  /** The labels of the rows among `keys` shown with their lines (a block operation skips them and says so). */
  readonly sums: (keys: readonly string[]) => string[];
}

/** The {@link BlockRows} of a screen's grid: its `rows` (lines included) over `columns`. */
export function blockRows(
  store: Pick<AnalysisStore, 'plainAt' | 'texts'>,
  screen: ScreenId,
  rows: readonly GridRow[],
  columns: readonly GridColumn[],
): BlockRows {
  const byKey = new Map(rows.flatMap((r) => (r.kind === 'header' ? [] : [[r.key, r] as const])));
  const line = (key: string, column: number) => {
    const row = byKey.get(key);
    const at = columns[column];
    return row?.kind === 'detail' && at && isInputScreen(screen) ? lineIn(store, screen, at, row) : undefined;
  };
  const sum = (key: string) => byKey.get(key)?.kind === 'input' && byKey.get(key)?.opened === true;
  return {
    order: [...byKey.keys()],
    valueOf: (key, column) =>
      slotOfKey(key) ? (line(key, column)?.amount ?? null) : columns[column] ? store.plainAt(columns[column], `${screen}.${key}`) : null,
    isInput: (key) => byKey.get(key)?.kind === 'detail' || (byKey.get(key)?.kind === 'input' && !sum(key)),
    clears: (key, column) => (byKey.get(key)?.kind === 'detail' ? line(key, column) !== undefined : byKey.get(key)?.kind === 'input' && !sum(key)),
    sums: (keys) => keys.filter(sum).map((k) => byKey.get(k)!.label),
  };
}
