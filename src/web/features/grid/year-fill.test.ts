import { describe, expect, it } from 'vitest';
import { parseGrowth, yearFillEdits } from './year-fill';

// One company's years: column 0 is FY 2023-24, 1 FY 2024-25, 2 FY 2025-26.
const stored: Record<string, number> = { 'salesDomestic|0': 1000, 'salesExports|0': 333.33, 'salesDomestic|1': 1 };
const valueOf = (row: string, column: number) => stored[`${row}|${column}`] ?? 0;
const isInput = (row: string) => row !== 'totalSales';

describe('yearFillEdits', () => {
  it('copies the previous year into every selected year, input rows only', () => {
    const fill = yearFillEdits({ rows: ['salesDomestic', 'salesExports', 'totalSales'], columns: [1, 2] }, null, valueOf, isInput);
    expect(fill).toEqual({
      edits: [
        { row: 'salesDomestic', column: 1, value: 1000 },
        { row: 'salesDomestic', column: 2, value: 1000 },
        { row: 'salesExports', column: 1, value: 333.33 },
        { row: 'salesExports', column: 2, value: 333.33 },
      ],
    });
  });

  it('grows by the percentage each year, compounded and rounded half up to 2 decimals', () => {
    // By hand: 1000 × 1.1 = 1100, × 1.1 = 1210; 333.33 × 1.1 = 366.663 → 366.66, × 1.1 = 403.326 → 403.33.
    // 12.5%: 333.33 × 1.125 = 374.99625 → 375.00 (half up at the third decimal).
    const ten = yearFillEdits({ rows: ['salesDomestic', 'salesExports'], columns: [1, 2] }, 10, valueOf, isInput);
    expect(ten).toEqual({
      edits: [
        { row: 'salesDomestic', column: 1, value: 1100 },
        { row: 'salesDomestic', column: 2, value: 1210 },
        { row: 'salesExports', column: 1, value: 366.66 },
        { row: 'salesExports', column: 2, value: 403.33 },
      ],
    });
    expect(yearFillEdits({ rows: ['salesExports'], columns: [1] }, 12.5, valueOf, isInput)).toEqual({
      edits: [{ row: 'salesExports', column: 1, value: 375 }],
    });
    // -5%: 1000 × 0.95 = 950.
    expect(yearFillEdits({ rows: ['salesDomestic'], columns: [1] }, -5, valueOf, isInput)).toEqual({
      edits: [{ row: 'salesDomestic', column: 1, value: 950 }],
    });
  });

  it('refuses, storing nothing, from the first year, at -100% or below, and past the input limit', () => {
    expect(yearFillEdits({ rows: ['salesDomestic'], columns: [0, 1] }, null, valueOf, isInput)).toHaveProperty('refusal');
    expect(yearFillEdits({ rows: ['salesDomestic'], columns: [1] }, -100, valueOf, isInput)).toHaveProperty('refusal');
    const huge = (row: string, column: number) => (column === 0 ? 9e12 : 0);
    expect(yearFillEdits({ rows: ['salesDomestic'], columns: [1, 2] }, 10, huge, isInput)).toHaveProperty('refusal');
  });
});

describe('parseGrowth', () => {
  it('reads a plain percentage and refuses anything else', () => {
    expect(['10', ' 7.5 ', '-5', '12%', '−2.25 %'].map(parseGrowth)).toEqual([10, 7.5, -5, 12, -2.25]);
    expect(['', 'ten', '1,000', '1.234', '1e2'].map(parseGrowth)).toEqual([null, null, null, null, null]);
  });
});
