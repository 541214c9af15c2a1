import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint } from '../../contract/endpoint';

/** A route handler typed from zod schemas in Fastify's slots (zod type provider). */
type Handler<P, Q, B, R> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  { params: P; querystring: Q; body: B; response: R },
  ZodTypeProvider
>;

/** The handler of an endpoint's route: request and reply typed from the endpoint's schemas (only those: two endpoints with the same schemas share handlers). */
export type HandlerOf<E extends Endpoint> = Handler<E['params'], E['query'], E['body'], E['response']>;

/**
 * Registers the route of `endpoint` (src/contract/endpoints/) under the plugin's prefix: its method and url,
 * its schemas (requests parsed, answers checked, listed in the OpenAPI document) and its config (public,
 * the 400's sentence, cached read, declared errors). `options` add what only the server knows: a rate limit in
 * `config`, the `bodyLimit` of a raw body.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: HandlerOf<NoInfer<E>>,
  options: { config?: Partial<FastifyContextConfig>; bodyLimit?: number } = {},
): void {
  const { method, url, params, query, body, response, errors, invalid, cachedRead } = endpoint;
  app.withTypeProvider<ZodTypeProvider>().route({
    method,
    url,
    schema: {
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      ...(response ? { response } : {}),
    },
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    config: {
      ...(endpoint.public ? { public: true } : {}),
      ...(invalid ? { invalid } : {}),
      ...(cachedRead ? { cachedRead } : {}),
      ...(errors ? { errors } : {}),
      ...options.config,
    },
    handler: handler as RouteHandlerMethod,
  });
}
