import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisStore } from './analysis-store';
import { openMultiPeriodStore } from './multi-period.mock';

vi.mock('../../lib/api-client', async () => (await import('../../lib/api-client.mock')).apiClientMock());

// A lakh analysis shown in ₹: ₹4,15,000.50 is 4.1500050 lakhs, which 2 decimals of lakhs cannot hold.
const IN_RUPEES = { entered: 'lakhs', shown: 'rupees' } as const;
const AY = 2; // FY 2024-25, the assessment year of the mock's three periods

let store: AnalysisStore;
beforeEach(async () => {
  ({ store } = await openMultiPeriodStore([{}, {}]));
});
afterEach(() => {
  store.dispose();
  vi.clearAllMocks();
});

const value = (company: number, key: string) => store.plainAt({ company, period: AY }, `opstmt.${key}`);

describe('rupees with paise in a lakh analysis', () => {
  it('a typed figure is refused with a Round action, which stores it rounded and says so', () => {
    const refused = store.setInput(0, 'opstmt', 'salesDomestic', '4,15,000.50', AY, IN_RUPEES);
    expect(refused.ok).toBe(false);
    expect(value(0, 'salesDomestic')).toBe(0);
    const action = refused.notices?.[0]?.action;
    expect(action?.label).toBe('Round');
    const rounded = action!.run();
    expect(value(0, 'salesDomestic')).toBe(4.15);
    expect(store.isRefused(0, 'opstmt', 'salesDomestic', AY)).toBe(false);
    expect(rounded.notices?.[0]?.text).toBe('Sales / Receipts – Domestic: "4,15,000.50" was rounded to 4,15,000.00 ₹ (4.15 ₹ lakhs, the unit it is kept in).');
    expect(store.undoLabel).toBe('Edit Sales / Receipts – Domestic');
  });

  it('a figure refused for another reason offers no rounding', () => {
    expect(store.setInput(0, 'opstmt', 'salesDomestic', '12abc', AY, IN_RUPEES).notices?.[0]?.action).toBeUndefined();
  });

  it("a paste's Round rounds only the cells the unit refused, onto the same cells, as one more step", () => {
    const pasted = store.pasteBlock('opstmt', '4,15,500\t1,00,000\r\nabc\t2,00,000.25\r\n', { key: 'salesDomestic', company: 0, period: AY }, IN_RUPEES);
    expect(pasted.changed).toBe(1);
    expect(value(1, 'salesDomestic')).toBe(1);
    const refusal = pasted.notices?.find((n) => n.action);
    expect(refusal?.action?.label).toBe('Round those 2');
    // The analyst moves on and changes a pasted cell: rounding must not paste over it.
    store.setInput(1, 'opstmt', 'salesDomestic', '7', AY);
    const rounded = refusal!.action!.run();
    expect(value(0, 'salesDomestic')).toBe(4.16); // 4.155 lakhs, half up
    expect(value(1, 'salesExports')).toBe(2);
    expect(value(1, 'salesDomestic')).toBe(7);
    expect(value(0, 'salesExports')).toBe(0);
    expect(store.isRefused(0, 'opstmt', 'salesExports', AY)).toBe(true); // 'abc' stays refused
    expect(rounded.notices?.map((n) => n.text)).toEqual(['2 figures were rounded half up to 2 decimals of ₹ lakhs, the unit the analysis keeps.']);
  });
});
