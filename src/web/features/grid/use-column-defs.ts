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
  readonly columns: readonly ValueColumn[];
  readonly negativeStyle: NegativeStyle;
  readonly displayValue: DisplayValue;
  readonly cellTone: CellTone | undefined;
  readonly unitLabel: string | undefined;
  /** The entry and display units: amounts are shown, edited and typed in the display unit. */
  readonly units: DisplayUnits | undefined;
  /** Phones keep room for a company column beside the labels. */
  readonly narrow: boolean;
  /** The width (px) the analyst set for a column, by colId ({@link useColumnWidths}); undefined keeps the default. */
  readonly widthOf: (colId: string) => number | undefined;
}

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
 * The columns of a statement grid: the pinned labels, then one column per (company, period) of the
 * layout, whose cells read the store's values and write through `store.setInput`, the store's one
 * typed-edit path. The header names the company or year and, under it, the period or kind.
 */
export function useColumnDefs({ store, screen, editable, columns, negativeStyle, displayValue, cellTone, unitLabel, units, narrow, widthOf }: Columns) {
  return useMemo((): ColDef<GridRow>[] => {
    const tones = toneRules(cellTone);
    const shift = displayShift(units);
    const cellOf = (column: GridColumn, key: string) => ({ ...column, screen: screen as InputScreenId, key });
    const lineOf = (column: GridColumn, row: DetailGridRow) => lineIn(store, screen as InputScreenId, column, row);
    /** A detail line's amount in a column; null (shown empty) where the column's row has no such line. */
    const valueOf = (column: GridColumn, row: ValueGridRow): PlainValue => (row.kind === 'detail' ? (lineOf(column, row)?.amount ?? null) : store.plainAt(column, row.id));
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
    const editorParams = (column: GridColumn) => (p: ICellEditorParams<GridRow>) => {
      const start = p.data ? startText(column, p.data, p.value) : undefined;
      return { maxLength: MAX_EXPRESSION_LENGTH, ...(start === undefined ? {} : { value: start }) };
    };
    const labelCol: ColDef<GridRow> = {
      colId: 'label',
      // A phone's label column has room for the unit, which matters more there than the word "Particulars".
      headerName: unitLabel ? (narrow ? `In ${unitLabel}` : `Particulars (${unitLabel})`) : 'Particulars',
      pinned: 'left',
      lockPinned: true,
      width: widthOf('label') ?? (narrow ? 170 : 360),
      minWidth: 150,
      editable: false,
      cellRenderer: RowLabel,
      cellRendererParams: { store },
      cellClass: 'cg-label-cell',
      valueGetter: (p: ValueGetterParams<GridRow>) => p.data?.label ?? '',
    };
    /** The note of an input cell, read when the cell is drawn, and the id its aria-describedby points at. */
    const noteOf = (column: GridColumn, key: string): NoteOf => ({
      text: () => store.texts.text(cellOf(column, key), 'note'),
      id: noteId(screen, column, key),
    });
    const valueCols = columns.map(
      (column, c): ColDef<GridRow> => ({
        colId: companyCol(c),
        headerName: column.title,
        headerTooltip: `${column.title} · ${column.sub}`,
        headerComponent: ColumnHeader,
        headerComponentParams: { sub: column.sub, assessment: column.assessment },
        minWidth: narrow ? 110 : 120,
        // A column the analyst sized keeps its width; the others share what is left.
        ...(widthOf(companyCol(c)) === undefined ? { flex: 1 } : { width: widthOf(companyCol(c)) }),
        type: 'rightAligned',
        editable: (p) => editable && (p.data?.kind === 'detail' || (p.data?.kind === 'input' && !p.data.opened)),
        cellEditor: 'agTextCellEditor',
        cellEditorParams: editorParams(column),
        valueGetter: (p: ValueGetterParams<GridRow>) => (p.data && p.data.kind !== 'header' ? valueOf(column, p.data) : null),
        valueFormatter: (p: ValueFormatterParams<GridRow>) =>
          p.data?.kind === 'detail' && p.value === null ? '' : p.data && p.data.kind !== 'header' ? displayValue(p.data, p.value as PlainValue, negativeStyle, shift) : '',
        valueSetter: (p: ValueSetterParams<GridRow>) => {
          const row = p.data;
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
        cellClassRules: {
          ...tones,
          // Read by the forced refresh that follows a change of the block or of the refusals.
          'cg-in-block': (p) => p.data !== undefined && p.data.kind !== 'header' && store.inBlock(screen, c, p.data.key),
          // A figure a projection method drives (its working is in the panel).
          'cg-driven': (p) => p.data?.kind === 'input' && store.doc.driverOf(column.company, column.period, p.data.id) !== undefined,
          'cg-refused': (p) =>
            editable &&
            (p.data?.kind === 'input' || p.data?.kind === 'detail') &&
            store.isRefused(column.company, screen as InputScreenId, p.data.kind === 'detail' ? p.data.parent : p.data.key, column.period),
          // Excel's corner mark of a cell with a note.
          'cg-has-note': (p) => p.data?.kind === 'input' && store.texts.text(cellOf(column, p.data.key), 'note') !== '',
          // A figure that is the sum of its detail lines (Alt+↓ opens them).
          'cg-has-lines': (p) => p.data?.kind === 'input' && store.texts.text(cellOf(column, p.data.key), 'details') !== '',
        },
        cellRendererSelector: (p) =>
          p.data?.kind === 'derived' && p.data.def.kind === 'derived' && (p.data.def.tnwDenominated || FLAGGABLE_KEYS.has(p.data.key))
            ? { component: FlaggedValue, params: { store, screen, gridColumn: column } }
            : p.data?.kind === 'input' && CHECKED_INPUTS.has(`${screen}.${p.data.key}`)
              ? { component: WarnedInput, params: { store, screen, gridColumn: column, noteOf: noteOf(column, p.data.key) } }
              : { component: ValueCell, params: p.data?.kind === 'input' ? { noteOf: noteOf(column, p.data.key) } : {} },
      }),
    );
    return [labelCol, ...valueCols];
  }, [columns, editable, store, screen, displayValue, negativeStyle, cellTone, narrow, unitLabel, units, widthOf]);
}
