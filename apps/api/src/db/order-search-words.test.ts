import { describe, expect, it } from 'vitest';
import { orderSearchWords, termWords } from './order-search-words.js';

describe("an order's search words", () => {
  // Order ids are random base64url: one in 32 starts with "-" or "_", which a term drops.
  it('hold a random id that starts with "-" as the search for it looks it up', () => {
    const order = { id: '-Ab_c9', email: 'x@y.nl', customer_name: 'Z', buyer_company: null };
    expect(termWords('-Ab_c9')).toEqual(['ab_c9']);
    expect(orderSearchWords(order)).toEqual(['ab_c9', 'x@y.nl', 'y.nl', 'nl', 'z']);
  });
});
