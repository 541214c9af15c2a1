import type { MetricId, Resolve } from '../formula';
import { ZERO } from '../money';
import type { Dec } from '../money';
import type { Period } from '../periods';
import type { LoanYear } from './schedule';
import type { Lender, TermLoan } from './term-loan';

/** A balance-sheet row the loans should agree with, in one period: the loans' figure and the typed one. */
export interface LoanMismatch {
  readonly year: number;
  /** The row's label, e.g. "Term Loan – our bank (excluding instalments due within one year)". */
  readonly row: string;
  readonly loans: Dec;
  readonly balanceSheet: Dec;
}

/**
 * The typed rows checked, each against the loans of some lenders: a term-loan row holds the balance
 * at 31 March less what falls due in the next FY (cma-forms Form III item 13 excludes it), and the
 * instalments-due rows hold exactly that.
 */
const CHECKS: readonly { id: MetricId; row: string; lenders: readonly Lender[]; figure: 'longTerm' | 'current' }[] = [
  { id: 'assetnliabs.termLoanIob', row: 'Term Loan – our bank (excluding instalments due within one year)', lenders: ['our_bank'], figure: 'longTerm' },
  {
    id: 'assetnliabs.termLoanOtherBanks',
    row: 'Term Loan – other Banks (excluding instalments due within one year)',
    lenders: ['other_banks'],
    figure: 'longTerm',
  },
  {
    id: 'assetnliabs.termLoanInstitution',
    row: 'Term Loan – Institutions (excluding instalments due within one year)',
    lenders: ['institution'],
    figure: 'longTerm',
  },
  { id: 'ocaocl.tlInstDueIn1YearIob', row: 'TL Instalments due in 1 year – our bank', lenders: ['our_bank'], figure: 'current' },
  {
    id: 'ocaocl.tlInstDueIn1YearBankInst',
    row: 'TL Instalments due in 1 year – other Banks / Institutions',
    lenders: ['other_banks', 'institution'],
    figure: 'current',
  },
];

/**
 * Where a company's loans disagree with its typed balance sheet: for each period and each
 * term-loan row, the loans' figure rounded to 2 decimals (the precision of a typed figure) against the
 * typed one. A company with no loans is not checked: its loans are simply not entered.
 */
export function loanMismatches(
  loans: readonly TermLoan[],
  perLoan: readonly ReadonlyMap<number, LoanYear>[],
  periods: readonly Period[],
  resolvers: readonly Resolve[],
): LoanMismatch[] {
  if (loans.length === 0) {
    return [];
  }
  const out: LoanMismatch[] = [];
  periods.forEach((period, i) => {
    for (const check of CHECKS) {
      let sum = ZERO;
      loans.forEach((loan, l) => {
        if (check.lenders.includes(loan.lender)) {
          const y = perLoan[l]!.get(period.year)!;
          sum = sum.plus(check.figure === 'current' ? y.dueNextYear : y.closing.minus(y.dueNextYear));
        }
      });
      const typed = resolvers[i]!(check.id);
      const balanceSheet = typed === null || typeof typed === 'boolean' ? ZERO : typed;
      if (!sum.toDecimalPlaces(2).equals(balanceSheet)) {
        out.push({ year: period.year, row: check.row, loans: sum, balanceSheet });
      }
    }
  });
  return out;
}
