import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  placeOrder,
  shopWithProduct,
  uniqueSlug,
  type ShopFixture,
  type TestApp,
} from './harness.js';

/** One list of countries (every ISO 3166-1 code) for the checkout and the store's settings. */
describe('countries', () => {
  let t: TestApp;
  let shop: ShopFixture;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await shopWithProduct(t.app, uniqueSlug('landen'));
  });
  afterAll(() => t.close());

  it('lets a buyer in Australia or Japan order, and refuses a code that is no country', async () => {
    for (const country of ['AU', 'JP']) {
      const { order } = await placeOrder(t.app, shop, 1, {
        email: `koper.${country}@example.com`,
        customer_details: { name: 'Koper', country },
      });
      expect(order.status).toBe('pending');
    }
    await expect(
      placeOrder(t.app, shop, 1, {
        email: 'zz@example.com',
        customer_details: { name: 'Koper', country: 'ZZ' },
      }),
    ).rejects.toThrow(/customer_details\.country/);
  });

  it("takes the same codes as the store's country, and refuses the same", async () => {
    const save = (country: string) =>
      shop.client.post(
        '/v1/admin/settings',
        { store_id: shop.storeId, settings: { country } },
        { token: shop.token },
      );
    expect((await save('JP')).statusCode).toBe(200);
    const refused = await save('ZZ');
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['settings.country']);
  });
});
