import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyer,
  createTestApp,
  shopWithProduct,
  TestClient,
  type ShopFixture,
  type TestApp,
} from './harness.js';
import { setTestMode, switchMollie } from './payment-helpers.js';

const LIVE_PROVIDER_REQUIRED = {
  en: 'Switch on Mollie or Stripe under Settings → Payment providers before you switch test mode off.',
  nl: 'Zet eerst Mollie of Stripe aan onder Instellingen → Betaalproviders; daarna kun je test mode uitzetten.',
  de: 'Schalte zuerst Mollie oder Stripe unter Einstellungen → Zahlungsanbieter ein; danach kannst du den Testmodus ausschalten.',
};

describe('going live needs a way to be paid', () => {
  let t: TestApp;
  let shop: ShopFixture;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await shopWithProduct(t.app, 'going-live');
  });
  afterAll(() => t.close());

  const testMode = async () =>
    (await shop.client.get(`/v1/admin/store/${shop.storeId}`, { token: shop.token })).json().data.test_mode
      .value;

  it('refuses to switch test mode off without an active live provider, by either path, naming what is missing', async () => {
    for (const [locale, text] of Object.entries(LIVE_PROVIDER_REQUIRED)) {
      const refused = await setTestMode(shop, false, { 'accept-language': locale });
      expect(refused.statusCode, locale).toBe(422);
      expect(refused.json(), locale).toEqual({ message: text, errors: { test_mode: [text] } });
    }
    const viaSettings = await shop.client.post(
      '/v1/admin/settings',
      { store_id: shop.storeId, settings: { primary_color: '#123456', test_mode: { value: false } } },
      { token: shop.token },
    );
    expect(viaSettings.statusCode).toBe(422);
    expect(viaSettings.json().errors).toEqual({ test_mode: [LIVE_PROVIDER_REQUIRED.en] });
    expect(await testMode()).toBe(true);
    const colour = await shop.client.get(`/v1/admin/settings?store_id=${shop.storeId}&names=primary_color`, {
      token: shop.token,
    });
    expect(colour.json().data).toEqual({ primary_color: null });

    // A provider that is set up but switched off does not count.
    await switchMollie(shop, true);
    await switchMollie(shop, false);
    expect((await setTestMode(shop, false)).statusCode).toBe(422);

    await switchMollie(shop, true);
    expect((await setTestMode(shop, false)).statusCode).toBe(200);
    expect(await testMode()).toBe(false);
    // Saying "live" again for a live store is no change, and allowed whatever the providers.
    await switchMollie(shop, false);
    const again = await shop.client.post(
      '/v1/admin/settings',
      { store_id: shop.storeId, settings: { test_mode: { value: false } } },
      { token: shop.token },
    );
    expect(again.statusCode).toBe(200);
  });

  it('says in the shop that a live store without a provider cannot take payments, and takes no orders', async () => {
    const other = await shopWithProduct(t.app, 'no-provider');
    await switchMollie(other, true);
    expect((await setTestMode(other, false)).statusCode).toBe(200);
    const shopper = new TestClient(t.app);
    const face = async () => (await shopper.get(`/v1/store/${other.slug}`)).json().data.can_take_payments;
    expect(await face()).toBe(true);

    await switchMollie(other, false);
    expect(await face()).toBe(false);
    const cart = await shopper.post(`/v1/store/${other.slug}/cart`, {
      products: [{ product_id: other.productId, quantity: 1 }],
    });
    const cartId = cart.json().data.id as string;
    const refused = await shopper.post(`/v1/store/${other.slug}/order/${cartId}`, buyer, {
      headers: { 'accept-language': 'de' },
    });
    expect(refused.statusCode).toBe(422);
    const text = 'Dieser Shop kann noch keine Zahlungen annehmen. Bitte versuche es später erneut.';
    expect(refused.json()).toEqual({ message: text, errors: { order: [text] } });
    const orders = await t.ctx.database.allStoresDb
      .selectFrom('orders')
      .select('id')
      .where('store_id', '=', other.storeId)
      .execute();
    expect(orders).toEqual([]);

    // In test mode the shop takes (test) orders again.
    await setTestMode(other, true);
    expect(await face()).toBe(true);
    expect((await shopper.post(`/v1/store/${other.slug}/order/${cartId}`, buyer)).statusCode).toBe(201);
  });
});
