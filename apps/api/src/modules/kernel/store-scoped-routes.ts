import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { okResponse, type Route, type StoreScopedOperation } from '@platform/contract';
import { serveRoute, type RouteHandler, type ZodApp } from '../../zod-app.js';

/** What a handler is given: the store the tenancy plugin checked the merchant owns, and the request. */
export interface StoreScope {
  storeId: number;
  request: FastifyRequest;
}

/** A set's routes from the contract's table (`storeScopedAddresses`, `storeScopedShapes`). */
type SetRoutes = Partial<Record<StoreScopedOperation, Route>>;

type Answer<R> = R extends { answer: Record<number, infer A extends z.ZodType> }
  ? z.output<A> extends { data: infer Data }
    ? Data
    : never
  : never;
type Body<R> = R extends { body: infer B extends z.ZodType } ? z.output<B> : never;

/** What each operation of the set does, given its store; a route of the set without one is not served. */
export interface StoreScopedHandlers<Routes extends SetRoutes> {
  list?: (scope: StoreScope) => Promise<Answer<Routes['list']>>;
  create?: (body: Body<Routes['create']>, scope: StoreScope) => Promise<Answer<Routes['create']>>;
  read?: (id: number, scope: StoreScope) => Promise<Answer<Routes['read']>>;
  update?: (id: number, body: Body<Routes['update']>, scope: StoreScope) => Promise<Answer<Routes['update']>>;
  /** Answers `{ code: 'OK' }`, or the row as it is afterwards where the route answers the item. */
  remove?: (id: number, scope: StoreScope) => Promise<unknown>;
}

const tenant = { tenant: 'store_id' } as const;

/** Serves a merchant's set of rows of one store, so every such set takes its store the same way. */
export function storeScopedRoutes<Routes extends SetRoutes>(
  app: ZodApp,
  routes: Routes,
  { list, create, read, update, remove }: StoreScopedHandlers<Routes>,
): void {
  // The tenancy plugin has set the store id before any handler runs on these routes.
  const scope = (request: FastifyRequest): StoreScope => ({ storeId: request.storeId!, request });
  const id = (request: FastifyRequest) => (request.params as { id: number }).id;
  // The routes are generic here; StoreScopedHandlers holds each handler to its route's schemas.
  const serve = (route: Route | undefined, handler: RouteHandler<Route>) => {
    if (route) serveRoute(app, route, handler, tenant);
  };

  if (list) serve(routes.list, async (request) => ({ data: await list(scope(request)) }));
  if (create) {
    serve(routes.create, async (request, reply) =>
      reply.status(201).send({ data: await create(request.body as never, scope(request)) }),
    );
  }
  if (read) serve(routes.read, async (request) => ({ data: await read(id(request), scope(request)) }));
  if (update) {
    serve(routes.update, async (request) => ({
      data: await update(id(request), request.body as never, scope(request)),
    }));
  }
  if (remove) {
    const answersItem = routes.remove?.answer?.[200] !== okResponse;
    serve(routes.remove, async (request) => {
      const removed = await remove(id(request), scope(request));
      return answersItem ? { data: removed } : { code: 'OK' as const };
    });
  }
}
