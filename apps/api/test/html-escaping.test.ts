import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, payWithTestProvider, placeOrder, shopWithProduct, type TestApp } from './harness.js';

const PRODUCT_NAME = '<img src=x onerror=alert(1)>';
const STORE_NAME = '"><script>alert(2)</script>';

/** Names a merchant types reach the test checkout and every e-mail as text, never as markup. */
describe('pages and e-mails built on the server escape what merchants type', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows a hostile store and product name as text on the checkout and in the order mails', async () => {
    const shop = await shopWithProduct(t.app, 'escape-shop');
    const rename = (url: string, body: object) => shop.client.put(url, body, { token: shop.token });
    expect((await rename(`/v1/admin/store/${shop.storeId}`, { name: STORE_NAME })).statusCode).toBe(200);
    const product = await rename(`/v1/admin/product/${shop.productId}`, {
      store_id: shop.storeId,
      name: PRODUCT_NAME,
    });
    expect(product.statusCode).toBe(200);

    const { cartId, order } = await placeOrder(t.app, shop);
    const link = await t.app.inject({
      method: 'POST',
      url: `/v1/store/${shop.slug}/order/${cartId}/payment-link`,
    });
    const checkout = await t.app.inject({ method: 'GET', url: new URL(link.json().data.url).pathname });
    expect(checkout.body).toContain('&quot;>&lt;script>alert(2)&lt;/script>');
    expect(checkout.body).not.toContain('<script>');

    expect((await payWithTestProvider(t.app, shop.slug, cartId)).statusCode).toBe(303);
    const mails = await t.ctx.database.allStoresDb
      .selectFrom('outbox_emails')
      .select('html')
      .where('order_id', '=', order.id)
      .execute();
    expect(mails.length).toBeGreaterThan(0);
    for (const { html } of mails) {
      expect(html).not.toContain('<img');
      expect(html).not.toContain('<script>');
    }
    expect(mails.some(({ html }) => html.includes('&lt;img src=x onerror=alert(1)>'))).toBe(true);
  });
});
