import { isCartSessionId } from '../cart-session';
import { storage as browserStorage } from '../safe-storage';

const KEY = 'placed_order';

/** The order the checkout placed, with the cart it came from: a failed payment is retried with that cart. */
export interface PlacedOrder {
  order_id: string;
  cart_session_id: string;
}

export function rememberPlacedOrder(order: PlacedOrder, storage: Storage = browserStorage): void {
  storage.setItem(KEY, JSON.stringify(order));
}

/** The cart session of `orderId` when this browser placed it, else null. */
export function placedOrderCart(orderId: string, storage: Storage = browserStorage): string | null {
  try {
    const value = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<PlacedOrder> | null;
    return value?.order_id === orderId && isCartSessionId(value.cart_session_id)
      ? value.cart_session_id
      : null;
  } catch {
    return null;
  }
}

export function forgetPlacedOrder(storage: Storage = browserStorage): void {
  storage.removeItem(KEY);
}
