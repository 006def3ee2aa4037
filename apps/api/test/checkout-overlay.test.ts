import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  payWithTestProvider,
  shopWithProduct,
  type ShopFixture,
  type TestApp,
} from './harness.js';

const DAY = 24 * 3600;

/**
 * The checkout in the embed's overlay (decision 080): a frame on another site, whose browser keeps no
 * Lax cookie, opens its order by the header the placing answer gave it; the test provider's page may
 * then be framed, as the store's own checkout is, but only when it runs in the overlay.
 */
describe('the checkout in the embed overlay (decision 080)', () => {
  let t: TestApp;
  let shop: ShopFixture;
  let otherShop: ShopFixture;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await shopWithProduct(t.app, 'overlay-shop');
    otherShop = await shopWithProduct(t.app, 'other-overlay-shop');
  });
  afterAll(() => t.close());

  /** Places an order as a framed browser does: no cookie jar, the answer's header is all it keeps. */
  async function placeInFrame(fixture: ShopFixture, email: string) {
    const cart = await t.app.inject({
      method: 'POST',
      url: `/v1/store/${fixture.slug}/cart`,
      payload: { products: [{ product_id: fixture.productId, quantity: 1 }] },
    });
    const cartId = cart.json().data.id as string;
    const placed = await t.app.inject({
      method: 'POST',
      url: `/v1/store/${fixture.slug}/order/${cartId}`,
      payload: { email, customer_details: { name: 'Ada Buyer', country: 'NL' }, withdrawal_waiver: true },
    });
    expect(placed.statusCode).toBe(201);
    return { cartId, orderId: placed.json().data.id as string, access: placed.headers['x-order-access'] };
  }

  async function placeAndPayInFrame(fixture: ShopFixture, email: string) {
    const placed = await placeInFrame(fixture, email);
    await payWithTestProvider(t.app, fixture.slug, placed.cartId);
    return placed;
  }

  const withHeader = (value: string) => ({ 'x-order-access': value });
  const products = (slug: string, orderId: string, headers = {}) =>
    t.app.inject({ method: 'GET', url: `/v1/store/${slug}/order/${orderId}/products`, headers });
  const order = (slug: string, orderId: string, headers = {}) =>
    t.app.inject({ method: 'GET', url: `/v1/store/${slug}/order/${orderId}`, headers });

  describe('the frame access token', () => {
    it("is the order cookie's value, given only to the request that placed the order", async () => {
      const { cartId, access } = await placeInFrame(shop, 'frame@example.com');
      expect(access).toMatch(/^\d+\.[\w-]{43}$/);
      const again = await t.app.inject({
        method: 'POST',
        url: `/v1/store/${shop.slug}/order/${cartId}`,
        payload: {
          email: 'x@example.com',
          customer_details: { name: 'X', country: 'NL' },
          withdrawal_waiver: true,
        },
      });
      expect(again.statusCode).toBe(200);
      expect(again.headers['x-order-access']).toBeUndefined();
    });

    it('opens its paid order and its goods, as the cookie does', async () => {
      const { orderId, access } = await placeAndPayInFrame(shop, 'frame-paid@example.com');
      expect((await order(shop.slug, orderId)).json().data.buyer_access).toBe(false);
      expect((await products(shop.slug, orderId)).statusCode).toBe(401);
      expect((await order(shop.slug, orderId, withHeader(access as string))).json().data.buyer_access).toBe(
        true,
      );
      expect((await products(shop.slug, orderId, withHeader(access as string))).statusCode).toBe(200);
    });

    it("opens no other order, no other store's, and nothing once forged or expired", async () => {
      const mine = await placeAndPayInFrame(shop, 'mine-frame@example.com');
      const theirs = await placeAndPayInFrame(shop, 'theirs-frame@example.com');
      const elsewhere = await placeAndPayInFrame(otherShop, 'mine-frame@example.com');
      const value = mine.access as string;
      expect((await products(shop.slug, mine.orderId, withHeader(value))).statusCode).toBe(200);

      // Another order of the store, and the other store's orders (tenant isolation).
      expect((await products(shop.slug, theirs.orderId, withHeader(value))).statusCode).toBe(401);
      expect((await order(shop.slug, theirs.orderId, withHeader(value))).json().data.buyer_access).toBe(
        false,
      );
      expect((await products(otherShop.slug, elsewhere.orderId, withHeader(value))).statusCode).toBe(401);
      expect((await products(otherShop.slug, mine.orderId, withHeader(value))).statusCode).toBe(401);
      expect(
        (await products(shop.slug, elsewhere.orderId, withHeader(elsewhere.access as string))).statusCode,
      ).toBe(401);

      // Forged: a later expiry under the same signature, another order's signature, or no token at all.
      const [expires, signature] = value.split('.');
      expect(
        (await products(shop.slug, mine.orderId, withHeader(`${Number(expires) + DAY}.${signature}`)))
          .statusCode,
      ).toBe(401);
      const theirSignature = (theirs.access as string).split('.')[1];
      expect(
        (await products(shop.slug, mine.orderId, withHeader(`${expires}.${theirSignature}`))).statusCode,
      ).toBe(401);
      expect((await products(shop.slug, mine.orderId, withHeader('not-a-token'))).statusCode).toBe(401);

      t.clock.advance(30 * DAY + 1);
      expect((await products(shop.slug, mine.orderId, withHeader(value))).statusCode).toBe(401);
      expect((await order(shop.slug, mine.orderId, withHeader(value))).json().data.buyer_access).toBe(false);
    });
  });

  describe("the test provider's page", () => {
    async function testPage(query = '') {
      const { cartId } = await placeInFrame(shop, 'page@example.com');
      const link = await t.app.inject({
        method: 'POST',
        url: `/v1/store/${shop.slug}/order/${cartId}/payment-link`,
      });
      const url = new URL(link.json().data.url as string);
      const answer = await t.app.inject({
        method: 'GET',
        url: url.pathname + query,
        headers: { host: url.host },
      });
      return { path: url.pathname, answer };
    }

    it('is never framed outside the overlay, and posts to itself', async () => {
      const { path, answer } = await testPage();
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-security-policy']).toMatch(/frame-ancestors 'none'$/);
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.body).toContain(`action="${path}"`);
    });

    it("in the overlay is framed as the store's own pages are, and keeps the overlay to the order page", async () => {
      const parent = 'http://127.0.0.1:8080';
      const overlay = `?embed_overlay=1&embed_parent=${encodeURIComponent(parent)}`;
      const { path, answer } = await testPage(`${overlay}&other=x`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-security-policy']).toMatch(/frame-ancestors \*$/);
      expect(answer.headers['x-frame-options']).toBeUndefined();
      expect(answer.body).toContain(`action="${path}${overlay.replaceAll('&', '&amp;')}"`);

      const paid = await t.app.inject({
        method: 'POST',
        url: path + overlay,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=paid',
      });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toMatch(
        new RegExp(`^http://${shop.slug}\\.localhost:3000/order/[\\w-]+\\${overlay.replace('%', '\\%')}$`),
      );
    });

    it('asked for the overlay with another value is still never framed, nor on the admin host', async () => {
      expect((await testPage('?embed_overlay=yes')).answer.headers['content-security-policy']).toMatch(
        /frame-ancestors 'none'$/,
      );
      const admin = await t.app.inject({
        method: 'GET',
        url: '/login?embed_overlay=1',
        headers: { host: 'app.localhost:3000' },
      });
      expect(admin.headers['content-security-policy']).toMatch(/frame-ancestors 'none'$/);
    });
  });
});
