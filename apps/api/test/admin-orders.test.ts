import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  payWithTestProvider,
  placeOrder,
  registerMerchant,
  shopWithProduct,
  TestClient,
  type ShopFixture,
  type TestApp,
} from './harness.js';
import { adminOrder, historyByContract, paymentLink } from './payment-helpers.js';

describe('order administration', () => {
  let t: TestApp;
  let shop: ShopFixture;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await shopWithProduct(t.app, 'admin-orders-shop');
  });
  afterAll(() => t.close());

  const action = (orderId: string, name: string, storeId = shop.storeId, token = shop.token) =>
    shop.client.post(`/v1/admin/order/${orderId}/${name}`, { store_id: storeId }, { token });

  it('lists, searches and filters orders, newest first', async () => {
    const first = await placeOrder(t.app, shop, 1, {
      email: 'ann@example.com',
      customer_details: { name: 'Ann', country: 'NL' },
    });
    t.clock.advance(60);
    const second = await placeOrder(t.app, shop, 1, {
      email: 'bob@example.com',
      customer_details: { name: 'Bob', country: 'BE' },
    });
    await payWithTestProvider(t.app, shop.slug, second.cartId);

    const all = await shop.client.get(`/v1/admin/order?store_id=${shop.storeId}`, { token: shop.token });
    expect(
      all
        .json()
        .data.map((order: { email: string }) => order.email)
        .slice(0, 2),
    ).toEqual(['bob@example.com', 'ann@example.com']);
    const byEmail = await shop.client.get(`/v1/admin/order?store_id=${shop.storeId}&search=ANN@`, {
      token: shop.token,
    });
    expect(byEmail.json().data.map((order: { id: string }) => order.id)).toEqual([first.order.id]);
    const byId = await shop.client.get(
      `/v1/admin/order?store_id=${shop.storeId}&search=${second.order.id.slice(0, 10)}`,
      { token: shop.token },
    );
    expect(byId.json().data.map((order: { id: string }) => order.id)).toEqual([second.order.id]);
    const paid = await shop.client.get(`/v1/admin/order?store_id=${shop.storeId}&status=paid`, {
      token: shop.token,
    });
    expect(paid.json().data.map((order: { id: string }) => order.id)).toEqual([second.order.id]);
    expect(paid.json().meta).toEqual({ total: 1, total_capped: false, page: 1, per_page: 20 });
  });

  it('marks paid, cancels, refunds and resends, recording who did it', async () => {
    const transfer = await placeOrder(t.app, shop);
    const marked = await action(transfer.order.id, 'mark-paid');
    expect(marked.json().data.status).toBe('paid');
    expect(marked.json().data.events.at(-1)).toMatchObject({
      type: 'paid',
      actor: expect.stringMatching(/^merchant:\d+$/),
    });

    const resent = await action(transfer.order.id, 'resend-access');
    expect(resent.json().data.events.at(-1).type).toBe('access_resent');
    expect(resent.json().data.emails.map((email: { subject: string }) => email.subject)).toEqual([
      `Your order #${transfer.order.number} at Shop admin-orders-shop`,
      expect.stringContaining('Nieuwe bestelling'),
      `Your sign-in link for order #${transfer.order.number} at Shop admin-orders-shop`,
    ]);

    const refunded = await action(transfer.order.id, 'refund');
    expect(refunded.json().data.status).toBe('refunded');
    const again = await action(transfer.order.id, 'refund');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ action: ['This is not possible for an order with this status.'] });

    const abandoned = await placeOrder(t.app, shop);
    expect((await action(abandoned.order.id, 'cancel')).json().data.status).toBe('cancelled');
    expect((await action(abandoned.order.id, 'mark-paid')).statusCode).toBe(422);
    expect((await action(abandoned.order.id, 'resend-access')).statusCode).toBe(422);

    const viaProvider = await placeOrder(t.app, shop);
    await payWithTestProvider(t.app, shop.slug, viaProvider.cartId);
    const providerRefund = await action(viaProvider.order.id, 'refund');
    expect(providerRefund.json().data.payments[0].status).toBe('refunded');
    expect(providerRefund.json().data.events.at(-1)).toMatchObject({
      type: 'refunded',
      data: { via_provider: true },
    });
  });

  it('writes only the names and data the contract gives the order history, through purchases and refunds', async () => {
    const bought = await placeOrder(t.app, shop);
    await payWithTestProvider(t.app, shop.slug, bought.cartId, 'failed');
    expect((await paymentLink(t.app, shop.slug, bought.cartId)).statusCode).toBe(200);
    await payWithTestProvider(t.app, shop.slug, bought.cartId);
    await action(bought.order.id, 'resend-access');
    await action(bought.order.id, 'refund');
    const transfer = await placeOrder(t.app, shop);
    await action(transfer.order.id, 'mark-paid');
    await action(transfer.order.id, 'refund');
    const abandoned = await placeOrder(t.app, shop);
    await action(abandoned.order.id, 'cancel');

    const histories = await Promise.all(
      [bought, transfer, abandoned].map(async ({ order }) =>
        historyByContract((await adminOrder(shop, order.id)).events).map((event) => event.type),
      ),
    );
    expect(histories).toEqual([
      ['placed', 'failed', 'pending', 'paid', 'access_resent', 'refund_succeeded', 'refunded'],
      ['placed', 'paid', 'refunded'],
      ['placed', 'cancelled'],
    ]);
  });

  it('answers the actions each order allows, in the list and on the order', async () => {
    const actionsOf = async (orderId: string) => {
      const detail = await shop.client.get(`/v1/admin/order/${orderId}?store_id=${shop.storeId}`, {
        token: shop.token,
      });
      const list = await shop.client.get(`/v1/admin/order?store_id=${shop.storeId}&search=${orderId}`, {
        token: shop.token,
      });
      expect(list.json().data).toEqual([expect.objectContaining({ actions: detail.json().data.actions })]);
      return detail.json().data.actions;
    };
    const open = await placeOrder(t.app, shop);
    expect(await actionsOf(open.order.id)).toEqual(['mark-paid', 'cancel']);
    await payWithTestProvider(t.app, shop.slug, open.cartId, 'failed');
    expect(await actionsOf(open.order.id)).toEqual(['mark-paid', 'cancel']);

    const bought = await placeOrder(t.app, shop);
    await payWithTestProvider(t.app, shop.slug, bought.cartId);
    expect(await actionsOf(bought.order.id)).toEqual(['resend-access', 'refund']);
    const part = await shop.client.post(
      `/v1/admin/order/${bought.order.id}/refund`,
      { store_id: shop.storeId, amount: 500 },
      { token: shop.token },
    );
    expect(part.json().data).toMatchObject({ status: 'paid', actions: ['resend-access', 'refund'] });
    const rest = await action(bought.order.id, 'refund');
    expect(rest.json().data).toMatchObject({ status: 'refunded', actions: [] });

    expect((await action(open.order.id, 'cancel')).json().data.actions).toEqual([]);
    expect(await actionsOf(open.order.id)).toEqual([]);
  });

  it('gives every list the total of the orders it pages through, as statuses change', async () => {
    const listed = async (query: string) => {
      const response = await shop.client.get(
        `/v1/admin/order?store_id=${shop.storeId}&per_page=100${query}`,
        {
          token: shop.token,
        },
      );
      return {
        ids: response.json().data.map((order: { id: string }) => order.id),
        total: response.json().meta.total,
      };
    };
    const expectTotalsToMatchPages = async () => {
      for (const query of ['', '&status=pending', '&status=paid', '&status=cancelled', '&status=refunded']) {
        const { ids, total } = await listed(query);
        expect(total, query).toBe(ids.length);
      }
    };
    const before = await listed('&status=paid');
    const bought = await placeOrder(t.app, shop);
    const dropped = await placeOrder(t.app, shop);
    await expectTotalsToMatchPages();
    await payWithTestProvider(t.app, shop.slug, bought.cartId);
    await action(dropped.order.id, 'cancel');
    await expectTotalsToMatchPages();
    expect((await listed('&status=paid')).total).toBe(before.total + 1);
    await action(bought.order.id, 'refund');
    await expectTotalsToMatchPages();
    expect((await listed('&status=paid')).total).toBe(before.total);
  });

  it("keeps one merchant out of another merchant's orders", async () => {
    const { order } = await placeOrder(t.app, shop);
    const intruder = await registerMerchant(t.app);
    const own = (
      await intruder.client.post(
        '/v1/admin/store',
        { name: 'Mine', slug: 'intruder-orders' },
        { token: intruder.token },
      )
    ).json().data.id;
    const attempts: [string, string, unknown?][] = [
      ['GET', `/v1/admin/order?store_id=${shop.storeId}`],
      ['GET', `/v1/admin/order/${order.id}?store_id=${shop.storeId}`],
      ['GET', `/v1/admin/order/${order.id}?store_id=${own}`],
      ['POST', `/v1/admin/order/${order.id}/mark-paid`, { store_id: own }],
      ['POST', `/v1/admin/order/${order.id}/cancel`, { store_id: shop.storeId }],
    ];
    for (const [method, url, body] of attempts) {
      const response = await intruder.client.call(method as 'GET', url, body, { token: intruder.token });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const status = await t.app.inject({ method: 'GET', url: `/v1/store/${shop.slug}/order/${order.id}` });
    expect(status.json().data.status).toBe('pending');
  });

  it('refuses bad order input with 422 naming the field, writing nothing', async () => {
    const shopper = new TestClient(t.app);
    const cart = await shopper.post(`/v1/store/${shop.slug}/cart`, {
      products: [{ product_id: shop.productId, quantity: 1 }],
    });
    const cartId = cart.json().data.id as string;
    const empty = (await shopper.post(`/v1/store/${shop.slug}/cart`, { products: [] })).json().data
      .id as string;
    const ok = {
      email: 'x@example.com',
      customer_details: { name: 'X', country: 'NL' },
      withdrawal_waiver: true,
    };
    const cases: [string, string, unknown, string][] = [
      ['POST', `/v1/store/${shop.slug}/order/${cartId}`, { ...ok, email: undefined }, 'email'],
      ['POST', `/v1/store/${shop.slug}/order/${cartId}`, { ...ok, email: 'nope' }, 'email'],
      [
        'POST',
        `/v1/store/${shop.slug}/order/${cartId}`,
        { ...ok, customer_details: undefined },
        'customer_details',
      ],
      [
        'POST',
        `/v1/store/${shop.slug}/order/${cartId}`,
        { ...ok, customer_details: { country: 'NL' } },
        'customer_details.name',
      ],
      [
        'POST',
        `/v1/store/${shop.slug}/order/${cartId}`,
        { ...ok, customer_details: { name: 'X', country: 'Netherlands' } },
        'customer_details.country',
      ],
      [
        'POST',
        `/v1/store/${shop.slug}/order/${cartId}`,
        { ...ok, customer_details: { name: 'x'.repeat(201) } },
        'customer_details.name',
      ],
      ['POST', `/v1/store/${shop.slug}/order/${cartId}`, { ...ok, locale: 'fr' }, 'locale'],
      ['POST', `/v1/store/${shop.slug}/order/${empty}`, ok, 'products'],
      ['POST', `/v1/store/${shop.slug}/order/short`, ok, 'cartSessionId'],
      ['GET', `/v1/store/${shop.slug}/order/bad!id`, undefined, 'orderId'],
      [
        'POST',
        `/v1/store/${shop.slug}/email-login`,
        { email: 'x@example.com', session_id: 'x'.repeat(30), redirect_to_name: 'home' },
        'redirect_to_name',
      ],
      [
        'POST',
        `/v1/store/${shop.slug}/email-login`,
        { email: 'bad', session_id: 'x'.repeat(30), redirect_to_name: 'order' },
        'email',
      ],
      ['POST', '/v1/auth/customer/login', { login_token: 'short' }, 'login_token'],
      ['POST', '/v1/auth/customer/login', {}, 'login_token'],
      ['GET', `/v1/admin/order?store_id=${shop.storeId}&status=lost`, undefined, 'status'],
      ['POST', `/v1/admin/order/${'x'.repeat(43)}/explode`, { store_id: shop.storeId }, 'action'],
    ];
    const count = async () =>
      (await t.ctx.database.allStoresDb.selectFrom('orders').select('id').execute()).length;
    const before = await count();
    for (const [method, url, body, field] of cases) {
      const response = await shopper.call(method as 'GET', url, body, { token: shop.token });
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(422);
      expect(Object.keys(response.json().errors), `${url} ${JSON.stringify(body)}`).toContain(field);
    }
    expect(await count()).toBe(before);
  });
});
