import axios from 'axios';
import { jwtDecode } from 'jwt-decode';
import type { AmountUnit, AnalysisSummary, AnalysisToken } from '../../../contract';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import { ApiRequestError } from '../../lib/api-client';
import { STORAGE_KEYS } from '../../lib/storage';
import { createToken, getAnalysis } from './analyses-api';

/** What the Explore Insights form collects (spec §2). */
export interface CreateAnalysisForm {
  numCompanies: number;
  companyNames: string[];
  year: string;
  unit: AmountUnit;
}

/** The spec §8 texts of the create dialog's token checks. */
export const TOKEN_MESSAGES = {
  missing: 'Authentication tokens not found. Please log in again.',
  noUserId: 'User ID not found in tokens.',
  malformed: 'Invalid auth token format.',
  unexpected: 'An unexpected error occurred.',
} as const;

/** The years the server takes (contract `yearSchema`): a CMA year has four digits. */
export const YEAR_RANGE = { min: 1900, max: 2999 } as const;

/** Field problems the dialog shows inline before anything is sent. */
export interface FormProblems {
  numCompanies?: string;
  year?: string;
}

/** Spec §5: a company count of 1..8 must be chosen, and the year is required: four digits, 1900 to 2999. */
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
  } else if (Number(year) < YEAR_RANGE.min || Number(year) > YEAR_RANGE.max) {
    problems.year = `Enter a year between ${YEAR_RANGE.min} and ${YEAR_RANGE.max}, e.g. 2024.`;
  }
  return problems;
}

/**
 * Reads the user id from the stored tokens the way spec §6/§8 describes.
 * @returns the user id, or the spec §8 message for what is wrong with the stored tokens.
 */
export function userIdFromStoredTokens(): { userId: number } | { error: string; signedOut?: true } {
  const raw = localStorage.getItem(STORAGE_KEYS.authTokens);
  if (raw === null) {
    return { error: TOKEN_MESSAGES.missing, signedOut: true };
  }
  let claims: { user_id?: unknown };
  try {
    const tokens = JSON.parse(raw) as { access?: unknown };
    if (typeof tokens.access !== 'string') {
      return { error: TOKEN_MESSAGES.malformed };
    }
    claims = jwtDecode<{ user_id?: unknown }>(tokens.access);
  } catch {
    return { error: TOKEN_MESSAGES.malformed };
  }
  const id = Number(claims.user_id);
  return claims.user_id === undefined || claims.user_id === null || !Number.isInteger(id) ? { error: TOKEN_MESSAGES.noUserId } : { userId: id };
}

/** The server's `error` text when the response carries one (spec §8), else the generic message. */
export function createErrorMessage(err: unknown): string {
  if (err instanceof ApiRequestError && err.status > 0 && err.error) {
    return err.error;
  }
  if (axios.isAxiosError(err)) {
    const body = err.response?.data as { error?: unknown } | undefined;
    if (typeof body?.error === 'string') {
      return body.error;
    }
  }
  return TOKEN_MESSAGES.unexpected;
}

/** A summary from the create response alone, used if the follow-up summary fetch fails. */
function summaryOf(token: AnalysisToken, form: CreateAnalysisForm, names: string[]): AnalysisSummary {
  return {
    id: token.id,
    name: names.filter(Boolean).join(', ') || `Analysis ${token.year}`,
    year: token.year,
    num_companies: token.num_companies,
    company_names: names.map((n, i) => n || `Company ${i + 1}`),
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
  const token = await createToken(userId, {
    num_companies: form.numCompanies,
    company_names: names,
    year: Number(form.year.trim()),
    unit: form.unit,
  });
  try {
    return await getAnalysis(token.id);
  } catch (err) {
    console.warn('Could not fetch the new analysis summary; using the create response', err);
    return summaryOf(token, form, names);
  }
}
