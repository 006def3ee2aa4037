import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { countRows } from '../../db/count-rows.js';
import { customerKey } from '../orders/index.js';

/**
 * The store's orders grouped by buyer in the order of their address key, from the customer index
 * (migration 055): a page reads the orders of its buyers and of those before it, not the rest, and a
 * search for the start of an address is a range of that index.
 */
function customerGroups(db: Db, storeId: number, search: string | undefined) {
  const key = customerKey(db);
  let query = db.selectFrom('orders').where('store_id', '=', storeId);
  if (search) {
    query = query.where(key, '>=', search).where(key, '<', `${search}\u{10FFFF}`);
  }
  return { query: query.groupBy(key), key };
}

/** A page of the store's buyers, by address key: their orders, what they paid, their latest order. */
export async function listCustomers(
  db: Db,
  storeId: number,
  filter: { search?: string; page: number; perPage: number },
) {
  const { query, key } = customerGroups(db, storeId, filter.search);
  const rows = await query
    .select((eb) => [
      key.as('customer'),
      eb.fn.max('email').as('email'),
      eb.fn.max('customer_name').as('name'),
      eb.fn.countAll<number | string>().as('orders'),
      eb.fn
        .sum<number | string>(sql`case when status = 'paid' then total_incl_vat else 0 end`)
        .as('total_spent'),
      eb.fn.max('created_at').as('last_order_at'),
    ])
    .orderBy(key)
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage)
    .execute();
  // PostgreSQL answers a count and a sum of bigints as text.
  return rows.map((row) => ({
    customer: row.customer,
    email: row.email,
    name: row.name,
    orders: Number(row.orders),
    total_spent: Number(row.total_spent),
    last_order_at: row.last_order_at,
  }));
}

/** How many buyers the store has (or the search finds), counted up to `cap + 1`. */
export async function countCustomers(db: Db, storeId: number, search: string | undefined, cap: number) {
  const { query, key } = customerGroups(db, storeId, search);
  return countRows(
    db.selectFrom(
      query
        .select(key.as('customer'))
        .limit(cap + 1)
        .as('c'),
    ),
  );
}
