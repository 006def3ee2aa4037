import type { Insertable } from 'kysely';
import { ORDER_TRANSITIONS } from '@platform/contract';
import type { Db } from '../../db/database.js';
import type { Dialect } from '../../db/dialect.js';
import type { OrderItemsTable, StoredFileColumns } from '../../db/schema.js';

/**
 * The items of the products an order bought, as they are now: those of every variant and those of the
 * variant bought (decision 076); archived ones are no longer sold. A licence key item's terms come
 * along, the variant's activation limit before the item's, so the order keeps what it paid for; its
 * names in every language and the order's language come along, so the order keeps the name its buyer
 * reads (decision 074). On PostgreSQL the items
 * are locked (shared) until the order's transaction ends: a merchant's delete, new version or change
 * of terms waits for it, and so sees the order's copy when it asks whether an item was delivered.
 */
export async function currentItemsOfOrder(db: Db, dialect: Dialect, storeId: number, orderId: string) {
  const query = db
    .selectFrom('order_lines')
    .innerJoin('product_items', 'product_items.product_id', 'order_lines.product_id')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .leftJoin('product_variants as variant', (join) =>
      join.onRef('variant.id', '=', 'order_lines.variant_id').on('variant.store_id', '=', storeId),
    )
    .select((eb) =>
      eb
        .case()
        .when('product_items.product_type', '=', 'license_key')
        .then(eb.fn.coalesce('variant.activation_limit', 'product_items.activation_limit'))
        .else(eb.ref('product_items.activation_limit'))
        .end()
        .as('activation_limit'),
    )
    .select([
      'orders.locale',
      'order_lines.product_id',
      'order_lines.name as product_name',
      'order_lines.quantity',
      'product_items.id as product_item_id',
      'product_items.product_type',
      'product_items.name',
      'product_items.translations',
      'product_items.url',
      'product_items.text',
      'product_items.file_key',
      'product_items.file_name',
      'product_items.file_size',
      'product_items.file_mime_type',
      'product_items.file_sha256',
      'product_items.license_valid_days',
    ])
    .where('order_lines.store_id', '=', storeId)
    .where((eb) =>
      eb.or([
        eb('product_items.variant_id', 'is', null),
        eb('product_items.variant_id', '=', eb.ref('order_lines.variant_id')),
      ]),
    )
    .where('order_lines.order_id', '=', orderId)
    .where('product_items.store_id', '=', storeId)
    .where('orders.store_id', '=', storeId)
    .where('product_items.archived_at', 'is', null)
    .orderBy('order_lines.position')
    .orderBy('product_items.position')
    .orderBy('product_items.id');
  return (dialect === 'postgres' ? query.forShare('product_items') : query).execute();
}

export async function insertOrderItems(db: Db, items: Insertable<OrderItemsTable>[]) {
  if (items.length > 0) await db.insertInto('order_items').values(items).execute();
}

export async function listOrderItems(db: Db, storeId: number, orderId: string) {
  return db
    .selectFrom('order_items')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

export async function findOrderItem(db: Db, storeId: number, orderId: string, itemId: number) {
  return db
    .selectFrom('order_items')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .where('id', '=', itemId)
    .executeTakeFirst();
}

/** Gives every order holding a copy of the item its new file; answers the files they held before. */
export async function updateBuyersFile(
  db: Db,
  storeId: number,
  productItemId: number,
  file: StoredFileColumns,
) {
  const previous = await db
    .selectFrom('order_items')
    .select('file_key')
    .distinct()
    .where('store_id', '=', storeId)
    .where('product_item_id', '=', productItemId)
    .execute();
  await db
    .updateTable('order_items')
    .set(file)
    .where('store_id', '=', storeId)
    .where('product_item_id', '=', productItemId)
    .execute();
  return previous.map((row) => row.file_key);
}

/** Which of the given storage keys an item or an order still names. */
export async function fileKeysInUse(db: Db, storeId: number, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('product_items')
    .select('file_key')
    .where('store_id', '=', storeId)
    .where('file_key', 'in', keys)
    .union(
      db
        .selectFrom('order_items')
        .select('file_key')
        .where('store_id', '=', storeId)
        .where('file_key', 'in', keys),
    )
    .execute();
  return new Set(rows.map((row) => row.file_key!));
}

/** True when an order that was ever paid got a copy of the item (only a paid order gets one). */
export async function itemWasDelivered(db: Db, storeId: number, productItemId: number): Promise<boolean> {
  const row = await db
    .selectFrom('order_items')
    .select('id')
    .where('store_id', '=', storeId)
    .where('product_item_id', '=', productItemId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Statuses of an unpaid order that may still become paid: by a payment, or marked paid by the merchant. */
const PAYABLE_STATUSES = [
  ...new Set([...ORDER_TRANSITIONS.pay.from, ...ORDER_TRANSITIONS['mark-paid'].from]),
];

/**
 * True when an order that was ever paid bought the product, or one that may still be paid did: its
 * goods are copied from the product's items when the payment comes, so they must still be there.
 */
export async function productWasBought(db: Db, storeId: number, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select('order_lines.id')
    .where('order_lines.store_id', '=', storeId)
    .where('order_lines.product_id', '=', productId)
    .where('orders.store_id', '=', storeId)
    .where((eb) => eb.or([eb('orders.paid_at', 'is not', null), eb('orders.status', 'in', PAYABLE_STATUSES)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
