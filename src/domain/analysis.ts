import { companyPeriodResolvers } from './model';
import type { AnyResolve, CompanyInputs, DrivenFigures } from './model';
import { periodErrors } from './periods';
import type { Period } from './periods';
import type { Settings } from './settings';

/**
 * The inputs of a whole analysis over its periods: `companies[c][p]` are the three statements of
 * company c in period p, with `periods` oldest first (see periods.ts for the rules).
 */
export interface AnalysisInputs {
  readonly periods: readonly Period[];
  /** The analysis's `year` (spec §3): the period the working-capital assessment is made for. */
  readonly assessmentYear: number;
  readonly companies: readonly (readonly CompanyInputs[])[];
  /** `driven[c][p]`: the figures a projection put in place of company c's typed inputs in period p (none when absent). */
  readonly driven?: readonly (readonly (DrivenFigures | undefined)[])[];
  /** `months[p]`: the length of period p in months (all 12 when absent). */
  readonly months?: readonly number[];
}

/**
 * A lazy, memoised resolver for every company × period: `resolvers[c][p]` answers any metric of any
 * screen (the six and the fund flow) of company c in period p, reading company c's earlier periods for
 * `prev`. Pass a resolver to `screenValues`, `flagsFor`, `explain` or `fundFlowTie`; they find its
 * earlier periods themselves. With one period this is exactly `companyResolver` for each company.
 * Throws when the periods are invalid or a company does not have one set of inputs per period.
 */
export function analysisResolvers(analysis: AnalysisInputs, settings: Settings): AnyResolve[][] {
  const errors = periodErrors(analysis.periods, analysis.assessmentYear);
  if (errors.length > 0) {
    throw new Error(errors.join(' '));
  }
  return analysis.companies.map((inputs, c) =>
    companyPeriodResolvers(inputs, analysis.periods, analysis.assessmentYear, settings, analysis.driven?.[c], analysis.months),
  );
}
