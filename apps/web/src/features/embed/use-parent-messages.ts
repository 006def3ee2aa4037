import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { startCartSession } from '@/lib/shop/cart-session-store';
import { onParentMessage } from '@/lib/shop/embed-frame';

/**
 * Listens to the host page: when another frame of this store saved the cart, this frame shows the
 * same cart. The session id rides along, as a browser that keeps no storage for frames would
 * otherwise leave this frame without one.
 */
export function useParentMessages(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return onParentMessage((message) => {
      if (message.kind !== 'cart-changed') return;
      if (message.cart_session_id) startCartSession(message.cart_session_id);
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
    });
  }, [enabled, queryClient]);
}
