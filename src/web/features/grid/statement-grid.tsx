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
  ICellRendererParams,
  SuppressKeyboardEventParams,
  ValueFormatterParams,
  ValueGetterParams,
  ValueSetterParams,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { FLAG_TEXT } from '../../../domain/flags';
import { formatValue, UNIT_SUFFIX } from '../../../domain/format';
import type { NegativeStyle } from '../../../domain/format';
import type { ScreenId } from '../../../domain/formula';
import type { InputScreenId, PlainValue } from '../../../domain/model';
import type { AnalysisStore } from '../analysis/analysis-store';
import { gridRows, gridShape } from './grid-rows';
import type { GridRow, MetricGridRow } from './grid-rows';
import { nextAcross, nextDown } from './navigation';
import type { CellPos } from './navigation';
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
  readonly dark: boolean;
  readonly displayValue?: DisplayValue;
  readonly cellTone?: CellTone;
}

const defaultDisplay: DisplayValue = (row, value, negative) => formatValue(value, row.def.unit, negative);

const companyCol = (c: number) => `c${c}`;
const companyOf = (colId: string | undefined): number =>
  colId && /^c\d+$/.test(colId) ? Number(colId.slice(1)) : -1;

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
 * Keyboard: Tab/Shift+Tab move across companies, Enter/Shift+Enter down the input rows, both skip
 * derived rows and headers (see navigation.ts); a typed digit starts an edit; Esc cancels.
 */
export const StatementGrid = observer(function StatementGrid({
  store,
  screen,
  editable,
  negativeStyle,
  dark,
  displayValue = defaultDisplay,
  cellTone,
}: StatementGridProps) {
  const apiRef = useRef<GridApi<GridRow> | null>(null);
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
      headerName: 'Particulars',
      pinned: 'left',
      lockPinned: true,
      // Phones keep room for a company column beside the labels.
      width: narrow ? 170 : 300,
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
        cellClassRules: toneRules,
        cellRendererSelector: (p) =>
          p.data?.kind === 'derived' && p.data.def.kind === 'derived' && p.data.def.tnwDenominated
            ? { component: FlaggedValue, params: { store, screen } }
            : undefined,
      }),
    );
    return [labelCol, ...valueCols];
  }, [companies, editable, store, screen, displayValue, negativeStyle, cellTone, narrow]);

  const suppressKeyboardEvent = useCallback(
    (p: SuppressKeyboardEventParams<GridRow>): boolean => {
      const e = p.event;
      if (e.type !== 'keydown' || (e.key !== 'Tab' && e.key !== 'Enter') || e.altKey || e.ctrlKey || e.metaKey) {
        return false;
      }
      const from: CellPos = { row: p.node.rowIndex ?? 0, col: companyOf(p.column.getColId()) };
      const step = e.shiftKey ? -1 : 1;
      const target = e.key === 'Tab' ? nextAcross(shape, from, step) : nextDown(shape, from, step);
      if (e.key === 'Tab' && !target) {
        // At the edge of the grid Tab leaves it, as it would leave any other control.
        return false;
      }
      e.preventDefault();
      if (p.editing) {
        p.api.stopEditing();
      }
      moveTo(p.api, target);
      return true;
    },
    [shape, moveTo],
  );

  const onCellFocused = useCallback(
    (e: CellFocusedEvent<GridRow>) => {
      const colId = typeof e.column === 'string' ? e.column : e.column?.getColId();
      const company = companyOf(colId);
      const row = e.rowIndex === null ? undefined : rows[e.rowIndex];
      if (company < 0 || !row || row.kind === 'header') {
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
    <div className={`cg-grid ag-theme-mode${editable ? ' cg-editable' : ''}`} data-ag-theme-mode={dark ? 'dark' : 'light'} data-testid={`grid-${screen}`}>
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
      />
    </div>
  );
});
