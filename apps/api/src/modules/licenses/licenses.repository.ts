import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { LicenseKeyStatus } from '@platform/contract';
import type { Db } from '../../db/database.js';
import type { Dialect } from '../../db/dialect.js';
import type { Database, LicenseKeysTable } from '../../db/schema.js';

/**
 * A licence key item of the store that is still sold, with what it needs to hand out keys. The terms
 * a key is sold with come from the order's copy of the item, not from here (decision 039).
 */
export async function findLicenseItem(db: Db, storeId: number, itemId: number) {
  return db
    .selectFrom('product_items')
    .innerJoin('products', 'products.id', 'product_items.product_id')
    .select([
      'product_items.id',
      'product_items.product_id',
      'product_items.name',
      'product_items.license_source',
      'product_items.license_prefix',
      'product_items.license_pattern',
      'product_items.low_stock_threshold',
      'products.name as product_name',
    ])
    .where('product_items.store_id', '=', storeId)
    .where('product_items.id', '=', itemId)
    .where('product_items.product_type', '=', 'license_key')
    .where('product_items.archived_at', 'is', null)
    .where('products.store_id', '=', storeId)
    .executeTakeFirst();
}

/** The first key of the advisory locks on a licence item's pool (the second is the item's id). */
const POOL_LOCK_CLASS = 39;

/**
 * Serialises the work that must not miss keys on one item's pool until the transaction ends: an
 * upload, and an order that came up short, wait for each other, so no key added meanwhile is missed
 * by an order left waiting. An advisory lock, not the item's row: a paying order holds that row
 * shared (its goods are copied from it), and two of them asking to upgrade would deadlock. SQLite has
 * one writer at a time, which does the same.
 */
export async function lockLicenseItem(db: Db, dialect: Dialect, itemId: number) {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(${POOL_LOCK_CLASS}, ${itemId})`.execute(db);
}

/** What a key is handed out with: its holder, the moment, and the terms it was sold with. */
export interface KeyHandOut {
  order_id: string;
  order_item_id: number;
  now: string;
  expires_at: string | null;
  activation_limit: number | null;
}

/** A handed-out key's columns: its terms are written with it, and the moment they were. */
const handedOut = (to: KeyHandOut) => ({
  order_id: to.order_id,
  order_item_id: to.order_item_id,
  assigned_at: to.now,
  expires_at: to.expires_at,
  activation_limit: to.activation_limit,
  terms_recorded_at: to.now,
});

/**
 * Hands up to `count` keys of the item's pool to an order's item and answers them. On PostgreSQL the
 * rows are first locked with `FOR UPDATE SKIP LOCKED`, so concurrent orders each take other keys
 * without waiting for one another, and then updated by their ids: two statements, because an
 * `IN (… LIMIT … SKIP LOCKED)` subquery inside the UPDATE is rescanned per row by a semi-join and
 * takes the whole pool. On SQLite the one writer does the same.
 */
export async function claimPoolKeys(
  db: Db,
  dialect: Dialect,
  storeId: number,
  itemId: number,
  count: number,
  to: KeyHandOut,
): Promise<string[]> {
  if (count <= 0) return [];
  const pick = db
    .selectFrom('license_keys')
    .select('id')
    .where('store_id', '=', storeId)
    .where('product_item_id', '=', itemId)
    .where('status', '=', 'available')
    .orderBy('id')
    .limit(count);
  const picked = await (dialect === 'postgres' ? pick.forUpdate().skipLocked() : pick).execute();
  if (picked.length === 0) return [];
  const rows = await db
    .updateTable('license_keys')
    .set({ status: 'assigned', ...handedOut(to) })
    .where('store_id', '=', storeId)
    .where(
      'id',
      'in',
      picked.map((row) => row.id),
    )
    .where('status', '=', 'available')
    .returning('key')
    .execute();
  return rows.map((row) => row.key);
}

/** Writes a generated key; false when the store already has that key (the caller draws another). */
export async function insertKeyIfNew(
  db: Db,
  key: { store_id: number; product_item_id: number; key: string },
  to: KeyHandOut,
): Promise<boolean> {
  const inserted = await db
    .insertInto('license_keys')
    .values({ ...key, status: 'assigned', created_at: to.now, ...handedOut(to) })
    .onConflict((conflict) => conflict.columns(['store_id', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Of the given keys, those the store has already. */
export async function existingKeys(db: Db, storeId: number, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  // In slices: a bound parameter list has limits (SQLite's is 32,766).
  for (let start = 0; start < keys.length; start += 500) {
    const rows = await db
      .selectFrom('license_keys')
      .select('key')
      .where('store_id', '=', storeId)
      .where('key', 'in', keys.slice(start, start + 500))
      .execute();
    for (const row of rows) found.add(row.key);
  }
  return found;
}

export async function insertPoolKeys(db: Db, rows: Insertable<LicenseKeysTable>[]) {
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('license_keys')
      .values(rows.slice(start, start + 500))
      .execute();
  }
}

/** How many keys an order's item copy holds, as a subquery on `order_items`. */
function heldKeys(eb: ExpressionBuilder<Database, 'order_items'>, storeId: number) {
  return eb
    .selectFrom('license_keys')
    .select((count) => count.fn.countAll<number>().as('n'))
    .where('license_keys.store_id', '=', storeId)
    .whereRef('license_keys.order_item_id', '=', 'order_items.id');
}

/** How many activations a key has, as a subquery on `license_keys`. */
function activationCount(eb: ExpressionBuilder<Database, 'license_keys'>, storeId: number) {
  return eb
    .selectFrom('license_activations')
    .select((count) => count.fn.countAll<number>().as('n'))
    .where('license_activations.store_id', '=', storeId)
    .whereRef('license_activations.license_key_id', '=', 'license_keys.id');
}

/** The store's order item copies with how many keys each should hold and holds; callers narrow them. */
function copiesWithKeys(db: Db, storeId: number) {
  return db
    .selectFrom('order_items')
    .select((eb) => [
      'order_items.id',
      'order_items.order_id',
      'order_items.product_item_id',
      'order_items.license_keys_wanted',
      'order_items.activation_limit',
      'order_items.license_valid_days',
      heldKeys(eb, storeId).as('held'),
    ])
    .where('order_items.store_id', '=', storeId);
}

/** The order's copies of licence key items, with how many keys each holds and should hold. */
export async function licenseItemsOfOrder(db: Db, storeId: number, orderId: string) {
  return copiesWithKeys(db, storeId)
    .where('order_items.order_id', '=', orderId)
    .where('order_items.product_type', '=', 'license_key')
    .orderBy('order_items.position')
    .execute();
}

/** Paid orders' copies of the item that hold fewer keys than they should, the oldest first. */
export async function waitingOrderItems(db: Db, storeId: number, itemId: number) {
  return copiesWithKeys(db, storeId)
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .where('order_items.product_item_id', '=', itemId)
    .where('orders.store_id', '=', storeId)
    .where('orders.status', '=', 'paid')
    .where((eb) => eb('order_items.license_keys_wanted', '>', heldKeys(eb, storeId)))
    .orderBy('order_items.id')
    .execute();
}

/** A pool's counts: keys left, keys handed out, and keys paid orders still wait for. */
export async function poolCounts(db: Db, storeId: number, itemId: number) {
  const byStatus = await db
    .selectFrom('license_keys')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('store_id', '=', storeId)
    .where('product_item_id', '=', itemId)
    .groupBy('status')
    .execute();
  const count = (status: LicenseKeyStatus) => Number(byStatus.find((row) => row.status === status)?.n ?? 0);
  const waiting = await waitingOrderItems(db, storeId, itemId);
  return {
    available: count('available'),
    assigned: count('assigned') + count('disabled'),
    waiting: waiting.reduce((sum, row) => sum + (row.license_keys_wanted ?? 0) - Number(row.held), 0),
  };
}

/** The keys of an item joined to the orders that hold them, as the merchant's list reads them. */
function keysWithHolders(db: Db, storeId: number, itemId: number) {
  return db
    .selectFrom('license_keys')
    .leftJoin('orders', (join) =>
      join.onRef('orders.id', '=', 'license_keys.order_id').on('orders.store_id', '=', storeId),
    )
    .where('license_keys.store_id', '=', storeId)
    .where('license_keys.product_item_id', '=', itemId);
}

/** What the merchant's list shows of a key: its text, state, holder and activations. */
function adminKeyColumns(eb: ExpressionBuilder<Database, 'license_keys' | 'orders'>, storeId: number) {
  return [
    'license_keys.id',
    'license_keys.key',
    'license_keys.status',
    'license_keys.order_id',
    'license_keys.assigned_at',
    'license_keys.expires_at',
    'license_keys.disabled_at',
    'orders.number as order_number',
    'orders.email',
    activationCount(eb as unknown as ExpressionBuilder<Database, 'license_keys'>, storeId).as('activations'),
  ] as const;
}

/** One key of the item as the merchant's list shows it, or undefined. */
export async function findItemKey(db: Db, storeId: number, itemId: number, keyId: number) {
  return keysWithHolders(db, storeId, itemId)
    .select((eb) => adminKeyColumns(eb, storeId))
    .where('license_keys.id', '=', keyId)
    .executeTakeFirst();
}

/** A page of the item's keys, with who holds each. */
export async function listItemKeys(
  db: Db,
  storeId: number,
  itemId: number,
  filter: { status?: LicenseKeyStatus; search?: string; page: number; perPage: number },
) {
  let query = keysWithHolders(db, storeId, itemId);
  if (filter.status) query = query.where('license_keys.status', '=', filter.status);
  if (filter.search) {
    const like = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['license_keys.key']), 'like', sql<string>`${like} escape '\\'`),
        eb('orders.email', 'like', sql<string>`${like} escape '\\'`),
      ]),
    );
  }
  const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select((eb) => adminKeyColumns(eb, storeId))
    // Handed-out keys first, the latest on top; then the pool in the order it is handed out.
    .orderBy(sql`case when license_keys.status = 'available' then 1 else 0 end`)
    .orderBy('license_keys.assigned_at', 'desc')
    .orderBy('license_keys.id')
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage)
    .execute();
  return { total: Number(total.n), rows };
}

/** The keys an order holds, by its item copies. */
export async function keysOfOrder(db: Db, storeId: number, orderId: string) {
  return db
    .selectFrom('license_keys')
    .select(['order_item_id', 'key', 'status', 'expires_at'])
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .orderBy('assigned_at')
    .orderBy('id')
    .execute();
}

/** The keys an order holds with the item they came with, for the merchant's view of the order. */
export async function keysOfOrderWithItems(db: Db, storeId: number, orderId: string) {
  return db
    .selectFrom('license_keys')
    .leftJoin('order_items', (join) =>
      join
        .onRef('order_items.id', '=', 'license_keys.order_item_id')
        .on('order_items.store_id', '=', storeId),
    )
    .select(['license_keys.key', 'license_keys.status', 'order_items.product_name', 'order_items.name'])
    .where('license_keys.store_id', '=', storeId)
    .where('license_keys.order_id', '=', orderId)
    .orderBy('license_keys.assigned_at')
    .orderBy('license_keys.id')
    .execute();
}

/** A refunded or cancelled order's keys stop working. */
export async function disableKeysOfOrder(db: Db, storeId: number, orderId: string, now: string) {
  await db
    .updateTable('license_keys')
    .set({ status: 'disabled', disabled_at: now })
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .where('status', '=', 'assigned')
    .execute();
}

/** A handed-out key by its text, in every store (the licence API does not know the store yet). */
export async function findIssuedKeys(allStoresDb: Db, key: string, storeId: number | undefined) {
  let query = allStoresDb
    .selectFrom('license_keys')
    .select(['id', 'store_id'])
    .where('key', '=', key)
    .where('status', '!=', 'available');
  if (storeId !== undefined) query = query.where('store_id', '=', storeId);
  return query.limit(2).execute();
}

/**
 * A key with what the licence API answers about it: its terms as recorded on it when it was handed
 * out, never its item's today. On PostgreSQL the key is locked when `lock`.
 */
export async function loadKeyState(db: Db, dialect: Dialect, storeId: number, keyId: number, lock = false) {
  if (lock && dialect === 'postgres') {
    await db
      .selectFrom('license_keys')
      .select('id')
      .where('store_id', '=', storeId)
      .where('id', '=', keyId)
      .forUpdate()
      .execute();
  }
  return db
    .selectFrom('license_keys')
    .innerJoin('stores', 'stores.id', 'license_keys.store_id')
    .leftJoin('order_items', (join) =>
      join
        .onRef('order_items.id', '=', 'license_keys.order_item_id')
        .on('order_items.store_id', '=', storeId),
    )
    .leftJoin('orders', (join) =>
      join.onRef('orders.id', '=', 'license_keys.order_id').on('orders.store_id', '=', storeId),
    )
    .select((eb) => [
      'license_keys.id',
      'license_keys.key',
      'license_keys.status',
      'license_keys.order_id',
      'license_keys.created_at',
      'license_keys.assigned_at',
      'license_keys.expires_at',
      'license_keys.activation_limit',
      'license_keys.terms_recorded_at',
      'stores.id as store_id',
      'stores.name as store_name',
      'order_items.product_id',
      'order_items.product_name',
      'orders.number as order_number',
      activationCount(eb, storeId).as('activations'),
    ])
    .where('license_keys.store_id', '=', storeId)
    .where('license_keys.id', '=', keyId)
    .executeTakeFirstOrThrow();
}

export async function findActivation(db: Db, storeId: number, keyId: number, instanceId: string) {
  return db
    .selectFrom('license_activations')
    .select(['instance_id', 'name', 'created_at'])
    .where('store_id', '=', storeId)
    .where('license_key_id', '=', keyId)
    .where('instance_id', '=', instanceId)
    .executeTakeFirst();
}

export async function insertActivation(
  db: Db,
  row: { store_id: number; license_key_id: number; instance_id: string; name: string; created_at: string },
) {
  await db.insertInto('license_activations').values(row).execute();
}

export async function deleteActivation(db: Db, storeId: number, keyId: number, instanceId: string) {
  const result = await db
    .deleteFrom('license_activations')
    .where('store_id', '=', storeId)
    .where('license_key_id', '=', keyId)
    .where('instance_id', '=', instanceId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The merchant disables a key, or gives it back the state it had: its order's, or the pool's. */
export async function setKeyDisabled(db: Db, storeId: number, keyId: number, disabledAt: string | null) {
  await db
    .updateTable('license_keys')
    .set((eb) => ({
      status:
        disabledAt === null
          ? eb
              .case()
              .when('order_id', 'is', null)
              .then(sql.lit<LicenseKeyStatus>('available'))
              .else(sql.lit<LicenseKeyStatus>('assigned'))
              .end()
          : 'disabled',
      disabled_at: disabledAt,
    }))
    .where('store_id', '=', storeId)
    .where('id', '=', keyId)
    .execute();
}

/** Frees every instance's place on a key. */
export async function deleteActivationsOfKey(db: Db, storeId: number, keyId: number) {
  await db
    .deleteFrom('license_activations')
    .where('store_id', '=', storeId)
    .where('license_key_id', '=', keyId)
    .execute();
}

/** Gives a key a new text; false when the store has that text on another key. */
export async function renameKey(db: Db, storeId: number, keyId: number, key: string): Promise<boolean> {
  const clash = await db
    .selectFrom('license_keys')
    .select('id')
    .where('store_id', '=', storeId)
    .where('key', '=', key)
    .where('id', '!=', keyId)
    .executeTakeFirst();
  if (clash) return false;
  await db
    .updateTable('license_keys')
    .set({ key })
    .where('store_id', '=', storeId)
    .where('id', '=', keyId)
    .execute();
  return true;
}

/** A page of the instances a key is activated on, the latest first. */
export async function listActivations(
  db: Db,
  storeId: number,
  keyId: number,
  page: { page: number; perPage: number },
) {
  const base = db
    .selectFrom('license_activations')
    .where('store_id', '=', storeId)
    .where('license_key_id', '=', keyId);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['instance_id', 'name', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('instance_id')
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage)
    .execute();
  return { total: Number(total.n), rows };
}
