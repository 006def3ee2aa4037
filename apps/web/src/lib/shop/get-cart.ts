import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SHOP_ANSWER_PATHS, shopRoutes, type Cart, type CartVatQuery } from '@platform/contract';
import { shopCall } from '../api/client';
import { takeInitialData } from '../api/initial-answers';
import { statusOf } from '../api/errors';
import { currentSlug } from '../host';
import { endCartSessionOf, useCartSessionId } from './cart-session-store';

/**
 * The cart of this session; a cart the server no longer knows (404) ends the session, and the
 * null it resolves to replaces whatever was cached for it (docs/spec.md §4, §8).
 */
export async function getCart(slug: string, sessionId: string, buyer?: CartVatQuery): Promise<Cart | null> {
  try {
    // Typed by the contract, not parsed with it: the shop's bundle carries none of its schemas.
    const response = await shopCall(shopRoutes.cart, {
      params: { storeSlug: slug, cartSessionId: sessionId },
      query: buyer,
    });
    return response.data.data;
  } catch (error) {
    if (statusOf(error) !== 404) throw error;
    endCartSessionOf(sessionId);
    return null;
  }
}

export const cartQueryKey = (slug: string, sessionId: string | null) => ['cart', slug, sessionId] as const;

/** The cart is neither retried nor refetched on focus or mount (docs/spec.md §9). */
export const cartQueryOptions = (slug: string, sessionId: string | null) =>
  queryOptions({
    queryKey: cartQueryKey(slug, sessionId),
    queryFn: () => (sessionId ? getCart(slug, sessionId) : null),
    // A link to a cart opens with the cart in the page (the server puts it there).
    initialData: () =>
      sessionId ? takeInitialData<Cart>(SHOP_ANSWER_PATHS.cart(slug, sessionId)) : undefined,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
  });

export function useCart() {
  return useQuery(cartQueryOptions(currentSlug(), useCartSessionId()));
}

/**
 * The cart priced for a buyer: their country and VAT number decide the VAT (decision 029). The
 * checkout asks again as they change, showing the previous answer meanwhile.
 */
export function useCartForBuyer(buyer: CartVatQuery) {
  const slug = currentSlug();
  const sessionId = useCartSessionId();
  return useQuery({
    queryKey: [...cartQueryKey(slug, sessionId), buyer.country ?? '', buyer.vat_number ?? ''] as const,
    queryFn: () => (sessionId ? getCart(slug, sessionId, buyer) : null),
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
    enabled: Boolean(sessionId && buyer.country),
  });
}
