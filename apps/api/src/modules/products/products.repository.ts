import type { Db } from '../../db/database.js';
import { countRows } from '../../db/count-rows.js';
import { storeSearch } from '../../db/search.js';
import type { ProductRow, ProductsTable } from '../../db/schema.js';
import type { Insertable, Updateable } from 'kysely';
import type { ProductStatus } from '@platform/contract';

export interface ProductFilter {
  search?: string;
  status?: ProductStatus;
  /** Only archived products when true; none of them otherwise. */
  archived: boolean;
  ids?: number[];
  page: number;
  perPage: number;
}

export async function listProducts(db: Db, storeId: number, filter: ProductFilter) {
  let query = db.selectFrom('products').where('archived_at', filter.archived ? 'is not' : 'is', null);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.ids) query = query.where('id', 'in', filter.ids);
  const search = filter.search ? storeSearch(db, 'products', storeId, filter.search) : null;
  const total = await countRows(query.where((eb) => search?.matching ?? eb('store_id', '=', storeId)));
  const rows = await query
    .where((eb) => search?.forPage(total) ?? eb('store_id', '=', storeId))
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage)
    .execute();
  return { rows, total };
}

/** A product the merchant can change: archived ones are kept only to be looked at. */
export async function findProduct(db: Db, storeId: number, productId: number) {
  return db
    .selectFrom('products')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('id', '=', productId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
}

/** A product, archived or not. */
export async function findProductRecord(db: Db, storeId: number, productId: number) {
  return db
    .selectFrom('products')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('id', '=', productId)
    .executeTakeFirst();
}

export async function productSlugsStartingWith(db: Db, storeId: number, base: string, exceptId?: number) {
  let query = db
    .selectFrom('products')
    .select('slug')
    .where('store_id', '=', storeId)
    .where('slug', 'like', `${base}%`);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return new Set((await query.execute()).map((row) => row.slug));
}

/** Ids of the given products that belong to the store and are not archived. */
export async function productIdsInStore(db: Db, storeId: number, productIds: readonly number[]) {
  if (productIds.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('store_id', '=', storeId)
    .where('id', 'in', productIds)
    .where('archived_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function insertProduct(db: Db, values: Insertable<ProductsTable>): Promise<ProductRow> {
  return db.insertInto('products').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateProduct(
  db: Db,
  storeId: number,
  productId: number,
  changes: Updateable<ProductsTable>,
) {
  await db
    .updateTable('products')
    .set(changes)
    .where('store_id', '=', storeId)
    .where('id', '=', productId)
    .execute();
}

/**
 * Sets the product's own `subscription_interval` to its first variant's, as its `price` is the first
 * variant's (decision 084): what the product's answers show to callers from before variants had terms.
 */
export async function copyFirstVariantTerms(db: Db, storeId: number, productId: number) {
  await db
    .updateTable('products')
    .set((eb) => ({
      subscription_interval: eb
        .selectFrom('product_variants')
        .select('product_variants.subscription_interval')
        .where('product_variants.store_id', '=', storeId)
        .whereRef('product_variants.product_id', '=', 'products.id')
        .orderBy('product_variants.position')
        .orderBy('product_variants.id')
        .limit(1),
    }))
    .where('store_id', '=', storeId)
    .where('id', '=', productId)
    .execute();
}

/**
 * Archives a product in place of deleting it: unavailable, so the shop shows and sells it nowhere, and
 * off every storefront.
 */
export async function archiveProduct(db: Db, storeId: number, productId: number, now: string) {
  await db
    .updateTable('products')
    .set({ archived_at: now, status: 'unavailable', updated_at: now })
    .where('store_id', '=', storeId)
    .where('id', '=', productId)
    .execute();
  await db
    .deleteFrom('storefront_products')
    .where('store_id', '=', storeId)
    .where('product_id', '=', productId)
    .execute();
}

export async function deleteProduct(db: Db, storeId: number, productId: number) {
  await db.deleteFrom('products').where('store_id', '=', storeId).where('id', '=', productId).execute();
}
