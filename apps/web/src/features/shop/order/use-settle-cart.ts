import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PublicOrder } from '@platform/contract';
import { getCartSessionId } from '@/lib/cart-session';
import { endCartSession } from '@/lib/shop/cart-session-store';
import { forgetPlacedOrder, placedOrderCart } from '@/lib/shop/placed-order';

/**
 * Once the order this browser placed is paid, its cart is done with: the shop starts a fresh cart.
 * Until then the cart stays, as a failed payment is retried with it.
 */
export function useSettleCart(order: PublicOrder | null | undefined) {
  const queryClient = useQueryClient();
  const paid = order?.status === 'paid' ? order.id : null;
  useEffect(() => {
    if (!paid) return;
    const cart = placedOrderCart(paid);
    if (!cart) return;
    if (getCartSessionId() === cart) {
      endCartSession();
      queryClient.removeQueries({ queryKey: ['cart'] });
    }
    forgetPlacedOrder();
  }, [paid, queryClient]);
}
