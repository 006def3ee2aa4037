import { describe, expect, it } from 'vitest';
import { runGuards, type GuardDeps } from './guards';

const CART_ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

interface State {
  merchant?: boolean;
  shopper?: boolean;
  cart?: boolean;
}

function setup(state: State = {}) {
  const calls: string[] = [];
  const deps: GuardDeps = {
    loadLocale: async () => void calls.push('loadLocale'),
    detectFrame: () => void calls.push('detectFrame'),
    isMerchantSignedIn: () => state.merchant ?? false,
    storeCartSessionId: (id) => void calls.push(`storeCart:${id}`),
    hasCartSession: () => state.cart ?? false,
    isShopperSignedIn: () => state.shopper ?? false,
    exchangeLoginToken: async (token) => void calls.push(`exchange:${token}`),
  };
  const go = (host: string, path: string) => {
    const url = new URL(path, `http://${host}`);
    return runGuards({ host, pathname: url.pathname, search: url.search }, deps);
  };
  return { calls, go };
}

const ADMIN = 'app.localhost:3000';
const SHOP = 'demo.localhost:3000';

describe('navigation guards, in the order of docs/spec.md §2', () => {
  it('1 and 2: loads the locale, then detects the frame, before anything else', async () => {
    const { calls, go } = setup();
    await go(SHOP, '/');
    expect(calls).toEqual(['loadLocale', 'detectFrame']);
  });

  it('1 and 2 also run when a later rule redirects', async () => {
    const { calls, go } = setup();
    expect(await go(ADMIN, '/store/1/orders')).toBe('/login');
    expect(calls).toEqual(['loadLocale', 'detectFrame']);
  });

  it('3: on the admin host, / goes to /choose-store', async () => {
    expect(await setup({ merchant: true }).go(ADMIN, '/')).toBe('/choose-store');
  });

  it('3: on the admin host, a path no route matches goes to /choose-store', async () => {
    expect(await setup({ merchant: true }).go(ADMIN, '/no/such/page')).toBe('/choose-store');
    expect(await setup({ merchant: true }).go(ADMIN, '/cart')).toBe('/choose-store');
  });

  it('3 comes before 4: a signed-out merchant on / first goes to /choose-store', async () => {
    expect(await setup().go(ADMIN, '/')).toBe('/choose-store');
  });

  it('3: a store host keeps / and its own routes', async () => {
    expect(await setup().go(SHOP, '/')).toBeNull();
    expect(await setup().go(SHOP, '/summer-sale')).toBeNull();
  });

  it('4: a route that needs sign-in sends a signed-out merchant to /login', async () => {
    expect(await setup().go(ADMIN, '/store/1/orders')).toBe('/login');
    expect(await setup().go(ADMIN, '/choose-store')).toBe('/login');
    expect(await setup().go(ADMIN, '/store/1/settings/providers/mollie')).toBe('/login');
  });

  it('4: lets a signed-in merchant in, and a signed-out one onto the public pages', async () => {
    expect(await setup({ merchant: true }).go(ADMIN, '/store/1/orders')).toBeNull();
    expect(await setup().go(ADMIN, '/register')).toBeNull();
    expect(await setup().go(ADMIN, '/login')).toBeNull();
  });

  it('5: /login sends a signed-in merchant to /choose-store', async () => {
    expect(await setup({ merchant: true }).go(ADMIN, '/login')).toBe('/choose-store');
  });

  it('6: a cart route with a session id stores it and goes to /cart', async () => {
    const { calls, go } = setup();
    expect(await go(SHOP, `/cart/${CART_ID}`)).toBe('/cart');
    expect(calls).toContain(`storeCart:${CART_ID}`);
  });

  it('6: /cart without an id stays', async () => {
    const { calls, go } = setup();
    expect(await go(SHOP, '/cart')).toBeNull();
    expect(calls.some((call) => call.startsWith('storeCart'))).toBe(false);
  });

  it('7: /checkout without a stored cart session goes to /cart', async () => {
    expect(await setup().go(SHOP, '/checkout')).toBe('/cart');
    expect(await setup({ cart: true }).go(SHOP, '/checkout')).toBeNull();
  });

  it('8: a login token is exchanged when the shopper is not signed in, then dropped from the address', async () => {
    const { calls, go } = setup();
    expect(await go(SHOP, '/order/abc?login_token=secret&lang=nl')).toBe('/order/abc?lang=nl');
    expect(calls).toEqual(['loadLocale', 'detectFrame', 'exchange:secret']);
  });

  it('8: a shopper signed in for this order keeps it without an exchange; the token still leaves the address', async () => {
    const { calls, go } = setup({ shopper: true });
    expect(await go(SHOP, '/order/abc?login_token=secret')).toBe('/order/abc');
    expect(calls).not.toContain('exchange:secret');
  });

  it('8: a token for another order does not count as signed in for this one', async () => {
    const calls: (string | undefined)[] = [];
    const deps: GuardDeps = {
      loadLocale: async () => undefined,
      detectFrame: () => undefined,
      isMerchantSignedIn: () => false,
      storeCartSessionId: () => undefined,
      hasCartSession: () => false,
      isShopperSignedIn: (orderId) => (calls.push(orderId), orderId === 'earlier'),
      exchangeLoginToken: async (token) => void calls.push(`exchange:${token}`),
    };
    const target = { host: SHOP, pathname: '/order/newer', search: '?login_token=secret' };
    expect(await runGuards(target, deps)).toBe('/order/newer');
    expect(calls).toEqual(['newer', 'exchange:secret']);
  });

  it('8: the exchange is told which order the link opens, and a library link opens none', async () => {
    const exchanged: [string, string | undefined][] = [];
    const deps: GuardDeps = {
      loadLocale: async () => undefined,
      detectFrame: () => undefined,
      isMerchantSignedIn: () => false,
      storeCartSessionId: () => undefined,
      hasCartSession: () => false,
      isShopperSignedIn: () => false,
      exchangeLoginToken: async (token, orderId) => void exchanged.push([token, orderId]),
    };
    expect(await runGuards({ host: SHOP, pathname: '/order/abc', search: '?login_token=one' }, deps)).toBe(
      '/order/abc',
    );
    expect(await runGuards({ host: SHOP, pathname: '/orders', search: '?login_token=two' }, deps)).toBe(
      '/orders',
    );
    expect(exchanged).toEqual([
      ['one', 'abc'],
      ['two', undefined],
    ]);
  });

  it('6 comes before 8: a cart link with a login token stores the cart first', async () => {
    const { calls, go } = setup();
    expect(await go(SHOP, `/cart/${CART_ID}?login_token=secret`)).toBe('/cart');
    expect(calls).not.toContain('exchange:secret');
  });

  it('7 comes before 8: checkout without a cart goes to /cart before any exchange', async () => {
    const { calls, go } = setup();
    expect(await go(SHOP, '/checkout?login_token=secret')).toBe('/cart');
    expect(calls).not.toContain('exchange:secret');
  });
});
