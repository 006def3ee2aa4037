import { MAX_ID } from '@platform/contract';
import type { Db } from '../../db/database.js';
import { PUBLIC_STATUSES } from '../products/index.js';

export async function findPublicProduct(db: Db, storeId: number, idOrSlug: string) {
  let query = db
    .selectFrom('products')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('status', 'in', PUBLIC_STATUSES);
  // Digits beyond any id name no row by id; they may still be a slug.
  query =
    /^\d+$/.test(idOrSlug) && Number(idOrSlug) <= MAX_ID
      ? query.where('id', '=', Number(idOrSlug))
      : query.where('slug', '=', idOrSlug);
  return query.executeTakeFirst();
}

export async function listListedProducts(db: Db, storeId: number, limit: number) {
  return db
    .selectFrom('products')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('status', '=', 'for_sale')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function findPublishedStorefront(db: Db, storeId: number, slug: string) {
  return db
    .selectFrom('storefronts')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('slug', '=', slug)
    .where('publication_status', '=', 'published')
    .executeTakeFirst();
}

export async function findHomeStorefront(db: Db, storeId: number) {
  return db
    .selectFrom('storefronts')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('is_home', '=', 1)
    .where('publication_status', '=', 'published')
    .executeTakeFirst();
}

/** The listed products of a storefront, in the merchant's order. */
export async function listStorefrontProducts(db: Db, storeId: number, storefrontId: number) {
  return db
    .selectFrom('storefront_products')
    .innerJoin('products', 'products.id', 'storefront_products.product_id')
    .selectAll('products')
    .where('storefront_products.store_id', '=', storeId)
    .where('storefront_products.storefront_id', '=', storefrontId)
    .where('products.store_id', '=', storeId)
    .where('products.status', '=', 'for_sale')
    .orderBy('storefront_products.position')
    .execute();
}
