import { describe, expect, it } from 'vitest';
import { addProduct, changeQuantity, itemCount, removeLine, requestLines } from './cart-lines';

const lines = [
  { product_id: 1, variant_id: 10, quantity: 1 },
  { product_id: 2, variant_id: 20, quantity: 3 },
];

describe('cart line updates', () => {
  it('starts a new product at quantity 1, at the end', () => {
    expect(addProduct(lines, 7, 1, { variant_id: 70 })).toEqual([
      ...lines,
      { product_id: 7, variant_id: 70, quantity: 1 },
    ]);
  });

  it('adds 1 to a product that is already in the cart', () => {
    expect(addProduct(lines, 2, 1, { variant_id: 20 })).toEqual([
      { product_id: 1, variant_id: 10, quantity: 1 },
      { product_id: 2, variant_id: 20, quantity: 4 },
    ]);
  });

  it('adds a chosen number of items, never above 99', () => {
    expect(addProduct(lines, 1, 5, { variant_id: 10 })).toContainEqual({
      product_id: 1,
      variant_id: 10,
      quantity: 6,
    });
    expect(addProduct([{ product_id: 1, quantity: 98 }], 1, 5)).toEqual([{ product_id: 1, quantity: 99 }]);
  });

  it('adds the same variant to its line at the price chosen last, and another variant as a line of its own', () => {
    const chosen = [{ product_id: 1, quantity: 2, variant_id: 10, price: 500 }];
    expect(addProduct(chosen, 1, 1, { variant_id: 10, price: 700 })).toEqual([
      { product_id: 1, quantity: 3, variant_id: 10, price: 700 },
    ]);
    expect(addProduct(chosen, 1, 1, { variant_id: 11 })).toEqual([
      ...chosen,
      { product_id: 1, quantity: 1, variant_id: 11 },
    ]);
  });

  it('changes the quantity of one variant’s line within 1–99 and leaves the other lines alone', () => {
    const both = [...lines, { product_id: 1, variant_id: 11, quantity: 2 }];
    expect(changeQuantity(both, 11, 12)).toEqual([...lines, { product_id: 1, variant_id: 11, quantity: 12 }]);
    expect(changeQuantity(lines, 10, 0)).toContainEqual({ product_id: 1, variant_id: 10, quantity: 1 });
    expect(changeQuantity(lines, 10, 250)).toContainEqual({ product_id: 1, variant_id: 10, quantity: 99 });
  });

  it('removes one variant’s line, leaving the product’s other', () => {
    const both = [...lines, { product_id: 1, variant_id: 11, quantity: 2 }];
    expect(removeLine(both, 10)).toEqual([
      { product_id: 2, variant_id: 20, quantity: 3 },
      { product_id: 1, variant_id: 11, quantity: 2 },
    ]);
    expect(removeLine(lines, 99)).toEqual(lines);
  });

  it('does not change the list it was given', () => {
    const before = structuredClone(lines);
    addProduct(lines, 1, 1, { variant_id: 10 });
    changeQuantity(lines, 20, 9);
    removeLine(lines, 10);
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
