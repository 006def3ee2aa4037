import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ProductImagesTable } from '../../db/schema.js';

export async function listImages(db: Db, storeId: number, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_images')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** An image the merchant can change: one of a product that is not archived. */
export async function findImage(db: Db, storeId: number, productId: number, imageId: number) {
  return db
    .selectFrom('product_images')
    .innerJoin('products', 'products.id', 'product_images.product_id')
    .selectAll('product_images')
    .where('product_images.store_id', '=', storeId)
    .where('product_images.product_id', '=', productId)
    .where('product_images.id', '=', imageId)
    .where('products.store_id', '=', storeId)
    .where('products.archived_at', 'is', null)
    .executeTakeFirst();
}

export async function insertImage(db: Db, values: Insertable<ProductImagesTable>) {
  return db.insertInto('product_images').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateImage(
  db: Db,
  storeId: number,
  imageId: number,
  changes: { description?: string; position?: number },
) {
  await db
    .updateTable('product_images')
    .set(changes)
    .where('store_id', '=', storeId)
    .where('id', '=', imageId)
    .execute();
}

export async function deleteImage(db: Db, storeId: number, imageId: number) {
  await db.deleteFrom('product_images').where('store_id', '=', storeId).where('id', '=', imageId).execute();
}
