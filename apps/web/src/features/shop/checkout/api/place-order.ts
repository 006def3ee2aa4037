import { useMutation } from '@tanstack/react-query';
import { shopRoutes, type PlaceOrderRequest, type PublicOrder } from '@platform/contract';
import { shopCall } from '@/lib/api/client';
import { currentSlug } from '@/lib/host';
import { keepOrderAccess, ORDER_ACCESS_HEADER } from '@/lib/shop/order-access';

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
  // In a frame on another site, the order's cookie is not kept: its header's copy is (decision 080).
  keepOrderAccess(response.data.data.id, response.headers.get(ORDER_ACCESS_HEADER));
  return response.data.data;
}

export function usePlaceOrder(cartSessionId: string) {
  const slug = currentSlug();
  return useMutation({ mutationFn: (body: PlaceOrderRequest) => placeOrder(slug, cartSessionId, body) });
}
