import type { PlainValue } from '../../../domain/model';

/** A block of the grid: row keys in display order (no headers) and value columns, left to right. */
export interface FillBlock {
  readonly rows: readonly string[];
  readonly columns: readonly number[];
}

/** One input a fill sets. */
export interface FillEdit {
  readonly row: string;
  readonly column: number;
  readonly value: number;
}

/**
 * Ctrl+D (fill down) and Ctrl+R (fill right), as Excel fills a selection: the block's first row (down) or
 * first column (right) is copied, exactly, into every other cell of the block that is an input. Derived
 * cells in the block are left alone (they are computed), and a source that holds no figure ("—", a
 * yes/no) fills nothing. For a single cell the caller passes the block widened by the cell above or to the
 * left, as Excel copies from there.
 * @param valueOf the exact stored value of a cell (entry unit), as the store holds it
 * @param isInput whether a row takes figures
 */
export function fillEdits(
  block: FillBlock,
  direction: 'down' | 'right',
  valueOf: (row: string, column: number) => PlainValue,
  isInput: (row: string) => boolean,
): FillEdit[] {
  const [firstRow, ...otherRows] = block.rows;
  const [firstColumn, ...otherColumns] = block.columns;
  if (firstRow === undefined || firstColumn === undefined) {
    return [];
  }
  const targets =
    direction === 'down'
      ? otherRows.flatMap((row) => block.columns.map((column) => ({ row, column, from: { row: firstRow, column } })))
      : block.rows.flatMap((row) => otherColumns.map((column) => ({ row, column, from: { row, column: firstColumn } })));
  return targets.flatMap(({ row, column, from }) => {
    const value = valueOf(from.row, from.column);
    return isInput(row) && typeof value === 'number' ? [{ row, column, value }] : [];
  });
}
