import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import type { AnalysisStore } from './analysis-store';
import { openMultiPeriodStore } from './multi-period.mock';

vi.mock('../../lib/api-client', async () => (await import('../../lib/api-client.mock')).apiClientMock());

const AY = 2; // FY 2024-25, the assessment year of the mock's three periods
const sales = { company: 0, period: AY, screen: 'opstmt', key: 'salesDomestic' } as const;

let store: AnalysisStore;
afterEach(() => {
  store.dispose();
  vi.clearAllMocks();
});

const figure = () => store.plainAt({ company: 0, period: AY }, 'opstmt.salesDomestic');
const posted = () => vi.mocked(api.post).mock.calls.map(([, body]) => body);

describe('arithmetic kept with its figure', () => {
  it('stores the exact result, keeps the expression, saves both, and a figure typed over it drops it', async () => {
    ({ store } = await openMultiPeriodStore([{}, {}]));
    // 1200 + 350 − 45.5 = 1504.5
    expect(store.setInput(0, 'opstmt', 'salesDomestic', '=1200+350-45.5', AY).ok).toBe(true);
    expect(figure()).toBe(1504.5);
    expect(store.texts.text(sales, 'expression')).toBe('=1200+350-45.5');
    await store.save();
    expect(posted()).toEqual([
      { companies: [{ position: 0, by_year: { '2025': { salesDomestic: 1504.5 } }, expressions: { '2025': { salesDomestic: '=1200+350-45.5' } } }] },
    ]);
    store.setInput(0, 'opstmt', 'salesDomestic', '1504.5', AY);
    expect(store.texts.text(sales, 'expression')).toBe('');
    // The figure is the same, the expression went: the cell is saved again, without one.
    expect(store.isSaved).toBe(false);
    await store.save();
    expect(posted()[1]).toEqual({ companies: [{ position: 0, by_year: { '2025': { salesDomestic: 1504.5 } } }] });
  });

  it('undoes and redoes the figure with its expression, as one step', async () => {
    ({ store } = await openMultiPeriodStore([{ opstmt: { '2025': { salesDomestic: 900 } } }, {}], undefined, [
      { expressions: { opstmt: { '2025': { salesDomestic: '=450*2' } } } },
    ]));
    expect(store.texts.text(sales, 'expression')).toBe('=450*2');
    store.setInput(0, 'opstmt', 'salesDomestic', '=2,40,000*12', AY);
    expect([figure(), store.texts.text(sales, 'expression')]).toEqual([2880000, '=2,40,000*12']);
    store.undo();
    expect([figure(), store.texts.text(sales, 'expression')]).toEqual([900, '=450*2']);
    store.redo();
    expect([figure(), store.texts.text(sales, 'expression')]).toEqual([2880000, '=2,40,000*12']);
    store.clearInputs([sales]);
    expect([figure(), store.texts.text(sales, 'expression')]).toEqual([0, '']);
    store.undo();
    expect(store.texts.text(sales, 'expression')).toBe('=2,40,000*12');
  });

  it('keeps an expression typed in another display unit rewritten in the entry unit, and drops one a rounding broke', async () => {
    ({ store } = await openMultiPeriodStore([{}, {}]));
    // 1.2 + 0.3 crores = 150 lakhs
    store.setInput(0, 'opstmt', 'salesDomestic', '=1.2+0.3', AY, { entered: 'lakhs', shown: 'crores' });
    expect([figure(), store.texts.text(sales, 'expression')]).toEqual([150, '=(1.2+0.3)*100']);
    // ₹4,15,000.25 + ₹0.25 = ₹4,15,000.50, which lakhs hold only rounded to 4.15: the figure is kept, not the arithmetic.
    const units = { entered: 'lakhs', shown: 'rupees' } as const;
    const refused = store.setInput(0, 'opstmt', 'salesDomestic', '=4,15,000.25+0.25', AY, units);
    refused.notices![0]!.action!.run();
    expect([figure(), store.texts.text(sales, 'expression')]).toEqual([4.15, '']);
  });
});

describe('arithmetic pasted', () => {
  it('keeps a pasted =… with its figure as a typed one is (in the entry unit), undone with it, and drops a plain one', async () => {
    ({ store } = await openMultiPeriodStore([{}, {}]));
    const exports = { ...sales, key: 'salesExports' } as const;
    // Pasted in crores for a lakh analysis: 1.2 + 0.3 crores = 150 lakhs; 2,40,000 × 12 = 28,80,000 crores = 28,80,00,000 lakhs.
    const outcome = store.pasteBlock(
      'opstmt',
      '=1.2+0.3\n=2,40,000*12\n',
      { key: 'salesDomestic', company: 0, period: AY },
      { entered: 'lakhs', shown: 'crores' },
    );
    expect(outcome.changed).toBe(2);
    expect([figure(), store.texts.text(sales, 'expression')]).toEqual([150, '=(1.2+0.3)*100']);
    expect(store.texts.text(exports, 'expression')).toBe('=(2,40,000*12)*100');
    await store.save();
    expect(posted()[0]).toEqual({
      companies: [
        {
          position: 0,
          by_year: { '2025': { salesDomestic: 150, salesExports: 288000000 } },
          expressions: { '2025': { salesDomestic: '=(1.2+0.3)*100', salesExports: '=(2,40,000*12)*100' } },
        },
      ],
    });
    store.pasteBlock('opstmt', '7\n', { key: 'salesDomestic', company: 0, period: AY });
    expect([figure(), store.texts.text(sales, 'expression')]).toEqual([7, '']);
    store.undo();
    expect([figure(), store.texts.text(sales, 'expression')]).toEqual([150, '=(1.2+0.3)*100']);
  });
});

describe('cell notes', () => {
  it('sets, replaces and removes a note as undo steps, and saves only the note', async () => {
    ({ store } = await openMultiPeriodStore([{ opstmt: { '2025': { salesDomestic: 900 } } }, {}]));
    store.setNote(sales, '  as per audited BS   note 12 ');
    expect(store.texts.text(sales, 'note')).toBe('as per audited BS note 12');
    expect(store.undoLabel).toBe('Note on Sales / Receipts – Domestic');
    await store.save();
    expect(posted()).toEqual([{ companies: [{ position: 0, by_year: {}, notes: { '2025': { salesDomestic: 'as per audited BS note 12' } } }] }]);
    store.setNote(sales, '');
    expect(store.texts.text(sales, 'note')).toBe('');
    await store.save();
    expect(posted()[1]).toEqual({ companies: [{ position: 0, by_year: {}, notes: { '2025': { salesDomestic: null } } }] });
    store.undo();
    expect(store.texts.text(sales, 'note')).toBe('as per audited BS note 12');
    // A figure typed over a noted cell keeps the note.
    store.setInput(0, 'opstmt', 'salesDomestic', '950', AY);
    expect(store.texts.text(sales, 'note')).toBe('as per audited BS note 12');
  });

  it('loads the notes the server holds', async () => {
    ({ store } = await openMultiPeriodStore([{}, {}], undefined, [{}, { notes: { ocaocl: { '2023': { others: 'Deposits <with> EB' } } } }]));
    expect(store.texts.text({ company: 1, period: 0, screen: 'ocaocl', key: 'others' }, 'note')).toBe('Deposits <with> EB');
    expect(store.texts.text({ company: 1, period: 1, screen: 'ocaocl', key: 'others' }, 'note')).toBe('');
  });
});
