import type { z } from 'zod';
import type { ErrorCode } from './errors';

/** The HTTP methods of the API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API endpoint, declared once (src/contract/endpoints/): the server registers its route from it, the
 * OpenAPI document lists it, docs/api.md is checked against it and the client's `call` sends and parses by it.
 * - `url`: under `/api`, in Fastify's syntax (`/analyses/:id/`); `pathOf` fills it in.
 * - `params`, `query`, `body`: the zod schemas of the path, query string and JSON body (`body` absent: no body;
 *   `rawBody`: the body is bytes, not JSON). Requests are parsed with them on the server.
 * - `response`: the zod schema of each success status's body (absent: no JSON body, e.g. 204 or a file).
 * - `errors`: the error codes it answers beyond those its shape implies (see `routeErrors`).
 * - `public`: callable without signing in; `invalid`: the sentence of its 400; `cachedRead`: answered through
 *   the read cache.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly url: `/${string}`;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly rawBody?: true;
  readonly response?: Readonly<Partial<Record<200 | 201, z.ZodType>>>;
  readonly errors?: readonly ErrorCode[];
  readonly public?: true;
  readonly invalid?: string;
  readonly cachedRead?: true;
}

/** Declares an endpoint, keeping its literal types (the schemas) for the server's handler and the client's `call`. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

/** Where every endpoint's `url` is mounted. */
export const API_PREFIX = '/api';

/** What a schema slot of an endpoint parses to; `undefined` when the endpoint has none. */
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
/** What a schema slot of an endpoint takes from a caller; `undefined` when the endpoint has none. */
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The path parameters of `E` as a caller gives them (numbers or strings, turned into path segments). */
export type ParamsOf<E extends Endpoint> = E['params'] extends z.ZodType ? { readonly [K in keyof z.output<E['params']>]: string | number } : undefined;
/** The query string of `E` as a caller gives it. */
export type QueryOf<E extends Endpoint> = In<E['query']>;
/** The JSON body of `E` as a caller gives it. */
export type BodyOf<E extends Endpoint> = In<E['body']>;
/** The parsed success answer of `E` (`undefined` for an endpoint without a JSON answer). */
export type ResponseOf<E extends Endpoint> = E['response'] extends Record<number, z.ZodType> ? Out<E['response'][keyof E['response']]> : undefined;

/** The path of `endpoint` with its parameters filled in (each URI-encoded), under {@link API_PREFIX}: `/api/analyses/7/`. */
export function pathOf(endpoint: Endpoint, params?: Readonly<Record<string, string | number>>): string {
  return (
    API_PREFIX +
    endpoint.url.replace(/:(\w+)/g, (_, name: string) => {
      const value = params?.[name];
      if (value === undefined) {
        throw new Error(`${endpoint.method} ${endpoint.url} needs the path parameter ${name}`);
      }
      return encodeURIComponent(String(value));
    })
  );
}
