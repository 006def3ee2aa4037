import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Dialect } from '../../db/dialect.js';
import type { ProductItemsTable } from '../../db/schema.js';

/** The product's items as it is sold now; archived ones are kept for their buyers only. */
export async function listItems(db: Db, storeId: number, productId: number) {
  return db
    .selectFrom('product_items')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('product_id', '=', productId)
    .where('archived_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** An item the merchant can change: not archived, of a product that is not archived. */
export async function findItem(db: Db, storeId: number, productId: number, itemId: number) {
  return db
    .selectFrom('product_items')
    .innerJoin('products', 'products.id', 'product_items.product_id')
    .selectAll('product_items')
    .where('product_items.store_id', '=', storeId)
    .where('product_items.product_id', '=', productId)
    .where('product_items.id', '=', itemId)
    .where('product_items.archived_at', 'is', null)
    .where('products.store_id', '=', storeId)
    .where('products.archived_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Locks the item's row until the transaction ends (PostgreSQL; SQLite's one writer does the same). A
 * paying order holds it shared while it copies the item, so the lock waits for that copy to commit.
 */
export async function lockItem(db: Db, dialect: Dialect, storeId: number, itemId: number) {
  if (dialect !== 'postgres') return;
  await db
    .selectFrom('product_items')
    .select('id')
    .where('store_id', '=', storeId)
    .where('id', '=', itemId)
    .forUpdate()
    .execute();
}

export async function archiveItem(db: Db, storeId: number, itemId: number, now: string) {
  await db
    .updateTable('product_items')
    .set({ archived_at: now, updated_at: now })
    .where('store_id', '=', storeId)
    .where('id', '=', itemId)
    .execute();
}

export async function insertItem(db: Db, values: Insertable<ProductItemsTable>) {
  return db.insertInto('product_items').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateItem(
  db: Db,
  storeId: number,
  itemId: number,
  changes: Updateable<ProductItemsTable>,
) {
  return db
    .updateTable('product_items')
    .set(changes)
    .where('store_id', '=', storeId)
    .where('id', '=', itemId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteItem(db: Db, storeId: number, itemId: number) {
  await db.deleteFrom('product_items').where('store_id', '=', storeId).where('id', '=', itemId).execute();
}
