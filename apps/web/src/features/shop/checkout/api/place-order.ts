import { useMutation } from '@tanstack/react-query';
import { shopRoutes, type PlaceOrderRequest, type PublicOrder } from '@platform/contract';
import { shopCall } from '@/lib/api/client';
import { currentSlug } from '@/lib/host';

/**
 * Turns the cart into an order; the server freezes lines, prices and totals from its own data. The
 * same cart asked again answers the same order, so a double click or a retry after a lost answer is safe.
 */
export async function placeOrder(
  slug: string,
  cartSessionId: string,
  body: PlaceOrderRequest,
): Promise<PublicOrder> {
  // Typed by the contract, not parsed with it: the shop's bundle carries none of its response schemas.
  const response = await shopCall(shopRoutes.placeOrder, {
    params: { storeSlug: slug, cartSessionId },
    body,
  });
  return response.data.data;
}

export function usePlaceOrder(cartSessionId: string) {
  const slug = currentSlug();
  return useMutation({ mutationFn: (body: PlaceOrderRequest) => placeOrder(slug, cartSessionId, body) });
}
