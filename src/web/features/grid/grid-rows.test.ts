import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisStore } from '../analysis';
import { openMultiPeriodStore } from '../analysis/multi-period.mock';
import { filledCells } from './detail-rows';
import { gridRows, gridShape } from './grid-rows';
import { jump } from './navigation';

vi.mock('../../lib/api-client', async () => (await import('../../lib/api-client.mock')).apiClientMock());

/**
 * Sita's sales by year: FY 2022-23 domestic only; FY 2024-25 (the assessment year, on screen first)
 * domestic and exports. Beta keys nothing in 2023 and 2024, and exports only in 2025.
 */
const SITA = {
  opstmt: {
    '2023': { salesDomestic: 1000 },
    '2024': { salesDomestic: 1100, salesExports: 50, others: 5 },
    '2025': { salesDomestic: 1500, salesExports: 300 },
  },
};
const BETA = { opstmt: { '2025': { salesExports: 70 } } };

const rows = gridRows('opstmt');
const shape = gridShape(rows, 3, true);
const rowOf = (key: string) => rows.findIndex((r) => r.key === key);
const keyAt = (pos: { row: number } | null) => (pos ? rows[pos.row]?.key : null);

let store: AnalysisStore;
afterEach(() => {
  store.dispose();
  vi.clearAllMocks();
});

describe('Ctrl+arrows on a multi-period analysis read the period on screen', () => {
  it('companies layout: Ctrl+Down jumps by the assessment year shown, not by the first year', async () => {
    ({ store } = await openMultiPeriodStore([SITA, BETA]));
    const filled = filledCells(store, 'opstmt', rows, store.view.columns);
    // FY 2024-25: domestic and exports are a run, so Ctrl+Down stops at exports (in FY 2022-23 it would
    // have jumped to the last input row, exports being empty there).
    expect(keyAt(jump(shape, { row: rowOf('salesDomestic'), col: 0 }, 'down', filled))).toBe('salesExports');
    // Beta (column 1) has only exports in FY 2024-25: from an empty domestic cell, the next filled cell.
    expect(keyAt(jump(shape, { row: rowOf('salesDomestic'), col: 1 }, 'down', filled))).toBe('salesExports');
  });

  it('companies layout, another period picked: the jump follows it', async () => {
    ({ store } = await openMultiPeriodStore([SITA, BETA]));
    store.view.setPeriod(1);
    const filled = filledCells(store, 'opstmt', rows, store.view.columns);
    expect(keyAt(jump(shape, { row: rowOf('salesDomestic'), col: 0 }, 'down', filled))).toBe('others');
  });

  it("years layout: each column is one of the company's years, not another company", async () => {
    let layout;
    ({ store, layout } = await openMultiPeriodStore([SITA, BETA]));
    layout.set('years');
    store.view.setCompany(1);
    const filled = filledCells(store, 'opstmt', rows, store.view.columns);
    // Beta's FY 2024-25 is column 2; it holds exports (70). Columns 0 and 1 (2023, 2024) are empty.
    expect(filled({ row: rowOf('salesExports'), col: 2 })).toBe(true);
    expect(filled({ row: rowOf('salesExports'), col: 0 })).toBe(false);
    // Ctrl+Right along Beta's exports row from FY 2022-23 lands on FY 2024-25.
    expect(jump(shape, { row: rowOf('salesExports'), col: 0 }, 'right', filled)).toEqual({ row: rowOf('salesExports'), col: 2 });
  });
});
