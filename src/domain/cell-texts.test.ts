import { describe, expect, it } from 'vitest';
import { excelArithmetic, expressionHolds, expressionInEntryUnit, noteText, withCellText } from './cell-texts';

describe('expressions kept with figures', () => {
  it('hold only while they work out exactly to the figure', () => {
    // 1200 + 350 − 45.5 = 1504.5
    expect(expressionHolds('=1200+350-45.5', 1504.5)).toBe(true);
    expect(expressionHolds('=1200+350-45.5', 1504.51)).toBe(false);
    // 0.1 + 0.2 is 0.3 exactly, not 0.30000000000000004
    expect(expressionHolds('=0.1+0.2', 0.3)).toBe(true);
    // 100 ÷ 3 = 33.333… is not the stored 33.33
    expect(expressionHolds('=100/3', 33.33)).toBe(false);
    expect(expressionHolds('=A1*2', 2)).toBe(false);
  });

  it('are rewritten exactly into the entry unit', () => {
    // 1.2 + 0.3 crores typed in a lakh analysis: (1.2 + 0.3) × 100 = 150 lakhs
    expect(expressionInEntryUnit('=1.2+0.3', 2)).toBe('=(1.2+0.3)*100');
    expect(expressionHolds(expressionInEntryUnit('=1.2+0.3', 2), 150)).toBe(true);
    // ₹4,15,000 + ₹5,000 typed in a lakh analysis: 4,20,000 ÷ 1,00,000 = 4.2 lakhs
    expect(expressionInEntryUnit('= 4,15,000+5,000', -5)).toBe('=(4,15,000+5,000)/100000');
    expect(expressionHolds(expressionInEntryUnit('= 4,15,000+5,000', -5), 4.2)).toBe(true);
    expect(expressionInEntryUnit(' =12*3 ', 0)).toBe('=12*3');
  });
});

describe('notes', () => {
  it('are trimmed, with blank runs folded inside a line and empty lines at either end dropped', () => {
    expect(noteText('  as per audited BS \u00A0 note 12  ')).toBe('as per audited BS note 12');
    expect(noteText('\n\nline one\n\nline  two\n')).toBe('line one\n\nline two');
    expect(noteText('   ')).toBe('');
  });

  it('set and remove one cell without touching the others', () => {
    const one = withCellText({}, 'opstmt', 'others', 'scrap sales');
    expect(one).toEqual({ opstmt: { others: 'scrap sales' } });
    const two = withCellText(one, 'ocaocl', 'others', 'deposits');
    expect(withCellText(two, 'opstmt', 'others', '')).toEqual({ opstmt: {}, ocaocl: { others: 'deposits' } });
    expect(one).toEqual({ opstmt: { others: 'scrap sales' } });
  });
});

describe('expressions in Excel', () => {
  it('drop the grouping commas and write the operators Excel reads', () => {
    expect(excelArithmetic('=2,40,000*12')).toBe('240000*12');
    expect(excelArithmetic('= (1,500 + 300) ÷ 2')).toBe('(1500 + 300) / 2');
    expect(excelArithmetic('=12,345,678 x 2 × 3 − 4 – 5')).toBe('12345678 * 2 * 3 - 4 - 5');
  });
});
