import { describe, expect, it } from 'vitest';
import { addProduct, changeQuantity, itemCount, removeProduct, requestLines } from './cart-lines';

const lines = [
  { product_id: 1, quantity: 1 },
  { product_id: 2, quantity: 3 },
];

describe('cart line updates', () => {
  it('starts a new product at quantity 1, at the end', () => {
    expect(addProduct(lines, 7)).toEqual([...lines, { product_id: 7, quantity: 1 }]);
  });

  it('adds 1 to a product that is already in the cart', () => {
    expect(addProduct(lines, 2)).toEqual([
      { product_id: 1, quantity: 1 },
      { product_id: 2, quantity: 4 },
    ]);
  });

  it('adds a chosen number of items, never above 99', () => {
    expect(addProduct(lines, 1, 5)).toContainEqual({ product_id: 1, quantity: 6 });
    expect(addProduct([{ product_id: 1, quantity: 98 }], 1, 5)).toEqual([{ product_id: 1, quantity: 99 }]);
  });

  it('adds the same variant to its line at the price chosen last, and lets another variant take the line', () => {
    const chosen = [{ product_id: 1, quantity: 2, variant_id: 10, price: 500 }];
    expect(addProduct(chosen, 1, 1, { variant_id: 10, price: 700 })).toEqual([
      { product_id: 1, quantity: 3, variant_id: 10, price: 700 },
    ]);
    expect(addProduct(chosen, 1, 1, { variant_id: 11 })).toEqual([
      { product_id: 1, quantity: 1, variant_id: 11 },
    ]);
    expect(addProduct(chosen, 2, 1, { variant_id: 20 })).toEqual([
      ...chosen,
      { product_id: 2, quantity: 1, variant_id: 20 },
    ]);
  });

  it('changes a quantity within 1–99 and leaves the other lines alone', () => {
    expect(changeQuantity(lines, 1, 12)).toEqual([
      { product_id: 1, quantity: 12 },
      { product_id: 2, quantity: 3 },
    ]);
    expect(changeQuantity(lines, 1, 0)).toContainEqual({ product_id: 1, quantity: 1 });
    expect(changeQuantity(lines, 1, 250)).toContainEqual({ product_id: 1, quantity: 99 });
  });

  it('removes a line', () => {
    expect(removeProduct(lines, 1)).toEqual([{ product_id: 2, quantity: 3 }]);
    expect(removeProduct(lines, 9)).toEqual(lines);
  });

  it('does not change the list it was given', () => {
    const before = structuredClone(lines);
    addProduct(lines, 1);
    changeQuantity(lines, 2, 9);
    removeProduct(lines, 1);
    expect(lines).toEqual(before);
  });

  it('reads the request lines and item count of a cart', () => {
    const cart = { products: lines.map((line) => ({ ...line, name: 'x', available: true })) };
    expect(requestLines(cart as never)).toEqual(lines);
    expect(itemCount(cart as never)).toBe(4);
    expect(requestLines(null)).toEqual([]);
    expect(itemCount(undefined)).toBe(0);
  });
});
