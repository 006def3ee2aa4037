import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { findProduct, productIdsInStore } from './products.repository.js';

/**
 * Rejects a list of product ids, as `product_ids` of the request, unless each names one of the store's
 * own products that is not archived, and none twice: what a discount code or a storefront may name.
 */
export async function requireOwnProducts(db: Db, storeId: number, productIds: readonly number[]) {
  const owned = await productIdsInStore(db, storeId, productIds);
  if (new Set(productIds).size !== productIds.length || owned.size !== productIds.length) {
    throw AppError.invalid({ product_ids: 'unknown_products' });
  }
}

/** The store's product as stored, unless archived: what a subscription's price is taken from (decision 079). */
export function findOwnProduct(db: Db, storeId: number, productId: number) {
  return findProduct(db, storeId, productId);
}
