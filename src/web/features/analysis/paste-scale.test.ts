import { describe, expect, it } from 'vitest';
import { scaleMismatch } from './paste-scale';

// Two years of sales in lakhs: FY1 in column 0. Figures by hand: 12,000 / 120 = 100; 4,50,000 / 450 = 1,000.
const stored: Record<string, number> = { 'salesDomestic|0': 120, 'salesExports|0': 45, 'others|0': 3 };
const valueAt = (key: string, column: number) => stored[`${key}|${column}`];

describe('scaleMismatch', () => {
  it('asks when a pasted column is about 100× the column beside it, naming each pair', () => {
    const edits = [
      { key: 'salesDomestic', column: 1, value: 12_500 },
      { key: 'salesExports', column: 1, value: 4_600 },
      { key: 'others', column: 1, value: 0 },
    ];
    expect(scaleMismatch(edits, valueAt, 2)).toEqual({
      factor: 100,
      examples: [
        { key: 'salesDomestic', column: 1, pasted: 12_500, beside: 120, besideColumn: 0 },
        { key: 'salesExports', column: 1, pasted: 4_600, beside: 45, besideColumn: 0 },
      ],
    });
  });

  it('asks at 1000× and at 1/1000×, and takes the nearest untouched column on the right too', () => {
    const up = [
      { key: 'salesDomestic', column: 1, value: 120_000 },
      { key: 'salesExports', column: 1, value: 45_000 },
    ];
    expect(scaleMismatch(up, valueAt, 2)?.factor).toBe(1000);
    const down = [
      { key: 'salesDomestic', column: 0, value: 0.12 },
      { key: 'salesExports', column: 0, value: 0.05 },
    ];
    const right = (key: string, column: number) => (column === 1 ? stored[`${key}|0`] : undefined);
    expect(scaleMismatch(down, right, 2)?.factor).toBe(0.001);
  });

  it('stays quiet for growth a business can have, a single pair, an empty neighbour or a block covering every column', () => {
    const grown = [
      { key: 'salesDomestic', column: 1, value: 1_200 },
      { key: 'salesExports', column: 1, value: 400 },
    ];
    // 10× and about 8.9×: a good year, not a unit.
    expect(scaleMismatch(grown, valueAt, 2)).toBeNull();
    expect(scaleMismatch([{ key: 'salesDomestic', column: 1, value: 12_000 }], valueAt, 2)).toBeNull();
    expect(
      scaleMismatch(
        [
          { key: 'depreciation', column: 1, value: 12_000 },
          { key: 'interest', column: 1, value: 9_000 },
        ],
        valueAt,
        2,
      ),
    ).toBeNull();
    const both = [...grown.map((e) => ({ ...e, value: e.value * 100 })), { key: 'salesDomestic', column: 0, value: 1 }];
    expect(scaleMismatch(both, valueAt, 2)).toBeNull();
  });
});
