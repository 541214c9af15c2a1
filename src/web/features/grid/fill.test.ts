import { describe, expect, it } from 'vitest';
import type { PlainValue } from '../../../domain/model';
import { fillEdits } from './fill';

// Two companies: Domestic 1,500 / 900, Exports 300 / 0, Others 20 / 5, TOTAL SALES 1,820 / 905.
const VALUES: Record<string, PlainValue[]> = {
  salesDomestic: [1500, 900],
  salesExports: [300, 0],
  others: [20, 5],
  totalSales: [1820, 905],
  flag: [null, true],
};
const valueOf = (row: string, column: number) => VALUES[row]![column]!;
const isInput = (row: string) => !['totalSales', 'flag'].includes(row);

describe('Ctrl+D: fill down', () => {
  it('copies the first row of the block into every input below it, in each column', () => {
    const block = { rows: ['salesDomestic', 'salesExports', 'others'], columns: [0, 1] };
    expect(fillEdits(block, 'down', valueOf, isInput)).toEqual([
      { row: 'salesExports', column: 0, value: 1500 },
      { row: 'salesExports', column: 1, value: 900 },
      { row: 'others', column: 0, value: 1500 },
      { row: 'others', column: 1, value: 900 },
    ]);
  });

  it('leaves a computed row in the block alone, and fills the inputs past it', () => {
    const block = { rows: ['others', 'totalSales', 'salesDomestic'], columns: [1] };
    expect(fillEdits(block, 'down', valueOf, isInput)).toEqual([{ row: 'salesDomestic', column: 1, value: 5 }]);
  });

  it('fills nothing from a source that holds no figure', () => {
    expect(fillEdits({ rows: ['flag', 'others'], columns: [0, 1] }, 'down', valueOf, isInput)).toEqual([]);
  });
});

describe('Ctrl+R: fill right', () => {
  it('copies the first column of the block into the columns to its right, on input rows only', () => {
    const block = { rows: ['salesExports', 'totalSales'], columns: [0, 1] };
    expect(fillEdits(block, 'right', valueOf, isInput)).toEqual([{ row: 'salesExports', column: 1, value: 300 }]);
  });

  it('does nothing for a block of one column', () => {
    expect(fillEdits({ rows: ['others'], columns: [1] }, 'right', valueOf, isInput)).toEqual([]);
  });
});
