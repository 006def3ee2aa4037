import { RESERVED_ADMIN_SLUG } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { withTenantScope } from '../../db/tenant-scope.js';
import { hostOrigin } from '../../lib/hosts.js';
import { readSettings, storeContentCache } from '../kernel/index.js';

const MAX_STORES = 10_000;

/**
 * The `frame-ancestors` of each store host: the websites on its allow-list, or any site when the list
 * is empty. Kept per content version, as every page on a store host needs it: a changed list applies
 * from the very next page.
 */
export function embedAllowLists(ctx: AppContext) {
  const adminOrigin = hostOrigin(RESERVED_ADMIN_SLUG, ctx.config.publicHost, ctx.config.publicProtocol);
  const cache = storeContentCache<string>(ctx, 'frame-allow-lists', MAX_STORES);
  return {
    async frameAncestors(storeSlug: string): Promise<string> {
      const value = await cache.get(storeSlug, 'frame-ancestors', async (store) => {
        // A scope of its own: the host's store need not be the store the request goes on to act on.
        const origins = await withTenantScope(async () => {
          const settings = await readSettings(ctx.database.db, store.id, ['embed_allowed_origins']);
          return settings.embed_allowed_origins ?? [];
        }, store.id);
        // With a list, the store itself (its preview page) and the admin (the snippet preview) may frame too.
        return origins.length > 0 ? ["'self'", adminOrigin, ...origins].join(' ') : '*';
      });
      return value ?? '*';
    },
  };
}
