import type { Issue } from '../../contract';
import { ApiRequestError } from './api-client';

/** The text of a failed call: the server's `error` for an API error, else the thrown message, else `fallback`. */
export function messageOf(err: unknown, fallback = 'unknown error'): string {
  if (err instanceof ApiRequestError) {
    return err.error;
  }
  return err instanceof Error && err.message ? err.message : fallback;
}

/** True for one `{path, message}` item of an error envelope's `details`. */
export function isIssue(v: unknown): v is Issue {
  return typeof v === 'object' && v !== null && Array.isArray((v as Issue).path) && typeof (v as Issue).message === 'string';
}

/** The `{path, message}` items of an error envelope's `details` (none when it holds something else). */
export function issuesOf(details: unknown): Issue[] {
  return Array.isArray(details) ? details.filter(isIssue) : [];
}
