import { describe, expect, it } from 'vitest';
import { APP_ROUTES, matchAppRoute, pathTo } from './routes';

describe('route table', () => {
  it('has every path of docs/spec.md §2', () => {
    expect(APP_ROUTES.map((entry) => entry.path)).toEqual(
      expect.arrayContaining([
        '/page-not-found',
        '/login',
        '/register',
        '/choose-store',
        '/create-store',
        '/store/:storeId/orders',
        '/store/:storeId/orders/:orderId',
        '/store/:storeId/products',
        '/store/:storeId/products/:productId',
        '/store/:storeId/storefronts',
        '/store/:storeId/storefronts/:storefrontId',
        '/store/:storeId/settings',
        '/store/:storeId/settings/providers/:provider?',
        '/',
        '/cart/:cartSessionId?',
        '/minicart',
        '/embeddedcart',
        '/checkout',
        '/:storefrontSlug',
        '/product/:productSlug',
        '/:storefrontSlug/:productSlug',
        '/order/:orderId',
        '/order/:orderId/check-mailbox',
      ]),
    );
  });

  it('names the routes as the spec does', () => {
    expect(matchAppRoute('/store/3/orders', 'admin')?.route.name).toBe('orderOverview');
    expect(matchAppRoute('/store/3/products', 'admin')?.route.name).toBe('productOverview');
    expect(matchAppRoute('/store/3/storefronts', 'admin')?.route.name).toBe('storefrontOverview');
    expect(matchAppRoute('/store/3/settings', 'admin')?.route.name).toBe('settingsStore');
  });

  it('ranks fixed paths above slugs on a store host', () => {
    expect(matchAppRoute('/checkout', 'shop')?.route.name).toBe('checkout');
    expect(matchAppRoute('/cart', 'shop')?.route.name).toBe('cart');
    expect(matchAppRoute('/summer', 'shop')?.route.name).toBe('storefront');
    expect(matchAppRoute('/product/mug', 'shop')?.route.name).toBe('product');
    expect(matchAppRoute('/summer/mug', 'shop')?.route.name).toBe('storefrontProduct');
    expect(matchAppRoute('/order/abc/check-mailbox', 'shop')?.route.name).toBe('orderCheckMailbox');
    expect(matchAppRoute('/orders', 'shop')?.route.name).toBe('library');
    expect(matchAppRoute('/a/b/c', 'shop')).toBeNull();
  });

  it('takes the optional provider of the providers tab', () => {
    expect(matchAppRoute('/store/3/settings/providers', 'admin')?.route.name).toBe('settingsProviders');
    expect(matchAppRoute('/store/3/settings/providers/mollie', 'admin')?.params.provider).toBe('mollie');
  });

  it('keeps the metadata of docs/spec.md §2', () => {
    expect(matchAppRoute('/store/3/storefronts/4', 'admin')?.route).toMatchObject({
      requiresAuth: true,
      header: 'admin',
      contentWidth: 'full',
    });
    expect(matchAppRoute('/minicart', 'shop')?.route.header).toBe('none');
    expect(matchAppRoute('/order/x', 'shop')?.route.header).toBe('order');
    expect(matchAppRoute('/cart', 'shop')?.route.header).toBe('checkout');
  });

  it('opens the password-reset pages on the admin host without sign-in, like /login', () => {
    for (const [path, name] of [
      ['/forgot-password', 'forgotPassword'],
      ['/reset-password', 'resetPassword'],
    ] as const) {
      expect(matchAppRoute(path, 'admin')?.route).toMatchObject({
        name,
        requiresAuth: false,
        header: 'admin',
      });
      expect(matchAppRoute(path, 'shop')?.route.name).toBe('storefront');
    }
  });

  it('builds paths from names', () => {
    expect(pathTo('orderOverview', { storeId: 7 })).toBe('/store/7/orders');
    expect(pathTo('settingsProviders', { storeId: 7 })).toBe('/store/7/settings/providers');
  });
});
