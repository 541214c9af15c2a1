import type { CellFocusedEvent, FocusGridInnerElementParams, GridApi, GridReadyEvent } from 'ag-grid-community';
import { reaction } from 'mobx';
import { useCallback, useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { ScreenId } from '../../../domain/formula';
import type { AnalysisStore, CellRef } from '../analysis';
import { companyCol, companyOf } from './cell-renderers';
import type { GridRow } from './grid-rows';
import { firstInput, lastInput } from './navigation';
import type { CellPos, GridShape } from './navigation';
import type { ValueColumn } from './use-column-defs';

// Where the statement grid's focus is and where it goes: the cell positions the keyboard, the clipboard and the
// focus events share (`useCellPositions`), and the cell the grid focuses when it opens, when it is tabbed into, and
// when a "show the working" link or an undo asks for one (`useGridFocus`).

interface Cells {
  readonly store: AnalysisStore;
  readonly screen: ScreenId;
  readonly rows: readonly GridRow[];
  /** The value column at an index, as shown now. */
  readonly columnAt: (col: number) => ValueColumn | undefined;
}

/** Grid positions ↔ screen cells, and the store's focused cell kept on the browser's focus. */
export function useCellPositions({ store, screen, rows, columnAt }: Cells) {
  /** Scrolls to and focuses a cell (nothing for null). */
  const moveTo = useCallback((api: GridApi<GridRow>, target: CellPos | null) => {
    if (!target) {
      return;
    }
    api.ensureIndexVisible(target.row);
    api.ensureColumnVisible(companyCol(target.col));
    api.setFocusedCell(target.row, companyCol(target.col));
  }, []);

  const refOf = useCallback(
    (pos: CellPos): CellRef | null => {
      const row = rows[pos.row];
      const column = columnAt(pos.col);
      // A detail line's cell is its row's (its selection, working, note and lines dialog are the row's).
      const key = row?.kind === 'detail' ? row.parent : row?.key;
      return row && row.kind !== 'header' && column && key ? { screen, company: column.company, period: column.period, key } : null;
    },
    [rows, screen, columnAt],
  );

  /**
   * Makes the store's focused cell the one the browser focus is on. AG Grid does not report a cell
   * focused by script or assistive technology, so keys, copy and paste take the DOM's word for it.
   * The Shift+arrow block is kept when the focus is its moving corner.
   */
  const syncSelection = useCallback(
    (here: CellRef | null) => {
      const current = store.selection;
      const same = current?.screen === here?.screen && current?.company === here?.company && current?.period === here?.period && current?.key === here?.key;
      if (here && !same) {
        store.select(here);
      }
    },
    [store],
  );

  const cellOfEvent = useCallback(
    (target: EventTarget): CellRef | null => {
      const el = target instanceof Element ? target.closest('[col-id]') : null;
      const key = el?.closest('[row-id]')?.getAttribute('row-id');
      const index = rows.findIndex((r) => r.key === key);
      return index < 0 ? null : refOf({ row: index, col: Math.max(0, companyOf(el?.getAttribute('col-id') ?? undefined)) });
    },
    [rows, refOf],
  );

  const onCellFocused = useCallback(
    (e: CellFocusedEvent<GridRow>) => {
      const colId = typeof e.column === 'string' ? e.column : e.column?.getColId();
      // AG Grid may deliver this event after the keyboard has moved on: Shift+Down then Shift+Right
      // extends the block twice, and a late event for the first move would pull the selection back and
      // drop the block (the flaky copy step of the clipboard e2e). Only the cell AG Grid has focused now counts.
      const now = e.api.getFocusedCell();
      if (e.rowIndex === null || !now || now.rowIndex !== e.rowIndex || now.column.getColId() !== colId) {
        return;
      }
      // Shift+arrows have already moved the selection (keeping the block); a plain move drops it.
      syncSelection(refOf({ row: e.rowIndex, col: companyOf(colId) }));
    },
    [refOf, syncSelection],
  );

  return { moveTo, refOf, syncSelection, cellOfEvent, onCellFocused };
}

interface Focus {
  readonly apiRef: RefObject<GridApi<GridRow> | null>;
  readonly store: AnalysisStore;
  readonly screen: ScreenId;
  readonly rows: readonly GridRow[];
  readonly shape: GridShape;
  readonly columns: readonly ValueColumn[];
  /** The grid's column definitions: new ones mean AG Grid shows new columns, which a waiting request may be for. */
  readonly columnDefs: unknown;
  readonly moveTo: (api: GridApi<GridRow>, target: CellPos | null) => void;
}

/** The cell the grid focuses: a requested one, else where typing resumes, else the first figure. */
export function useGridFocus({ apiRef, store, screen, rows, shape, columns, columnDefs, moveTo }: Focus) {
  const view = store.view;

  // Focus a cell a "show the working" link or an undo asked for, once this screen's grid is ready.
  const takeFocusRequest = useCallback((): boolean => {
    const api = apiRef.current;
    const request = store.selections.focusRequest;
    if (!api || !request || request.screen !== screen) {
      return false;
    }
    const col = view.indexOf(request);
    if (col < 0) {
      // Another period or company: show it first; the new columns take the request when rendered.
      view.reveal(request);
      return true;
    }
    const index = rows.findIndex((r) => r.key === request.key);
    if (index >= 0) {
      moveTo(api, { row: index, col });
    }
    store.selections.focusHandled();
    return index >= 0;
  }, [apiRef, store, view, screen, rows, moveTo]);
  useEffect(
    () =>
      reaction(
        () => store.selections.focusRequest,
        () => void takeFocusRequest(),
      ),
    [store, takeFocusRequest],
  );
  // Columns of another period or company: a request waiting for them is taken once AG Grid shows them.
  useEffect(() => {
    const timer = setTimeout(() => void takeFocusRequest());
    return () => clearTimeout(timer);
  }, [columns, columnDefs, takeFocusRequest]);

  /** Where typing resumes on this screen: the cell last worked on here, else the first input. */
  const homeCell = useCallback((): CellPos | null => {
    const last = store.selections.lastOn(screen);
    const index = last ? rows.findIndex((r) => r.key === last.key) : -1;
    const col = last ? view.indexOf(last) : -1;
    return index >= 0 && col >= 0 ? { row: index, col } : firstInput(shape);
  }, [store, view, screen, rows, shape]);

  /** A computed screen's first figure (it has no input): where its keyboard starts. */
  const firstFigure = useCallback(
    (): CellPos | null =>
      shape.rows.length > 0 && columns.length > 0 && shape.rows.some((k) => k !== 'header')
        ? { row: shape.rows.findIndex((k) => k !== 'header'), col: 0 }
        : null,
    [shape, columns.length],
  );

  // Opening the screen (Next, Back, a reload, opening an analysis) puts the focus in the grid, not on <body>:
  // typing starts at once on an input screen, the arrows read a computed one.
  const focusOpened = useCallback(
    (api: GridApi<GridRow>) => {
      if (!takeFocusRequest()) {
        const start = homeCell() ?? firstFigure();
        if (start) {
          moveTo(api, start);
        }
      }
    },
    [takeFocusRequest, moveTo, homeCell, firstFigure],
  );
  const onGridReady = useCallback(
    (e: GridReadyEvent<GridRow>) => {
      apiRef.current = e.api;
      focusOpened(e.api);
    },
    [apiRef, focusOpened],
  );
  // Another screen shown in the grid already open (Next keeps it, app/router.tsx) is opened the same way, once
  // AG Grid holds its rows (it takes new row data in its own effect, which may queue it for after this task).
  const openedScreen = useRef(screen);
  const focusOpenedNow = useRef(focusOpened);
  useEffect(() => {
    focusOpenedNow.current = focusOpened;
  });
  useEffect(() => {
    if (openedScreen.current === screen) {
      return;
    }
    openedScreen.current = screen;
    const timer = setTimeout(() => {
      const api = apiRef.current;
      if (api && !api.isDestroyed()) {
        focusOpenedNow.current(api);
      }
    });
    return () => clearTimeout(timer);
  }, [screen, apiRef]);

  // Tabbing into the grid lands on a figure, not on the column headers.
  const focusGridInnerElement = useCallback(
    (p: FocusGridInnerElementParams<GridRow>) => {
      const target = p.fromBottom ? (store.selections.lastOn(screen) ? homeCell() : lastInput(shape)) : homeCell();
      const cell = target ?? firstFigure();
      if (!cell) {
        return false;
      }
      moveTo(p.api, cell);
      return true;
    },
    [store, screen, homeCell, shape, firstFigure, moveTo],
  );

  return { onGridReady, focusGridInnerElement };
}
