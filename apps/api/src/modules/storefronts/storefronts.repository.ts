import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { StorefrontsTable } from '../../db/schema.js';

export async function listStorefronts(db: Db, storeId: number) {
  return db
    .selectFrom('storefronts')
    .selectAll()
    .where('store_id', '=', storeId)
    .orderBy('is_home', 'desc')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function findStorefront(db: Db, storeId: number, storefrontId: number) {
  return db
    .selectFrom('storefronts')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('id', '=', storefrontId)
    .executeTakeFirst();
}

export async function storefrontSlugsStartingWith(db: Db, storeId: number, base: string, exceptId?: number) {
  let query = db
    .selectFrom('storefronts')
    .select('slug')
    .where('store_id', '=', storeId)
    .where('slug', 'like', `${base}%`);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return new Set((await query.execute()).map((row) => row.slug));
}

export async function insertStorefront(db: Db, values: Insertable<StorefrontsTable>) {
  return db.insertInto('storefronts').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateStorefront(
  db: Db,
  storeId: number,
  storefrontId: number,
  changes: Updateable<StorefrontsTable>,
) {
  await db
    .updateTable('storefronts')
    .set(changes)
    .where('store_id', '=', storeId)
    .where('id', '=', storefrontId)
    .execute();
}

/** Only one storefront per store is the home page. */
export async function clearHome(db: Db, storeId: number, exceptId: number) {
  await db
    .updateTable('storefronts')
    .set({ is_home: 0 })
    .where('store_id', '=', storeId)
    .where('id', '!=', exceptId)
    .where('is_home', '=', 1)
    .execute();
}

export async function deleteStorefront(db: Db, storeId: number, storefrontId: number) {
  await db.deleteFrom('storefronts').where('store_id', '=', storeId).where('id', '=', storefrontId).execute();
}

/** The ordered product ids of several storefronts, in one query. */
export async function productIdsOf(db: Db, storeId: number, storefrontIds: readonly number[]) {
  const byStorefront = new Map<number, number[]>(storefrontIds.map((storefrontId) => [storefrontId, []]));
  if (storefrontIds.length === 0) return byStorefront;
  const rows = await db
    .selectFrom('storefront_products')
    .select(['storefront_id', 'product_id'])
    .where('store_id', '=', storeId)
    .where('storefront_id', 'in', storefrontIds)
    .orderBy('storefront_id')
    .orderBy('position')
    .execute();
  for (const row of rows) byStorefront.get(row.storefront_id)?.push(row.product_id);
  return byStorefront;
}

export async function replaceProducts(
  db: Db,
  storeId: number,
  storefrontId: number,
  productIds: readonly number[],
) {
  await db
    .deleteFrom('storefront_products')
    .where('store_id', '=', storeId)
    .where('storefront_id', '=', storefrontId)
    .execute();
  if (productIds.length === 0) return;
  await db
    .insertInto('storefront_products')
    .values(
      productIds.map((productId, position) => ({
        store_id: storeId,
        storefront_id: storefrontId,
        product_id: productId,
        position,
      })),
    )
    .execute();
}
