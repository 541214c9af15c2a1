import type { z } from 'zod';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '../../contract/endpoint';
import { pathOf } from '../../contract/endpoint';
import { api, ApiRequestError } from './api-client';

/**
 * What a call of `E` sends: its path parameters, query string and body as the endpoint's schemas take them
 * (required where the endpoint has them), and extra headers (`If-Match`). A raw-body endpoint takes bytes, text or a multipart form.
 */
export type CallOptions<E extends Endpoint> = {
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal | undefined;
} & (E['params'] extends z.ZodType ? { readonly params: ParamsOf<E> } : { readonly params?: undefined }) &
  (E['query'] extends z.ZodType ? { readonly query?: QueryOf<E> } : { readonly query?: undefined }) &
  (E['body'] extends z.ZodType
    ? { readonly body: BodyOf<E> }
    : E['rawBody'] extends true
      ? { readonly body: Blob | string | FormData }
      : { readonly body?: undefined });

/** The `"7"` or `W/"7"` of an ETag header as a number; null when absent or not a version. */
export function versionOf(etag: unknown): number | null {
  if (typeof etag !== 'string') {
    return null;
  }
  const n = Number(etag.replace(/^W\//, '').replace(/"/g, ''));
  return Number.isInteger(n) ? n : null;
}

/** The `If-Match` header of a write made at `version` (none when the version is unknown). */
export const ifMatch = (version: number | null): Record<string, string> => (version === null ? {} : { 'If-Match': `"${version}"` });

/**
 * Calls `endpoint` through the shared HTTP client (cookies, CSRF, bearer, token refresh) and parses its answer
 * with the endpoint's response schema, so no caller trusts an unchecked shape.
 * @returns the parsed answer, its status, and the analysis version of its ETag (null when it has none)
 * @throws ApiRequestError: the server's error envelope; `internal` when the answer does not match the schema
 */
export async function send<E extends Endpoint>(endpoint: E, options: CallOptions<E>): Promise<{ data: ResponseOf<E>; status: number; version: number | null }> {
  const url = pathOf(endpoint, options.params as Record<string, string | number> | undefined);
  const config = {
    ...(options.query === undefined ? {} : { params: options.query }),
    ...(options.headers && Object.keys(options.headers).length > 0 ? { headers: { ...options.headers } } : {}),
    // A raw body goes as it is (axios would serialise a string as JSON text otherwise).
    ...(endpoint.rawBody ? { transformRequest: [(data: unknown) => data] } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  };
  // Sent as `api.get(url)` when there is nothing to configure, as a hand-written call would be.
  const configured = Object.keys(config).length > 0 ? [config] : [];
  const res =
    endpoint.method === 'GET'
      ? await api.get<unknown>(url, ...configured)
      : endpoint.method === 'DELETE'
        ? await api.delete<unknown>(url, ...configured)
        : await api[endpoint.method === 'POST' ? 'post' : endpoint.method === 'PUT' ? 'put' : 'patch']<unknown>(url, options.body, ...configured);
  const schemas = endpoint.response ?? {};
  const schema = schemas[res.status as 200 | 201] ?? Object.values(schemas)[0];
  const version = versionOf((res.headers as Record<string, unknown> | undefined)?.['etag']);
  if (!schema) {
    return { data: undefined as ResponseOf<E>, status: res.status, version };
  }
  const parsed = schema.safeParse(res.data);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first ? ` (${first.path.join('.') || 'the body'}: ${first.message})` : '';
    throw new ApiRequestError(res.status, 'internal', `The answer of ${endpoint.method} ${url} is not what the API declares${where}`, parsed.error.issues);
  }
  return { data: parsed.data as ResponseOf<E>, status: res.status, version };
}

/** {@link send}, answering only the parsed body. */
export async function call<E extends Endpoint>(endpoint: E, options: CallOptions<E>): Promise<ResponseOf<E>> {
  return (await send(endpoint, options)).data;
}

/** GETs a file endpoint (an export) as a Blob. */
export async function download<E extends Endpoint>(endpoint: E, options: CallOptions<E>): Promise<Blob> {
  const url = pathOf(endpoint, options.params as Record<string, string | number> | undefined);
  return (await api.get<Blob>(url, { responseType: 'blob', ...(options.query === undefined ? {} : { params: options.query }) })).data;
}
