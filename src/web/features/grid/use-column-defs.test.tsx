import { renderHook } from '@testing-library/react';
import type { ColDef, ValueGetterParams } from 'ag-grid-community';
import { computed } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatValue } from '../../../domain/format';
import type { AnalysisStore } from '../analysis';
import { openMultiPeriodStore } from '../analysis/multi-period.mock';
import { gridRows } from './grid-rows';
import type { GridRow } from './grid-rows';
import { useColumnDefs, valueColumns } from './use-column-defs';
import type { DisplayValue } from './use-column-defs';

vi.mock('../../lib/api-client', async () => (await import('../../lib/api-client.mock')).apiClientMock());

/** Sita's and Beta's domestic sales, a different figure every year. */
const SITA = { opstmt: { '2023': { salesDomestic: 1000 }, '2024': { salesDomestic: 1100 }, '2025': { salesDomestic: 1500 } } };
const BETA = { opstmt: { '2023': { salesDomestic: 20 }, '2024': { salesDomestic: 30 }, '2025': { salesDomestic: 70 } } };
const displayValue: DisplayValue = (row, value, negative, shift) => formatValue(value, row.def.unit, negative, shift);
const sales = gridRows('opstmt').find((r) => r.key === 'salesDomestic')!;

let store: AnalysisStore;
afterEach(() => {
  store.dispose();
  vi.clearAllMocks();
});

/** The grid's columns as StatementGrid builds them, over `store`. */
function renderColumns(s: AnalysisStore) {
  const shown = computed(() => valueColumns(s.view.columns, s.view.layout, s.periods, s.companyNames, s.assessmentYear));
  // Stable across renders, as StatementGrid's are.
  const widthOf = () => undefined;
  const columnAt = (c: number) => shown.get()[c];
  return renderHook(
    ({ count }) =>
      useColumnDefs({
        store: s,
        screen: 'opstmt',
        editable: true,
        count,
        columnAt,
        negativeStyle: 'minus',
        displayValue,
        cellTone: undefined,
        unitLabel: 'lakhs',
        units: undefined,
        narrow: false,
        widthOf,
      }),
    { initialProps: { count: shown.get().length } },
  );
}

const valueOf = (def: ColDef<GridRow> | undefined) => (def?.valueGetter as (p: Partial<ValueGetterParams<GridRow>>) => unknown)({ data: sales });

describe('the column definitions outlive a period switch', () => {
  it('keeps every definition when the period changes, and each cell reads the period shown', async () => {
    ({ store } = await openMultiPeriodStore([SITA, BETA]));
    const { result, rerender } = renderColumns(store);
    const before = result.current;
    // The assessment year, FY 2024-25, first.
    expect(before.map((d) => d.colId)).toEqual(['label', 'c0', 'c1']);
    expect([valueOf(before[1]), valueOf(before[2])]).toEqual([1500, 70]);

    store.view.setPeriod(0);
    rerender({ count: 2 });
    expect(result.current).toBe(before);
    expect([valueOf(before[1]), valueOf(before[2])]).toEqual([1000, 20]);
  });

  it('adds definitions for a layout with more columns and keeps the ones before them', async () => {
    let layout;
    ({ store, layout } = await openMultiPeriodStore([SITA, BETA]));
    const { result, rerender } = renderColumns(store);
    const before = result.current;
    layout.set('years');
    rerender({ count: 3 });
    expect(result.current.map((d) => d.colId)).toEqual(['label', 'c0', 'c1', 'c2']);
    before.forEach((def, i) => expect(result.current[i]).toBe(def));
    // Sita's three years, left to right.
    expect(result.current.slice(1).map(valueOf)).toEqual([1000, 1100, 1500]);
  });
});
