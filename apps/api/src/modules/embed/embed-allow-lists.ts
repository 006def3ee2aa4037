import { RESERVED_ADMIN_SLUG } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { withTenantScope } from '../../db/tenant-scope.js';
import { hostOrigin } from '../../lib/hosts.js';
import { findShopStore, readSettings } from '../kernel/index.js';

const CACHE_MILLISECONDS = 10_000;

/**
 * The `frame-ancestors` of each store host: the websites on its allow-list, or any site when the list
 * is empty. Kept for a few seconds, as every page and call on a store host needs it.
 */
export function embedAllowLists(ctx: AppContext) {
  const adminOrigin = hostOrigin(RESERVED_ADMIN_SLUG, ctx.config.publicHost, ctx.config.publicProtocol);
  const cache = new Map<string, { value: string; until: number }>();
  return {
    async frameAncestors(storeSlug: string): Promise<string> {
      const now = Date.now();
      const cached = cache.get(storeSlug);
      if (cached && cached.until > now) return cached.value;
      const store = await findShopStore(ctx, storeSlug);
      // A scope of its own: the host's store need not be the store the request goes on to act on.
      const origins = store
        ? await withTenantScope(async () => {
            const settings = await readSettings(ctx.database.db, store.id, ['embed_allowed_origins']);
            return settings.embed_allowed_origins ?? [];
          }, store.id)
        : [];
      // With a list, the store itself (its preview page) and the admin (the snippet preview) may frame too.
      const value = origins.length > 0 ? ["'self'", adminOrigin, ...origins].join(' ') : '*';
      cache.set(storeSlug, { value, until: now + CACHE_MILLISECONDS });
      if (cache.size > 10_000) cache.clear();
      return value;
    },
  };
}
