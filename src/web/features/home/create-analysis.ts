import { createTokenRequest, yearSchema } from '../../../contract';
import { MAX_PERIODS } from '../../../contract/periods';
import { MAX_YEAR, MIN_YEAR } from '../../../domain/periods';
import type { AmountUnit, AnalysisSummary, AnalysisToken } from '../../../contract';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import { DEFAULT_COMPANY_TYPE } from '../../../domain/company-type';
import { ApiRequestError } from '../../lib/api-client';
import type { AuthStore } from '../../stores/auth-store';
import { createToken, getAnalysis } from './analyses-api';

/** What the Explore Insights form collects (spec §2). */
export interface CreateAnalysisForm {
  numCompanies: number;
  companyNames: string[];
  year: string;
  unit: AmountUnit;
  /** The "Years" choice: audited years before and projected years after the assessment year (0 and 0 by default). */
  yearsBefore?: number;
  yearsAfter?: number;
}

/** The spec §8 texts of the create dialog's token checks. */
export const TOKEN_MESSAGES = {
  missing: 'Authentication tokens not found. Please log in again.',
  noUserId: 'User ID not found in tokens.',
  malformed: 'Invalid auth token format.',
  unexpected: 'An unexpected error occurred.',
} as const;

/** The years the server takes (contract `yearSchema`): a CMA year has four digits. */
export const YEAR_RANGE = { min: MIN_YEAR, max: MAX_YEAR } as const;

/** Field problems the dialog shows inline before anything is sent. */
export interface FormProblems {
  numCompanies?: string;
  year?: string;
  years?: string;
}

/** Spec §5: a company count of 1..8 must be chosen, and the year is required and passes the contract's `yearSchema`. */
export function checkForm(form: CreateAnalysisForm): FormProblems {
  const problems: FormProblems = {};
  if (form.numCompanies < 1) {
    problems.numCompanies = 'Choose how many companies to analyse.';
  }
  const year = form.year.trim();
  if (year === '') {
    problems.year = 'Enter the year of the statements.';
  } else if (!/^\d{4}$/.test(year)) {
    problems.year = 'Enter the year as four digits, e.g. 2024.';
  } else if (!yearSchema.safeParse(year).success) {
    problems.year = `Enter a year between ${YEAR_RANGE.min} and ${YEAR_RANGE.max}, e.g. 2024.`;
  }
  if ((form.yearsBefore ?? 0) + (form.yearsAfter ?? 0) + 1 > MAX_PERIODS) {
    problems.years = `An analysis holds at most ${MAX_PERIODS} years: the assessment year and ${MAX_PERIODS - 1} others.`;
  }
  return problems;
}

/**
 * The signed-in user's id as the auth store decoded it (spec §6/§8).
 * @returns the user id, or the spec §8 message for what is wrong with the stored tokens.
 */
export function userIdOf(auth: Pick<AuthStore, 'tokens' | 'user' | 'userId'>): { userId: number } | { error: string; signedOut?: true } {
  if (auth.tokens === null) {
    return { error: TOKEN_MESSAGES.missing, signedOut: true };
  }
  if (auth.user === null) {
    return { error: TOKEN_MESSAGES.malformed };
  }
  return auth.userId === null ? { error: TOKEN_MESSAGES.noUserId } : { userId: auth.userId };
}

/** The server's `error` text when the response carries one (spec §8), else the generic message. */
export function createErrorMessage(err: unknown): string {
  // The api client turns every failed request into an ApiRequestError; `unreachable` is "no answer".
  return err instanceof ApiRequestError && err.code !== 'unreachable' && err.error ? err.error : TOKEN_MESSAGES.unexpected;
}

/** A summary from the create response alone, used if the follow-up summary fetch fails. */
function summaryOf(token: AnalysisToken, form: CreateAnalysisForm, names: string[]): AnalysisSummary {
  return {
    id: token.id,
    name: names.filter(Boolean).join(', ') || `Analysis ${token.year}`,
    year: token.year,
    num_companies: token.num_companies,
    company_names: names.map((n, i) => n || `Company ${i + 1}`),
    company_types: names.map(() => DEFAULT_COMPANY_TYPE),
    unit: form.unit,
    settings: DEFAULT_SETTINGS,
    version: 0,
    updated_at: new Date().toISOString(),
    periods: [{ year: token.year, kind: 'Estimated' }],
  };
}

/**
 * Creates the analysis: POST /api/create_token/{user_id}/, then GET its summary for the session.
 * Throws what the server said; the dialog turns it into the spec §8 toast.
 */
export async function createAnalysis(userId: number, form: CreateAnalysisForm): Promise<AnalysisSummary> {
  const names = form.companyNames.slice(0, form.numCompanies).map((n) => n.trim());
  const before = form.yearsBefore ?? 0;
  const after = form.yearsAfter ?? 0;
  // The spec's body exactly when no other years are asked for; the years choice is sent only when it is not 0 and 0.
  const years = before === 0 && after === 0 ? {} : { years_before: before, years_after: after };
  const body = createTokenRequest.parse({ num_companies: form.numCompanies, company_names: names, year: form.year.trim(), unit: form.unit, ...years });
  const token = await createToken(userId, body);
  try {
    return await getAnalysis(token.id);
  } catch (err) {
    console.warn('Could not fetch the new analysis summary; using the create response', err);
    return summaryOf(token, form, names);
  }
}
