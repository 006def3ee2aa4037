import { z } from 'zod';
import { deleteRequest, storeScopedQuery } from '../catalog.js';
import { envelope, idParams, okResponse } from '../common.js';
import type { RouteDocs, RouteShape } from './route.js';

/**
 * A merchant's set of rows of one store (apps/api's `storeScopedRoutes`): `path` lists (GET, `store_id`
 * in the query) and creates (POST, `store_id` in the body); `path/:id` reads (GET), updates (PUT) and
 * deletes (DELETE), `store_id` in the query or the body. A set has the operations it names.
 */
export type StoreScopedOperation = 'list' | 'create' | 'read' | 'update' | 'remove';

export function storeScopedAddresses<
  const Path extends `/v1/admin/${string}`,
  const Operation extends StoreScopedOperation,
>(path: Path, operations: readonly Operation[]) {
  const byId = `${path}/:id` as const;
  const all = {
    list: { method: 'GET', path, auth: 'merchant' },
    create: { method: 'POST', path, auth: 'merchant' },
    read: { method: 'GET', path: byId, auth: 'merchant' },
    update: { method: 'PUT', path: byId, auth: 'merchant' },
    remove: { method: 'DELETE', path: byId, auth: 'merchant' },
  } as const;
  return Object.fromEntries(operations.map((operation) => [operation, all[operation]])) as Pick<
    typeof all,
    Operation
  >;
}

interface SetParts<Item, Create, Created, Update> {
  item: Item;
  /** The body a create takes; what it answers is `created` when that is not the item (a new token shows its secret once). */
  create?: Create;
  created?: Created;
  update?: Update;
  /** A delete answers `{ code: 'OK' }`, or the row as it is afterwards when `'item'` (a revoked token). */
  removes?: 'ok' | 'item';
}

const byId = { params: idParams, query: storeScopedQuery.partial() };

/**
 * The shapes of a set's operations, from its item and the bodies it takes; a set has the operations
 * its `docs` describe, each with its own summary and description for the API docs.
 */
export function storeScopedShapes<
  Item extends z.ZodType,
  const Operation extends StoreScopedOperation,
  Create extends z.ZodType = z.ZodNever,
  Created extends z.ZodType = Item,
  Update extends z.ZodType = z.ZodNever,
  Removes extends 'ok' | 'item' = 'ok',
>(
  tag: string,
  parts: SetParts<Item, Create, Created, Update> & { removes?: Removes },
  docs: Record<Operation, RouteDocs>,
) {
  const tags = [tag];
  const created = (parts.created ?? parts.item) as Created;
  const all = {
    list: { tags, query: storeScopedQuery, answer: { 200: envelope(z.array(parts.item)) } },
    create: { tags, body: parts.create as Create, answer: { 201: envelope(created) } },
    read: { tags, params: idParams, query: storeScopedQuery, answer: { 200: envelope(parts.item) } },
    update: { tags, ...byId, body: parts.update as Update, answer: { 200: envelope(parts.item) } },
    remove: {
      tags,
      ...byId,
      body: deleteRequest,
      answer: {
        200: (parts.removes === 'item' ? envelope(parts.item) : okResponse) as Removes extends 'item'
          ? ReturnType<typeof envelope<Item>>
          : typeof okResponse,
      },
    },
  } satisfies Record<StoreScopedOperation, Omit<RouteShape, keyof RouteDocs>>;
  return Object.fromEntries(
    Object.entries<RouteDocs>(docs).map(([operation, described]) => [
      operation,
      { ...all[operation as Operation], ...described },
    ]),
  ) as { [Op in Operation]: (typeof all)[Op] & RouteDocs };
}
