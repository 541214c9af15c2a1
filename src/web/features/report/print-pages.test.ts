import { describe, expect, it } from 'vitest';
import type { BreakEvenScreen, SensitivityResponse, TermLoanSchedule } from '../../../contract';
import { BREAK_EVEN_PAGE_TITLE, TERM_LOAN_PAGE_TITLE } from './loan-pages';
import { loanPageTitles } from './print-pages';
import { SENSITIVITY_PAGE_TITLE } from './sensitivity-page';

// Two companies: the first has a term loan, the second none. The break-even and sensitivity screens answer for
// both (they are computed for every company), but only the company with a loan prints the loans' pages.
const loans = { companies: [{ loans: [{ name: 'TL 1' }] }, { loans: [] }] } as unknown as TermLoanSchedule;
const breakEven = (sales: number | null) =>
  ({ companies: [0, 1].map(() => ({ name: 'x', by_year: { '2025': { sales, bep_sales: null } } })) }) as unknown as BreakEvenScreen;
const sensitivity = { cases: [{ name: 'Base case', companies: [{ name: 'A' }, { name: 'B' }] }] } as unknown as SensitivityResponse;

describe('loanPageTitles', () => {
  it('prints the term-loan, break-even and sensitivity pages for a company with loans', () => {
    expect(loanPageTitles({ loans, breakEven: breakEven(1200), sensitivity }, 0)).toEqual([
      TERM_LOAN_PAGE_TITLE,
      BREAK_EVEN_PAGE_TITLE,
      SENSITIVITY_PAGE_TITLE,
    ]);
  });

  it('prints none of them for a company without loans, though its break-even and sensitivity were computed', () => {
    expect(loanPageTitles({ loans, breakEven: breakEven(1200), sensitivity }, 1)).toEqual([]);
  });

  it('leaves out a break-even without a single figure', () => {
    expect(loanPageTitles({ loans, breakEven: breakEven(null), sensitivity }, 0)).toEqual([TERM_LOAN_PAGE_TITLE, SENSITIVITY_PAGE_TITLE]);
  });

  it('prints nothing before the schedules are loaded', () => {
    expect(loanPageTitles({ loans: null, breakEven: null, sensitivity: null }, 0)).toEqual([]);
  });
});
