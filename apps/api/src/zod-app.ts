import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Route } from '@platform/contract';

/** The Fastify instance as route modules see it: request types inferred from the contract schemas. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Part<R, Key extends string> = R extends { [K in Key]: infer Schema } ? Schema : undefined;

/** A contract route's schemas as Fastify names them. */
interface SchemaOf<R extends Route> {
  params: Part<R, 'params'>;
  querystring: Part<R, 'query'>;
  body: Part<R, 'body'>;
  response: Part<R, 'answer'>;
}

/** A handler of a contract route: its request and its answer typed from the route's schemas. */
export type RouteHandler<R extends Route> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  FastifyContextConfig,
  SchemaOf<R>,
  ZodTypeProvider
>;

/** What only the server knows of a route: where its store id is (tenancy), XSRF, and the like. */
export type ServerConfig = Omit<FastifyContextConfig, 'auth'>;

/** Hooks of the route's own (an upload's stream handling). */
export type RouteHooks = Pick<RouteOptions, 'onRequest' | 'preValidation' | 'onSend'>;

/**
 * Registers a route of the contract's table (docs/decisions/062-one-route-table.md): its method, path,
 * schemas and OpenAPI description from the table, `auth: 'merchant'` from its auth, and the server's
 * own settings from `config` and `hooks`.
 */
export function serveRoute<R extends Route>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  config: ServerConfig = {},
  hooks: RouteHooks = {},
): void {
  const bearer = route.auth === 'merchant' || route.shopperToken;
  app.route({
    ...hooks,
    method: route.method,
    url: route.path,
    config: route.auth === 'merchant' ? { auth: 'merchant', ...config } : config,
    schema: {
      tags: route.tags,
      summary: route.summary,
      description: route.description,
      ...(bearer && { security: [{ bearer: [] }] }),
      ...(route.consumes && { consumes: route.consumes }),
      ...(route.params && { params: route.params }),
      ...(route.query && { querystring: route.query }),
      ...(route.body && { body: route.body }),
      ...(route.answer && { response: route.answer }),
    },
    // The route's own type holds the handler to its schemas; Fastify's, here, knows none.
    handler: handler as RouteHandlerMethod,
  });
}
