import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/*
 * The dashboard reads totals per store and UTC day of payment, which triggers keep as orders are paid,
 * refunded or deleted (migration 049, decision 058): a sale is an order whose status is `paid`, its
 * revenue the order's total incl. VAT. Days are `YYYY-MM-DD`, a period [from, to).
 */

/** Whether the store was ever paid for an order: the end of its setup checklist. */
export async function hasEverSold(db: Db, storeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('sales_days')
    .select('day')
    .where('store_id', '=', storeId)
    .where('paid', '>', 0)
    // In the key's order: PostgreSQL's planner, seeing every row of sales_days belong to the one store,
    // otherwise reads the whole table for the first paid day (3.2 ms on two years, 0.04 ms by the key).
    .orderBy('day')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Revenue (cents incl. VAT) and number of sales per day paid in [from, to), days without sales left out. */
export async function salesPerDay(db: Db, storeId: number, from: string, to: string) {
  const rows = await db
    .selectFrom('sales_days')
    .select(['day', 'orders', 'revenue'])
    .where('store_id', '=', storeId)
    .where('day', '>=', from)
    .where('day', '<', to)
    .where('orders', '>', 0)
    .execute();
  // PostgreSQL answers a bigint as text.
  return rows.map((row) => ({ date: row.day, orders: row.orders, revenue: Number(row.revenue) }));
}

/** Lines of products since deleted are totalled under product 0 (migration 049), answered as none. */
const productOf = sql<number | null>`nullif(product_id, 0)`;

/** The products sold most (by revenue) in orders paid in [from, to). */
export async function topProducts(db: Db, storeId: number, from: string, to: string, limit: number) {
  const rows = await db
    .selectFrom('product_sales_days')
    .select((eb) => [
      productOf.as('product_id'),
      eb.fn.max('name').as('name'),
      eb.fn.sum<number | string>('quantity').as('quantity'),
      eb.fn.sum<number | string>('revenue').as('revenue'),
    ])
    .where('store_id', '=', storeId)
    .where('day', '>=', from)
    .where('day', '<', to)
    .where('lines', '>', 0)
    .groupBy('product_id')
    .orderBy('revenue', 'desc')
    .orderBy(productOf)
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

/** The lines of a batch of the store's orders, as "2 × Guide", in each order's own order. */
export async function linesOfOrders(db: Db, storeId: number, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_lines')
    .select(['order_id', 'name', 'quantity'])
    .where('store_id', '=', storeId)
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();
}

/** The invoice numbers of a batch of the store's orders (an order has one invoice at most). */
export async function invoiceNumbersOfOrders(db: Db, storeId: number, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('invoices')
    .select(['order_id', 'number'])
    .where('store_id', '=', storeId)
    .where('order_id', 'in', orderIds)
    .where('kind', '=', 'invoice')
    .execute();
}
