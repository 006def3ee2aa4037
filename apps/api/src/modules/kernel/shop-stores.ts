import type { AppContext } from '../../app-context.js';
import type { DatabaseHandle } from '../../db/database.js';
import { boundedCache } from '../../cache/bounded-cache.js';
import { findStoreBySlug } from './stores.repository.js';

export type ShopStore = NonNullable<Awaited<ReturnType<typeof findStoreBySlug>>>;

const MAX_STORES = 10_000;

/** Kept for a slug that names no store, so a link to a missing store is asked for once too. */
const NO_STORE = Symbol('no store');

/**
 * The stores the shops serve, by slug: every shop request begins by finding its store. The rows are
 * kept until the database's write mark moves: on SQLite at the next write by any process, on
 * PostgreSQL at this process's next commit or the next change to a store that the database announces
 * (decision 030). An announced change drops only that store's row (and the slugs that named no
 * store, which it may now take); the others are dropped all at once. A busy shop so asks once, and a
 * renamed or new store shows on the next request. While no mark can be had (PostgreSQL not heard),
 * every call asks the database.
 */
function shopStores(database: DatabaseHandle) {
  const stores = boundedCache<ShopStore | typeof NO_STORE>('shop-stores', MAX_STORES);
  /** The slugs kept per store id (some may have been pushed out of `stores` since), and those of none. */
  let slugsOf = new Map<number | typeof NO_STORE, Set<string>>();
  let keptAt: string | null = null;

  const forgetAll = () => {
    stores.clear();
    slugsOf = new Map();
  };

  const forget = (key: number | typeof NO_STORE) => {
    for (const slug of slugsOf.get(key) ?? []) {
      const kept = stores.peek(slug);
      if (kept === key || (kept !== undefined && kept !== NO_STORE && kept.id === key)) stores.delete(slug);
    }
    slugsOf.delete(key);
  };

  const keep = (slug: string, store: ShopStore | undefined) => {
    // Slugs pushed out of the bounded cache leave their ids here; rebuilt before that grows far.
    if (slugsOf.size > 2 * MAX_STORES) forgetAll();
    stores.set(slug, store ?? NO_STORE);
    const key = store ? store.id : NO_STORE;
    let slugs = slugsOf.get(key);
    if (!slugs) slugsOf.set(key, (slugs = new Set()));
    slugs.add(slug);
  };

  const moveTo = (mark: string | null) => {
    const changed =
      keptAt !== null && mark !== null ? database.storesChangedBetween(keptAt, mark) : undefined;
    if (changed) {
      for (const storeId of changed) forget(storeId);
      if (changed.length > 0) forget(NO_STORE);
    } else forgetAll();
    keptAt = mark;
  };

  return {
    async bySlug(slug: string): Promise<ShopStore | undefined> {
      const mark = await database.writeMark();
      if (mark === null || mark !== keptAt) moveTo(mark);
      const kept = stores.get(slug);
      if (kept !== undefined) return kept === NO_STORE ? undefined : kept;
      const store = await findStoreBySlug(database.db, slug);
      // Kept only if no later mark came while the query waited: the row may be older than that mark.
      // A write committed meanwhile that no one has read yet moves the next mark on, which drops it.
      if (mark !== null && keptAt === mark) keep(slug, store);
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
