import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../memory-storage';
import { forgetPlacedOrder, placedOrderCart, rememberPlacedOrder } from './placed-order';

const CART = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

describe('the order this browser placed', () => {
  it('gives the cart of the order it placed, and nothing for another order', () => {
    const storage = memoryStorage();
    rememberPlacedOrder({ order_id: 'order-1', cart_session_id: CART }, storage);
    expect(placedOrderCart('order-1', storage)).toBe(CART);
    expect(placedOrderCart('order-2', storage)).toBeNull();
    forgetPlacedOrder(storage);
    expect(placedOrderCart('order-1', storage)).toBeNull();
  });

  it('ignores a broken record or a cart id of the wrong length', () => {
    const storage = memoryStorage();
    storage.setItem('placed_order', '{oops');
    expect(placedOrderCart('order-1', storage)).toBeNull();
    rememberPlacedOrder({ order_id: 'order-1', cart_session_id: 'short' }, storage);
    expect(placedOrderCart('order-1', storage)).toBeNull();
  });
});
