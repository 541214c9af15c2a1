import type { Dec } from '../money';
import type { PeriodKind } from '../periods';
import type { LoanYear } from './schedule';

/** One period's operating figures the DSCR reads (from that period's operating statement). */
export interface DscrPeriodInput {
  readonly year: number;
  readonly kind: PeriodKind;
  /** Net profit after tax; `null` when it cannot be computed. */
  readonly pat: Dec | null;
  readonly depreciation: Dec | null;
  /** The company's term-loan figures of the FY (see `loanYears`). */
  readonly loans: LoanYear;
}

/** Why a period has no DSCR. */
export type DscrNaReason = 'NO_DEBT_SERVICE' | 'NO_PROFIT_FIGURES';

/** The wording of each {@link DscrNaReason}. */
export const DSCR_NA_TEXT: Readonly<Record<DscrNaReason, string>> = {
  NO_DEBT_SERVICE: 'no debt service this year',
  NO_PROFIT_FIGURES: 'PAT or depreciation cannot be computed',
};

/** One period's DSCR with its working figures. */
export interface DscrYear {
  readonly year: number;
  /** PAT + depreciation + TL interest; `null` when PAT or depreciation is `null`. */
  readonly numerator: Dec | null;
  /** TL interest + TL principal due. */
  readonly denominator: Dec;
  /** numerator ÷ denominator, times; `null` with {@link reason} when it cannot be computed. */
  readonly dscr: Dec | null;
  readonly reason?: DscrNaReason;
}

/** The DSCR over the tenor: its minimum (and year) and the average, over the years in {@link years}. */
export interface TenorDscr {
  readonly min: Dec | null;
  readonly minYear: number | null;
  /** Σ numerators ÷ Σ denominators over {@link years}; `null` when no year qualifies. */
  readonly average: Dec | null;
  /** The years covered, oldest first. */
  readonly years: readonly number[];
}

/**
 * The DSCR of one period as banks compute it (loans-and-projections §4): (PAT + depreciation
 * + TL interest) ÷ (TL interest + TL principal due), with the TL figures from the loans' schedule.
 * `null` ("no debt service this year") when the denominator is 0: never a huge or negative number.
 */
export function dscrOfYear(input: DscrPeriodInput): DscrYear {
  const { interest, principal } = input.loans;
  const denominator = interest.plus(principal);
  const numerator = input.pat === null || input.depreciation === null ? null : input.pat.plus(input.depreciation).plus(interest);
  if (denominator.isZero()) {
    return { year: input.year, numerator, denominator, dscr: null, reason: 'NO_DEBT_SERVICE' };
  }
  if (numerator === null) {
    return { year: input.year, numerator, denominator, dscr: null, reason: 'NO_PROFIT_FIGURES' };
  }
  return { year: input.year, numerator, denominator, dscr: numerator.div(denominator) };
}

/**
 * Whether a period counts in the DSCR over the tenor: an Estimated or Projected year with debt service
 * and a DSCR, and, when `excludeMoratoriumYears`, not a year with interest but no principal.
 */
function coversYear(input: DscrPeriodInput, result: DscrYear, excludeMoratoriumYears: boolean): boolean {
  if (input.kind !== 'Estimated' && input.kind !== 'Projected') {
    return false;
  }
  if (result.dscr === null) {
    return false;
  }
  return !(excludeMoratoriumYears && input.loans.principal.isZero());
}

/**
 * The DSCR of each period and over the tenor (loans-and-projections §4). The minimum (with
 * its year) and the average = Σ numerators ÷ Σ denominators are taken over the Estimated and Projected
 * periods whose denominator is > 0; `excludeMoratoriumYears` (setting `dscrExcludeMoratoriumYears`)
 * also leaves out years with interest but no principal. Periods are taken in the order given.
 */
export function tenorDscr(periods: readonly DscrPeriodInput[], excludeMoratoriumYears: boolean): { byYear: DscrYear[]; tenor: TenorDscr } {
  const byYear = periods.map(dscrOfYear);
  let min: Dec | null = null;
  let minYear: number | null = null;
  let sumNumerators: Dec | null = null;
  let sumDenominators: Dec | null = null;
  const years: number[] = [];
  periods.forEach((input, i) => {
    const result = byYear[i]!;
    if (!coversYear(input, result, excludeMoratoriumYears)) {
      return;
    }
    years.push(input.year);
    if (min === null || result.dscr!.lessThan(min)) {
      min = result.dscr;
      minYear = input.year;
    }
    sumNumerators = sumNumerators === null ? result.numerator! : sumNumerators.plus(result.numerator!);
    sumDenominators = sumDenominators === null ? result.denominator : sumDenominators.plus(result.denominator);
  });
  const average = sumNumerators === null || sumDenominators === null ? null : (sumNumerators as Dec).div(sumDenominators);
  return { byYear, tenor: { min, minYear, average, years } };
}
