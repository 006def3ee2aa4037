import FindMyWay from 'find-my-way';
import { SHOP_ROUTES, type ShopRouteName } from '@platform/contract';

export interface ShopRouteMatch {
  name: ShopRouteName;
  params: Record<string, string | undefined>;
}

// Ranked as the shop's router ranks them (a fixed segment before a parameter), and like it blind to
// case, a trailing slash and doubled slashes.
const router = FindMyWay({ caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true });
for (const [name, pattern] of Object.entries(SHOP_ROUTES))
  router.on('GET', pattern, () => undefined, { name });

/** The shop route a path (without its query) opens, with its decoded parameters; null for none. */
export function matchShopRoute(pathname: string): ShopRouteMatch | null {
  const found = router.find('GET', pathname);
  if (!found) return null;
  return { name: (found.store as { name: ShopRouteName }).name, params: found.params };
}

/** The path of a shop route with its parameters filled in, as written: the address a page is shared by. */
export function shopPath(name: ShopRouteName, params: ShopRouteMatch['params']): string {
  return SHOP_ROUTES[name].replace(/:(\w+)\??/g, (_, key: string) => params[key] ?? '');
}
