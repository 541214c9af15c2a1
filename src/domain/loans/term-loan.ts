/**
 * A term loan of one company (loans-and-projections §2–§3): what the analyst types, in the analysis's
 * unit. The API carries it with snake_case keys; the domain uses these names.
 */

/** The balance-sheet row the loan sits in: the three term-loan rows of the assets & liabilities statement. */
export type Lender = 'our_bank' | 'other_banks' | 'institution';
export const LENDERS: readonly Lender[] = ['our_bank', 'other_banks', 'institution'];

/** How often an instalment falls due. */
export type RepaymentFrequency = 'monthly' | 'quarterly' | 'half_yearly' | 'yearly';
export const FREQUENCIES: readonly RepaymentFrequency[] = ['monthly', 'quarterly', 'half_yearly', 'yearly'];

/** Months between two instalments (k in the schedule): 1, 3, 6 or 12. */
export const MONTHS_BETWEEN_INSTALMENTS: Readonly<Record<RepaymentFrequency, number>> = {
  monthly: 1,
  quarterly: 3,
  half_yearly: 6,
  yearly: 12,
};

/** `equal_principal`: each instalment repays the same principal; `emi`: equal monthly payments (monthly only). */
export type RepaymentMethod = 'equal_principal' | 'emi';
export const REPAYMENT_METHODS: readonly RepaymentMethod[] = ['equal_principal', 'emi'];

/** `paid`: moratorium interest is paid monthly; `capitalised`: added to the balance at each moratorium month end. */
export type MoratoriumInterest = 'paid' | 'capitalised';
export const MORATORIUM_INTEREST: readonly MoratoriumInterest[] = ['paid', 'capitalised'];

/** The most term loans a company holds. */
export const MAX_LOANS_PER_COMPANY = 20;

/** One term loan. */
export interface TermLoan {
  /** 1–120 characters. */
  readonly name: string;
  readonly lender: Lender;
  /** The amount lent, > 0, in the analysis's unit, at most 2 decimals. */
  readonly amount: number;
  /** Annual interest rate, % (0–40). */
  readonly ratePct: number;
  /** `"YYYY-MM"`: the first month of interest (month 1 of the schedule). */
  readonly firstMonth: string;
  /** Months 1…m carry no principal (0–60). */
  readonly moratoriumMonths: number;
  readonly moratoriumInterest: MoratoriumInterest;
  /** Number of instalments n (1–360). */
  readonly instalments: number;
  readonly frequency: RepaymentFrequency;
  /** EMI only with monthly instalments. */
  readonly repayment: RepaymentMethod;
}

/**
 * A calendar month as a count of months since January of year 0 (`year × 12 + month − 1`), so month
 * arithmetic is integer arithmetic.
 */
export type MonthIndex = number;

/** `"2025-10"` → its {@link MonthIndex}; throws on anything else (the contract validates first). */
export function monthIndexOf(yyyyMm: string): MonthIndex {
  const match = /^(\d{4})-(\d{2})$/.exec(yyyyMm);
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) {
    throw new Error(`Not a month: ${yyyyMm}`);
  }
  return Number(match[1]) * 12 + month - 1;
}

/** A {@link MonthIndex} as `"YYYY-MM"`. */
export function monthText(index: MonthIndex): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The financial year (April–March) a month belongs to, as the year it ends in (loans-and-projections
 * §1): March 2026 → 2026, April 2026 → 2027.
 */
export function financialYearOf(index: MonthIndex): number {
  const year = Math.floor(index / 12);
  return index % 12 >= 3 ? year + 1 : year;
}

/** The month index of March of `year`, the last month of the FY `year`. */
export function marchOf(year: number): MonthIndex {
  return year * 12 + 2;
}
