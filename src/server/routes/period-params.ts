import type { FastifyRequest } from 'fastify';
import { periodQuery } from '../../contract/periods';
import { parseOr400 } from '../errors';

/** The `?year=YYYY` of a request (undefined when absent: the assessment year); 400 when malformed or with other keys. */
export function queryYear(request: FastifyRequest): number | undefined {
  return parseOr400(periodQuery, request.query ?? {}, 'Invalid query').year;
}

/** The `{year}` path parameter of a period operation; 400 unless four digits. */
export function pathYear(request: FastifyRequest): number {
  const raw = (request.params as Record<string, string | undefined>).year;
  return parseOr400(periodQuery.required(), { year: raw }, 'Invalid period year').year;
}
