import type { AppContext } from '../../app-context.js';
import { readSettings } from '../settings/settings.service.js';
import { findStoreBySlug } from '../stores/stores.repository.js';

const CACHE_MILLISECONDS = 10_000;

/**
 * The `frame-ancestors` of each store host: the websites on its allow-list, or any site when the list
 * is empty. Kept for a few seconds, as every page and call on a store host needs it.
 */
export function embedAllowLists(ctx: AppContext) {
  const cache = new Map<string, { value: string; until: number }>();
  return {
    async frameAncestors(storeSlug: string): Promise<string> {
      const now = Date.now();
      const cached = cache.get(storeSlug);
      if (cached && cached.until > now) return cached.value;
      const store = await findStoreBySlug(ctx.database.db, storeSlug);
      const origins = store
        ? ((await readSettings(ctx.database.db, store.id, ['embed_allowed_origins'])).embed_allowed_origins ??
          [])
        : [];
      const value = origins.length > 0 ? origins.join(' ') : '*';
      cache.set(storeSlug, { value, until: now + CACHE_MILLISECONDS });
      if (cache.size > 10_000) cache.clear();
      return value;
    },
  };
}
