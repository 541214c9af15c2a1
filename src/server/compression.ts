import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';
import zlib from 'node:zlib';

/** API responses from this size (bytes) up go out compressed; smaller ones are not worth a header. */
export const COMPRESS_THRESHOLD = 1024;
/** The encodings offered, best first. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
/** Brotli at quality 4: close to gzip's speed at a better ratio for JSON (the @fastify/compress default). */
export const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** The options of `@fastify/compress`, so the plugin and the read cache compress alike. */
export const COMPRESS_PLUGIN_OPTIONS = { threshold: COMPRESS_THRESHOLD, encodings: [...ENCODINGS], brotliOptions: BROTLI_OPTIONS };

/**
 * The encoding a request accepts for a body of `bytes`, as `@fastify/compress` would choose it (its own
 * negotiator: q-values, `*` and `x-gzip` as gzip), or `null` for identity (no header, below the threshold,
 * or nothing acceptable).
 */
export function acceptedEncoding(request: FastifyRequest, bytes: number): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (bytes < COMPRESS_THRESHOLD || typeof header !== 'string' || request.headers['x-no-compression'] !== undefined) {
    return null;
  }
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/** `body` compressed with `encoding`, with the same settings the plugin uses. */
export function compress(body: string, encoding: Encoding): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI_OPTIONS) : zlib.gzipSync(body);
}
