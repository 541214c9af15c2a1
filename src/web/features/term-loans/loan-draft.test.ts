import { describe, expect, it } from 'vitest';
import { draftOf, newLoanDraft, parseLoans } from './loan-draft';

const typed = { ...newLoanDraft(2026), name: 'Expansion loan', amount: '1,00,000.50', rate_pct: '10', moratorium_months: '6', instalments: '20' };

describe('the loans as typed', () => {
  it('read with the contract’s rules: Indian grouping in the amount, numbers in the numeric fields', () => {
    const parsed = parseLoans([typed]);
    expect(parsed).toEqual({
      ok: true,
      loans: [
        {
          name: 'Expansion loan',
          lender: 'our_bank',
          amount: 100000.5,
          rate_pct: 10,
          first_month: '2025-04',
          moratorium_months: 6,
          moratorium_interest: 'paid',
          instalments: 20,
          frequency: 'quarterly',
          repayment: 'equal_principal',
        },
      ],
    });
    // A stored loan comes back as the same text.
    expect(parsed.ok && draftOf(parsed.loans[0]!).rate_pct).toBe('10');
  });

  it('mark each refused field with the reason, and send nothing', () => {
    const parsed = parseLoans([typed, { ...typed, amount: '0', rate_pct: 'ten', first_month: '2025-13' }, { ...typed, repayment: 'emi' }]);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.errors[0]).toEqual({});
      expect(Object.keys(parsed.errors[1]!).sort()).toEqual(['amount', 'first_month', 'rate_pct']);
      // EMI with quarterly instalments, the rest in order: the field named is `repayment`.
      expect(parsed.errors[2]).toEqual({ repayment: 'emi is only with monthly instalments' });
    }
  });
});
