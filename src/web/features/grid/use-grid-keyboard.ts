import type { GridApi, SuppressKeyboardEventParams } from 'ag-grid-community';
import { useCallback, useRef } from 'react';
import { announce } from '../../lib/announce';
import type { DisplayUnits } from '../../lib/display-units';
import { notify } from '../../lib/notify';
import { excelKey } from './excel-keys';
import type { ScreenId } from '../../../domain/formula';
import type { InputScreenId } from '../../../domain/model';
import type { EnterDirection } from '../../stores/ui-store';
import { notices } from '../analysis';
import type { AnalysisStore, CellRef } from '../analysis';
import { blockRows, pasteRowsShown } from './detail-rows';
import { companyCol, companyOf } from './cell-renderers';
import type { GridRow } from './grid-rows';
import { extendBlock, firstInput, jump, lastInput, nextAcross, nextOnEnter, rowEdge } from './navigation';
import type { Arrow, CellPos, GridShape } from './navigation';

const ARROWS: Readonly<Record<string, Arrow>> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

interface GridKeyboard {
  readonly store: AnalysisStore;
  readonly screen: ScreenId;
  readonly editable: boolean;
  readonly shape: GridShape;
  readonly enterDirection: EnterDirection;
  /** Scrolls to and focuses a cell (nothing for null). */
  readonly moveTo: (api: GridApi<GridRow>, target: CellPos | null) => void;
  /** The screen cell of a grid position; null on the label column or a header. */
  readonly refOf: (pos: CellPos) => CellRef | null;
  /** Makes the store's focused cell the one the browser focus is on. */
  readonly syncSelection: (here: CellRef | null) => void;
  /** True when a cell holds a figure (not empty, not zero): where Ctrl+arrows stop. */
  readonly filled: (pos: CellPos) => boolean;
  /** Told before a key that opens or closes the editor is handled, so the keys after it wait for the grid. */
  readonly onEditTransition?: () => void;
  /** The entry and display units, for a figure Ctrl+Enter fills into a block. */
  readonly units?: DisplayUnits;
  /** Shift+F2 on an input cell: opens its note editor. */
  readonly openNote?: (cell: CellRef) => void;
  /** Alt+↓ on an input cell: opens its row's detail lines in that company and period. */
  readonly openLines?: (cell: CellRef) => void;
  /** The grid's rows, detail lines included: block operations over lines store each line. */
  readonly rows: readonly GridRow[];
}

/**
 * How the open editor was entered, as Excel tells its modes apart: `typed` (a figure typed over the
 * cell, "Enter" mode: an arrow commits and moves) or `edit` (F2 or a double-click, "Edit" mode: the
 * arrows move the caret).
 */
export type EntryMode = 'typed' | 'edit';

/** A key that types a character (starts an edit by typing over the cell). */
export const isPrintable = (e: KeyboardEvent) => e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;

/**
 * The keyboard model of a statement grid (docs/paste-and-keyboard.md), as AG Grid's
 * `suppressKeyboardEvent`: Tab/Shift+Tab across companies, Enter/Shift+Enter down (or across, by
 * preference), both skipping derived rows and headers; Home/End the first/last company,
 * Ctrl+Home/Ctrl+End the first/last input; Ctrl+arrows jump as Excel does ({@link jump}); Shift+arrows
 * select a block; Delete/Backspace clear inputs to 0. Tab at either edge leaves the grid (for the
 * toolbar above or the Next button below), as it would leave any other control. Ctrl+C/V/X/Z/Y are left to the clipboard events and the screen's shortcuts. The moves
 * themselves are the pure functions of `navigation.ts`.
 * @returns true for a key this grid handled (AG Grid then ignores it).
 */
export function useGridKeyboard(keyboard: GridKeyboard) {
  const { store, screen, editable, shape, enterDirection, moveTo, refOf, syncSelection, filled, onEditTransition, units, openNote, openLines, rows } = keyboard;
  const entry = useRef<EntryMode>('edit');
  // The computed cell last told about, so a word typed over it gives one toast, not one per letter.
  const toldComputed = useRef<string | null>(null);
  /** Says which rows of a block were skipped as the sums of their detail lines. */
  const skippedSums = useCallback(
    (keys: readonly string[]) => {
      const sums = blockRows(store, screen, rows, store.view.columns).sums(keys);
      if (sums.length > 0) {
        announce({ notices: [notices.skippedSums(sums)] });
      }
    },
    [store, screen, rows],
  );
  const suppress = useCallback(
    (p: SuppressKeyboardEventParams<GridRow>): boolean => {
      const e = p.event;
      if (e.type === 'keydown' && e.altKey && e.key === 'ArrowDown' && !p.editing && editable) {
        // Alt+↓: the row's detail lines, as Excel's Alt+↓ opens what is under a cell.
        const at: CellPos = { row: p.node.rowIndex ?? 0, col: companyOf(p.column.getColId()) };
        const cell = refOf(at);
        const row = p.node.data;
        if (cell && (shape.rows[at.row] === 'input' || (row?.kind === 'input' && row.opened))) {
          e.preventDefault();
          syncSelection(cell);
          openLines?.(cell);
          return true;
        }
      }
      if (e.type !== 'keydown' || e.altKey) {
        return false;
      }
      // The key that opens the editor sets its mode: typing over the cell, or F2.
      if (!p.editing) {
        entry.current = isPrintable(e) ? 'typed' : 'edit';
      }
      const ctrl = e.ctrlKey || e.metaKey;
      // AG Grid Community has no clipboard or undo for this: the browser's copy/paste events and the screen's shortcut listener take them.
      if (ctrl && ['c', 'v', 'x', 'z', 'y'].includes(e.key.toLowerCase())) {
        return !p.editing;
      }
      const from: CellPos = { row: p.node.rowIndex ?? 0, col: companyOf(p.column.getColId()) };
      const go = (target: CellPos | null) => {
        e.preventDefault();
        if (p.editing) {
          onEditTransition?.();
          p.api.stopEditing();
        }
        moveTo(p.api, target);
        return true;
      };
      if (e.key === 'Tab' && !ctrl) {
        const target = nextAcross(shape, from, e.shiftKey ? -1 : 1);
        if (target) {
          return go(target);
        }
        // At the edge the browser moves focus on (the grid's tabToNextCell lets it); an edit is kept first.
        if (p.editing) {
          p.api.stopEditing();
        }
        return false;
      }
      if (e.key === 'Enter' && ctrl && p.editing) {
        // Ctrl+Enter: the typed figure goes into every input of the selected block (one undo step), and the
        // focus stays, as in Excel; with a single cell it is a plain commit.
        e.preventDefault();
        const block = store.blockOf(screen);
        const here = refOf(from);
        onEditTransition?.();
        if (block && here && block.rows.length * block.companies.length > 1 && store.selections.blockAnchor) {
          const text = String((p.api.getCellEditorInstances()[0]?.getValue() as string | number | null | undefined) ?? '');
          p.api.stopEditing(true);
          announce(store.pasteBlock(screen as InputScreenId, text, here, units, { rows: pasteRowsShown(rows) }));
          skippedSums(block.rows);
        } else {
          p.api.stopEditing();
        }
        moveTo(p.api, from);
        return true;
      }
      if (p.editing && ctrl && ['d', 'r'].includes(e.key.toLowerCase())) {
        // Not the browser's bookmark or reload while a figure is being typed.
        e.preventDefault();
        return true;
      }
      if (e.key === 'Enter' && !ctrl) {
        const step = e.shiftKey ? -1 : 1;
        const next = nextOnEnter(shape, from, step, enterDirection);
        if (next || !editable) {
          return go(next);
        }
        // Past the last input (or before the first) Enter wraps, as in an Excel selection, and says so:
        // staying put would let the next figure overwrite the one just entered.
        notify.info(
          step === 1
            ? 'That was the last input of the statement: Enter went back to the first.'
            : 'That was the first input of the statement: Shift+Enter went on to the last.',
        );
        return go(step === 1 ? firstInput(shape) : lastInput(shape));
      }
      const arrow = ARROWS[e.key];
      if (p.editing) {
        // In a figure entered by typing an arrow commits it and moves, as in Excel; after F2 it moves the caret.
        if (arrow && !ctrl && !e.shiftKey && entry.current === 'typed') {
          return go(extendBlock(shape, from, arrow) ?? from);
        }
        if (e.key === 'Escape') {
          // Cancelled here and now: AG Grid cancels on a timer, and a digit typed before it fires went into
          // the editor being cancelled ("39" stored for "9" after Esc).
          e.preventDefault();
          onEditTransition?.();
          p.api.stopEditing(true);
          moveTo(p.api, from);
          return true;
        }
        return false;
      }
      if (excelKey(p, from, { store, screen, editable, shape, refOf, moveTo, filled, rows })) {
        return true;
      }
      if (isPrintable(e) && shape.rows[from.row] === 'derived' && p.node.data && p.node.data.kind !== 'header') {
        // Typing over a computed figure changes nothing: say so, and where its working is.
        const label = p.node.data.label;
        if (toldComputed.current !== `${label}|${from.col}`) {
          toldComputed.current = `${label}|${from.col}`;
          notify.info(
            p.node.data.kind === 'input'
              ? `${label} is the sum of its detail lines: type in the lines under it (Alt+↓ adds, renames or removes lines).`
              : `${label} is computed here, so it cannot be typed over: its working is shown beside the grid (below it on a phone).`,
          );
        }
        return true;
      }
      toldComputed.current = null;
      if (e.key === 'F2' && e.shiftKey && !ctrl) {
        // Shift+F2: the cell's note, as in Excel (not an edit of the figure).
        e.preventDefault();
        const cell = refOf(from);
        if (editable && cell && shape.rows[from.row] === 'input') {
          syncSelection(cell);
          openNote?.(cell);
        }
        return true;
      }
      if ((isPrintable(e) || e.key === 'F2') && editable && shape.rows[from.row] === 'input' && from.col >= 0) {
        onEditTransition?.();
      }
      syncSelection(refOf(from));
      if (e.key === 'Home' || e.key === 'End') {
        const first = e.key === 'Home';
        return go(ctrl ? (first ? firstInput(shape) : lastInput(shape)) : rowEdge(shape, from, first ? 'first' : 'last'));
      }
      if (e.key === 'Backspace' && !ctrl && !store.selections.blockAnchor && editable && shape.rows[from.row] === 'input') {
        // Backspace empties the cell and opens it for typing (Enter stores 0, Esc keeps the figure), as in Excel.
        e.preventDefault();
        entry.current = 'typed';
        onEditTransition?.();
        p.api.startEditingCell({ rowIndex: from.row, colKey: companyCol(from.col), key: 'Backspace' });
        return true;
      }
      if ((e.key === 'Delete' || e.key === 'Backspace') && !ctrl) {
        // The block's inputs and detail lines (a line the column lacks stays absent) to 0; sums of lines are skipped.
        e.preventDefault();
        const block = store.blockOf(screen);
        const columns = store.view.columns;
        if (editable && block) {
          const cells = blockRows(store, screen, rows, columns);
          store.clearInputs(
            block.rows.flatMap((key) =>
              block.companies.flatMap((col) => (cells.clears(key, col) ? [{ ...columns[col]!, screen: screen as InputScreenId, key }] : [])),
            ),
          );
          skippedSums(block.rows);
        }
        return true;
      }
      if (arrow && ctrl && !e.shiftKey) {
        const target = jump(shape, from, arrow, filled);
        e.preventDefault();
        return target ? go(target) : true;
      }
      if (arrow && e.shiftKey && !ctrl && from.col >= 0) {
        e.preventDefault();
        const target = extendBlock(shape, from, arrow);
        const cell = target && refOf(target);
        if (target && cell) {
          store.extendBlock(cell);
          moveTo(p.api, target);
        }
        return true;
      }
      return false;
    },
    [shape, moveTo, enterDirection, store, screen, editable, refOf, syncSelection, filled, onEditTransition, units, openNote, openLines, rows, skippedSums],
  );
  /** A double-click opens the editor in Edit mode (the arrows move the caret). */
  const onDoubleClick = useCallback(() => {
    entry.current = 'edit';
  }, []);
  return { suppressKeyboardEvent: suppress, onDoubleClick };
}
