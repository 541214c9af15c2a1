import type { z } from 'zod';
import type { Issue } from '../contract/errors';
import { toIssues } from '../contract/errors';

/**
 * An error the API answers with on purpose: a stable machine `code`, an HTTP status, a sentence for
 * people and machine-usable `details` (style.md P11). Everything else is a 500 with hidden details.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** 400: the request is invalid; `issues` name each offending field (path + reason). */
export function invalidRequest(issues: Issue[], message = 'Invalid request'): AppError {
  return new AppError(400, 'invalid_request', message, issues);
}

/** 400: the body is not JSON. */
export function notJson(reason: string): AppError {
  return new AppError(400, 'invalid_json', 'The request body must be valid JSON', [{ path: [], message: reason }]);
}

/** 401: no or bad credentials. */
export function unauthorized(message = 'Authentication credentials were not provided or are invalid'): AppError {
  return new AppError(401, 'unauthorized', message);
}

/** 403: a cookie-authenticated unsafe request without the matching `X-CSRFToken` header. */
export function csrfFailed(): AppError {
  return new AppError(403, 'csrf_failed', 'CSRF check failed: send the csrftoken cookie value in X-CSRFToken');
}

/** 403: the caller may not act for another user. */
export function forbidden(message: string): AppError {
  return new AppError(403, 'forbidden', message);
}

/** 404: missing, or owned by someone else (the two are indistinguishable on purpose). */
export function notFound(what = 'Not found'): AppError {
  return new AppError(404, 'not_found', what);
}

/** 409: the client's `If-Match` version is stale. */
export function versionConflict(current: number): AppError {
  return new AppError(409, 'version_conflict', 'The analysis was changed elsewhere; reload it before saving', {
    version: current,
  });
}

/** 409: a period operation the analysis's periods do not allow (e.g. removing the assessment year, an 11th period). */
export function periodConflict(message: string): AppError {
  return new AppError(409, 'period_conflict', message);
}

/** 429: too many login or registration attempts. */
export function tooManyRequests(retryAfter: string): AppError {
  return new AppError(429, 'rate_limited', `Too many attempts; try again in ${retryAfter}`);
}

/** Parses `data` with `schema`, or throws a 400 listing every issue with its path. */
export function parseOr400<S extends z.ZodType>(schema: S, data: unknown, message?: string): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw invalidRequest(toIssues(result.error.issues), message);
  }
  return result.data;
}
