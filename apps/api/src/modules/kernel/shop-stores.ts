import type { AppContext } from '../../app-context.js';
import type { DatabaseHandle } from '../../db/database.js';
import { boundedCache } from '../../cache/bounded-cache.js';
import { findStoreBySlug } from './stores.repository.js';

export type ShopStore = NonNullable<Awaited<ReturnType<typeof findStoreBySlug>>>;

const MAX_STORES = 10_000;

/** Kept for a slug that names no store, so a link to a missing store is asked for once too. */
const NO_STORE = Symbol('no store');

/**
 * The stores the shops serve, by slug: every shop request begins by finding its store. Where the database
 * tells of every committed write (SQLite), the rows are kept until the next write by any process, so a
 * busy shop asks once and a renamed or new store shows on the very next request. Elsewhere every call
 * asks the database.
 */
function shopStores(database: DatabaseHandle) {
  const stores = boundedCache<ShopStore | typeof NO_STORE>(MAX_STORES);
  let keptAt: string | null = null;
  return {
    async bySlug(slug: string): Promise<ShopStore | undefined> {
      const mark = await database.writeMark();
      if (mark === null || mark !== keptAt) {
        stores.clear();
        keptAt = mark;
      }
      const kept = stores.get(slug);
      if (kept !== undefined) return kept === NO_STORE ? undefined : kept;
      const store = await findStoreBySlug(database.db, slug);
      // Kept only if no later mark came while the query waited: the row may be older than that mark.
      // A write committed meanwhile that no one has read yet moves the next mark on, which clears it.
      if (mark !== null && keptAt === mark) stores.set(slug, store ?? NO_STORE);
      return store;
    },
  };
}

type ShopStores = ReturnType<typeof shopStores>;

/** One cache per database, kept by the kernel rather than the app context, which holds infrastructure only. */
const caches = new WeakMap<DatabaseHandle, ShopStores>();

/** The store a shop serves under `slug`, if any. */
export function findShopStore(ctx: AppContext, slug: string): Promise<ShopStore | undefined> {
  let cache = caches.get(ctx.database);
  if (!cache) {
    cache = shopStores(ctx.database);
    caches.set(ctx.database, cache);
  }
  return cache.bySlug(slug);
}
