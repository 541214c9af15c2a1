import { describe, expect, it } from 'vitest';
import { detailLabel, detailLinesOf, detailRows, detailSum, hasDetailLines, openedLines, withDetailLines } from './detail-lines';

describe('detail lines', () => {
  it('sum exactly: 0.10 + 0.20 + 1,200.35 is 1,200.65, not 1,200.6500000000001', () => {
    expect(0.1 + 0.2 + 1200.35).not.toBe(1200.65);
    expect(detailSum([{ label: 'a', amount: 0.1 }, { label: 'b', amount: 0.2 }, { label: 'c', amount: 1200.35 }])).toBe(1200.65);
    // Signed rows: a loss on sale of assets (−4.50) nets against 12.25 of income: 7.75.
    expect(detailSum([{ label: 'income', amount: 12.25 }, { label: 'loss on sale', amount: -4.5 }])).toBe(7.75);
    expect(detailSum([])).toBe(0);
  });

  it('open a row on its figure (first line) and an empty second line, so nothing changes until typed', () => {
    const lines = openedLines('Add: Other Income', 42.5);
    expect(lines).toEqual([{ label: 'Add: Other Income', amount: 42.5 }, { label: '', amount: 0 }]);
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
