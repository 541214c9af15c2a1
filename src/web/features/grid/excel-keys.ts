import type { GridApi, SuppressKeyboardEventParams } from 'ag-grid-community';
import type { ScreenId } from '../../../domain/formula';
import type { InputScreenId } from '../../../domain/model';
import { notices } from '../analysis';
import type { AnalysisStore, CellRef } from '../analysis';
import { announce } from '../../lib/announce';
import { blockRows } from './detail-rows';
import { fillEdits } from './fill';
import type { FillBlock } from './fill';
import type { GridRow } from './grid-rows';
import { jump, lastInput } from './navigation';
import type { Arrow, CellPos, GridShape } from './navigation';

const ARROWS: Readonly<Record<string, Arrow>> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/** What the Excel keys need from the grid. */
export interface ExcelKeyContext {
  readonly store: AnalysisStore;
  readonly screen: ScreenId;
  readonly editable: boolean;
  readonly shape: GridShape;
  readonly refOf: (pos: CellPos) => CellRef | null;
  readonly moveTo: (api: GridApi<GridRow>, target: CellPos | null) => void;
  readonly filled: (pos: CellPos) => boolean;
  /** The grid's rows, detail lines included: a block across lines fills each line. */
  readonly rows: readonly GridRow[];
}

/**
 * The Excel keys of a statement grid (docs/paste-and-keyboard.md), outside an open editor: Ctrl+D and
 * Ctrl+R fill down and right ({@link fillEdits}, one undo step; taken before the browser, which would
 * bookmark or reload); Shift+Space, Ctrl+Space and Ctrl+A select the row, the column and the whole grid;
 * Ctrl+Shift+arrows and Ctrl+Shift+End extend the block as Ctrl+arrows and Ctrl+End move.
 * @returns true for a key it handled, false for any other.
 */
export function excelKey(p: SuppressKeyboardEventParams<GridRow>, from: CellPos, ctx: ExcelKeyContext): boolean {
  const e = p.event;
  const ctrl = e.ctrlKey || e.metaKey;
  const key = e.key.toLowerCase();
  if (ctrl && !e.shiftKey && (key === 'd' || key === 'r')) {
    e.preventDefault();
    fill(ctx, key === 'd' ? 'down' : 'right', from);
    return true;
  }
  const values = ctx.shape.rows.flatMap((kind, row) => (kind === 'header' ? [] : [row]));
  const selectBlock = (anchor: CellPos, corner: CellPos) => {
    const a = ctx.refOf(anchor);
    const b = ctx.refOf(corner);
    if (a && b) {
      ctx.store.select(a);
      ctx.store.extendBlock(b);
      ctx.moveTo(p.api, corner);
    }
  };
  const lastCol = ctx.shape.companies - 1;
  if (e.key === ' ' && e.shiftKey && !ctrl) {
    e.preventDefault();
    selectBlock({ row: from.row, col: 0 }, { row: from.row, col: lastCol });
    return true;
  }
  if (e.key === ' ' && ctrl && !e.shiftKey) {
    e.preventDefault();
    selectBlock({ row: values[0]!, col: from.col }, { row: values[values.length - 1]!, col: from.col });
    return true;
  }
  if (ctrl && !e.shiftKey && key === 'a') {
    e.preventDefault();
    selectBlock({ row: values[0]!, col: 0 }, { row: values[values.length - 1]!, col: lastCol });
    return true;
  }
  const arrow = ARROWS[e.key];
  const corner =
    arrow && ctrl && e.shiftKey ? jump(ctx.shape, from, arrow, ctx.filled) : e.key === 'End' && ctrl && e.shiftKey ? lastInput(ctx.shape) : undefined;
  if (corner !== undefined) {
    e.preventDefault();
    const cell = corner && ctx.refOf(corner);
    if (corner && cell) {
      ctx.store.extendBlock(cell);
      ctx.moveTo(p.api, corner);
    }
    return true;
  }
  return false;
}

/**
 * Ctrl+D / Ctrl+R over the block, or from the cell above / to the left of a single cell, as one undo step. A block
 * across detail lines fills each line; a row shown with its lines (their sum) is skipped as a derived row is, and said.
 */
function fill({ store, screen, editable, rows }: ExcelKeyContext, direction: 'down' | 'right', from: CellPos): void {
  const block = store.blockOf(screen);
  if (!editable || !block) {
    return;
  }
  const columns = store.view.columns;
  const cells = blockRows(store, screen, rows, columns);
  let target: FillBlock = { rows: block.rows, columns: block.companies };
  if (block.rows.length === 1 && block.companies.length === 1) {
    const above = cells.order[cells.order.indexOf(block.rows[0]!) - 1];
    if (direction === 'down' && above) {
      target = { rows: [above, block.rows[0]!], columns: block.companies };
    } else if (direction === 'right' && from.col > 0) {
      target = { rows: block.rows, columns: [from.col - 1, from.col] };
    } else {
      return;
    }
  }
  const edits = fillEdits(target, direction, cells.valueOf, cells.isInput);
  store.commitEdits(
    edits.map((edit) => ({ ...columns[edit.column]!, screen: screen as InputScreenId, key: edit.row, value: edit.value })),
    direction === 'down' ? 'Fill down' : 'Fill right',
  );
  const sums = cells.sums(direction === 'down' ? target.rows.slice(1) : target.rows);
  if (sums.length > 0 && target.columns.length > (direction === 'right' ? 1 : 0)) {
    announce({ notices: [notices.skippedSums(sums)] });
  }
}
