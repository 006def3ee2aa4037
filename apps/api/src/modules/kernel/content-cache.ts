import type { AppContext } from '../../app-context.js';
import { boundedCache } from '../../cache/bounded-cache.js';
import { findShopStore, type ShopStore } from './shop-stores.js';

/**
 * Values worked out from a store's shop content (its public answers, its frame allow-list), kept per
 * content version. Every write to that content moves the version on in its own transaction (migration
 * 016), so a kept value is never stale and server processes stay right without talking to each other.
 * The version comes with the store (`findShopStore`): kept until the next write on SQLite, and on
 * PostgreSQL until the next change the database announces (decision 030), asked per call meanwhile.
 */
export function storeContentCache<V extends NonNullable<unknown>>(
  ctx: AppContext,
  name: string,
  max: number,
): StoreContentCache<V> {
  // One per context and name, so that a service may ask for its cache on each call.
  const ofContext = caches.get(ctx) ?? new Map<string, StoreContentCache<never>>();
  caches.set(ctx, ofContext);
  let cache = ofContext.get(name) as StoreContentCache<V> | undefined;
  if (!cache) {
    cache = contentCache<V>(ctx, name, max);
    ofContext.set(name, cache as StoreContentCache<never>);
  }
  return cache;
}

interface StoreContentCache<V> {
  get(storeSlug: string, what: string, produce: (store: ShopStore) => Promise<V>): Promise<V | undefined>;
}

const caches = new WeakMap<AppContext, Map<string, StoreContentCache<never>>>();

function contentCache<V extends NonNullable<unknown>>(
  ctx: AppContext,
  name: string,
  max: number,
): StoreContentCache<V> {
  const entries = boundedCache<V>(name, max);
  return {
    /** The value of `what` for the store with this slug, or undefined when there is no such store. */
    async get(
      storeSlug: string,
      what: string,
      produce: (store: ShopStore) => Promise<V>,
    ): Promise<V | undefined> {
      const store = await findShopStore(ctx, storeSlug.toLowerCase());
      if (!store) return undefined;
      const key = `${store.id}:${store.content_version}:${what}`;
      let value = entries.get(key);
      if (value === undefined) {
        value = await produce(store);
        entries.set(key, value);
      }
      return value;
    },
  };
}
