// Over 300 lines: AG Grid's wiring (the repaint reactions, the editor's lifecycle, the dialogs) in one component; its parts are the grid/* modules.
import type { ColDef, GetRowIdParams, GridApi, IsFullWidthRowParams, RowClassParams } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { computed, reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { formatValue } from '../../../domain/format';
import type { NegativeStyle } from '../../../domain/format';
import type { ScreenId } from '../../../domain/formula';
import { periodLabel } from '../../../domain/periods';
import { INPUT_SCREENS } from '../../../domain/model';
import type { InputScreenId } from '../../../domain/model';
import type { DisplayUnits } from '../../lib/display-units';
import type { EnterDirection } from '../../stores/ui-store';
import { useMediaQuery } from '../../lib/use-media-query';
import type { AnalysisStore, CellRef } from '../analysis';
import { NoteTexts, SectionHeader } from './cell-renderers';
import { gridShape, rowClass } from './grid-rows';
import { filledCells, rowsWithLines } from './detail-rows';
import type { GridRow } from './grid-rows';
import { gridTheme } from './grid-theme';
import type { CellPos } from './navigation';
import { labelWidth, useColumnDefs, valueColumns } from './use-column-defs';
import type { CellTone, DisplayValue } from './use-column-defs';
import { useGridClipboard } from './use-grid-clipboard';
import { useGridKeyboard } from './use-grid-keyboard';
import { useCellPositions, useGridFocus } from './use-grid-focus';
import { KeyOrder } from './key-order';
import { useStickyHeader } from './use-sticky-header';
import { UnitPasteDialog } from './unit-paste-dialog';
import { ScalePasteDialog } from './scale-paste-dialog';
import { NoteDialog } from './note-dialog';
import { LinesDialog } from './detail-lines-dialog';
import { ImportReview } from '../import';
import { useColumnWidths } from './column-widths';
import './statement-grid.css';

export interface StatementGridProps {
  readonly store: AnalysisStore;
  readonly screen: ScreenId;
  /** Input rows take typed figures on the three statements; the derived screens are read-only. */
  readonly editable: boolean;
  readonly negativeStyle: NegativeStyle;
  /** Where Enter moves: down the input rows (default) or across companies. */
  readonly enterDirection?: EnterDirection;
  /** The display unit, shown in the label column's header ("₹ lakhs"). */
  readonly unitLabel?: string;
  /** The entry and display units: amounts are shown, typed, copied and pasted in the display unit. */
  readonly units?: DisplayUnits;
  readonly dark: boolean;
  readonly displayValue?: DisplayValue;
  readonly cellTone?: CellTone;
}

/** Phone width: the label column and the value columns narrow (re-read when the window is resized or rotated). */
const NARROW = '(max-width: 639.98px)';

const rowId = (p: GetRowIdParams<GridRow>) => p.data.key;
const isFullWidthRow = (p: IsFullWidthRowParams<GridRow>) => p.rowNode.data?.kind === 'header';

const noTab = () => false;

const defaultDisplay: DisplayValue = (row, value, negative, shift) => formatValue(value, row.def.unit, negative, shift);

/**
 * A statement grid: catalogue rows × company columns (AG Grid Community). Section headers span the
 * grid; derived rows are read-only and tinted, totals bold; numbers right-aligned in tabular figures.
 *
 * The grid renders, it does not calculate (style.md P7): each cell reads the store's computed value.
 * One MobX reaction watches every value on screen and asks AG Grid to refresh, which repaints only
 * the cells whose value changed. The columns are `use-column-defs.ts`, the keyboard model
 * `use-grid-keyboard.ts`, copy and paste `use-grid-clipboard.ts` (docs/paste-and-keyboard.md), the cell
 * positions and where the focus goes `use-grid-focus.ts`.
 */
export const StatementGrid = observer(function StatementGrid({
  store,
  screen,
  editable,
  negativeStyle,
  enterDirection = 'down',
  unitLabel,
  units,
  dark,
  displayValue = defaultDisplay,
  cellTone,
}: StatementGridProps) {
  const apiRef = useRef<GridApi<GridRow> | null>(null);
  const frameRef = useRef<HTMLDivElement | null>(null);
  const reveal = useStickyHeader(frameRef);
  const inputScreen = (INPUT_SCREENS as readonly ScreenId[]).includes(screen);
  const view = store.view;
  const periods = store.periods;
  const layout = view.layout;
  const names = store.companyNames;
  // The columns on screen with their headings. Cells, headers and keys read them when they need them, so a
  // period switch changes this and not the column definitions (observed by this render, so it stays cached).
  const shown = useMemo(
    () => computed(() => valueColumns(store.view.columns, store.view.layout, store.periods, store.companyNames, store.assessmentYear)),
    [store],
  );
  const columns = shown.get();
  const columnAt = useCallback((c: number) => shown.get()[c], [shown]);
  // The statement's rows with the detail lines of the columns shown, rebuilt only when their lines change.
  const withLines = rowsWithLines(store, screen, columns);
  const rowsKey = withLines.map((r) => r.key).join('\u0000');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names every row
  const rows = useMemo(() => withLines, [rowsKey]);
  const narrow = useMediaQuery(NARROW);
  const shape = useMemo(() => gridShape(rows, columns.length, editable), [rows, columns.length, editable]);
  const layoutOf = useCallback(() => store.view.layout, [store]);
  const { widthOf, onColumnResized, widthState } = useColumnWidths(store.tokenId, layoutOf);
  const columnDefs = useColumnDefs({
    store,
    screen,
    editable,
    count: columns.length,
    columnAt,
    negativeStyle,
    displayValue,
    cellTone,
    unitLabel,
    units,
    narrow,
    widthOf,
  });

  const { moveTo, refOf, syncSelection, cellOfEvent, onCellFocused } = useCellPositions({ store, screen, rows, columnAt });

  const filled = useCallback((pos: CellPos) => filledCells(store, screen, rows, shown.get())(pos), [store, screen, rows, shown]);

  // A figure still in its editor is not lost with the page: leaving the screen within the app commits it
  // (before AG Grid tears the editor down: a parent's layout cleanup runs before its children's), and
  // leaving the page commits it too (the save on pagehide sends it) and asks first, as a spreadsheet would.
  useLayoutEffect(
    () => () => {
      const api = apiRef.current;
      if (api && !api.isDestroyed()) {
        api.stopEditing();
      }
    },
    [screen],
  );
  useEffect(() => {
    const beforeUnload = (e: BeforeUnloadEvent) => {
      const api = apiRef.current;
      if (api && !api.isDestroyed() && api.getEditingCells().length > 0) {
        api.stopEditing();
        e.preventDefault();
        e.returnValue = '';
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, []);

  // Keys pressed while an editor opens or closes wait for it, then go on in order (key-order.ts).
  const keyOrder = useMemo(
    () =>
      new KeyOrder(() => {
        const api = apiRef.current;
        const active = document.activeElement;
        if (!api || !active || active === document.body || !active.isConnected) {
          return false;
        }
        const inEditor = active instanceof HTMLInputElement && active.closest('.ag-cell-inline-editing') !== null;
        return api.getEditingCells().length > 0 ? inEditor : !inEditor;
      }),
    [],
  );
  useEffect(() => {
    window.addEventListener('keydown', keyOrder.onKeyDown, true);
    window.addEventListener('beforeinput', keyOrder.onBeforeInput, true);
    return () => {
      window.removeEventListener('keydown', keyOrder.onKeyDown, true);
      window.removeEventListener('beforeinput', keyOrder.onBeforeInput, true);
      keyOrder.dispose();
    };
  }, [keyOrder]);
  // The cell whose note is being edited (Shift+F2); null when the note editor is closed.
  const [noteFor, setNoteFor] = useState<CellRef | null>(null);
  // The cell whose row's detail lines are open (Alt+↓); null when closed.
  const [linesFor, setLinesFor] = useState<CellRef | null>(null);
  const { suppressKeyboardEvent, onDoubleClick } = useGridKeyboard({
    store,
    screen,
    editable,
    shape,
    enterDirection,
    moveTo,
    refOf,
    syncSelection,
    filled,
    onEditTransition: keyOrder.transition,
    units,
    openNote: setNoteFor,
    openLines: setLinesFor,
    rows,
  });
  const cancelEdit = useCallback(() => apiRef.current?.stopEditing(true), []);
  const { onCopy, onPaste, onKeyDownCapture, pending, scale, mapping, setMapping } = useGridClipboard({
    store,
    screen,
    editable,
    cellOfEvent,
    syncSelection,
    units,
    cancelEdit,
    rows,
  });

  // Repaint exactly the cells whose values changed, whatever changed them (typing, settings, a load). Another
  // period or layout redraws every cell and header in place: their classes, flags and notes follow the column.
  useEffect(
    () =>
      reaction(
        () => {
          const now = shown.get();
          return { now, values: rows.flatMap((r) => (r.kind === 'header' ? [] : now.map((column) => store.plainAt(column, r.id)))) };
        },
        ({ now }, before) => {
          const api = apiRef.current;
          if (api && now !== before.now) {
            // The headers redraw themselves (observers); their names, which cells and screen readers read, change with the layout.
            if (now.length !== before.now.length || now.some((c, i) => c.title !== before.now[i]?.title)) {
              api.refreshHeader();
            }
            api.refreshCells({ force: true });
          } else {
            api?.refreshCells();
          }
        },
      ),
    [rows, shown, store],
  );

  // Another layout keeps its definitions (the reaction above redraws the cells) and shows its own kept widths,
  // once AG Grid holds the columns of its count (it took the new definitions in its own effect, which runs first).
  const widthsOf = useRef(layout);
  useEffect(() => {
    const api = apiRef.current;
    if (widthsOf.current === layout || !api || api.isDestroyed()) {
      return;
    }
    widthsOf.current = layout;
    api.applyColumnState({
      state: widthState(
        columnDefs.map((d) => d.colId!),
        { label: labelWidth(narrow) },
      ),
    });
  }, [layout, columnDefs, widthState, narrow]);

  // Restyle driven cells when a method is set or cleared (a value may stay the same).
  useEffect(
    () =>
      reaction(
        () => store.doc.assumptions,
        () => apiRef.current?.refreshCells({ force: true }),
      ),
    [store],
  );

  // Draw a new block or new refusals: forced, since the values of those cells have not changed.
  useEffect(
    () =>
      reaction(
        () => {
          const block = store.selections.blockAnchor ? store.blockOf(screen) : null;
          const blockSig = block ? `${block.rows.join(',')}|${block.companies.join(',')}` : '';
          // A note added, changed or removed redraws its corner mark and what the cell says of it.
          const texts = (kind: 'note' | 'details') =>
            rows.flatMap((r) =>
              r.kind === 'input' ? shown.get().map((c) => store.texts.text({ ...c, screen: screen as InputScreenId, key: r.key }, kind)) : [],
            );
          const notes = inputScreen ? [...texts('note'), ...texts('details')] : [];
          return `${blockSig}#${[...store.selections.refused].join(',')}#${notes.join('\u0000')}`;
        },
        () => apiRef.current?.refreshCells({ force: true }),
      ),
    [store, screen, rows, shown, inputScreen],
  );

  // Where the focus goes when the grid opens, is tabbed into, or a link or an undo asks for a cell (use-grid-focus.ts).
  const { onGridReady, focusGridInnerElement } = useGridFocus({ apiRef, store, screen, rows, shape, columns, columnDefs, moveTo });

  // The grid's options keep their identity across renders: a new one would make AG Grid redo its columns or rows.
  const getRowClass = useCallback((p: RowClassParams<GridRow>) => rowClass(p.data, editable), [editable]);
  // The keyboard model changes with the grid's shape (a layout switch changes the column count): AG Grid reads it
  // through one function, since new default column definitions would make it rebuild every column and cell.
  const keyboardNow = useRef(suppressKeyboardEvent);
  useLayoutEffect(() => {
    keyboardNow.current = suppressKeyboardEvent;
  });
  const defaultColDef = useMemo(
    (): ColDef<GridRow> => ({ sortable: false, resizable: true, suppressMovable: true, suppressKeyboardEvent: (p) => keyboardNow.current(p) }),
    [],
  );

  return (
    <div
      className={`cg-grid ag-theme-mode${editable ? ' cg-editable' : ''}`}
      data-ag-theme-mode={dark ? 'dark' : 'light'}
      data-testid={`grid-${screen}`}
      data-layout={layout}
      ref={frameRef}
      onFocus={(e) => {
        syncSelection(cellOfEvent(e.target));
        // After the browser's own scroll to the focused cell: out from under the top bar and the header.
        const cell = e.target.closest('.ag-cell, .ag-full-width-row');
        if (cell) {
          requestAnimationFrame(() => reveal(cell));
        }
      }}
      onCopy={onCopy}
      onPaste={onPaste}
      onKeyDownCapture={onKeyDownCapture}
    >
      <AgGridReact<GridRow>
        theme={gridTheme}
        rowData={rows}
        columnDefs={columnDefs}
        getRowId={rowId}
        domLayout="autoHeight"
        isFullWidthRow={isFullWidthRow}
        fullWidthCellRenderer={SectionHeader}
        getRowClass={getRowClass}
        defaultColDef={defaultColDef}
        suppressCellFocus={false}
        singleClickEdit={false}
        stopEditingWhenCellsLoseFocus
        onCellFocused={onCellFocused}
        onCellDoubleClicked={onDoubleClick}
        onGridReady={onGridReady}
        onColumnResized={onColumnResized}
        focusGridInnerElement={focusGridInnerElement}
        // Tab within the grid is the keyboard model's; at its edges the browser takes focus out of the grid.
        tabToNextCell={noTab}
        ensureDomOrder
        suppressColumnVirtualisation
      />
      {pending ? <UnitPasteDialog pending={pending} /> : null}
      {scale ? <ScalePasteDialog pending={scale} /> : null}
      {inputScreen ? (
        <NoteTexts store={store} screen={screen as InputScreenId} columns={columns} keys={rows.flatMap((r) => (r.kind === 'input' ? [r.key] : []))} />
      ) : null}
      {noteFor ? (
        <NoteDialog
          about={`${rows.find((r) => r.key === noteFor.key)?.label ?? noteFor.key} · ${names[noteFor.company] ?? ''}, ${periods[noteFor.period] ? periodLabel(periods[noteFor.period]!) : ''}`}
          initial={store.texts.text({ ...noteFor, screen: screen as InputScreenId }, 'note')}
          onSave={(note) => store.setNote({ ...noteFor, screen: screen as InputScreenId }, note)}
          onClose={() => setNoteFor(null)}
        />
      ) : null}
      {linesFor ? <LinesDialog store={store} cell={{ ...linesFor, screen: screen as InputScreenId }} units={units} onClose={() => setLinesFor(null)} /> : null}
      {mapping ? <ImportReview store={store} company={mapping.company} source={mapping.source} onClose={() => setMapping(null)} /> : null}
    </div>
  );
});
