import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchemaCompiler, FastifyServerOptions, RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ErrorCode, Issue } from '../../contract/errors';
import { apiErrorSchema } from '../../contract/error-schema';
import { ERROR_CODES, toIssues } from '../../contract/errors';

/** Where the generated OpenAPI reference is served: the UI, and its JSON at `/api/docs/json`. */
export const DOCS_PREFIX = '/api/docs';

/** Which part of the request a route schema refused. */
export type RequestPart = 'body' | 'params' | 'querystring' | 'headers';

/**
 * A request refused by a route schema, with the zod issues as our `{path, message}` list (exact paths,
 * numbers kept as numbers, unknown keys one by one and capped, see `toIssues`). Fastify tags it with
 * `validationContext`; the error handler turns it into the 400 envelope (404 for a bad id in the path).
 */
export class RequestValidationError extends Error {
  readonly issues: Issue[];
  constructor(
    readonly part: RequestPart,
    issues: z.core.$ZodIssue[],
  ) {
    super(`Invalid request ${part}`);
    this.name = 'RequestValidationError';
    this.issues = toIssues(issues);
  }
}

/** Parses a request part with its route's zod schema; a refusal becomes a {@link RequestValidationError}. */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new RequestValidationError((httpPart ?? 'body') as RequestPart, result.error.issues) };
  };

type Compilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/**
 * Route schemas are the contract's zod schemas (fastify-type-provider-zod): requests are parsed with
 * them (the handler sees the parsed, transformed value) and responses are checked against them. Give
 * this to `Fastify({ schemaController })`: with the compilers set there rather than with
 * `setValidatorCompiler`, Fastify never loads its default Ajv and fast-json-stringify compilers,
 * about a fifth of the server's start.
 */
export const zodSchemaController = {
  compilersFactory: {
    // Fastify types the factories after Ajv's and fast-json-stringify's; it only calls them for a compiler.
    buildValidator: (() => validatorCompiler) as unknown as Compilers['buildValidator'],
    buildSerializer: (() => serializerCompiler) as unknown as Compilers['buildSerializer'],
  },
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error codes a route may answer with: those its shape implies (a body or query can be invalid, a path
 * id can name nothing, a signed-in route can be refused, an unsafe one fail the CSRF check, a limited one be
 * rate limited, any can find the store unavailable) and the ones it declares in `config.errors`.
 */
export function routeErrors(route: Pick<RouteOptions, 'method' | 'schema' | 'config'>): ErrorCode[] {
  const schema = route.schema ?? {};
  const config = (route.config ?? {}) as { public?: boolean; rateLimit?: unknown; errors?: readonly ErrorCode[] };
  const codes = new Set<ErrorCode>(config.errors ?? []);
  if (schema.body || schema.querystring) {
    codes.add('invalid_request');
  }
  if (schema.body) {
    codes.add('invalid_json').add('unsupported_media_type');
  }
  if (schema.params) {
    codes.add('not_found');
  }
  if (!config.public) {
    codes.add('unauthorized');
    if ([route.method].flat().some((m) => UNSAFE.has(m))) {
      codes.add('csrf_failed');
    }
  }
  if (config.rateLimit) {
    codes.add('rate_limited');
  }
  codes.add('storage_unavailable');
  return [...codes];
}

/** Adds each API route's error answers to its response schemas: the envelope under each status, described by the codes it carries there. */
function declareErrors(route: RouteOptions): void {
  if (!route.url.startsWith('/api/') || route.url.startsWith(DOCS_PREFIX)) {
    return;
  }
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of routeErrors(route)) {
    byStatus.set(ERROR_CODES[code], [...(byStatus.get(ERROR_CODES[code]) ?? []), code]);
  }
  const errors = Object.fromEntries([...byStatus].map(([status, codes]) => [status, apiErrorSchema.describe(`Error envelope; code: ${codes.join(', ')}`)]));
  route.schema = { ...route.schema, response: { ...errors, ...(route.schema?.response as object | undefined) } };
}

/**
 * @fastify/swagger turns the route schemas into the OpenAPI document served with a UI at
 * {@link DOCS_PREFIX}. Register before the routes, so that every route is in the document.
 */
export async function registerSchemas(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', declareErrors);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CreditGrid API',
        version: '1',
        description: 'The HTTP API of CreditGrid; the guide is docs/api.md. Errors answer `{error, code, details}`.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'access_token' },
        },
      },
      security: [{ bearer: [] }, { cookie: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The UI needs its own inline script and style hashes; helmet's app-wide policy stays for everything else.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;/, ''),
  });
}
