import { describe, expect, it } from 'vitest';
import type { MetricId } from '../../../domain/formula';
import type { Driver } from '../../../domain/projections/drivers';
import { fillRightChanges, methodValue, pasteChanges } from './assumption-edits';

const SALES: MetricId = 'opstmt.salesDomestic';
const DEBTORS: MetricId = 'assetnliabs.tradeDebtors6';
const RESERVES: MetricId = 'assetnliabs.reservesSurplus';
const ROWS = [SALES, DEBTORS, RESERVES];
const PERIODS = [2, 3, 4];

/** Sales on growth, debtors on holding months, reserves carried forward, in every projected period. */
const drivers = (period: number, id: MetricId): Driver =>
  id === SALES ? { method: 'growth_pct', value: period } : id === DEBTORS ? { method: 'holding_months', value: 2 } : { method: 'carry_forward' };

describe('assumption edits', () => {
  it('reads a value as typed or pasted from Excel, in the method’s range, to 4 decimals', () => {
    expect(methodValue({ method: 'growth_pct' }, '12 %')).toBe(12);
    expect(methodValue({ method: 'growth_pct' }, '1,000')).toBe(1000);
    expect(methodValue({ method: 'holding_months' }, '2.123456')).toBe(2.1235);
    expect(methodValue({ method: 'holding_months' }, '-1')).toBeNull();
    expect(methodValue({ method: 'carry_forward' }, '5')).toBeNull();
    expect(methodValue({ method: 'growth_pct' }, 'abc')).toBeNull();
  });

  it('pastes a 2 × 3 block from its top-left cell: each value keeps its cell’s method; a carry-forward cell and a cell off the grid are skipped', () => {
    const block = [
      ['12', '15', '18', '21'],
      ['2.5', '', '3', ''],
      ['7', '', '', ''],
    ];
    const { changes, skipped } = pasteChanges(block, { row: 0, column: 0 }, ROWS, PERIODS, drivers);
    expect(changes).toEqual([
      { period: 2, id: SALES, driver: { method: 'growth_pct', value: 12 } },
      { period: 3, id: SALES, driver: { method: 'growth_pct', value: 15 } },
      { period: 4, id: SALES, driver: { method: 'growth_pct', value: 18 } },
      { period: 2, id: DEBTORS, driver: { method: 'holding_months', value: 2.5 } },
      { period: 4, id: DEBTORS, driver: { method: 'holding_months', value: 3 } },
    ]);
    // 21 falls off the right edge; 7 lands on reserves, whose carry forward takes no value.
    expect(skipped).toBe(2);
  });

  it('fills a cell’s method and value right into the later periods that differ, and a typed cell clears them', () => {
    expect(fillRightChanges(SALES, 2, PERIODS, drivers)).toEqual([
      { period: 3, id: SALES, driver: { method: 'growth_pct', value: 2 } },
      { period: 4, id: SALES, driver: { method: 'growth_pct', value: 2 } },
    ]);
    expect(fillRightChanges(DEBTORS, 2, PERIODS, drivers)).toEqual([]);
    const typedFirst = (period: number, id: MetricId): Driver => (period === 2 ? { method: 'typed' } : drivers(period, id));
    expect(fillRightChanges(SALES, 2, PERIODS, typedFirst)).toEqual([
      { period: 3, id: SALES, driver: undefined },
      { period: 4, id: SALES, driver: undefined },
    ]);
  });
});
