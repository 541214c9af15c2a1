import type { UnitConversionRefusal } from '../contract/analysis';
import type { ErrorCode, Issue } from '../contract/errors';

/**
 * An error the API answers with on purpose: a stable machine `code`, an HTTP status, a sentence for
 * people and machine-usable `details` (style.md P11). Everything else is a 500 with hidden details.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
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

/**
 * 409 `figure_from_detail_lines`: figures written to rows opened into detail lines that are not the lines' sum
 * (each issue names the cell and its sum); nothing was written.
 */
export function figureFromDetailLines(issues: Issue[]): AppError {
  return new AppError(
    409,
    'figure_from_detail_lines',
    'A row opened into detail lines takes its figure from their sum: change the lines, or close the row first',
    issues,
  );
}

/** 409: the user already keeps as many analyses as allowed (MAX_ANALYSES_PER_USER). */
export function tooManyAnalyses(max: number): AppError {
  return new AppError(409, 'analysis_limit', `You can keep at most ${max.toLocaleString('en-IN')} analyses; delete some before adding more`, {
    limit: max,
  });
}

/**
 * 422: a unit conversion would leave figures with more than 2 decimals, or above the largest amount; nothing
 * was written. `details` is the contract's `UnitConversionRefusal` (the counts and a few examples).
 */
export function unitConversionRefused(message: string, details: UnitConversionRefusal): AppError {
  return new AppError(422, 'unit_conversion_refused', message, details);
}

/**
 * 503: the database cannot take the request (disk full, read-only, unreachable). The answer is the same
 * whatever the cause, which goes to the log only, under `requestId` (also in `details`, to quote to an admin).
 */
export function storageUnavailable(requestId: string): AppError {
  return new AppError(503, 'storage_unavailable', 'storage unavailable', {
    request_id: requestId,
    message: 'The database cannot take requests right now. Try again in a moment.',
  });
}

/** 429: too many login or registration attempts (from one IP, or for one account). */
export function tooManyRequests(retryAfter: string, what = 'Too many attempts'): AppError {
  return new AppError(429, 'rate_limited', `${what}; try again in ${retryAfter}`);
}

/** A failure at start that one line describes fully (bad configuration, an unusable DATA_DIR): printed without a stack. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}
