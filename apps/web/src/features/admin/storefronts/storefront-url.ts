import { storeHost } from '@/lib/host';

/** Where shoppers find a storefront: the store's own host, at `/` for the home storefront (docs/design.md). */
export function storefrontUrl(
  storeSlug: string,
  storefront: { slug: string; is_home: boolean },
  location: { protocol: string; host: string },
): string {
  const origin = `${location.protocol}//${storeHost(storeSlug, location.host)}`;
  return storefront.is_home ? `${origin}/` : `${origin}/${storefront.slug}`;
}
