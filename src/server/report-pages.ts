import type { AssociateConcern, FacilityLimit, ReportCheck, ReportLine, ReportPage } from '../contract/report';
import { consistencyWarnings } from '../domain/consistency';
import { bankersFlags } from '../domain/flags';
import { facilityChecks, groupConcernChecks, recommendLimit, requestedWorkingCapital } from '../domain/facilities';
import type { Facility, LimitRecommendation } from '../domain/facilities';
import type { CompanyType } from '../domain/company-type';
import type { AnyResolve } from '../domain/model';
import { plainValue } from '../domain/model';
import { periodLabel } from '../domain/periods';
import type { Period } from '../domain/periods';
import { ANALYSIS_PAGES } from '../domain/report-pages';
import type { Settings } from '../domain/settings';
import { lineOf } from './report-lines';

/** Form I's facility as the domain reads it (the wire's `proposed` is the limit requested). */
export function facilityOf(limit: FacilityLimit): Facility {
  return {
    name: limit.facility,
    ...(limit.facility_type ? { type: limit.facility_type } : {}),
    ...(limit.existing !== undefined ? { existing: limit.existing } : {}),
    ...(limit.proposed !== undefined ? { requested: limit.proposed } : {}),
    ...(limit.outstanding !== undefined ? { outstanding: limit.outstanding } : {}),
    ...(limit.as_on ? { asOn: limit.as_on } : {}),
  };
}

/** The balance-sheet date of a period: 31 March of its year (FY 2024-25 ends on 2025-03-31). */
export function periodEndDate(period: Period): string {
  return `${period.year}-03-31`;
}

/** One company and what its analysis pages are made from. */
export interface CompanyPagesInput {
  readonly resolvers: readonly AnyResolve[];
  readonly periods: readonly Period[];
  readonly assessmentYear: number;
  readonly settings: Settings;
  readonly limits: readonly FacilityLimit[];
  /** Form I's associate or group concerns (an overdue among them is flagged). */
  readonly associates?: readonly AssociateConcern[];
  readonly unitLabel: string;
  readonly type?: CompanyType;
}

/** Why a line of the recommendation is "—" outside the assessment year. */
export const ASSESSMENT_YEAR_ONLY = 'the limit is requested and recommended for the assessment year';

/** The assessment year's MPBF (Tandon II) and turnover-method limit, `null` = "—" (no assessment-year column). */
function assessedLimits(input: CompanyPagesInput): { at: number; mpbf: number | null; turnover: number | null } {
  const at = input.periods.findIndex((p) => p.year === input.assessmentYear);
  const resolve = input.resolvers[at];
  return {
    at,
    mpbf: resolve ? plainNumber(resolve, 'wctl.MPBF_Lower_of_I_or_II') : null,
    turnover: resolve ? plainNumber(resolve, 'kfi.permissible_bank_finance') : null,
  };
}

function plainNumber(resolve: AnyResolve, id: 'wctl.MPBF_Lower_of_I_or_II' | 'kfi.permissible_bank_finance' | 'ratios.total_bank_borrowings'): number | null {
  const v = plainValue(resolve, id);
  return typeof v === 'number' ? v : null;
}

/**
 * The recommended limit of one company ({@link recommendLimit}) with what it is made from: the assessment year's
 * column `at` (−1 when there is none), the working-capital limit requested in Form I, MPBF and the turnover-method limit.
 */
export function recommendationOf(
  input: CompanyPagesInput,
): LimitRecommendation & { at: number; requested: number | null; mpbf: number | null; turnover: number | null } {
  const { at, mpbf, turnover } = assessedLimits(input);
  const requested = requestedWorkingCapital(input.limits.map(facilityOf));
  return { at, requested, mpbf, turnover, ...recommendLimit(requested, mpbf, turnover) };
}

/**
 * The recommendation that closes the assessment page: the working-capital limit requested in Form I, MPBF
 * (Tandon II), the turnover-method limit, the eligible limit (the higher), the recommended limit (the lower
 * of requested and eligible) and the excess or shortfall, in the assessment year's column ({@link recommendLimit}).
 */
function recommendationLines(input: CompanyPagesInput, from: number): ReportLine[] {
  const { at, requested, mpbf, turnover, eligible, recommended, excess } = recommendationOf(input);
  const inYear = (value: number | null, whyNull: string): Pick<ReportLine, 'values' | 'reasons'> => ({
    values: input.periods.map((_, p) => (p === at ? value : null)),
    reasons: input.periods.map((_, p) => (p !== at ? ASSESSMENT_YEAR_ONLY : value === null ? whyNull : null)),
  });
  const line = (label: string, value: number | null, whyNull: string, n: number): ReportLine => ({
    no: String(from + n),
    label,
    heading: false,
    format: 'amount',
    ...inYear(value, whyNull),
  });
  const noRequest = 'no fund-based working-capital facility in Form I states a limit requested';
  const noAssessment = 'neither MPBF nor the turnover-method limit can be computed';
  return [
    { no: '', label: 'RECOMMENDED LIMIT (fund-based working capital, assessment year)', heading: true, format: 'amount' },
    line('Limit requested (Form I)', requested, noRequest, 1),
    line('MPBF (Tandon method II)', mpbf, 'MPBF cannot be computed', 2),
    line('Limit by the turnover method', turnover, 'the turnover-method limit cannot be computed', 3),
    line('Eligible limit (higher of MPBF and the turnover method)', eligible, noAssessment, 4),
    line('Recommended limit (lower of requested and eligible)', recommended, noAssessment, 5),
    line('Requested above / (below) the eligible limit', excess, requested === null ? noRequest : noAssessment, 6),
  ];
}

/**
 * The analysis pages of one company (key ratios, KFI, assessment of working capital with the recommended
 * limit, drawing power, security margin), each line evaluated as a form's line ({@link lineOf}).
 */
export function analysisPagesOf(input: CompanyPagesInput): ReportPage[] {
  return ANALYSIS_PAGES.map((page) => {
    const lines = page.items.map((item) => lineOf(item, input.resolvers, input.settings, input.type));
    if (page.id === 'assessment') {
      const last = lines.filter((l) => !l.heading).length;
      lines.push(...recommendationLines(input, last));
    }
    return { id: page.id, title: page.title, head: page.head, lines };
  });
}

/**
 * The Form I checks of one company, with the assessment year's MPBF and turnover limit and Form III's bank
 * borrowings, then any associate concern's overdue.
 */
export function limitFlagsOf(input: CompanyPagesInput): string[] {
  const { mpbf, turnover } = assessedLimits(input);
  const facilities = facilityChecks(input.limits.map(facilityOf), {
    bankBorrowingsOn: (date) => {
      const p = input.periods.findIndex((period) => periodEndDate(period) === date);
      return p < 0 ? undefined : plainNumber(input.resolvers[p]!, 'ratios.total_bank_borrowings');
    },
    mpbf,
    turnoverLimit: turnover,
    unitLabel: input.unitLabel,
  });
  return [...facilities, ...groupConcernChecks(input.associates ?? [], input.unitLabel)];
}

/** The keys the analysis pages and checks add to a company of the report model: `checks`, `bankers_flags`, `pages` and `limit_flags`. */
export function companyPages(input: CompanyPagesInput): { checks: ReportCheck[]; bankers_flags: ReportCheck[]; pages: ReportPage[]; limit_flags: string[] } {
  return { ...companyChecks(input), pages: analysisPagesOf(input), limit_flags: limitFlagsOf(input) };
}

/** A company's checks across years (cma-forms §4.7) and banker's flags, period by period, oldest first, as printed. */
export function companyChecks(input: CompanyPagesInput): { checks: ReportCheck[]; bankers_flags: ReportCheck[] } {
  const period = (p: number) => periodLabel(input.periods[p]!);
  return {
    checks: input.resolvers.flatMap((resolve, p) =>
      consistencyWarnings(resolve, input.settings, input.type).map((w) => ({ period: period(p), level: w.level, text: w.text })),
    ),
    bankers_flags: input.resolvers.flatMap((resolve, p) =>
      bankersFlags(resolve, input.settings).map((text) => ({ period: period(p), level: 'warning' as const, text })),
    ),
  };
}
