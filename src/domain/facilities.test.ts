import { describe, expect, it } from 'vitest';
import { outstandingAboveLimit, recommendLimit, requestedWorkingCapital, workingCapitalOutstandingOn } from './facilities';

describe('Form I facilities', () => {
  it('takes an outstanding above 1.5 × the limit for a wrong figure, not one at 1.5 ×', () => {
    expect(outstandingAboveLimit({ existing: 200, outstanding: 300 })).toBe(false);
    expect(outstandingAboveLimit({ existing: 200, outstanding: 300.01 })).toBe(true);
    expect(outstandingAboveLimit({ outstanding: 300.01 })).toBe(false);
  });

  it('sums the fund-based working-capital facilities only, exactly', () => {
    const facilities = [
      { name: 'CC', type: 'cc', requested: 100.1, outstanding: 90.1, asOn: '2025-03-31' },
      { name: 'PC', type: 'pc', requested: 0.2, outstanding: 0.2, asOn: '2025-03-31' },
      { name: 'BG', type: 'bg', requested: 50, outstanding: 50, asOn: '2025-03-31' },
      { name: 'Untyped', requested: 7 },
    ] as const;
    expect(requestedWorkingCapital(facilities)).toBe(100.3); // not 100.30000000000001
    expect(workingCapitalOutstandingOn(facilities, '2025-03-31')).toBe(90.3);
    expect(workingCapitalOutstandingOn(facilities, '2024-03-31')).toBeNull();
    expect(requestedWorkingCapital([{ name: 'TL', type: 'tl', requested: 10 }])).toBeNull();
  });

  it('recommends the lower of requested and the higher of MPBF and the turnover limit', () => {
    expect(recommendLimit(260, 220, 310)).toEqual({ eligible: 310, recommended: 260, excess: -50 });
    expect(recommendLimit(400, 220, 310)).toEqual({ eligible: 310, recommended: 310, excess: 90 });
    expect(recommendLimit(null, 220, null)).toEqual({ eligible: 220, recommended: 220, excess: null });
    expect(recommendLimit(100, null, null)).toEqual({ eligible: null, recommended: null, excess: null });
  });
});
