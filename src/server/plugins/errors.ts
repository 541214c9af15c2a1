import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ApiError } from '../../contract/errors';
import { AppError, invalidRequest, notFound, storageUnavailable } from '../errors';
import { RequestValidationError } from './schemas';
import { isPageRequest } from './spa';

/**
 * PostgreSQL conditions that mean the store cannot take the request, not that the request is wrong:
 * connection failures (08…), a read-only transaction (25006), out of disk or memory (53…), shutting
 * down (57P0x), I/O errors (58…); and the same from the file system under PGlite.
 */
const STORAGE_SQLSTATE = /^(08[0-9A-Z]{3}|25006|53[0-9A-Z]{3}|57P0[1-4]|58[0-9A-Z]{3})$/;
const STORAGE_ERRNO = new Set(['ENOSPC', 'EDQUOT', 'EIO', 'EROFS', 'EACCES', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
/**
 * What node-postgres throws, without a code, when the connection ends under a query (a PostgreSQL restart)
 * or cannot be had in time: 'Connection terminated unexpectedly', '… due to connection timeout', 'Client has
 * encountered a connection error and is not queryable', 'timeout exceeded when trying to connect'.
 */
const PG_CONNECTION_LOST = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/** True when `error` is the store failing rather than the request. */
function isStorageFailure(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    return STORAGE_SQLSTATE.test(code) || STORAGE_ERRNO.has(code);
  }
  return typeof message === 'string' && PG_CONNECTION_LOST.test(message);
}

/** Turns anything thrown into the one error envelope (style.md P11). */
function envelope(error: FastifyError | AppError | RequestValidationError, requestId: string, invalid?: string): { status: number; body: ApiError } {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: { error: error.message, code: error.code, details: error.details } };
  }
  if (error instanceof RequestValidationError) {
    // A path id that is not an id names no analysis: the same 404 as a missing or foreign one.
    return error.part === 'params' ? envelope(notFound('Analysis not found'), requestId) : envelope(invalidRequest(error.issues, invalid), requestId);
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return {
      status: 415,
      body: {
        error: 'The request body must be sent as application/json',
        code: 'unsupported_media_type',
        details: [{ path: [], message: error.message }],
      },
    };
  }
  // Fastify's own body errors: not JSON, a forbidden __proto__ key, an empty JSON body, too large.
  if (error.statusCode === 413) {
    return {
      status: 413,
      body: { error: 'The request body is larger than this endpoint takes', code: 'too_large', details: [{ path: [], message: error.message }] },
    };
  }
  if (error.code?.startsWith('FST_ERR_CTP_') || error instanceof SyntaxError) {
    const status = 400;
    return { status, body: { error: 'The request body must be valid JSON', code: 'invalid_json', details: [{ path: [], message: error.message }] } };
  }
  if (isStorageFailure(error)) {
    // The cause (a host and port, a file name) is for the log, which the request id finds, not for the caller.
    return envelope(storageUnavailable(requestId), requestId);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: { error: error.message, code: 'bad_request', details: [{ path: [], message: error.message }] } };
  }
  return { status: 500, body: { error: 'Internal server error', code: 'internal', details: null } };
}

/**
 * The one error handler: 4xx answer with their envelope, 5xx are logged with the request context and
 * answer a bare envelope that hides the cause. Register it before the routes (Fastify copies it into
 * each plugin context when the context is created).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | RequestValidationError, request, reply) => {
    const { status, body } = envelope(error, request.id, request.routeOptions.config.invalid);
    if (status >= 500) {
      const what = status === 503 ? 'storage unavailable' : 'request failed';
      request.log.error({ err: error, url: request.url, method: request.method, requestId: request.id }, what);
    }
    return reply.status(status).send(body);
  });
}

/**
 * Unknown /api paths get a 404 envelope; other page GETs go to `fallback` (the SPA's index.html)
 * when there is a build.
 */
export function registerNotFound(app: FastifyInstance, fallback?: (reply: FastifyReply) => unknown): void {
  app.setNotFoundHandler((request, reply) => {
    if (fallback && isPageRequest(request.method, request.url)) {
      return fallback(reply);
    }
    const { status, body } = envelope(notFound(`No route ${request.method} ${request.url.split('?')[0]}`), request.id);
    return reply.status(status).send(body);
  });
}
