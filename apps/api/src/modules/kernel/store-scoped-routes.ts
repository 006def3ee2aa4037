import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { deleteRequest, envelope, idParams, okResponse, storeScopedQuery } from '@platform/contract';
import type { ZodApp } from '../../zod-app.js';

/** What a handler is given: the store the tenancy plugin checked the merchant owns, and the request. */
export interface StoreScope {
  storeId: number;
  request: FastifyRequest;
}

/**
 * A merchant's set of rows of one store: `path` lists (GET, `store_id` in the query) and creates (POST,
 * `store_id` in the body); `path/:id` reads (GET), updates (PUT) and deletes (DELETE), `store_id` in the
 * query or the body. Each is declared when given. A delete answers `{ code: 'OK' }`, or the row as it
 * is afterwards when `remove.answers` is `'item'` (a revoked token).
 */
export interface StoreScopedRouteSet<
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Created extends z.ZodType,
> {
  path: string;
  /** The OpenAPI tag. */
  tag: string;
  item: Item;
  list?: (scope: StoreScope) => Promise<z.output<Item>[]>;
  create?: {
    body: Create;
    /** What the create answers when it is not the item (a new token shows its secret once). */
    created?: Created;
    run: (body: z.output<Create>, scope: StoreScope) => Promise<z.output<Created>>;
  };
  read?: (id: number, scope: StoreScope) => Promise<z.output<Item>>;
  update?: {
    body: Update;
    run: (id: number, body: z.output<Update>, scope: StoreScope) => Promise<z.output<Item>>;
  };
  remove?:
    | { answers?: 'ok'; run: (id: number, scope: StoreScope) => Promise<unknown> }
    | { answers: 'item'; run: (id: number, scope: StoreScope) => Promise<z.output<Item>> };
}

const tenant = { auth: 'merchant', tenant: 'store_id' } as const;

/** Declares the routes of a `StoreScopedRouteSet`, so every such set takes its store the same way. */
export function storeScopedRoutes<
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType = z.ZodNever,
  Created extends z.ZodType = Item,
>(app: ZodApp, set: StoreScopedRouteSet<Item, Create, Update, Created>): void {
  const admin = { tags: [set.tag], security: [{ bearer: [] }] };
  // The tenancy plugin has set the store id before any handler runs on these routes.
  const scope = (request: FastifyRequest): StoreScope => ({ storeId: request.storeId!, request });
  const id = (request: FastifyRequest) => (request.params as z.output<typeof idParams>).id;
  const byId = { ...admin, params: idParams, querystring: storeScopedQuery.partial() };
  // The type provider cannot work out reply types from schemas still generic here; the set's own
  // types hold each handler to its schema, and Fastify checks bodies and answers against them.
  const routes = app as unknown as FastifyInstance;

  const { list, create, read, update, remove } = set;
  if (list) {
    routes.get(
      set.path,
      {
        config: tenant,
        schema: { ...admin, querystring: storeScopedQuery, response: { 200: envelope(z.array(set.item)) } },
      },
      async (request) => ({ data: await list(scope(request)) }),
    );
  }

  if (create) {
    routes.post(
      set.path,
      {
        config: tenant,
        schema: { ...admin, body: create.body, response: { 201: envelope(create.created ?? set.item) } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await create.run(request.body as z.output<Create>, scope(request)) }),
    );
  }

  if (read) {
    routes.get(
      `${set.path}/:id`,
      {
        config: tenant,
        schema: { ...byId, querystring: storeScopedQuery, response: { 200: envelope(set.item) } },
      },
      async (request) => ({ data: await read(id(request), scope(request)) }),
    );
  }

  if (update) {
    routes.put(
      `${set.path}/:id`,
      { config: tenant, schema: { ...byId, body: update.body, response: { 200: envelope(set.item) } } },
      async (request) => ({
        data: await update.run(id(request), request.body as z.output<Update>, scope(request)),
      }),
    );
  }

  if (remove) {
    routes.delete(
      `${set.path}/:id`,
      {
        config: tenant,
        schema: {
          ...byId,
          body: deleteRequest,
          response: { 200: remove.answers === 'item' ? envelope(set.item) : okResponse },
        },
      },
      async (request) => {
        const removed = await remove.run(id(request), scope(request));
        return remove.answers === 'item' ? { data: removed } : { code: 'OK' as const };
      },
    );
  }
}
