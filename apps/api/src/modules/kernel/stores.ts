import type { Db } from '../../db/database.js';
import type { StoreUpdate } from '../../db/schema.js';
import * as repository from './stores.repository.js';

/**
 * The stores themselves, for the modules that open, rename or list them and the sign-in that checks
 * whose they are. The shop's look-up by slug is `findShopStore`, which keeps its rows.
 */

/** Whether the merchant owns the store: the tenancy check of every admin route. */
export function storeOwnedBy(db: Db, storeId: number, ownerId: number): Promise<boolean> {
  return repository.storeOwnedBy(db, storeId, ownerId);
}

/** The merchant's stores by name. */
export function listStoresOfOwner(db: Db, ownerId: number) {
  return repository.listStoresOfOwner(db, ownerId);
}

export function findStore(db: Db, storeId: number) {
  return repository.findStore(db, storeId);
}

/** Whether another store (any but `exceptStoreId`) answers to the slug. */
export function slugInUse(db: Db, slug: string, exceptStoreId?: number): Promise<boolean> {
  return repository.slugInUse(db, slug, exceptStoreId);
}

/** Opens a store for its owner. */
export function insertStore(db: Db, store: Parameters<typeof repository.insertStore>[1]) {
  return repository.insertStore(db, store);
}

/** Changes the store row's own columns; the triggers move its content version on. */
export function updateStore(db: Db, storeId: number, changes: StoreUpdate): Promise<void> {
  return repository.updateStore(db, storeId, changes);
}
