import type { CellClassRules, ColDef, ICellEditorParams, ValueFormatterParams, ValueGetterParams, ValueSetterParams } from 'ag-grid-community';
import { useMemo } from 'react';
import { MAX_EXPRESSION_LENGTH } from '../../../domain/cell-texts';
import { CHECKED_INPUTS } from '../../../domain/consistency';
import { FLAGGABLE_KEYS } from '../../../domain/flags';
import { shiftAmount } from '../../../domain/format';
import type { NegativeStyle } from '../../../domain/format';
import type { ScreenId } from '../../../domain/formula';
import type { InputScreenId, PlainValue } from '../../../domain/model';
import { announce } from '../../lib/announce';
import { displayShift } from '../../lib/display-units';
import type { DisplayUnits } from '../../lib/display-units';
import type { AnalysisStore } from '../analysis';
import type { GridColumn, GridLayout } from '../analysis';
import { periodLabel } from '../../../domain/periods';
import type { Period } from '../../../domain/periods';
import { fiscalYear } from '../../lib/fiscal-year';
import { ColumnHeader, companyCol, FlaggedValue, noteId, RowLabel, ValueCell, WarnedInput } from './cell-renderers';
import type { NoteOf } from './cell-renderers';
import type { DetailGridRow, GridRow, ValueGridRow } from './grid-rows';
import { lineIn } from './detail-rows';

/**
 * How a screen shows a value; the default is `formatValue` (Indian grouping, "—" for null). `shift` moves
 * an amount into the display unit (see `displayShift`); other units ignore it.
 */
export type DisplayValue = (row: ValueGridRow, value: PlainValue, negative: NegativeStyle, shift: number) => string;

/**
 * A colour tone of value cells, e.g. the current ratio's bands: the classes it may use, and the one
 * (if any) for a row and value. Applied as AG Grid class rules, so a tone follows its value on refresh.
 */
export interface CellTone {
  readonly classes: readonly string[];
  readonly of: (row: ValueGridRow, value: PlainValue) => string | undefined;
}

/** A value column as the grid shows it: the cells it reads, and its two header lines. */
export interface ValueColumn extends GridColumn {
  /** The company's name, or the year ("FY 2024-25") in the years layout. */
  readonly title: string;
  /** The line under it: the period ("FY 2024-25 (Audited)") or the period's kind; "· assessment year" marks that period. */
  readonly sub: string;
  readonly assessment: boolean;
}

/**
 * The value columns of `placed` with their header lines: in the companies layout the company's name over
 * the period ("FY 2024-25 (Audited)"), in the years layout the year ("FY 2024-25") over its kind.
 */
export function valueColumns(
  placed: readonly GridColumn[],
  layout: GridLayout,
  periods: readonly Period[],
  names: readonly string[],
  assessmentYear: number | null,
): ValueColumn[] {
  return placed.map((column) => {
    const period = periods[column.period];
    return {
      ...column,
      title: layout === 'years' ? (period ? fiscalYear(period) : '') : (names[column.company] ?? `Company ${column.company + 1}`),
      sub: period ? (layout === 'years' ? period.kind : periodLabel(period)) : '',
      assessment: period?.year === assessmentYear,
    };
  });
}

interface Columns {
  readonly store: AnalysisStore;
  readonly screen: ScreenId;
  readonly editable: boolean;
  /** How many value columns the layout shows (8 companies, or 10 years). */
  readonly count: number;
  /**
   * The value column at position `c` now, read when a cell, header or editor is drawn: a period switch
   * changes what it returns, not the column definitions, so AG Grid keeps its cells and only refreshes them.
   */
  readonly columnAt: (c: number) => ValueColumn | undefined;
  readonly negativeStyle: NegativeStyle;
  readonly displayValue: DisplayValue;
  readonly cellTone: CellTone | undefined;
  readonly unitLabel: string | undefined;
  /** The entry and display units: amounts are shown, edited and typed in the display unit. */
  readonly units: DisplayUnits | undefined;
  /** Phones keep room for a company column beside the labels. */
  readonly narrow: boolean;
  /** The width (px) the analyst set for a column in the layout shown, by colId ({@link useColumnWidths}); undefined keeps the default. */
  readonly widthOf: (colId: string) => number | undefined;
}

/** The label column's width (px) until the analyst sizes it: a phone keeps room for a company column beside it. */
export const labelWidth = (narrow: boolean): number => (narrow ? 170 : 360);

function toneRules(cellTone: CellTone | undefined): CellClassRules<GridRow> | undefined {
  return cellTone
    ? Object.fromEntries(
        cellTone.classes.map((cls) => [
          cls,
          (p: { data: GridRow | undefined; value: unknown }) =>
            p.data !== undefined && p.data.kind !== 'header' && cellTone.of(p.data, p.value as PlainValue) === cls,
        ]),
      )
    : undefined;
}

/**
 * The columns of a statement grid: the pinned labels, then one column per position of the layout, whose
 * cells read the store's values at `columnAt(c)` (the company and period there now) and write through
 * `store.setInput`, the store's one typed-edit path. The header names the company or year and, under it,
 * the period or kind. A definition is built once per position and kept while the grid's settings stay:
 * a period switch reuses every definition (AG Grid keeps its cells and refreshes their values), and a
 * layout with more positions adds definitions after the ones it keeps.
 */
export function useColumnDefs({ store, screen, editable, count, columnAt, negativeStyle, displayValue, cellTone, unitLabel, units, narrow, widthOf }: Columns) {
  const valueColumn = useMemo(() => {
    const tones = toneRules(cellTone);
    const shift = displayShift(units);
    const built = new Map<number, ColDef<GridRow>>();
    const cellOf = (column: GridColumn, key: string) => ({ ...column, screen: screen as InputScreenId, key });
    const lineOf = (column: GridColumn, row: DetailGridRow) => lineIn(store, screen as InputScreenId, column, row);
    /** A detail line's amount in a column; null (shown empty) where the column's row has no such line. */
    const valueOf = (column: GridColumn, row: ValueGridRow): PlainValue =>
      row.kind === 'detail' ? (lineOf(column, row)?.amount ?? null) : store.plainAt(column, row.id);
    /**
     * What F2 opens on: the arithmetic the figure was typed as, when it is kept and the display unit is the
     * entry unit (it is kept in the entry unit), else the exact figure in the display unit (12.3456 crores for
     * 1,234.56 lakhs).
     */
    const startText = (column: GridColumn, row: GridRow, value: unknown): string | number | undefined => {
      if ((row.kind !== 'input' && row.kind !== 'detail') || typeof value !== 'number') {
        return undefined;
      }
      const kept = row.kind === 'detail' ? (lineOf(column, row)?.expression ?? '') : store.texts.text(cellOf(column, row.key), 'expression');
      const expression = shift === 0 ? kept : '';
      return expression || (row.def.unit === 'amount' ? shiftAmount(value, shift) : value);
    };
    /** The note of an input cell, read when the cell is drawn, and the id its aria-describedby points at. */
    const noteOf = (column: GridColumn, key: string): NoteOf => ({
      text: () => store.texts.text(cellOf(column, key), 'note'),
      id: noteId(screen, column, key),
    });
    const define = (c: number): ColDef<GridRow> => {
      /** Whatever the position shows now; undefined only while a layout with fewer positions takes over. */
      const at = () => columnAt(c);
      const valueAt = (row: GridRow | undefined): PlainValue => {
        const column = at();
        return row && row.kind !== 'header' && column ? valueOf(column, row) : null;
      };
      return {
        colId: companyCol(c),
        headerValueGetter: () => at()?.title ?? '',
        headerComponent: ColumnHeader,
        headerComponentParams: { column: at },
        minWidth: narrow ? 110 : 120,
        // A column the analyst sized keeps its width; the others share what is left. Initial only: another layout's
        // widths are applied as column state, so the definition outlives a layout switch.
        ...(widthOf(companyCol(c)) === undefined ? { initialFlex: 1 } : { initialWidth: widthOf(companyCol(c)) }),
        type: 'rightAligned',
        editable: (p) => editable && (p.data?.kind === 'detail' || (p.data?.kind === 'input' && !p.data.opened)),
        cellEditor: 'agTextCellEditor',
        cellEditorParams: (p: ICellEditorParams<GridRow>) => {
          const column = at();
          const start = p.data && column ? startText(column, p.data, p.value) : undefined;
          return { maxLength: MAX_EXPRESSION_LENGTH, ...(start === undefined ? {} : { value: start }) };
        },
        valueGetter: (p: ValueGetterParams<GridRow>) => valueAt(p.data),
        valueFormatter: (p: ValueFormatterParams<GridRow>) =>
          p.data?.kind === 'detail' && p.value === null
            ? ''
            : p.data && p.data.kind !== 'header'
              ? displayValue(p.data, p.value as PlainValue, negativeStyle, shift)
              : '',
        valueSetter: (p: ValueSetterParams<GridRow>) => {
          const row = p.data;
          const column = at();
          if (!column) {
            return false;
          }
          if (row.kind === 'detail') {
            // A line typed in its own row: the row's figure becomes the lines' sum (one undo step).
            const line = lineOf(column, row);
            const raw = (p.newValue as string | number | null) ?? '';
            if (line?.expression && String(raw) === String(startText(column, row, line.amount))) {
              return false;
            }
            return announce(store.setDetailLine(cellOf(column, row.parent), row.slot, raw, units)).ok;
          }
          if (row.kind !== 'input') {
            return false;
          }
          const before = store.plainAt(column, row.id);
          const raw = (p.newValue as string | number | null) ?? '';
          // F2 and Enter with nothing changed keeps the expression (even where F2 showed the figure, in another display unit).
          if (store.texts.text(cellOf(column, row.key), 'expression') !== '' && String(raw) === String(startText(column, row, before))) {
            return false;
          }
          const { ok } = announce(store.setInput(column.company, screen as InputScreenId, row.key, raw, column.period, units));
          return ok && store.plainAt(column, row.id) !== before;
        },
        cellClass: (p) => {
          const row = p.data;
          if (!row || row.kind === 'header') {
            return undefined;
          }
          return ['cg-value', (row.kind === 'detail' || (row.kind === 'input' && !row.opened)) && editable ? 'cg-input' : 'cg-derived'];
        },
        // Read again by the forced refresh that follows a period switch or a change of the block, the refusals or the notes.
        cellClassRules: {
          ...tones,
          'cg-in-block': (p) => p.data !== undefined && p.data.kind !== 'header' && store.inBlock(screen, c, p.data.key),
          // A figure a projection method drives (its working is in the panel).
          'cg-driven': (p) => {
            const column = at();
            return p.data?.kind === 'input' && column !== undefined && store.doc.driverOf(column.company, column.period, p.data.id) !== undefined;
          },
          'cg-refused': (p) => {
            const column = at();
            return (
              editable &&
              column !== undefined &&
              (p.data?.kind === 'input' || p.data?.kind === 'detail') &&
              store.isRefused(column.company, screen as InputScreenId, p.data.kind === 'detail' ? p.data.parent : p.data.key, column.period)
            );
          },
          // Excel's corner mark of a cell with a note.
          'cg-has-note': (p) => p.data?.kind === 'input' && hasText(at(), p.data.key, 'note'),
          // A figure that is the sum of its detail lines (Alt+↓ opens them).
          'cg-has-lines': (p) => p.data?.kind === 'input' && hasText(at(), p.data.key, 'details'),
        },
        cellRendererSelector: (p) => {
          const column = at();
          if (!column) {
            return { component: ValueCell, params: {} };
          }
          return p.data?.kind === 'derived' && p.data.def.kind === 'derived' && (p.data.def.tnwDenominated || FLAGGABLE_KEYS.has(p.data.key))
            ? { component: FlaggedValue, params: { store, screen, gridColumn: column } }
            : p.data?.kind === 'input' && CHECKED_INPUTS.has(`${screen}.${p.data.key}`)
              ? { component: WarnedInput, params: { store, screen, gridColumn: column, noteOf: noteOf(column, p.data.key) } }
              : { component: ValueCell, params: p.data?.kind === 'input' ? { noteOf: noteOf(column, p.data.key) } : {} };
        },
      };
    };
    const hasText = (column: GridColumn | undefined, key: string, kind: 'note' | 'details') =>
      column !== undefined && store.texts.text(cellOf(column, key), kind) !== '';
    return (c: number): ColDef<GridRow> => {
      let def = built.get(c);
      if (!def) {
        def = define(c);
        built.set(c, def);
      }
      return def;
    };
  }, [columnAt, editable, store, screen, displayValue, negativeStyle, cellTone, narrow, units, widthOf]);
  const labelColumn = useMemo(
    (): ColDef<GridRow> => ({
      colId: 'label',
      // A phone's label column has room for the unit, which matters more there than the word "Particulars".
      headerName: unitLabel ? (narrow ? `In ${unitLabel}` : `Particulars (${unitLabel})`) : 'Particulars',
      pinned: 'left',
      lockPinned: true,
      width: widthOf('label') ?? labelWidth(narrow),
      minWidth: 150,
      editable: false,
      cellRenderer: RowLabel,
      cellRendererParams: { store },
      cellClass: 'cg-label-cell',
      valueGetter: (p: ValueGetterParams<GridRow>) => p.data?.label ?? '',
    }),
    [store, unitLabel, narrow, widthOf],
  );
  return useMemo(() => [labelColumn, ...Array.from({ length: count }, (_, c) => valueColumn(c))], [labelColumn, valueColumn, count]);
}
