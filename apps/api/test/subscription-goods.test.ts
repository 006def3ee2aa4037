import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  payWithTestProvider,
  placeOrder,
  shopWithProduct,
  uniqueSlug,
  TestClient,
  type TestApp,
} from './harness.js';

const DAY = 24 * 3600;

interface Goods {
  name: string;
  url: string | null;
  text: string | null;
  file: object | null;
  subscription_ended_at: string | null;
}

describe("a subscription's goods are the buyer's while it runs (decision 079)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const renew = () => t.ctx.jobs.worker({ kinds: ['renewal'] }).drain();

  /**
   * The order's goods as its buyer reads them, signed in by the link of the order's confirmation
   * mail at that moment (it keeps working; the paying browser's cookie lasts 30 days, a month less
   * than this test lives through).
   */
  async function goodsOf(slug: string, orderId: string): Promise<{ goods: Goods[]; token: string }> {
    const mail = await t.ctx.database.allStoresDb
      .selectFrom('outbox_emails')
      .select('html')
      .where('kind', '=', 'order_confirmation')
      .where('html', 'like', `%/order/${orderId}?login_token=%`)
      .executeTakeFirstOrThrow();
    const loginToken = /login_token=([\w-]+)/.exec(mail.html)![1];
    const session = await new TestClient(t.app).post('/v1/auth/customer/login', { login_token: loginToken });
    const token = session.json().data.token as string;
    const response = await new TestClient(t.app).get(`/v1/store/${slug}/order/${orderId}/products`, {
      token,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { goods: response.json().data as Goods[], token };
  }

  it('withholds the files and texts of a subscription that ended, and refuses a download link given before', async () => {
    // A monthly guide (a file and a text), bought with a card that pays once and refuses every renewal.
    const shop = await shopWithProduct(t.app, uniqueSlug('goods'), 1210);
    const product = await shop.client.put(
      `/v1/admin/product/${shop.productId}`,
      { store_id: shop.storeId, subscription_interval: 'month' },
      { token: shop.token },
    );
    expect(product.statusCode, product.body).toBe(200);
    const { cartId, order } = await placeOrder(t.app, shop);
    expect((await payWithTestProvider(t.app, shop.slug, cartId, 'paid_declining')).statusCode).toBe(303);

    const { goods: running } = await goodsOf(shop.slug, order.id);
    expect(running).toEqual([
      expect.objectContaining({ name: 'guide.pdf', file: expect.any(Object), subscription_ended_at: null }),
      expect.objectContaining({ name: 'Licence', text: 'KEY-42', subscription_ended_at: null }),
    ]);
    const link = running[0]!.url!;
    const download = () => new TestClient(t.app).get(link);
    expect((await download()).statusCode).toBe(200);

    // The renewal is declined on the day it is due and on each retry (days 1, 3 and 5): it ends.
    const start = t.clock.now().getTime();
    t.clock.advance(31 * DAY);
    await renew();
    for (const days of [1, 2, 2]) {
      t.clock.advance(days * DAY);
      await renew();
    }
    const { goods: ended } = await goodsOf(shop.slug, order.id);
    const endedAt = ended[0]!.subscription_ended_at;
    expect(endedAt).not.toBeNull();
    expect(ended).toEqual(
      ['guide.pdf', 'Licence'].map((name) => ({
        ...ended.find((item) => item.name === name),
        name,
        url: null,
        text: null,
        file: null,
        subscription_ended_at: endedAt,
      })),
    );

    // The link handed out while it ran, back within its five minutes, no longer opens the file.
    t.clock.advance((start - t.clock.now().getTime()) / 1000 + 60);
    const refused = await download();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This subscription has ended, and with it what it gave.');
  });

  it('leaves the goods of a product bought once alone', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('once'), 1210);
    const { cartId, order } = await placeOrder(t.app, shop);
    await payWithTestProvider(t.app, shop.slug, cartId);
    t.clock.advance(40 * DAY);
    await renew();
    expect((await goodsOf(shop.slug, order.id)).goods).toEqual([
      expect.objectContaining({ name: 'guide.pdf', url: expect.any(String), subscription_ended_at: null }),
      expect.objectContaining({ name: 'Licence', text: 'KEY-42', subscription_ended_at: null }),
    ]);
  });
});
