import { describe, expect, it } from 'vitest';
import { inputRows } from '../model';
import { INPUT_SCREENS } from '../model';
import { LABEL_DICTIONARY } from './dictionary';
import type { MatchContext } from './matcher';
import { matchLabel, ofWhichOf } from './matcher';
import { normaliseLabel } from './normalise';

const nowhere: MatchContext = { section: null, statement: null, remembered: new Map(), synonyms: new Map() };

describe('label dictionary', () => {
  it('has an entry for every input row of the three statements, and only for those', () => {
    const rows = INPUT_SCREENS.flatMap((s) => inputRows(s).map((r) => `${s}.${r.key}`));
    expect(LABEL_DICTIONARY.map((e) => e.row).sort()).toEqual([...rows].sort());
  });

  describe.each(LABEL_DICTIONARY.map((e) => [e.row, e] as const))('%s', (_row, entry) => {
    it.each(entry.labels.map((l) => [l]))('"%s" maps to it where it stands, automatically unless another row shares the label', (label) => {
      const match = matchLabel(label, true, { ...nowhere, section: entry.section });
      expect(match.row).toBe(entry.row);
      if (match.confidence < 90) {
        expect(match.reason).toMatch(/also close to/);
      }
    });
  });

  it.each(LABEL_DICTIONARY.flatMap((e) => (e.wholly ?? []).map((l) => [l, e.row] as const)))(
    '"%s" maps to the row %s is part of, and fills that "of which" too',
    (label, part) => {
      const match = matchLabel(label, true, nowhere);
      expect(match.confidence).toBeGreaterThanOrEqual(90);
      expect(ofWhichOf(label, match.row!)?.row).toBe(part);
    },
  );

  it('fills an "of which" only from a line that is all of the part', () => {
    expect(ofWhichOf('Other current liabilities', 'ocaocl.othersCurrentLiabilities')).toBeUndefined();
    expect(ofWhichOf('Advance received from customers', 'ocaocl.othersCurrentLiabilities')?.row).toBe('ocaocl.advancesFromCustomers');
    expect(ofWhichOf('Domestic receivables', 'assetnliabs.tradeDebtors6')).toBeUndefined();
    // Only under the part's own parent: the label placed elsewhere by the analyst fills nothing more.
    expect(ofWhichOf('Advances from customers', 'ocaocl.securityDeposit')).toBeUndefined();
  });

  it.each([
    ['Domestic sales', 'opstmt.salesDomestic'],
    ['Power and fuel', 'opstmt.powerFuel'],
    ['Interest', 'opstmt.interestFinCharges'],
    ['Interest & Fin. Chgs.', 'opstmt.interestFinCharges'],
    ['Finance costs', 'opstmt.interestFinCharges'],
    ['Sundry creditors (trade)', 'assetnliabs.sundryCreditorsTrade'],
    ['Trade payables', 'assetnliabs.sundryCreditorsTrade'],
    ['Depn.', 'opstmt.depreciation'],
    ['Op. Stock - RM', 'opstmt.openingStockRM'],
    ['Surplus in P&L A/c', 'assetnliabs.profitLossAcc'],
    ['Byaj', 'opstmt.interestFinCharges'],
  ])('maps the everyday variant "%s" to %s automatically', (label, row) => {
    const match = matchLabel(label, true, nowhere);
    expect([match.row, match.confidence >= 90]).toEqual([row, true]);
  });

  it('maps consumption through rather than onto a row, and checks changes in inventories', () => {
    expect(matchLabel('Raw materials consumed – Indigenous', true, nowhere).kind).toBe('consumption');
    expect(matchLabel('Cost of materials consumed', true, nowhere).kind).toBe('consumption');
    expect(matchLabel('Changes in inventories of FG, WIP and stock-in-trade', true, nowhere).kind).toBe('inventoryChange');
  });

  it('places a generic label by the heading it stands under, and leaves it to a person without one', () => {
    expect(matchLabel('Others', true, { ...nowhere, section: 'currentAssets' }).row).toBe('ocaocl.others');
    expect(matchLabel('Others', true, { ...nowhere, section: 'currentLiabilities' }).row).toBe('ocaocl.othersCurrentLiabilities');
    expect(matchLabel('Raw materials', true, { ...nowhere, section: 'opening' }).row).toBe('opstmt.openingStockRM');
    expect(matchLabel('Others', true, nowhere).confidence).toBeLessThan(90);
  });

  it('never auto-maps a head a CA splits (Schedule III "Employee benefits expense")', () => {
    const match = matchLabel('Employee benefits expense', true, nowhere);
    expect([match.row, match.confidence]).toEqual(['opstmt.directLabour', 89]);
  });

  it('recognises totals and lines that are no input', () => {
    for (const label of ['Sub-total', 'Total current assets', 'Net Sales', 'Profit before tax']) {
      expect(matchLabel(label, true, nowhere).kind).toBe('total');
    }
    expect(matchLabel('% age rise in net sales', true, nowhere).kind).toBe('notInput');
    expect(matchLabel('Less: Excise duty', true, nowhere).kind).toBe('notInput');
  });

  it("prefers what the analyst accepted for this borrower, then the firm's synonyms", () => {
    const remembered = new Map([[normaliseLabel('Job work receipts'), { row: 'opstmt.others', acceptedOn: '2026-04-02' }]]);
    expect(matchLabel('Job-work receipts', true, { ...nowhere, remembered })).toMatchObject({
      row: 'opstmt.others',
      confidence: 100,
      reason: 'as accepted on 2026-04-02',
    });
    const synonyms = new Map([[normaliseLabel('Hundi interest'), 'opstmt.interestFinCharges']]);
    expect(matchLabel('Hundi interest', true, { ...nowhere, synonyms })).toMatchObject({ row: 'opstmt.interestFinCharges', reason: 'firm synonym' });
  });
});

describe('normaliseLabel', () => {
  it('folds numbering, "&", abbreviations, punctuation and plurals', () => {
    expect(normaliseLabel('5 (ii) Interest & Fin. Chgs.')).toBe(normaliseLabel('Interest and finance charges'));
    expect(normaliseLabel('W.I.P.')).toBe(normaliseLabel('Work-in-progress'));
    expect(normaliseLabel('Sundry Creditors')).toBe('sundry creditor');
    expect(normaliseLabel('(b) Dividend rate (% age)')).toBe('dividend rate percentage');
  });
});
