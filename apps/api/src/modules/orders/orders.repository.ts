import type { Insertable } from 'kysely';
import type { OrderStatus } from '@platform/contract';
import type { Db } from '../../db/database.js';
import { countRows } from '../../db/count-rows.js';
import { storeSearch } from '../../db/search.js';
import type { OrderLinesTable, OrdersTable } from '../../db/schema.js';

export async function findOrder(db: Db, storeId: number, orderId: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('id', '=', orderId)
    .executeTakeFirst();
}

export async function findOrderByCart(db: Db, storeId: number, cartId: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('cart_id', '=', cartId)
    .executeTakeFirst();
}

export async function insertOrder(db: Db, order: Insertable<OrdersTable>) {
  await db.insertInto('orders').values(order).execute();
}

export async function insertOrderLines(db: Db, lines: Insertable<OrderLinesTable>[]) {
  if (lines.length > 0) await db.insertInto('order_lines').values(lines).execute();
}

export async function listOrderLines(db: Db, storeId: number, orderId: string) {
  return db
    .selectFrom('order_lines')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

/** Moves an order from one of the given statuses to another; false when it was not in one of them. */
export async function transitionOrder(
  db: Db,
  storeId: number,
  orderId: string,
  from: readonly OrderStatus[],
  to: OrderStatus,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: to, updated_at: now, ...(to === 'paid' ? { paid_at: now } : {}) })
    .where('store_id', '=', storeId)
    .where('id', '=', orderId)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertOrderEvent(
  db: Db,
  event: {
    store_id: number;
    order_id: string;
    type: string;
    actor: string;
    data?: object;
    created_at: string;
  },
) {
  await db
    .insertInto('order_events')
    .values({ ...event, data: JSON.stringify(event.data ?? {}) })
    .execute();
}

export async function listOrderEvents(db: Db, storeId: number, orderId: string) {
  return db
    .selectFrom('order_events')
    .select(['type', 'actor', 'data', 'created_at'])
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export interface OrderFilter {
  search?: string;
  status?: OrderStatus;
  page: number;
  perPage: number;
}

/**
 * A page of the store's orders, newest first, with their total: kept per status by the database
 * (order_counts), so only a search counts rows.
 */
export async function listOrders(db: Db, storeId: number, filter: OrderFilter) {
  let query = db.selectFrom('orders');
  if (filter.status) query = query.where('status', '=', filter.status);
  const search = filter.search ? storeSearch(db, 'orders', storeId, filter.search) : null;
  const total = search
    ? await countRows(query.where(search.matching))
    : await countOrders(db, storeId, filter.status);
  const rows = await query
    .where((eb) => search?.forPage(total) ?? eb('store_id', '=', storeId))
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage)
    .execute();
  return { rows, total };
}

async function countOrders(db: Db, storeId: number, status: OrderStatus | undefined): Promise<number> {
  let query = db
    .selectFrom('order_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), eb.lit(0)).as('total'))
    .where('store_id', '=', storeId);
  if (status) query = query.where('status', '=', status);
  return Number((await query.executeTakeFirstOrThrow()).total);
}

/** The stores, across all of them, with an order in one of `statuses` placed before `before`. */
export async function storesWithOrdersBefore(
  db: Db,
  statuses: readonly OrderStatus[],
  before: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('store_id')
    .distinct()
    .where('status', 'in', statuses)
    .where('created_at', '<', before)
    .execute();
  return rows.map((row) => row.store_id);
}

/** The store's orders in one of `statuses` placed before `before`, oldest first. */
export async function listOrdersBefore(
  db: Db,
  storeId: number,
  statuses: readonly OrderStatus[],
  before: string,
  limit: number,
) {
  return db
    .selectFrom('orders')
    .select(['id', 'store_id'])
    .where('store_id', '=', storeId)
    .where('status', 'in', statuses)
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}
