import { termLoanSchema } from '../../../contract/term-loans';
import type { WireTermLoan } from '../../../contract/term-loans';
import { issuesOf } from '../../lib/errors';
import { parseAmount } from '../../lib/parse-amount';

/** A loan as typed: every field as text (selects hold their wire value). */
export type LoanDraft = { readonly [K in keyof WireTermLoan]: string };
export type LoanField = keyof WireTermLoan;
/** Per field of one loan, why it cannot be saved. */
export type LoanErrors = Partial<Record<LoanField, string>>;

/** The fields in grid order, with their column headings. */
export const LOAN_FIELDS: readonly { field: LoanField; label: string; kind: 'text' | 'number' | 'month' | 'select' }[] = [
  { field: 'name', label: 'Loan', kind: 'text' },
  { field: 'lender', label: 'Lender', kind: 'select' },
  { field: 'amount', label: 'Amount', kind: 'number' },
  { field: 'rate_pct', label: 'Rate %', kind: 'number' },
  { field: 'first_month', label: 'First month', kind: 'month' },
  { field: 'moratorium_months', label: 'Moratorium (months)', kind: 'number' },
  { field: 'moratorium_interest', label: 'Moratorium interest', kind: 'select' },
  { field: 'instalments', label: 'Instalments', kind: 'number' },
  { field: 'frequency', label: 'Frequency', kind: 'select' },
  { field: 'repayment', label: 'Repayment', kind: 'select' },
];

/** The choices of each select field, as shown. */
export const LOAN_CHOICES: Readonly<Partial<Record<LoanField, readonly (readonly [string, string])[]>>> = {
  lender: [
    ['our_bank', 'Our bank'],
    ['other_banks', 'Other banks'],
    ['institution', 'Institution'],
  ],
  moratorium_interest: [
    ['paid', 'Paid'],
    ['capitalised', 'Capitalised'],
  ],
  frequency: [
    ['monthly', 'Monthly'],
    ['quarterly', 'Quarterly'],
    ['half_yearly', 'Half-yearly'],
    ['yearly', 'Yearly'],
  ],
  repayment: [
    ['equal_principal', 'Equal principal'],
    ['emi', 'EMI'],
  ],
};

/** A stored loan as a draft. */
export function draftOf(loan: WireTermLoan): LoanDraft {
  return Object.fromEntries(Object.entries(loan).map(([k, v]) => [k, String(v)])) as LoanDraft;
}

/** A new loan's draft: the first month after the assessment year's start, paid moratorium, equal principal. */
export function newLoanDraft(assessmentYear: number): LoanDraft {
  return {
    name: '',
    lender: 'our_bank',
    amount: '',
    rate_pct: '',
    first_month: `${assessmentYear - 1}-04`,
    moratorium_months: '0',
    moratorium_interest: 'paid',
    instalments: '',
    frequency: 'quarterly',
    repayment: 'equal_principal',
  };
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** A numeric field's text as a number, or the text itself (so the contract names it "must be a number"). */
function numberOf(text: string): number | string {
  const t = text.trim();
  return NUMBER.test(t) ? Number(t) : t;
}

/**
 * A company's drafts checked against the contract's loan schema, the one set of rules the server applies:
 * the loans to send, or per row and field the reason a figure cannot be saved. The amount is read with the
 * amount parser (Indian grouping, ₹) in the analysis's entry unit.
 */
export function parseLoans(drafts: readonly LoanDraft[]): { ok: true; loans: WireTermLoan[] } | { ok: false; errors: LoanErrors[] } {
  const errors: LoanErrors[] = drafts.map(() => ({}));
  const loans: WireTermLoan[] = [];
  drafts.forEach((d, i) => {
    const amount = parseAmount(d.amount, { allowNegative: false });
    const candidate = {
      ...d,
      name: d.name,
      amount: amount.kind === 'value' ? amount.value : amount.kind === 'empty' ? '' : d.amount,
      rate_pct: numberOf(d.rate_pct),
      moratorium_months: numberOf(d.moratorium_months),
      instalments: numberOf(d.instalments),
    };
    const parsed = termLoanSchema.safeParse(candidate);
    if (parsed.success) {
      loans.push(parsed.data);
      return;
    }
    for (const issue of issuesOf(parsed.error.issues)) {
      const field = issue.path[0] as LoanField;
      errors[i]![field] ??= issue.message;
    }
  });
  return errors.every((e) => Object.keys(e).length === 0) ? { ok: true, loans } : { ok: false, errors };
}
