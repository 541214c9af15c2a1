import { formatAmount } from './format';
import { Dec } from './money';

/**
 * Form I's facilities as the domain reads them (cma-forms §3.1, §6): the type that groups a facility into
 * fund-based working capital, non-fund-based working capital or term finance, the limit requested for the
 * assessment year beside the existing one, and what the bank will check before it reads the rest.
 */

/**
 * The facility types of Form I: cash credit, overdraft, working-capital demand loan, packing credit, bills
 * purchased / discounted, letter of credit, bank guarantee, term loan, deferred-payment guarantee, other.
 */
export const FACILITY_TYPES = ['cc', 'od', 'wcdl', 'pc', 'bp_bd', 'lc', 'bg', 'tl', 'dpg', 'other'] as const;
export type FacilityType = (typeof FACILITY_TYPES)[number];

/** Each type as printed. */
export const FACILITY_TYPE_LABELS: Readonly<Record<FacilityType, string>> = {
  cc: 'Cash credit',
  od: 'Overdraft',
  wcdl: 'WC demand loan',
  pc: 'Packing credit',
  bp_bd: 'Bills purchased / discounted',
  lc: 'Letter of credit',
  bg: 'Bank guarantee',
  tl: 'Term loan',
  dpg: 'Deferred-payment guarantee',
  other: 'Other',
};

/** Fund-based working capital: the facilities MPBF and the turnover method assess, and Form III's bank borrowings. */
const WORKING_CAPITAL_FUND: ReadonlySet<FacilityType> = new Set(['cc', 'od', 'wcdl', 'pc', 'bp_bd']);

/** An outstanding above this multiple of the limit is taken for a figure typed in the wrong unit (or a grave overdraw). */
export const OUTSTANDING_LIMIT_MULTIPLE = 1.5;

/** One facility of Form I, amounts in the analysis's unit; a figure not known is absent. */
export interface Facility {
  readonly name: string;
  readonly type?: FacilityType;
  readonly existing?: number;
  readonly requested?: number;
  readonly outstanding?: number;
  /** ISO date the outstanding is as on. */
  readonly asOn?: string;
}

/** True for a fund-based working-capital facility (cash credit, overdraft, WCDL, packing credit, bills). */
export function isWorkingCapitalFund(facility: Facility): boolean {
  return facility.type !== undefined && WORKING_CAPITAL_FUND.has(facility.type);
}

/** The sum of `pick` over the items that have it, exactly; `null` when none has. */
function total<T>(items: readonly T[], pick: (item: T) => number | undefined): number | null {
  const known = items.map(pick).filter((v): v is number => v !== undefined);
  return known.length === 0 ? null : known.reduce((sum, v) => sum.plus(v), new Dec(0)).toNumber();
}

/** The fund-based working-capital limit requested (the sum over those facilities); `null` when none states one. */
export function requestedWorkingCapital(facilities: readonly Facility[]): number | null {
  return total(facilities.filter(isWorkingCapitalFund), (f) => f.requested);
}

/** The fund-based working-capital outstanding as on `date` (ISO); `null` when no such facility states one on that date. */
export function workingCapitalOutstandingOn(facilities: readonly Facility[], date: string): number | null {
  return total(
    facilities.filter((f) => isWorkingCapitalFund(f) && f.asOn === date),
    (f) => f.outstanding,
  );
}

/** True when the outstanding is above {@link OUTSTANDING_LIMIT_MULTIPLE} × a positive existing limit. */
export function outstandingAboveLimit(facility: Pick<Facility, 'existing' | 'outstanding'>): boolean {
  const { existing, outstanding } = facility;
  return existing !== undefined && outstanding !== undefined && existing > 0 && new Dec(outstanding).gt(new Dec(existing).times(OUTSTANDING_LIMIT_MULTIPLE));
}

/**
 * The recommended fund-based working-capital limit of the assessment year, amounts in the analysis's unit:
 * `eligible` is the higher of MPBF (Tandon II) and the turnover-method limit that are known (RBI's turnover
 * method is a floor for MSE borrowers, not a ceiling, so a bank may go to the higher of the two);
 * `recommended` is the lower of the limit requested and `eligible` (`eligible` when nothing is requested);
 * `excess` is requested − eligible (positive: requested above what the assessment supports). `null` = "—".
 */
export interface LimitRecommendation {
  readonly eligible: number | null;
  readonly recommended: number | null;
  readonly excess: number | null;
}

/** See {@link LimitRecommendation}. */
export function recommendLimit(requested: number | null, mpbf: number | null, turnover: number | null): LimitRecommendation {
  const known = [mpbf, turnover].filter((v): v is number => v !== null);
  const eligible = known.length === 0 ? null : Math.max(...known);
  if (eligible === null) {
    return { eligible: null, recommended: null, excess: null };
  }
  return {
    eligible,
    recommended: requested === null ? eligible : Math.min(requested, eligible),
    excess: requested === null ? null : new Dec(requested).minus(eligible).toNumber(),
  };
}

/** The figures of the assessment year that Form I is checked against, in the analysis's unit. */
export interface FacilityCheckBasis {
  /** Form III's bank borrowings for working capital at a balance-sheet date (ISO), `undefined` when no period ends then. */
  readonly bankBorrowingsOn: (date: string) => number | null | undefined;
  readonly mpbf: number | null;
  readonly turnoverLimit: number | null;
  /** The unit's name for the sentences ("₹ lakhs"). */
  readonly unitLabel: string;
}

/**
 * What the bank asks about Form I before it reads the rest, one sentence each with its figures: an outstanding
 * above 1.5 × its limit, the working-capital outstanding at a balance-sheet date that differs from Form III's
 * bank borrowings of that date, and a requested working-capital limit above MPBF or the turnover-method limit.
 */
export function facilityChecks(facilities: readonly Facility[], basis: FacilityCheckBasis): string[] {
  const f = (v: number) => formatAmount(v);
  const unit = basis.unitLabel;
  const checks: string[] = [];
  for (const facility of facilities) {
    if (outstandingAboveLimit(facility)) {
      checks.push(
        `${facility.name}: outstanding ${f(facility.outstanding!)} is more than ${OUTSTANDING_LIMIT_MULTIPLE} × the limit of ${f(facility.existing!)} (${unit}); check the figure and its unit.`,
      );
    }
  }
  const dates = [
    ...new Set(
      facilities
        .filter(isWorkingCapitalFund)
        .map((x) => x.asOn)
        .filter((d): d is string => d !== undefined),
    ),
  ].sort();
  for (const date of dates) {
    const formI = workingCapitalOutstandingOn(facilities, date);
    const formIII = basis.bankBorrowingsOn(date);
    if (formI !== null && formIII !== undefined && formIII !== null && !new Dec(formI).eq(new Dec(formIII))) {
      checks.push(
        `Working-capital outstanding on ${date} is ${f(formI)} in Form I but bank borrowings are ${f(formIII)} in Form III of the same date (${unit}).`,
      );
    }
  }
  const requested = requestedWorkingCapital(facilities);
  if (requested !== null && basis.mpbf !== null && requested > basis.mpbf) {
    checks.push(`Working-capital limit requested ${f(requested)} is above the MPBF of ${f(basis.mpbf)} (${unit}).`);
  }
  if (requested !== null && basis.turnoverLimit !== null && requested > basis.turnoverLimit) {
    checks.push(`Working-capital limit requested ${f(requested)} is above the turnover-method limit of ${f(basis.turnoverLimit)} (${unit}).`);
  }
  return checks;
}

/** An associate or group concern of the borrower as Form I lists it, amounts in the analysis's unit. */
export interface GroupConcern {
  readonly name: string;
  readonly bank?: string;
  /** The fund- and non-fund-based limits it enjoys. */
  readonly exposure?: number;
  readonly overdue?: number;
}

/** The group's exposure: the sum of the associates' exposures that are known, exactly; `null` when none is. */
export function groupExposure(concerns: readonly GroupConcern[]): number | null {
  return total(concerns, (c) => c.exposure);
}

/** One sentence per associate with an amount overdue: a bank asks about the group's conduct before it lends. */
export function groupConcernChecks(concerns: readonly GroupConcern[], unitLabel: string): string[] {
  return concerns
    .filter((c) => c.overdue !== undefined && c.overdue > 0)
    .map((c) => `Associate concern ${c.name} has ${formatAmount(c.overdue!)} overdue${c.bank ? ` with ${c.bank}` : ''} (${unitLabel}).`);
}
