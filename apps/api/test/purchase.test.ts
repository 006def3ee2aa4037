import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyer,
  createTestApp,
  payWithTestProvider,
  placeOrder,
  shopWithProduct,
  TestClient,
  type TestApp,
} from './harness.js';

async function outbox(t: TestApp, orderId: string) {
  return t.ctx.database.allStoresDb
    .selectFrom('outbox_emails')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

function loginTokenFrom(html: string): string {
  const match = html.match(/login_token=([\w-]+)/);
  if (!match?.[1]) throw new Error('no login link in the e-mail');
  return match[1];
}

describe('the whole purchase through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('orders, pays on the test page, mails a sign-in link and delivers the file', async () => {
    const shop = await shopWithProduct(t.app, 'purchase-shop');
    const { shopper, cartId, order } = await placeOrder(t.app, shop, 2);
    expect(order).toMatchObject({
      status: 'pending',
      email_hint: 'b***@example.com',
      test_mode: true,
      totals: { total_excl_vat: 3298, total_vat: 692, total_incl_vat: 3990 },
      lines: [{ name: 'Guide', quantity: 2, unit_price: 1995, total_incl_vat: 3990 }],
    });
    expect(JSON.stringify(order)).not.toContain('Bea Buyer');

    const again = await shopper.post(`/v1/store/${shop.slug}/order/${cartId}`, buyer);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(order.id);

    const link = await shopper.post(`/v1/store/${shop.slug}/order/${cartId}/payment-link`);
    const checkoutUrl = new URL(link.json().data.url);
    expect(checkoutUrl.origin).toBe('http://purchase-shop.localhost:3000');
    // The test page speaks the order's language (English here), whatever the browser says.
    const page = await t.app.inject({
      method: 'GET',
      url: checkoutUrl.pathname,
      headers: { 'accept-language': 'nl' },
    });
    expect(page.body).toContain('TEST MODE: no money is charged.');
    expect(page.body).toContain('€39.90');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");

    const paid = await t.app.inject({
      method: 'POST',
      url: checkoutUrl.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://purchase-shop.localhost:3000/order/${order.id}`);
    const paidOrder = await shopper.get(`/v1/store/${shop.slug}/order/${order.id}`);
    expect(paidOrder.json().data).toMatchObject({ status: 'paid', paid_at: expect.any(String) });

    const mails = await outbox(t, order.id);
    expect(mails.map((mail) => [mail.kind, mail.to_address])).toEqual([
      ['order_confirmation', 'buyer@example.com'],
      ['notification_order_paid', expect.stringMatching(/^merchant/)],
    ]);
    expect(mails[0]!.text).toContain('TEST ORDER');
    expect(await t.ctx.jobs.worker({ kinds: ['email'] }).runOnce()).toBe(2);
    expect((await outbox(t, order.id)).map((mail) => mail.status)).toEqual(['kept', 'kept']);

    const loginToken = loginTokenFrom(mails[0]!.html);
    const session = await shopper.post('/v1/auth/customer/login', { login_token: loginToken });
    expect(session.statusCode).toBe(200);
    expect(session.json().data).toMatchObject({ order_id: order.id, store_slug: shop.slug });
    const accessToken = session.json().data.token as string;
    // The confirmation's link is the order's receipt: it signs in again, with a new access token.
    const secondUse = await shopper.post('/v1/auth/customer/login', { login_token: loginToken });
    expect(secondUse.statusCode).toBe(200);
    expect(secondUse.json().data.token).not.toBe(accessToken);

    const items = await shopper.get(`/v1/store/${shop.slug}/order/${order.id}/products`, {
      token: accessToken,
    });
    expect(items.statusCode).toBe(200);
    const delivered = items.json().data as { product_type: string; url: string; text: string | null }[];
    expect(delivered.map((item) => item.product_type)).toEqual(['file', 'text']);
    expect(delivered[1]!.text).toBe('KEY-42');
    const download = await t.app.inject({ method: 'GET', url: delivered[0]!.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('guide.pdf');
    expect(download.rawPayload.equals(shop.fileBytes)).toBe(true);

    const admin = await shop.client.get(`/v1/admin/order/${order.id}?store_id=${shop.storeId}`, {
      token: shop.token,
    });
    expect(admin.json().data).toMatchObject({
      status: 'paid',
      customer_details: { name: 'Bea Buyer', country: 'NL' },
      payments: [{ provider: 'test', status: 'paid', amount: 3990 }],
      downloads: [{ item_name: 'guide.pdf' }],
    });
    expect(admin.json().data.events.map((event: { type: string }) => event.type)).toEqual(['placed', 'paid']);
    expect(admin.json().data.emails).toHaveLength(2);
  });

  it('makes exactly one order from 20 concurrent requests on one cart', async () => {
    const shop = await shopWithProduct(t.app, 'concurrent-shop');
    const shopper = new TestClient(t.app);
    const cart = await shopper.post(`/v1/store/${shop.slug}/cart`, {
      products: [{ product_id: shop.productId, quantity: 1 }],
    });
    const cartId = cart.json().data.id;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: `/v1/store/${shop.slug}/order/${cartId}`, payload: buyer }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    expect(new Set(responses.map((response) => response.json().data.id)).size).toBe(1);
    const orders = await t.ctx.database.allStoresDb
      .selectFrom('orders')
      .select('id')
      .where('store_id', '=', shop.storeId)
      .execute();
    expect(orders).toHaveLength(1);
  });

  it('changes the order once when the payment outcome arrives 10 times, and never backwards', async () => {
    const shop = await shopWithProduct(t.app, 'replay-shop');
    const { cartId, order } = await placeOrder(t.app, shop);
    const link = await t.app.inject({
      method: 'POST',
      url: `/v1/store/${shop.slug}/order/${cartId}/payment-link`,
    });
    const path = new URL(link.json().data.url).pathname;
    const post = (outcome: string) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `outcome=${outcome}`,
      });
    for (let replay = 0; replay < 10; replay += 1) expect((await post('paid')).statusCode).toBe(303);
    await post('failed');
    await post('canceled');
    const events = await t.ctx.database.allStoresDb
      .selectFrom('order_events')
      .select('type')
      .where('order_id', '=', order.id)
      .execute();
    expect(events.map((event) => event.type)).toEqual(['placed', 'paid']);
    expect(await outbox(t, order.id)).toHaveLength(2);
    const status = await t.app.inject({ method: 'GET', url: `/v1/store/${shop.slug}/order/${order.id}` });
    expect(status.json().data.status).toBe('paid');
  });

  it('lets a failed payment be retried', async () => {
    const shop = await shopWithProduct(t.app, 'retry-shop');
    const { cartId, order } = await placeOrder(t.app, shop);
    await payWithTestProvider(t.app, shop.slug, cartId, 'failed');
    const failed = await t.app.inject({ method: 'GET', url: `/v1/store/${shop.slug}/order/${order.id}` });
    expect(failed.json().data.status).toBe('failed');
    expect(await outbox(t, order.id)).toHaveLength(0);
    await payWithTestProvider(t.app, shop.slug, cartId, 'paid');
    const paid = await t.app.inject({ method: 'GET', url: `/v1/store/${shop.slug}/order/${order.id}` });
    expect(paid.json().data.status).toBe('paid');
    const again = await t.app.inject({
      method: 'POST',
      url: `/v1/store/${shop.slug}/order/${cartId}/payment-link`,
    });
    expect(again.statusCode).toBe(422);
  });

  it('needs no payment for an order that totals 0', async () => {
    const shop = await shopWithProduct(t.app, 'free-shop', 0);
    const { order } = await placeOrder(t.app, shop);
    expect(order.status).toBe('paid');
    expect((await outbox(t, order.id)).map((mail) => mail.kind)).toEqual([
      'order_confirmation',
      'notification_order_paid',
    ]);
  });
});
