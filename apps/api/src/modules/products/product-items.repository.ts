import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ProductItemsTable } from '../../db/schema.js';

export async function listItems(db: Db, storeId: number, productId: number) {
  return db
    .selectFrom('product_items')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** An item the merchant can change: one of a product that is not archived. */
export async function findItem(db: Db, storeId: number, productId: number, itemId: number) {
  return db
    .selectFrom('product_items')
    .innerJoin('products', 'products.id', 'product_items.product_id')
    .selectAll('product_items')
    .where('product_items.store_id', '=', storeId)
    .where('product_items.product_id', '=', productId)
    .where('product_items.id', '=', itemId)
    .where('products.store_id', '=', storeId)
    .where('products.archived_at', 'is', null)
    .executeTakeFirst();
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
