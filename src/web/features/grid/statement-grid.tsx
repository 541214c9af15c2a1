import {
  CellStyleModule,
  ClientSideRowModelModule,
  ModuleRegistry,
  RenderApiModule,
  RowStyleModule,
  ScrollApiModule,
  TextEditorModule,
  ValidationModule,
  themeQuartz,
} from 'ag-grid-community';
import type {
  CellClassRules,
  CellFocusedEvent,
  ColDef,
  GridApi,
  GridReadyEvent,
  ICellRendererComp,
  ICellRendererParams,
  SuppressKeyboardEventParams,
  ValueFormatterParams,
  ValueGetterParams,
  ValueSetterParams,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { ClipboardEvent as ReactClipboardEvent } from 'react';
import { FLAG_TEXT } from '../../../domain/flags';
import { formatValue, UNIT_SUFFIX } from '../../../domain/format';
import type { NegativeStyle } from '../../../domain/format';
import type { ScreenId } from '../../../domain/formula';
import type { InputScreenId, PlainValue } from '../../../domain/model';
import { notify } from '../../lib/notify';
import type { AnalysisStore, CellRef } from '../analysis/analysis-store';
import { copyBlock } from '../clipboard/copy';
import { copySelection } from './grid-clipboard';
import { gridRows, gridShape } from './grid-rows';
import type { GridRow, MetricGridRow } from './grid-rows';
import { extendBlock, firstInput, lastInput, nextAcross, nextOnEnter, rowEdge } from './navigation';
import type { Arrow, CellPos, EnterDirection } from './navigation';
import './statement-grid.css';

// Only the modules the statement grids use (design.md §8: not AllCommunityModule), plus dev validation
// that names a missing module instead of failing silently.
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  TextEditorModule,
  CellStyleModule,
  RowStyleModule,
  RenderApiModule,
  ScrollApiModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);

/** The grid theme: Quartz in the app's palette, with a dark mode that follows the `dark` class. */
const gridTheme = themeQuartz
  .withParams({
    accentColor: '#2149eb',
    fontFamily: 'inherit',
    fontSize: 14,
    headerFontWeight: 600,
    headerBackgroundColor: '#eef4ff',
    rowHeight: 34,
    headerHeight: 44,
    wrapperBorderRadius: 8,
    rowHoverColor: 'rgba(33, 73, 235, 0.05)',
  })
  .withParams(
    {
      backgroundColor: '#111827',
      foregroundColor: '#f3f4f6',
      headerBackgroundColor: '#161d53',
      borderColor: '#374151',
      chromeBackgroundColor: '#111827',
      rowHoverColor: 'rgba(92, 143, 251, 0.10)',
      accentColor: '#5c8ffb',
    },
    'dark',
  );

/** How a screen shows a value; the default is {@link formatValue} (Indian grouping, "—" for null). */
export type DisplayValue = (row: MetricGridRow, value: PlainValue, negative: NegativeStyle) => string;

/**
 * A colour tone of value cells, e.g. the current ratio's bands: the classes it may use, and the one
 * (if any) for a row and value. Applied as AG Grid class rules, so a tone follows its value on refresh.
 */
export interface CellTone {
  readonly classes: readonly string[];
  readonly of: (row: MetricGridRow, value: PlainValue) => string | undefined;
}

export interface StatementGridProps {
  readonly store: AnalysisStore;
  readonly screen: ScreenId;
  /** Input rows take typed figures on the three statements; the derived screens are read-only. */
  readonly editable: boolean;
  readonly negativeStyle: NegativeStyle;
  /** Where Enter moves: down the input rows (default) or across companies. */
  readonly enterDirection?: EnterDirection;
  /** The analysis unit, shown in the label column's header ("₹ lakhs"). */
  readonly unitLabel?: string;
  readonly dark: boolean;
  readonly displayValue?: DisplayValue;
  readonly cellTone?: CellTone;
}

const defaultDisplay: DisplayValue = (row, value, negative) => formatValue(value, row.def.unit, negative);

const companyCol = (c: number) => `c${c}`;
const ARROWS: Readonly<Record<string, Arrow>> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };
/** True inside an open cell editor (or any text field), where copy, paste and undo are the browser's. */
const isEditor = (target: EventTarget) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
const companyOf = (colId: string | undefined): number =>
  colId && /^c\d+$/.test(colId) ? Number(colId.slice(1)) : -1;

/** What a screen reader hears on a value cell: row label, company and the value as shown. */
function cellAriaLabel(params: ICellRendererParams<GridRow>): string {
  const row = params.data;
  const label = row && row.kind !== 'header' ? row.label : '';
  const text = params.valueFormatted ?? '';
  return `${label}, ${params.colDef?.headerName ?? ''}: ${text === '—' ? 'not available' : text}`;
}

/**
 * The plain value cell: its formatted text, and an aria-label on the grid cell naming the row and
 * company (AG Grid has no per-cell aria option). A DOM renderer rather than React: there are up to
 * 470 of them on a screen and each repaints on every edit it depends on.
 */
class ValueCell implements ICellRendererComp<GridRow> {
  private readonly el = document.createElement('span');

  init(params: ICellRendererParams<GridRow>): void {
    this.refresh(params);
  }

  getGui(): HTMLElement {
    return this.el;
  }

  refresh(params: ICellRendererParams<GridRow>): boolean {
    this.el.textContent = params.valueFormatted ?? '';
    params.eGridCell?.setAttribute('aria-label', cellAriaLabel(params));
    return true;
  }
}

const printQuery = typeof window !== 'undefined' ? window.matchMedia?.('print') : undefined;
const onPrintChange = (notifyChange: () => void) => {
  printQuery?.addEventListener('change', notifyChange);
  return () => printQuery?.removeEventListener('change', notifyChange);
};
/** True while the page is laid out for printing, so the grid prints in its light theme whatever the screen's theme. */
const usePrinting = () => useSyncExternalStore(onPrintChange, () => printQuery?.matches ?? false, () => false);

function SectionHeader(params: ICellRendererParams<GridRow>) {
  return (
    <div className="cg-section" role="heading" aria-level={3}>
      {params.data?.label}
    </div>
  );
}

function RowLabel(params: ICellRendererParams<GridRow>) {
  const row = params.data;
  if (!row || row.kind === 'header') {
    return null;
  }
  const suffix = UNIT_SUFFIX[row.def.unit];
  return (
    <div className="cg-label">
      <span className="cg-label-text" title={row.label}>
        {row.label}
        {suffix ? <span className="cg-unit"> ({suffix})</span> : null}
      </span>
      {row.linkedFrom ? <span className="cg-link-hint">linked from {row.linkedFrom}</span> : null}
    </div>
  );
}

/** A value with its flag badge, for rows that can be flagged (NM – negative TNW). */
const FlaggedValue = observer(function FlaggedValue(
  params: ICellRendererParams<GridRow> & { store: AnalysisStore; screen: ScreenId },
) {
  const row = params.data as MetricGridRow;
  const company = companyOf(params.column?.getColId());
  const flag = params.store.flags(company, params.screen)[row.key];
  const aria = `${cellAriaLabel(params)}${flag ? `, ${FLAG_TEXT[flag]}` : ''}`;
  useEffect(() => params.eGridCell?.setAttribute('aria-label', aria), [params.eGridCell, aria]);
  return (
    <span className="cg-flagged">
      {flag ? (
        <span className="cg-badge" title={FLAG_TEXT[flag]} aria-label={FLAG_TEXT[flag]}>
          {flag}
        </span>
      ) : null}
      <span>{params.valueFormatted ?? ''}</span>
    </span>
  );
});

/**
 * A statement grid: catalogue rows × company columns (AG Grid Community). Section headers span the
 * grid; derived rows are read-only and tinted, totals bold; numbers right-aligned in tabular figures.
 *
 * The grid renders, it does not calculate (style.md P7): each cell reads the store's computed value.
 * One MobX reaction watches every value on screen and asks AG Grid to refresh, which repaints only
 * the cells whose value changed. Edits go through `store.setInput`, the store's one edit path.
 *
 * Keyboard (issue 6, docs/paste-and-keyboard.md): Tab/Shift+Tab across companies, Enter/Shift+Enter
 * down (or across, by preference), both skipping derived rows and headers; arrows may land on derived
 * cells; Home/End the first/last company, Ctrl+Home/Ctrl+End the first/last input; Shift+arrows select
 * a block; Delete/Backspace clear inputs to 0; a typed digit or F2 edits, Esc cancels. Ctrl+C copies
 * the block as TSV and Ctrl+V pastes a block from the focused cell (one undo step).
 */
export const StatementGrid = observer(function StatementGrid({
  store,
  screen,
  editable,
  negativeStyle,
  enterDirection = 'down',
  unitLabel,
  dark,
  displayValue = defaultDisplay,
  cellTone,
}: StatementGridProps) {
  const apiRef = useRef<GridApi<GridRow> | null>(null);
  const printing = usePrinting();
  const rows = gridRows(screen);
  const companies = store.companyNames;
  const narrow = typeof window !== 'undefined' && window.innerWidth < 640;
  const shape = useMemo(() => gridShape(rows, companies.length, editable), [rows, companies.length, editable]);

  const moveTo = useCallback((api: GridApi<GridRow>, target: CellPos | null) => {
    if (!target) {
      return;
    }
    api.ensureIndexVisible(target.row);
    api.ensureColumnVisible(companyCol(target.col));
    api.setFocusedCell(target.row, companyCol(target.col));
  }, []);

  const columnDefs = useMemo((): ColDef<GridRow>[] => {
    const toneRules: CellClassRules<GridRow> | undefined = cellTone
      ? Object.fromEntries(
          cellTone.classes.map((cls) => [
            cls,
            (p: { data: GridRow | undefined; value: unknown }) =>
              p.data !== undefined && p.data.kind !== 'header' && cellTone.of(p.data, p.value as PlainValue) === cls,
          ]),
        )
      : undefined;
    const labelCol: ColDef<GridRow> = {
      colId: 'label',
      headerName: unitLabel ? `Particulars (${unitLabel})` : 'Particulars',
      pinned: 'left',
      lockPinned: true,
      // Phones keep room for a company column beside the labels.
      width: narrow ? 170 : 360,
      minWidth: 150,
      editable: false,
      cellRenderer: RowLabel,
      cellClass: 'cg-label-cell',
      valueGetter: (p: ValueGetterParams<GridRow>) => p.data?.label ?? '',
    };
    const valueCols = companies.map(
      (name, c): ColDef<GridRow> => ({
        colId: companyCol(c),
        headerName: name,
        headerTooltip: name,
        minWidth: narrow ? 110 : 130,
        flex: 1,
        type: 'rightAligned',
        editable: (p) => editable && p.data?.kind === 'input',
        cellEditor: 'agTextCellEditor',
        cellEditorParams: { maxLength: 24 },
        valueGetter: (p: ValueGetterParams<GridRow>) =>
          p.data && p.data.kind !== 'header' ? store.plain(c, p.data.id) : null,
        valueFormatter: (p: ValueFormatterParams<GridRow>) =>
          p.data && p.data.kind !== 'header' ? displayValue(p.data, p.value as PlainValue, negativeStyle) : '',
        valueSetter: (p: ValueSetterParams<GridRow>) => {
          const row = p.data;
          if (row.kind !== 'input') {
            return false;
          }
          const before = store.plain(c, row.id);
          const ok = store.setInput(c, screen as InputScreenId, row.key, (p.newValue as string | number | null) ?? '');
          return ok && store.plain(c, row.id) !== before;
        },
        cellClass: (p) => {
          const row = p.data;
          if (!row || row.kind === 'header') {
            return undefined;
          }
          return ['cg-value', row.kind === 'input' && editable ? 'cg-input' : 'cg-derived'];
        },
        cellClassRules: {
          ...toneRules,
          // Read by the forced refresh that follows a change of the block or of the refusals.
          'cg-in-block': (p) => p.data !== undefined && p.data.kind !== 'header' && store.inBlock(screen, c, p.data.key),
          'cg-refused': (p) => editable && p.data?.kind === 'input' && store.isRefused(c, screen as InputScreenId, p.data.key),
        },
        cellRendererSelector: (p) =>
          p.data?.kind === 'derived' && p.data.def.kind === 'derived' && p.data.def.tnwDenominated
            ? { component: FlaggedValue, params: { store, screen } }
            : { component: ValueCell },
      }),
    );
    return [labelCol, ...valueCols];
  }, [companies, editable, store, screen, displayValue, negativeStyle, cellTone, narrow, unitLabel]);

  const refOf = useCallback(
    (pos: CellPos): CellRef | null => {
      const row = rows[pos.row];
      return row && row.kind !== 'header' && pos.col >= 0 ? { screen, company: pos.col, key: row.key } : null;
    },
    [rows, screen],
  );

  /**
   * Makes the store's focused cell the one the browser focus is on. AG Grid does not report a cell
   * focused by script or assistive technology, so keys, copy and paste take the DOM's word for it.
   * The Shift+arrow block is kept when the focus is its moving corner.
   */
  const syncSelection = useCallback(
    (here: CellRef | null) => {
      const current = store.selection;
      if (here && !(current?.screen === here.screen && current.company === here.company && current.key === here.key)) {
        store.select(here);
      }
    },
    [store],
  );

  /** The grid cell an event happened in (the focused cell for copy and paste). */
  const cellOfEvent = useCallback(
    (target: EventTarget): CellRef | null => {
      const el = target instanceof Element ? target.closest('[col-id]') : null;
      const key = el?.closest('[row-id]')?.getAttribute('row-id');
      const index = rows.findIndex((r) => r.key === key);
      return index < 0 ? null : refOf({ row: index, col: Math.max(0, companyOf(el?.getAttribute('col-id') ?? undefined)) });
    },
    [rows, refOf],
  );

  const suppressKeyboardEvent = useCallback(
    (p: SuppressKeyboardEventParams<GridRow>): boolean => {
      const e = p.event;
      if (e.type !== 'keydown' || e.altKey) {
        return false;
      }
      const ctrl = e.ctrlKey || e.metaKey;
      // Copy, paste, undo and redo are ours (AG Grid Community has no clipboard or undo for this):
      // the browser's copy/paste events and the screen's shortcut listener take them.
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
        // At the edge of the grid Tab leaves it, as it would leave any other control.
        return target ? go(target) : false;
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
        if (editable && block) {
          store.clearInputs(
            block.rows.flatMap((key) => block.companies.map((company) => ({ company, screen: screen as InputScreenId, key }))),
          );
        }
        return true;
      }
      const arrow = ARROWS[e.key];
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
    [shape, moveTo, enterDirection, store, screen, editable, refOf, syncSelection],
  );

  const onCellFocused = useCallback(
    (e: CellFocusedEvent<GridRow>) => {
      const colId = typeof e.column === 'string' ? e.column : e.column?.getColId();
      const company = companyOf(colId);
      const row = e.rowIndex === null ? undefined : rows[e.rowIndex];
      if (company < 0 || !row || row.kind === 'header') {
        return;
      }
      const current = store.selection;
      // Shift+arrows have already moved the selection (keeping the block); a plain move drops it.
      if (current?.screen === screen && current.company === company && current.key === row.key) {
        return;
      }
      store.select({ screen, company, key: row.key });
    },
    [rows, store, screen],
  );

  // Repaint exactly the cells whose values changed, whatever changed them (typing, settings, a load).
  useEffect(
    () =>
      reaction(
        () => rows.flatMap((r) => (r.kind === 'header' ? [] : companies.map((_, c) => store.plain(c, r.id)))),
        () => apiRef.current?.refreshCells(),
      ),
    [rows, companies, store],
  );

  // Draw a new block or new refusals: forced, since the values of those cells have not changed.
  useEffect(
    () =>
      reaction(
        () => {
          const block = store.blockAnchor ? store.blockOf(screen) : null;
          const blockSig = block ? `${block.rows.join(',')}|${block.companies.join(',')}` : '';
          return `${blockSig}#${[...store.refused].join(',')}`;
        },
        () => apiRef.current?.refreshCells({ force: true }),
      ),
    [store, screen],
  );

  // Ctrl+C: the block (or the focused cell) as TSV, values unformatted, so Excel reads numbers.
  const onCopy = useCallback(
    (e: ReactClipboardEvent<HTMLDivElement>) => {
      if (isEditor(e.target)) {
        return;
      }
      syncSelection(cellOfEvent(e.target));
      const selection = copySelection(store, screen, 'block');
      if (selection) {
        e.preventDefault();
        e.clipboardData.setData('text/plain', copyBlock(selection));
      }
    },
    [store, screen, syncSelection, cellOfEvent],
  );

  // Ctrl+V: a block from Excel or from another analysis, from the focused cell, as one undo step.
  const onPaste = useCallback(
    (e: ReactClipboardEvent<HTMLDivElement>) => {
      if (isEditor(e.target)) {
        return;
      }
      e.preventDefault();
      if (!editable) {
        notify.info('The figures on this screen are computed. Paste into one of the three statements.');
        return;
      }
      const at = cellOfEvent(e.target) ?? store.selection;
      if (at) {
        store.pasteBlock(screen as InputScreenId, e.clipboardData.getData('text/plain'), at);
      }
    },
    [store, screen, editable, cellOfEvent],
  );

  // Focus a cell a "show the working" link asked for, once this screen's grid is ready.
  const takeFocusRequest = useCallback(() => {
    const api = apiRef.current;
    const request = store.focusRequest;
    if (!api || !request || request.screen !== screen) {
      return;
    }
    const index = rows.findIndex((r) => r.key === request.key);
    if (index >= 0) {
      moveTo(api, { row: index, col: request.company });
    }
    store.focusHandled();
  }, [store, screen, rows, moveTo]);
  useEffect(() => reaction(() => store.focusRequest, takeFocusRequest), [store, takeFocusRequest]);

  const onGridReady = useCallback(
    (e: GridReadyEvent<GridRow>) => {
      apiRef.current = e.api;
      takeFocusRequest();
    },
    [takeFocusRequest],
  );

  return (
    <div
      className={`cg-grid ag-theme-mode${editable ? ' cg-editable' : ''}`}
      data-ag-theme-mode={dark && !printing ? 'dark' : 'light'}
      data-testid={`grid-${screen}`}
      onFocus={(e) => syncSelection(cellOfEvent(e.target))}
      onCopy={onCopy}
      onPaste={onPaste}
    >
      <AgGridReact<GridRow>
        theme={gridTheme}
        rowData={rows}
        columnDefs={columnDefs}
        getRowId={(p) => p.data.key}
        domLayout="autoHeight"
        isFullWidthRow={(p) => p.rowNode.data?.kind === 'header'}
        fullWidthCellRenderer={SectionHeader}
        getRowClass={(p) =>
          p.data?.kind === 'derived' || (p.data?.kind === 'input' && !editable)
            ? p.data.kind === 'derived' && p.data.total
              ? 'cg-row-derived cg-row-total'
              : 'cg-row-derived'
            : undefined
        }
        defaultColDef={{ sortable: false, resizable: true, suppressMovable: true, suppressKeyboardEvent }}
        suppressCellFocus={false}
        singleClickEdit={false}
        stopEditingWhenCellsLoseFocus
        onCellFocused={onCellFocused}
        onGridReady={onGridReady}
        ensureDomOrder
        suppressColumnVirtualisation
      />
    </div>
  );
});
