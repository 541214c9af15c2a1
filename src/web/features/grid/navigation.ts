import type { EnterDirection } from '../../stores/ui-store';

/**
 * Keyboard navigation of a statement grid as pure functions over its shape, so the rules can be
 * tested without a browser and extended (Home/End, Ctrl+Home, Enter direction).
 *
 * Positions are `{row, col}` with `row` the index of the grid row (section headers included) and
 * `col` the company index; `col = -1` is the label column.
 */

/** What a grid row is, for navigation: only input rows take typed figures. */
export type RowKind = 'header' | 'input' | 'derived';

/** A cell of the grid. */
export interface CellPos {
  readonly row: number;
  readonly col: number;
}

/** The rows (in display order) and the number of company columns. */
export interface GridShape {
  readonly rows: readonly RowKind[];
  readonly companies: number;
}

/** Forward (+1) or backward (−1). */
export type Step = 1 | -1;

const isInput = (shape: GridShape, row: number) => shape.rows[row] === 'input';

/**
 * Tab / Shift+Tab: the next (or previous) company on the same row, wrapping to the first (or last)
 * company of the next (or previous) input row. Derived rows and section headers are skipped, so from
 * a derived cell reached with the arrows, Tab goes on to the next input cell in reading order.
 * @returns the target, or null at the edge of the grid (focus stays).
 */
export function nextAcross(shape: GridShape, from: CellPos, step: Step): CellPos | null {
  const n = shape.companies;
  if (n === 0) {
    return null;
  }
  // Reading order index; the label column sits just before company 0.
  let row = from.row;
  let col = from.col < 0 ? (step === 1 ? -1 : 0) : from.col;
  for (;;) {
    col += step;
    if (col >= n) {
      col = 0;
      row += 1;
    } else if (col < 0) {
      col = n - 1;
      row -= 1;
    }
    if (row < 0 || row >= shape.rows.length) {
      return null;
    }
    if (isInput(shape, row)) {
      return { row, col };
    }
  }
}

/**
 * Enter / Shift+Enter: the next (or previous) input row in the same company column. Past the last
 * input row it continues at the first input row of the next company (and back), so a whole
 * statement can be keyed in company by company without leaving the keyboard.
 * @returns the target, or null at the edge of the grid.
 */
export function nextDown(shape: GridShape, from: CellPos, step: Step): CellPos | null {
  const n = shape.companies;
  const rows = shape.rows.length;
  if (n === 0) {
    return null;
  }
  let col = Math.max(0, from.col);
  let row = from.row;
  for (;;) {
    row += step;
    if (row >= rows) {
      row = 0;
      col += 1;
    } else if (row < 0) {
      row = rows - 1;
      col -= 1;
    }
    if (col < 0 || col >= n) {
      return null;
    }
    if (isInput(shape, row)) {
      return { row, col };
    }
  }
}

/** The first input cell of the grid (where typing starts), or null when there is none. */
export function firstInput(shape: GridShape): CellPos | null {
  return nextAcross(shape, { row: 0, col: -1 }, 1) ?? null;
}

/** The last input cell of the grid (Ctrl+End), or null when there is none. */
export function lastInput(shape: GridShape): CellPos | null {
  return nextAcross(shape, { row: shape.rows.length - 1, col: shape.companies }, -1) ?? null;
}

/**
 * Enter / Shift+Enter in the analyst's chosen direction: down the input rows ({@link nextDown}) or
 * across companies like Tab ({@link nextAcross}).
 */
export function nextOnEnter(shape: GridShape, from: CellPos, step: Step, direction: EnterDirection): CellPos | null {
  return direction === 'right' ? nextAcross(shape, from, step) : nextDown(shape, from, step);
}

/**
 * Home / End: the first or last company on the same row. Any value row is a target, so Home on a
 * derived row stays on it (as the arrows may).
 */
export function rowEdge(shape: GridShape, from: CellPos, edge: 'first' | 'last'): CellPos | null {
  if (shape.companies === 0 || shape.rows[from.row] === undefined || shape.rows[from.row] === 'header') {
    return null;
  }
  return { row: from.row, col: edge === 'first' ? 0 : shape.companies - 1 };
}

/** An arrow key's direction. */
export type Arrow = 'up' | 'down' | 'left' | 'right';

/**
 * Shift+arrow: moves the moving corner of a block by one cell. Derived rows count (a block may span
 * totals, for copying); section headers are stepped over; the block stops at the grid's edge.
 * @returns the new corner, or null when it cannot move.
 */
export function extendBlock(shape: GridShape, from: CellPos, arrow: Arrow): CellPos | null {
  if (arrow === 'left' || arrow === 'right') {
    const col = from.col + (arrow === 'right' ? 1 : -1);
    return col >= 0 && col < shape.companies ? { row: from.row, col } : null;
  }
  const step = arrow === 'down' ? 1 : -1;
  for (let row = from.row + step; row >= 0 && row < shape.rows.length; row += step) {
    if (shape.rows[row] !== 'header') {
      return { row, col: Math.max(0, from.col) };
    }
  }
  return null;
}

/**
 * Ctrl+arrow, as Excel jumps: from a filled cell whose neighbour is filled, to the last filled cell
 * of the run; otherwise to the next filled cell; with none, to the edge. Vertical jumps move over
 * input rows only (on a read-only grid, over its value rows); section headers are never a target.
 * Horizontal jumps stay on the row. `filled(pos)` says whether a cell holds a figure.
 * @returns the target, or null when there is nowhere to go.
 */
export function jump(shape: GridShape, from: CellPos, arrow: Arrow, filled: (pos: CellPos) => boolean): CellPos | null {
  const col = Math.max(0, from.col);
  const stops: RowKind = shape.rows.includes('input') ? 'input' : 'derived';
  const line: CellPos[] =
    arrow === 'up' || arrow === 'down'
      ? shape.rows.flatMap((kind, row) => (kind === stops ? [{ row, col }] : []))
      : Array.from({ length: shape.companies }, (_, c) => ({ row: from.row, col: c }));
  if (arrow === 'up' || arrow === 'left') {
    line.reverse();
  }
  const ahead = line.filter((p) => (arrow === 'up' ? p.row < from.row : arrow === 'down' ? p.row > from.row : arrow === 'left' ? p.col < col : p.col > col));
  if (ahead.length === 0) {
    return null;
  }
  const here = shape.rows[from.row] === stops || arrow === 'left' || arrow === 'right' ? filled({ row: from.row, col }) : false;
  if (here && filled(ahead[0]!)) {
    const gap = ahead.findIndex((p) => !filled(p));
    return gap < 0 ? ahead[ahead.length - 1]! : ahead[gap - 1]!;
  }
  return ahead.find(filled) ?? ahead[ahead.length - 1]!;
}
