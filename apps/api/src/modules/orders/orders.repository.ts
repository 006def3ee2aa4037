import {
  sql,
  type Expression,
  type Insertable,
  type QueryCreator,
  type Selectable,
  type SelectQueryBuilder,
} from 'kysely';
import {
  FIRST_ORDER_NUMBER,
  parseOrderNumber,
  type OrderEventType,
  type OrderStatus,
} from '@platform/contract';
import type { Db } from '../../db/database.js';
import { countRows } from '../../db/count-rows.js';
import { onSqlite } from '../../db/on-sqlite.js';
import {
  orderSearchWords,
  SEARCH_WORD_LENGTH,
  termWords,
  type SearchableOrder,
} from '../../db/order-search-words.js';
import type { Database, OrderLinesTable, OrdersTable } from '../../db/schema.js';

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

/** Counts the store's order number on: the first number, or one past the last, locking the counter. */
function countOrderNumberOn(db: QueryCreator<Database>, storeId: number) {
  return db
    .insertInto('order_number_counters')
    .values({ store_id: storeId, last_number: FIRST_ORDER_NUMBER })
    .onConflict((conflict) =>
      conflict
        .column('store_id')
        .doUpdateSet((eb) => ({ last_number: eb('order_number_counters.last_number', '+', 1) })),
    )
    .returning('last_number');
}

/**
 * The store's next order number, counted on in the caller's transaction. The counter's row stays locked
 * until that transaction ends, so concurrent orders of one store take their numbers one after another,
 * and an order that rolls back gives its number back to the next: no gaps, no duplicates.
 */
export async function takeOrderNumber(db: Db, storeId: number): Promise<number> {
  const row = await countOrderNumberOn(db, storeId).executeTakeFirstOrThrow();
  return row.last_number;
}

/**
 * The order with its number, and a search text that starts with it as people read it: "#1001 …". A
 * number known here goes in as text: SQLite binds a JavaScript number as a real, which reads "1001.0".
 */
function numbered(order: Omit<Insertable<OrdersTable>, 'number'>, number: Expression<number> | number) {
  const digits = typeof number === 'number' ? String(number) : number;
  // '#' as formatOrderNumber writes it; the order number search test reads it back.
  return { ...order, number, search_text: sql<string>`'#' || ${digits} || ' ' || ${order.search_text}` };
}

/**
 * Inserts the order with the store's next number (`takeOrderNumber`) and answers its row as stored, so
 * that no read has to follow. The counter stays locked from here until the caller's transaction ends,
 * and the store's other orders wait that long: the caller makes this its last statement. On PostgreSQL
 * the insert counts the number on itself, in one statement, which leaves the lock one round trip
 * sooner (issue 17); SQLite, which writes one transaction at a time anyway, takes it apart.
 */
export async function insertNumberedOrder(db: Db, order: Omit<Insertable<OrdersTable>, 'number'>) {
  if (onSqlite(db)) {
    const number = await takeOrderNumber(db, order.store_id);
    return db.insertInto('orders').values(numbered(order, number)).returningAll().executeTakeFirstOrThrow();
  }
  return db
    .with('taken', (creator) => countOrderNumberOn(creator, order.store_id))
    .insertInto('orders')
    .values(numbered(order, sql<number>`(select last_number from taken)`))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Lets the caller's transaction write an order's lines and events before the order: their references
 * to it are checked at the commit. On PostgreSQL those references are deferred for good (migration
 * 038); SQLite defers every reference until the transaction ends, with a setting that ends with it.
 */
export async function deferOrderReferences(db: Db): Promise<void> {
  if (onSqlite(db)) await sql`pragma defer_foreign_keys = on`.execute(db);
}

/** Writes the words the admin's search finds the order by (decision 057). */
export async function insertOrderSearchWords(db: Db, order: SearchableOrder & { store_id: number }) {
  await db
    .insertInto('order_search_words')
    .values(orderSearchWords(order).map((word) => ({ store_id: order.store_id, word, order_id: order.id })))
    .execute();
}

/** Inserts the lines and answers their rows as stored, in their order (RETURNING promises none). */
export async function insertOrderLines(db: Db, lines: Insertable<OrderLinesTable>[]) {
  if (lines.length === 0) return [];
  const rows = await db.insertInto('order_lines').values(lines).returningAll().execute();
  return rows.sort((a, b) => a.position - b.position);
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

/** The lines of several orders of the store, in each order's own sequence. */
export async function listLinesOfOrders(db: Db, storeId: number, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_lines')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();
}

/** A page of the paid orders an address placed in the store, newest first, with how many there are. */
export async function listPaidOrdersOf(
  db: Db,
  storeId: number,
  email: string,
  page: { page: number; perPage: number },
) {
  const query = db
    .selectFrom('orders')
    .where('store_id', '=', storeId)
    .where('email', '=', email)
    .where('status', '=', 'paid');
  const total = await countRows(query);
  const rows = await query
    .selectAll()
    .orderBy('paid_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage)
    .execute();
  return { rows, total };
}

/** Whether the address has a paid order in the store. */
export async function hasPaidOrder(db: Db, storeId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('store_id', '=', storeId)
    .where('email', '=', email)
    .where('status', '=', 'paid')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
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
    type: OrderEventType;
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

/** Which orders: a search, a status, the UTC days placed (`from` to `to`, both included), one buyer. */
export interface OrderSelection {
  search?: string;
  status?: OrderStatus;
  from?: string;
  to?: string;
  /** A buyer's address key (`email_key`). */
  customer?: string;
}

export interface OrderFilter extends OrderSelection {
  page: number;
  perPage: number;
}

/** The day after a `YYYY-MM-DD` day: the end, not included, of a range that includes `day`. */
function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * An order's address key as the customer index holds it (migration 055): compared as bytes, which
 * PostgreSQL does only when told, so that the index serves an equality and a range.
 */
export function customerKey(db: Db) {
  return onSqlite(db) ? sql<string>`email_key` : sql<string>`email_key collate "C"`;
}

/** Narrows a query on orders by status, the days they were placed, and buyer. */
function narrowed<O>(db: Db, query: SelectQueryBuilder<Database, 'orders', O>, filter: OrderSelection) {
  let narrow = query;
  if (filter.status) narrow = narrow.where('status', '=', filter.status);
  // Timestamps are ISO text in UTC (decision 003): a day's orders sort from "YYYY-MM-DD" on.
  if (filter.from) narrow = narrow.where('created_at', '>=', filter.from);
  if (filter.to) narrow = narrow.where('created_at', '<', dayAfter(filter.to));
  if (filter.customer) narrow = narrow.where(customerKey(db), '=', filter.customer);
  return narrow;
}

/** Whether anything but the status narrows the orders: then no kept count serves the total. */
const narrowsBeyondStatus = (filter: OrderSelection) => Boolean(filter.from || filter.to || filter.customer);

/** A search counts its matches up to this many; with more, the admin shows "1,000+" (decision 057). */
export const SEARCH_COUNT_CAP = 1000;
/** Word rows a search reads at most to find its matches: SEARCH_COUNT_CAP orders at ten words each. */
const WORD_ROWS_READ = SEARCH_COUNT_CAP * 10;

/** A page of orders and how many there are; `capped` when there are more than `total`. */
export interface OrderPage {
  rows: Selectable<OrdersTable>[];
  total: number;
  capped: boolean;
}

/**
 * A page of the store's orders, newest first, with their total: kept per status by the database
 * (order_counts). A search is `searchOrders`.
 */
export async function listOrders(db: Db, storeId: number, filter: OrderFilter): Promise<OrderPage> {
  if (filter.search) return searchOrders(db, storeId, { ...filter, search: filter.search });
  const query = narrowed(db, db.selectFrom('orders').where('store_id', '=', storeId), filter);
  const rows = await newestFirst(query.selectAll(), filter).execute();
  if (!narrowsBeyondStatus(filter)) {
    return { rows, total: await countOrders(db, storeId, filter.status), capped: false };
  }
  // Days or a buyer: counted up to the cap, as a search's matches are (decision 057).
  const total = await countRows(
    db.selectFrom(
      query
        .select('id')
        .limit(SEARCH_COUNT_CAP + 1)
        .as('n'),
    ),
  );
  return { rows, total: Math.min(total, SEARCH_COUNT_CAP), capped: total > SEARCH_COUNT_CAP };
}

/**
 * The orders a search term can find: the orders with a search word starting with the term's longest
 * word (an index range, decision 057), and the order the term numbers; null when the term has no word.
 */
function searchCandidates(db: Db, storeId: number, search: string) {
  const words = termWords(search);
  if (words.length === 0) return null;
  const number = parseOrderNumber(search);
  const numberOnly = number !== null && search.trim().startsWith('#');
  const driver = [
    ...words.reduce((longest, word) => ([...word].length > [...longest].length ? word : longest)),
  ]
    .slice(0, SEARCH_WORD_LENGTH)
    .join('');
  const byWord = db
    .selectFrom('order_search_words')
    .select('order_id')
    .where('store_id', '=', storeId)
    .where('word', '>=', driver)
    .where('word', '<', `${driver}\u{10FFFF}`);
  const byNumber = db
    .selectFrom('orders')
    .select('id as order_id')
    .where('store_id', '=', storeId)
    .where('number', '=', number ?? 0);
  const candidates = numberOnly ? byNumber : number === null ? byWord : byWord.union(byNumber);
  return { words, number, numberOnly, byWord, candidates };
}

/**
 * A batch of the store's orders as the admin's list selects them (search, status, days, buyer), by
 * number from `after` on: an export reads them batch by batch, each an index range, so its cost is
 * its orders' and the memory one batch's, however long the store's history.
 */
export async function selectedOrdersAfter(
  db: Db,
  storeId: number,
  selection: OrderSelection,
  after: number,
  limit: number,
) {
  let query = narrowed(db, db.selectFrom('orders').where('store_id', '=', storeId), selection);
  if (selection.search) {
    const search = searchCandidates(db, storeId, selection.search);
    if (!search) return [];
    for (const word of search.words) {
      query = query.where(sql<boolean>`search_text like ${contains(word)} escape '\\'`);
    }
    query = query.where('id', 'in', search.candidates);
  }
  return query.selectAll().where('number', '>', after).orderBy('number').limit(limit).execute();
}

function newestFirst<O>(query: SelectQueryBuilder<Database, 'orders', O>, page: OrderFilter) {
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
}

/**
 * The store's orders a term finds (decision 057), newest first. Each word of the term must be in the
 * order's search text; the longest must start one of the order's search words, which an index finds
 * without reading the store's other orders. A term that is an order number also finds that order,
 * first; written "#1001", only that order. Up to SEARCH_COUNT_CAP matches are counted and sorted; with
 * more, the page is walked newest first over the store's orders, which finds one soon when matches are
 * that many, and the total says "more than SEARCH_COUNT_CAP".
 */
async function searchOrders(
  db: Db,
  storeId: number,
  filter: OrderFilter & { search: string },
): Promise<OrderPage> {
  const search = searchCandidates(db, storeId, filter.search);
  if (!search) return { rows: [], total: 0, capped: false };
  const { words, number, numberOnly, byWord, candidates } = search;
  let query = narrowed(db, db.selectFrom('orders'), filter);
  for (const word of words) query = query.where(sql<boolean>`search_text like ${contains(word)} escape '\\'`);

  const wordRows = numberOnly ? 0 : await countRows(db.selectFrom(byWord.limit(WORD_ROWS_READ + 1).as('w')));
  if (wordRows <= WORD_ROWS_READ) {
    // SQLite would otherwise walk the store's orders and test each against the candidates.
    const matched = query
      .where(onSqlite(db) ? sql<number>`+orders.store_id` : sql<number>`orders.store_id`, '=', storeId)
      .where('id', 'in', candidates);
    const total = await countRows(
      db.selectFrom(
        matched
          .select('id')
          .limit(SEARCH_COUNT_CAP + 1)
          .as('m'),
      ),
    );
    if (total <= SEARCH_COUNT_CAP) {
      const rows = await newestFirst(
        matched
          .selectAll()
          .$if(number !== null, (ordered) => ordered.orderBy(sql`number = ${number}`, 'desc')),
        filter,
      ).execute();
      return { rows, total, capped: false };
    }
  }
  const rows = await newestFirst(query.where('store_id', '=', storeId).selectAll(), filter).execute();
  return { rows, total: SEARCH_COUNT_CAP, capped: true };
}

/** A LIKE pattern for text that contains `word`, its wildcards escaped: "50%" finds "50%" and not all. */
function contains(word: string) {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

async function countOrders(db: Db, storeId: number, status: OrderStatus | undefined): Promise<number> {
  let query = db
    .selectFrom('order_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), eb.lit(0)).as('total'))
    .where('store_id', '=', storeId);
  if (status) query = query.where('status', '=', status);
  return Number((await query.executeTakeFirstOrThrow()).total);
}

/**
 * The orders a periodic job looks at: in one of `statuses`, placed before `before`; with `unreminded`,
 * only those that had no reminder yet.
 */
export interface OrderSweep {
  statuses: readonly OrderStatus[];
  before: string;
  unreminded?: boolean;
}

function sweptOrders(db: Db, sweep: OrderSweep) {
  // A renewal is its subscription's to retry and to end (decision 079): no reminder, no expiry.
  const query = db
    .selectFrom('orders')
    .where('status', 'in', sweep.statuses)
    .where('created_at', '<', sweep.before)
    .where('subscription_id', 'is', null);
  return sweep.unreminded ? query.where('reminded_at', 'is', null) : query;
}

/** The stores, across all of them, with an order the sweep looks at. */
export async function storesWithOrdersBefore(db: Db, sweep: OrderSweep): Promise<number[]> {
  const rows = await sweptOrders(db, sweep).select('store_id').distinct().execute();
  return rows.map((row) => row.store_id);
}

/** The store's orders the sweep looks at, oldest first. */
export async function listOrdersBefore(db: Db, storeId: number, sweep: OrderSweep, limit: number) {
  return sweptOrders(db, sweep)
    .select(['id', 'store_id'])
    .where('store_id', '=', storeId)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Marks the order reminded if it still is unpaid and was not yet: true for the one caller that did. */
export async function markOrderReminded(
  db: Db,
  storeId: number,
  orderId: string,
  statuses: readonly OrderStatus[],
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ reminded_at: now })
    .where('store_id', '=', storeId)
    .where('id', '=', orderId)
    .where('status', 'in', statuses)
    .where('reminded_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The order that renews the subscription for its `period`-th period, if it was placed (decision 079). */
export async function findRenewalOrder(db: Db, storeId: number, subscriptionId: number, period: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('subscription_id', '=', subscriptionId)
    .where('subscription_period', '=', period)
    .executeTakeFirst();
}
