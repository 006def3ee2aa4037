import type { AppContext } from '../../app-context.js';
import { enterStore } from '../../db/tenant-scope.js';
import { AppError } from '../../errors.js';
import { findShopStore, type ShopStore } from './shop-stores.js';

/** The store a shop request names by its slug; the request acts on that store from here on. */
export async function requireStore(ctx: AppContext, slug: string): Promise<ShopStore> {
  const store = await findShopStore(ctx, slug.toLowerCase());
  if (!store) throw AppError.notFound();
  enterStore(store.id);
  return store;
}
