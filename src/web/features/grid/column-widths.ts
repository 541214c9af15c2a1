import { useCallback, useMemo } from 'react';
import type { ColumnResizedEvent, ColumnState } from 'ag-grid-community';

/** Widths outside this range (px) are not kept: a corrupt or hostile entry never hides a column. */
const MIN_WIDTH = 40;
const MAX_WIDTH = 2000;

/** The localStorage key of one analysis's column widths. */
export const columnWidthsKey = (analysis: number): string => `creditgrid.columnWidths.${analysis}`;

/** The widths (px) the analyst set in an analysis, by `layout|colId`; anything unreadable is dropped. */
export function loadColumnWidths(storage: Pick<Storage, 'getItem'>, analysis: number): Record<string, number> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(columnWidthsKey(analysis)) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return {};
  }
  return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] >= MIN_WIDTH && e[1] <= MAX_WIDTH));
}

/** Adds `changes` (px, by `layout|colId`, rounded to whole pixels) to an analysis's kept widths and returns them all. */
export function saveColumnWidths(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  analysis: number,
  changes: Readonly<Record<string, number>>,
): Record<string, number> {
  const widths = { ...loadColumnWidths(storage, analysis) };
  for (const [id, width] of Object.entries(changes)) {
    widths[id] = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(width)));
  }
  try {
    storage.setItem(columnWidthsKey(analysis), JSON.stringify(widths));
  } catch {
    // A full or blocked storage keeps the widths for this page only.
  }
  return widths;
}

/**
 * Column widths the analyst drags persist per analysis (and per layout) in localStorage: `widthOf(colId)` is the
 * kept width of the layout shown (`layoutOf()`) for the column definitions, `onColumnResized` keeps a drag once
 * it ends, and `widthState` is what AG Grid's `applyColumnState` takes to show another layout's widths.
 * A column still sharing the free width (flex) is not kept, so only the columns the analyst sized are. The
 * widths are read when asked, not held in React state: a drag or a layout switch changes no column definition
 * (new definitions would make AG Grid redraw every cell).
 */
export function useColumnWidths(analysis: number | null, layoutOf: () => string) {
  const kept = useMemo(() => ({ widths: analysis === null ? {} : loadColumnWidths(localStorage, analysis) }), [analysis]);
  const onColumnResized = useCallback(
    (e: ColumnResizedEvent) => {
      if (!e.finished || e.source !== 'uiColumnResized' || analysis === null) {
        return;
      }
      const sized = (e.columns ?? []).filter((c) => !c.getFlex());
      if (sized.length > 0) {
        kept.widths = saveColumnWidths(localStorage, analysis, Object.fromEntries(sized.map((c) => [`${layoutOf()}|${c.getColId()}`, c.getActualWidth()])));
      }
    },
    [analysis, kept, layoutOf],
  );
  const widthOf = useCallback((colId: string): number | undefined => kept.widths[`${layoutOf()}|${colId}`], [kept, layoutOf]);
  /** Each column's kept width in the layout shown, else `fixed[colId]` (px), else a share of the free width. */
  const widthState = useCallback(
    (colIds: readonly string[], fixed: Readonly<Record<string, number>>): ColumnState[] =>
      colIds.map((colId) => {
        const width = widthOf(colId) ?? fixed[colId];
        return width === undefined ? { colId, flex: 1 } : { colId, width, flex: null };
      }),
    [widthOf],
  );
  return { widthOf, onColumnResized, widthState };
}
