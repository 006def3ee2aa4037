import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** An order counts as a sale once paid, and no longer once cancelled or refunded. */
const SOLD = 'paid' as const;

/** The day (UTC) of an ISO timestamp: the same text function on SQLite and PostgreSQL (decision 003). */
const dayOf = sql<string>`substr(paid_at, 1, 10)`;

/** Whether the store was ever paid for an order: the end of its setup checklist. */
export async function hasEverSold(db: Db, storeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('store_id', '=', storeId)
    .where('paid_at', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Revenue (cents incl. VAT) and number of sales per day paid in [from, to), days without sales left out. */
export async function salesPerDay(db: Db, storeId: number, from: string, to: string) {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      dayOf.as('date'),
      eb.fn.countAll<number | string>().as('orders'),
      eb.fn.sum<number | string>('total_incl_vat').as('revenue'),
    ])
    .where('store_id', '=', storeId)
    .where('status', '=', SOLD)
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .groupBy(dayOf)
    .execute();
  // PostgreSQL answers count and sum as text (bigint and numeric).
  return rows.map((row) => ({ date: row.date, orders: Number(row.orders), revenue: Number(row.revenue) }));
}

/** The products sold most (by revenue) in orders paid in [from, to). */
export async function topProducts(db: Db, storeId: number, from: string, to: string, limit: number) {
  const rows = await db
    .selectFrom('order_lines')
    .innerJoin('orders', (join) =>
      join
        .onRef('orders.id', '=', 'order_lines.order_id')
        .onRef('orders.store_id', '=', 'order_lines.store_id'),
    )
    .select((eb) => [
      'order_lines.product_id',
      eb.fn.max('order_lines.name').as('name'),
      eb.fn.sum<number | string>('order_lines.quantity').as('quantity'),
      eb.fn.sum<number | string>('order_lines.total_incl_vat').as('revenue'),
    ])
    .where('order_lines.store_id', '=', storeId)
    .where('orders.store_id', '=', storeId)
    .where('orders.status', '=', SOLD)
    .where('orders.paid_at', '>=', from)
    .where('orders.paid_at', '<', to)
    .groupBy('order_lines.product_id')
    .orderBy('revenue', 'desc')
    .orderBy('order_lines.product_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    product_id: row.product_id,
    name: row.name,
    quantity: Number(row.quantity),
    revenue: Number(row.revenue),
  }));
}

/** The store's latest orders, whatever their status. */
export function recentOrders(db: Db, storeId: number, limit: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'number', 'status', 'customer_name', 'total_incl_vat', 'created_at'])
    .where('store_id', '=', storeId)
    .orderBy('created_at', 'desc')
    .orderBy('number', 'desc')
    .limit(limit)
    .execute();
}

/** Every order of the store for a spreadsheet, oldest first. */
export function ordersForExport(db: Db, storeId: number) {
  return db
    .selectFrom('orders')
    .select([
      'number',
      'created_at',
      'paid_at',
      'status',
      'email',
      'customer_name',
      'customer_details',
      'total_excl_vat',
      'total_vat',
      'total_incl_vat',
      'test_mode',
    ])
    .where('store_id', '=', storeId)
    .orderBy('number')
    .execute();
}
