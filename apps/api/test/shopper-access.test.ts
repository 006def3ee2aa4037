import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  payWithTestProvider,
  placeOrder,
  shopWithProduct,
  TestClient,
  type ShopFixture,
  type TestApp,
} from './harness.js';

describe("a shopper's access to what they bought", () => {
  let t: TestApp;
  let shop: ShopFixture;
  let otherShop: ShopFixture;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await shopWithProduct(t.app, 'access-shop');
    otherShop = await shopWithProduct(t.app, 'other-access-shop');
  });
  afterAll(() => t.close());

  /** Places and pays an order, asks for a sign-in link and trades it for an access token. */
  async function paidOrderWithToken(fixture: ShopFixture, email: string) {
    const { cartId, order } = await placeOrder(t.app, fixture, 1, {
      email,
      customer_details: { name: 'B', country: 'NL' },
    });
    await payWithTestProvider(t.app, fixture.slug, cartId);
    const link = await loginLink(fixture.slug, order.id, email);
    const session = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/customer/login',
      payload: { login_token: link },
    });
    return { cartId, orderId: order.id, token: session.json().data.token as string };
  }

  async function loginLink(slug: string, orderId: string, email: string): Promise<string> {
    const before = await t.ctx.database.allStoresDb.selectFrom('outbox_emails').select('id').execute();
    const asked = await t.app.inject({
      method: 'POST',
      url: `/v1/store/${slug}/email-login`,
      payload: { email, session_id: orderId, redirect_to_name: 'order' },
    });
    expect(asked.json()).toEqual({ code: 'OK' });
    const mail = await t.ctx.database.allStoresDb
      .selectFrom('outbox_emails')
      .selectAll()
      .where('kind', '=', 'login_link')
      .where('id', 'not in', before.length ? before.map((row) => row.id) : [0])
      .executeTakeFirstOrThrow();
    return mail.html.match(/login_token=([\w-]+)/)![1]!;
  }

  const products = (slug: string, orderId: string, token?: string) =>
    new TestClient(t.app).get(`/v1/store/${slug}/order/${orderId}/products`, token ? { token } : {});

  it('answers the e-mail login the same whether or not the address bought the order', async () => {
    const { order } = await placeOrder(t.app, shop);
    const count = async () =>
      (await t.ctx.database.allStoresDb.selectFrom('outbox_emails').select('id').execute()).length;
    const before = await count();
    for (const email of ['buyer@example.com', 'stranger@example.com']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/v1/store/${shop.slug}/email-login`,
        payload: { email, session_id: order.id, redirect_to_name: 'order' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 'OK' });
    }
    expect(await count()).toBe(before);
  });

  it('accepts a login token once, and not after 15 minutes', async () => {
    const { orderId } = await paidOrderWithToken(shop, 'once@example.com');
    const token = await loginLink(shop.slug, orderId, 'once@example.com');
    t.clock.advance(15 * 60 + 1);
    const late = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/customer/login',
      payload: { login_token: token },
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('This link has expired or was already used. Ask for a new one.');
  });

  it("gives another buyer's token and another store's token nothing", async () => {
    const mine = await paidOrderWithToken(shop, 'mine@example.com');
    const theirs = await paidOrderWithToken(shop, 'theirs@example.com');
    const elsewhere = await paidOrderWithToken(otherShop, 'mine@example.com');
    expect((await products(shop.slug, mine.orderId, mine.token)).statusCode).toBe(200);
    expect((await products(shop.slug, mine.orderId, theirs.token)).statusCode).toBe(404);
    expect((await products(shop.slug, mine.orderId, elsewhere.token)).statusCode).toBe(404);
    expect((await products(otherShop.slug, mine.orderId, mine.token)).statusCode).toBe(404);
    expect((await products(shop.slug, mine.orderId)).statusCode).toBe(401);
    expect((await products(shop.slug, mine.orderId, 'not-a-token')).statusCode).toBe(401);
  });

  it('refuses downloads of unpaid and refunded orders, and expired or tampered links', async () => {
    const { orderId, token } = await paidOrderWithToken(shop, 'refund@example.com');
    const items = (await products(shop.slug, orderId, token)).json().data as { url: string }[];
    const fileUrl = items[0]!.url;
    expect((await t.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: fileUrl.replace(/signature=[\w-]+/, 'signature=forged-signature'),
        })
      ).statusCode,
    ).toBe(404);
    const otherExpiry = fileUrl.replace(
      /expires=(\d+)/,
      (_, value: string) => `expires=${Number(value) + 3600}`,
    );
    expect((await t.app.inject({ method: 'GET', url: otherExpiry })).statusCode).toBe(404);

    t.clock.advance(5 * 60 + 1);
    const expired = await t.app.inject({ method: 'GET', url: fileUrl });
    expect(expired.statusCode).toBe(410);

    const fresh = ((await products(shop.slug, orderId, token)).json().data as { url: string }[])[0]!.url;
    const refunded = await shop.client.post(
      `/v1/admin/order/${orderId}/refund`,
      { store_id: shop.storeId },
      { token: shop.token },
    );
    expect(refunded.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(403);
    expect((await products(shop.slug, orderId, token)).statusCode).toBe(403);

    const { order: unpaid } = await placeOrder(t.app, shop, 1, {
      email: 'refund@example.com',
      customer_details: { name: 'B', country: 'NL' },
    });
    expect((await products(shop.slug, unpaid.id, token)).statusCode).toBe(403);
  });

  it('counts e-mail logins per store and address only once they would send a link', async () => {
    const email = 'limited@example.com';
    const paid = async (fixture: ShopFixture) => {
      const { cartId, order } = await placeOrder(t.app, fixture, 1, {
        email,
        customer_details: { name: 'L', country: 'NL' },
      });
      await payWithTestProvider(t.app, fixture.slug, cartId);
      return order.id;
    };
    const mine = await paid(shop);
    const elsewhere = await paid(otherShop);
    const { order: unpaid } = await placeOrder(t.app, shop, 1, {
      email,
      customer_details: { name: 'L', country: 'NL' },
    });
    const ask = (slug: string, body: object) =>
      t.app.inject({ method: 'POST', url: `/v1/store/${slug}/email-login`, payload: body });
    const request = (orderId: string, address = email) => ({
      email: address,
      session_id: orderId,
      redirect_to_name: 'order',
    });

    // Junk from anyone: other addresses, orders of other stores, unpaid orders, made-up ids, bad bodies.
    for (let round = 0; round < 4; round += 1) {
      expect((await ask(shop.slug, request(mine, `someone${round}@example.com`))).statusCode).toBe(200);
      expect((await ask(shop.slug, request(elsewhere))).statusCode).toBe(200);
      expect((await ask(shop.slug, request(unpaid.id))).statusCode).toBe(200);
      expect((await ask(shop.slug, request('0'.repeat(32)))).statusCode).toBe(200);
      expect((await ask(shop.slug, { email, session_id: mine })).statusCode).toBe(422);
      expect((await ask('no-such-shop', request(mine))).statusCode).toBe(404);
    }

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push((await ask(shop.slug, request(mine))).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await ask(otherShop.slug, request(elsewhere))).statusCode).toBe(200);
  });
});
