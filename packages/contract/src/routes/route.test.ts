import { describe, expect, it } from 'vitest';
import { routeKey, routePath, routeUrl, SHOP_ANSWER_PATHS, shopApi, shopRoutes } from '../index.js';

describe('the route table', () => {
  it('fills in a path relative to the API root, each value encoded', () => {
    expect(routePath(shopRoutes.order, { storeSlug: 'demo', orderId: 'a/b c' })).toBe(
      'v1/store/demo/order/a%2Fb%20c',
    );
  });

  it('drops an optional segment left out, and refuses a required one left out', () => {
    expect(routePath(shopRoutes.saveCart, { storeSlug: 'demo', cartSessionId: null })).toBe(
      'v1/store/demo/cart',
    );
    expect(routePath(shopRoutes.saveCart, { storeSlug: 'demo', cartSessionId: 'c1' })).toBe(
      'v1/store/demo/cart/c1',
    );
    expect(() => routePath(shopRoutes.cart, {} as never)).toThrow(':storeSlug');
  });

  it('writes the query without its empty values', () => {
    expect(routeUrl(shopRoutes.library, { params: { storeSlug: 'demo' }, query: { page: 2 } })).toBe(
      'v1/store/demo/orders?page=2',
    );
    expect(
      routeUrl(shopRoutes.cart, {
        params: { storeSlug: 'demo', cartSessionId: 'c1' },
        query: { country: 'BE', vat_number: '' },
      }),
    ).toBe('v1/store/demo/cart/c1?country=BE');
  });

  it('keys a query by the route and what its call sends', () => {
    expect(routeKey(shopRoutes.product, { params: { storeSlug: 'demo', productId: 'mug' } })).toEqual([
      '/v1/store/:storeSlug/product/:productId',
      { storeSlug: 'demo', productId: 'mug' },
      null,
    ]);
  });

  it("gives the server each address with its shape, and the page's answers their paths from the same table", () => {
    expect(shopApi.cart).toMatchObject({ method: 'GET', path: shopRoutes.cart.path, tags: ['shop'] });
    expect(shopApi.cart.query).toBeDefined();
    expect(SHOP_ANSWER_PATHS.cart('demo', 'c1')).toBe('v1/store/demo/cart/c1');
  });

  it('keeps the addresses free of schemas, so the shop bundles none', () => {
    for (const address of Object.values(shopRoutes))
      expect(Object.keys(address).sort()).toEqual(['auth', 'method', 'path']);
  });
});
