import { describe, expect, it } from 'vitest';
import { cartUrlInTop } from './cart-in-top';

describe('the cart in the top window', () => {
  it('carries the cart session to the store, or opens the empty cart without one', () => {
    const id = '0123456789abcdef0123456789abcdef0123';
    expect(cartUrlInTop('http://demo.localhost:3000', id)).toBe(`http://demo.localhost:3000/cart/${id}`);
    expect(cartUrlInTop('http://demo.localhost:3000', null)).toBe('http://demo.localhost:3000/cart');
  });
});
