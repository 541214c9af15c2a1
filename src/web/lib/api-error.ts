import { isErrorEnvelope } from '../../contract/errors';
import type { ErrorCode } from '../../contract/errors';

/** What a failed call says: one of the API's error codes, or `unreachable` when no answer came. */
export type ClientErrorCode = ErrorCode | 'unreachable';

/**
 * A failed API call: the error envelope's `code` (what callers branch on), its sentence and `details`,
 * and the HTTP status (0 when the server could not be reached) for logs.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ClientErrorCode,
    readonly error: string,
    readonly details: unknown = null,
  ) {
    super(error);
    this.name = 'ApiRequestError';
  }
}

/**
 * The error of an answer with `status` and `body`: the envelope's code, sentence and details when the body
 * is one; otherwise (a proxy's page, no answer) `unreachable` for status 0, `internal` for a 5xx, else `bad_request`.
 */
export function requestErrorOf(status: number, body: unknown, fallbackMessage: string): ApiRequestError {
  if (isErrorEnvelope(body)) {
    return new ApiRequestError(status, body.code, body.error, body.details ?? null);
  }
  if (status === 0) {
    return new ApiRequestError(0, 'unreachable', 'The server could not be reached.');
  }
  // Not our envelope (no known code): keep what it says, under the status's generic code.
  const partial = (typeof body === 'object' && body !== null ? body : {}) as { error?: unknown; details?: unknown };
  const message = typeof partial.error === 'string' ? partial.error : fallbackMessage;
  return new ApiRequestError(status, status >= 500 ? 'internal' : 'bad_request', message, partial.details ?? null);
}

/** True when `err` is an API error with one of `codes`. */
export function isApiError(err: unknown, ...codes: ClientErrorCode[]): boolean {
  return err instanceof ApiRequestError && codes.includes(err.code);
}
