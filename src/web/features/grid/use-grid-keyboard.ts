import type { GridApi, SuppressKeyboardEventParams } from 'ag-grid-community';
import { useCallback } from 'react';
import type { ScreenId } from '../../../domain/formula';
import type { InputScreenId } from '../../../domain/model';
import type { EnterDirection } from '../../stores/ui-store';
import type { AnalysisStore, CellRef } from '../analysis';
import { companyOf } from './cell-renderers';
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
}

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
export function useGridKeyboard({ store, screen, editable, shape, enterDirection, moveTo, refOf, syncSelection, filled }: GridKeyboard) {
  return useCallback(
    (p: SuppressKeyboardEventParams<GridRow>): boolean => {
      const e = p.event;
      if (e.type !== 'keydown' || e.altKey) {
        return false;
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
      if (e.key === 'Enter' && !ctrl) {
        return go(nextOnEnter(shape, from, e.shiftKey ? -1 : 1, enterDirection));
      }
      if (p.editing) {
        return false;
      }
      syncSelection(refOf(from));
      if (e.key === 'Home' || e.key === 'End') {
        const first = e.key === 'Home';
        return go(ctrl ? (first ? firstInput(shape) : lastInput(shape)) : rowEdge(shape, from, first ? 'first' : 'last'));
      }
      if ((e.key === 'Delete' || e.key === 'Backspace') && !ctrl) {
        e.preventDefault();
        const block = store.blockOf(screen);
        const columns = store.view.columns;
        if (editable && block) {
          store.clearInputs(
            block.rows.flatMap((key) => block.companies.map((col) => ({ ...columns[col]!, screen: screen as InputScreenId, key }))),
          );
        }
        return true;
      }
      const arrow = ARROWS[e.key];
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
    [shape, moveTo, enterDirection, store, screen, editable, refOf, syncSelection, filled],
  );
}
