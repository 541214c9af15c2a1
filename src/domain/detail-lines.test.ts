import { describe, expect, it } from 'vitest';
import {
  alignedSlots,
  detailLabel,
  detailLinesOf,
  detailRows,
  detailSum,
  hasDetailLines,
  openedLines,
  slotIndex,
  withDetailLines,
  withSlotAmount,
} from './detail-lines';

describe('detail lines', () => {
  it('sum exactly: 0.10 + 0.20 + 1,200.35 is 1,200.65, not 1,200.6500000000001', () => {
    expect(0.1 + 0.2 + 1200.35).not.toBe(1200.65);
    expect(
      detailSum([
        { label: 'a', amount: 0.1 },
        { label: 'b', amount: 0.2 },
        { label: 'c', amount: 1200.35 },
      ]),
    ).toBe(1200.65);
    // Signed rows: a loss on sale of assets (−4.50) nets against 12.25 of income: 7.75.
    expect(
      detailSum([
        { label: 'income', amount: 12.25 },
        { label: 'loss on sale', amount: -4.5 },
      ]),
    ).toBe(7.75);
    expect(detailSum([])).toBe(0);
  });

  it('open a row on its figure (first line) and an empty second line, so nothing changes until typed', () => {
    const lines = openedLines('Add: Other Income', 42.5);
    expect(lines).toEqual([
      { label: 'Add: Other Income', amount: 42.5 },
      { label: '', amount: 0 },
    ]);
    expect(detailSum(lines)).toBe(42.5);
  });

  it('set and close the lines of one row, leaving the others', () => {
    const one = withDetailLines({}, 'opstmt', 'addOtherIncome', [{ label: 'Rent', amount: 4 }]);
    const two = withDetailLines(one, 'ocaocl', 'others', [{ label: 'Advances', amount: 1 }]);
    expect(hasDetailLines(two, 'opstmt', 'addOtherIncome')).toBe(true);
    expect(detailRows(two)).toEqual([
      ['opstmt', 'addOtherIncome', [{ label: 'Rent', amount: 4 }]],
      ['ocaocl', 'others', [{ label: 'Advances', amount: 1 }]],
    ]);
    const closed = withDetailLines(two, 'opstmt', 'addOtherIncome', []);
    expect(hasDetailLines(closed, 'opstmt', 'addOtherIncome')).toBe(false);
    expect(detailLinesOf(closed, 'ocaocl', 'others')).toHaveLength(1);
    expect(hasDetailLines(one, 'opstmt', 'addOtherIncome')).toBe(true);
  });

  it('keep a label on one line with blanks folded', () => {
    expect(detailLabel('  Scrap \t sales\n')).toBe('Scrap sales');
  });
});

describe('detail lines as grid rows', () => {
  const acme = [
    { label: 'Rent', amount: 40 },
    { label: 'Others', amount: 1 },
    { label: 'Others', amount: 2 },
  ];
  const beta = [
    { label: 'Interest', amount: 5 },
    { label: 'Rent', amount: 7 },
  ];

  it('line the same label up across columns, a repeated label as rows of its own, new labels after', () => {
    expect(alignedSlots([acme, [], beta])).toEqual([
      { label: 'Rent', occurrence: 0 },
      { label: 'Others', occurrence: 0 },
      { label: 'Others', occurrence: 1 },
      { label: 'Interest', occurrence: 0 },
    ]);
    expect(slotIndex(acme, { label: 'Others', occurrence: 1 })).toBe(2);
    expect(slotIndex(beta, { label: 'Others', occurrence: 0 })).toBe(-1);
  });

  it('set a line in place, add one a column lacks, and open a row on its figure so it is not lost', () => {
    // Acme: 40 + 1 + 2 = 43 → the second "Others" 2 → 9.5: 40 + 1 + 9.5 = 50.5
    const set = withSlotAmount(acme, { rowLabel: 'Add: Other Income', figure: 43 }, { label: 'Others', occurrence: 1 }, 9.5, '=9+0.5');
    expect(set).toEqual([acme[0], acme[1], { label: 'Others', amount: 9.5, expression: '=9+0.5' }]);
    expect(detailSum(set)).toBe(50.5);
    // Beta has no "Others": it is added at the end; 5 + 7 + 3 = 15.
    expect(detailSum(withSlotAmount(beta, { rowLabel: 'x', figure: 12 }, { label: 'Others', occurrence: 0 }, 3))).toBe(15);
    // A row without lines holding 25: the 25 stays as a line labelled as the row; 25 + 4 = 29.
    const opened = withSlotAmount([], { rowLabel: 'Add: Other Income', figure: 25 }, { label: 'Rent', occurrence: 0 }, 4);
    expect(opened).toEqual([
      { label: 'Add: Other Income', amount: 25 },
      { label: 'Rent', amount: 4 },
    ]);
    expect(withSlotAmount([], { rowLabel: 'Add: Other Income', figure: 0 }, { label: 'Rent', occurrence: 0 }, 4)).toEqual([{ label: 'Rent', amount: 4 }]);
  });
});
