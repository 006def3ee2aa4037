import { expect } from 'vitest';
import type { SubscriptionView } from '@platform/contract';
import {
  payWithTestProvider,
  placeOrder,
  shopWithProduct,
  uniqueSlug,
  type ShopFixture,
  type TestApp,
} from './harness.js';

export const DAY = 24 * 3600;
const SUBSCRIPTION_EVENTS = [
  'subscription.created',
  'subscription.renewed',
  'subscription.payment_failed',
  'subscription.cancelled',
  'subscription.resumed',
  'subscription.expired',
];

/**
 * The shops, subscriptions and what they sent, as the subscription tests make and read them, in the
 * test app `app` answers (made in `beforeAll`, after these are).
 */
export function subscriptionFixtures(app: () => TestApp) {
  const db = () => app().ctx.database.allStoresDb;

  /** A shop selling its product by the month (€12.10 with 21 % VAT), with a licence key, telling a webhook endpoint. */
  async function monthlyShop(prefix: string): Promise<ShopFixture> {
    const shop = await shopWithProduct(app().app, uniqueSlug(prefix), 1210);
    const { storeId, token, client } = shop;
    const product = await client.put(
      `/v1/admin/product/${shop.productId}`,
      { store_id: storeId, subscription_interval: 'month' },
      { token },
    );
    expect(product.statusCode, product.body).toBe(200);
    expect(product.json().data.subscription_interval).toBe('month');
    const item = await client.post(
      `/v1/admin/product/${shop.productId}/product-item`,
      { store_id: storeId, product_type: 'license_key', name: 'Licence key', license_source: 'pattern' },
      { token },
    );
    expect(item.statusCode, item.body).toBe(201);
    const endpoint = await client.post(
      '/v1/admin/webhook-endpoint',
      { store_id: storeId, url: 'http://127.0.0.1:9/hook', events: SUBSCRIPTION_EVENTS },
      { token },
    );
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    return shop;
  }

  /** Buys the shop's product, paid through the test provider's page with `outcome`; answers the order and its key. */
  async function subscribe(shop: ShopFixture, outcome = 'paid', details?: object) {
    const { cartId, order } = await placeOrder(app().app, shop, 1, details);
    expect((await payWithTestProvider(app().app, shop.slug, cartId, outcome)).statusCode).toBe(303);
    const key = await db()
      .selectFrom('license_keys')
      .select('key')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    return { order, key: key.key };
  }

  /** The subscription webhooks the store's endpoint was sent, in order: the event and the subscription it carried. */
  async function webhooks(storeId: number) {
    const rows = await db()
      .selectFrom('webhook_deliveries')
      .select(['event', 'body'])
      .where('store_id', '=', storeId)
      .orderBy('id')
      .execute();
    return rows.map((row) => {
      const body = JSON.parse(row.body) as {
        data: { order: { id: string }; subscription: SubscriptionView };
      };
      return { event: row.event, order: body.data.order.id, subscription: body.data.subscription };
    });
  }

  async function renewalOrders(storeId: number) {
    return db()
      .selectFrom('orders')
      .select(['id', 'status', 'total_incl_vat', 'total_vat', 'subscription_period', 'buyer_country'])
      .where('store_id', '=', storeId)
      .where('subscription_id', 'is not', null)
      .orderBy('subscription_period')
      .execute();
  }

  const validate = async (key: string) =>
    (
      await app().app.inject({ method: 'POST', url: '/v1/licenses/validate', payload: { license_key: key } })
    ).json() as { valid: boolean; error: string | null };

  const renew = () =>
    app()
      .ctx.jobs.worker({ kinds: ['renewal'] })
      .drain();

  return { db, monthlyShop, subscribe, webhooks, renewalOrders, validate, renew };
}
