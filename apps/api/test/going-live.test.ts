import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessAddress,
  buyer,
  fillSellerDetails,
  SELLER_DETAILS,
  shopWithProduct,
  TestClient,
  type ShopFixture,
  type StoreOwner,
  type TestApp,
} from './harness.js';
import type { FakeProviders } from './fake-providers.js';
import {
  appWithFakeProviders,
  closeWithFakeProviders,
  goLive,
  setTestMode,
  switchMollie,
} from './payment-helpers.js';
import { startViesStandIn } from './vies-stand-in.js';

const LIVE_PROVIDER_REQUIRED = {
  en: 'Switch on Mollie or Stripe under Settings → Payment providers before you switch test mode off.',
  nl: 'Zet eerst Mollie of Stripe aan onder Instellingen → Betaalproviders; daarna kun je de testmodus uitzetten.',
  de: 'Schalte zuerst Mollie oder Stripe unter Einstellungen → Zahlungsanbieter ein; danach kannst du den Testmodus ausschalten.',
};
const SELLER_DETAILS_REQUIRED =
  'Fill in your business details under Settings → Business details before you switch test mode off: every invoice names them.';
const REQUIRED = ['This field is required.'];
const EVERY_SELLER_DETAIL = {
  'billing.legal_name': REQUIRED,
  'billing.address': REQUIRED,
  'billing.postal_code': REQUIRED,
  'billing.city': REQUIRED,
  'billing.vat_number': REQUIRED,
  // A new store is Dutch: its KvK number is printed on every invoice.
  'billing.coc_number': REQUIRED,
};

describe('going live needs a way to be paid and a seller that can invoice (decision 051)', () => {
  let t: TestApp;
  let fake: FakeProviders;
  let vies: Awaited<ReturnType<typeof startViesStandIn>>;

  beforeAll(async () => {
    vies = await startViesStandIn({ DE123456789: { name: 'Kunde GmbH', address: 'Hauptstraße 1, Berlin' } });
    ({ t, fake } = await appWithFakeProviders({ VIES_API_URL: `${vies.url}/` }));
  });
  afterAll(async () => {
    await closeWithFakeProviders(t, fake);
    await vies.close();
  });

  const testMode = async (shop: ShopFixture) =>
    (await shop.client.get(`/v1/admin/store/${shop.storeId}`, { token: shop.token })).json().data.test_mode
      .value;
  const billing = async (shop: StoreOwner) =>
    (
      await shop.client.get(`/v1/admin/settings?store_id=${shop.storeId}&names=billing`, {
        token: shop.token,
      })
    ).json().data.billing;
  const saveSettings = (shop: ShopFixture, settings: object) =>
    shop.client.post('/v1/admin/settings', { store_id: shop.storeId, settings }, { token: shop.token });
  const orders = (shop: ShopFixture) =>
    t.ctx.database.allStoresDb
      .selectFrom('orders')
      .select('id')
      .where('store_id', '=', shop.storeId)
      .execute();

  it('refuses to switch test mode off naming the missing provider and each missing detail at once, by either path, and changes nothing', async () => {
    const shop = await shopWithProduct(t.app, 'going-live');
    for (const [locale, text] of Object.entries(LIVE_PROVIDER_REQUIRED)) {
      const refused = await setTestMode(shop, false, { 'accept-language': locale });
      expect(refused.statusCode, locale).toBe(422);
      expect(refused.json().message, locale).toBe(text);
      expect(refused.json().errors.test_mode, locale).toEqual([text]);
    }
    expect((await setTestMode(shop, false)).json().errors).toEqual({
      test_mode: [LIVE_PROVIDER_REQUIRED.en],
      ...EVERY_SELLER_DETAIL,
    });

    // With a live provider on, what is left is the seller; the settings route says the same.
    await switchMollie(shop, true);
    const viaSettings = await saveSettings(shop, { primary_color: '#123456', test_mode: { value: false } });
    expect(viaSettings.statusCode).toBe(422);
    expect(viaSettings.json()).toEqual({
      message: SELLER_DETAILS_REQUIRED,
      errors: { test_mode: [SELLER_DETAILS_REQUIRED], ...EVERY_SELLER_DETAIL },
    });
    expect(await testMode(shop)).toBe(true);
    const colour = await shop.client.get(`/v1/admin/settings?store_id=${shop.storeId}&names=primary_color`, {
      token: shop.token,
    });
    expect(colour.json().data).toEqual({ primary_color: null });
  });

  it('refuses a Dutch seller without its KvK number, refuses one that is not 8 digits, and goes live with one', async () => {
    const shop = await shopWithProduct(t.app, 'kvk-shop');
    await switchMollie(shop, true);
    expect((await saveSettings(shop, { billing: { ...SELLER_DETAILS, coc_number: '' } })).statusCode).toBe(
      200,
    );
    const refused = await setTestMode(shop, false, { 'accept-language': 'nl' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      test_mode: [
        'Vul eerst je bedrijfsgegevens in onder Instellingen → Bedrijfsgegevens; daarna kun je de testmodus uitzetten. Elke factuur vermeldt ze.',
      ],
      'billing.coc_number': ['Dit veld is verplicht.'],
    });

    // A number that is given must be one, in test mode too.
    const short = await saveSettings(shop, { billing: { ...SELLER_DETAILS, coc_number: '1234567' } });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ 'billing.coc_number': ['A KvK number has 8 digits.'] });
    expect((await billing(shop)).coc_number).toBe('');

    expect(
      (await saveSettings(shop, { billing: { ...SELLER_DETAILS, coc_number: '1234 5678' } })).statusCode,
    ).toBe(200);
    expect((await setTestMode(shop, false)).statusCode).toBe(200);
    expect(await testMode(shop)).toBe(false);
  });

  it('goes live when complete and a live provider is on; a provider set up but switched off does not count', async () => {
    const shop = await shopWithProduct(t.app, 'complete-shop');
    await fillSellerDetails(shop);
    await switchMollie(shop, true);
    await switchMollie(shop, false);
    expect((await setTestMode(shop, false)).json().errors).toEqual({
      test_mode: [LIVE_PROVIDER_REQUIRED.en],
    });

    await switchMollie(shop, true);
    expect((await setTestMode(shop, false)).statusCode).toBe(200);
    expect(await testMode(shop)).toBe(false);
    // Saying "live" again for a live store is no change, and allowed whatever the providers.
    await switchMollie(shop, false);
    expect((await saveSettings(shop, { test_mode: { value: false } })).statusCode).toBe(200);
  });

  it("refuses to save a live store's billing details incomplete, and keeps them", async () => {
    const shop = await shopWithProduct(t.app, 'live-billing');
    await switchMollie(shop, true);
    expect((await goLive(shop)).statusCode).toBe(200);

    const emptied = await saveSettings(shop, {
      primary_color: '#123456',
      billing: { ...SELLER_DETAILS, legal_name: ' ', vat_number: '' },
    });
    expect(emptied.statusCode).toBe(422);
    expect(emptied.json().errors).toEqual({ 'billing.legal_name': REQUIRED, 'billing.vat_number': REQUIRED });
    expect(await billing(shop)).toEqual(SELLER_DETAILS);
    const stored = await shop.client.get(`/v1/admin/settings?store_id=${shop.storeId}&names=primary_color`, {
      token: shop.token,
    });
    expect(stored.json().data).toEqual({ primary_color: null });

    // Back in test mode, in the same request, details may be missing again.
    const toTest = await saveSettings(shop, {
      test_mode: { value: true },
      billing: { ...SELLER_DETAILS, city: '' },
    });
    expect(toTest.statusCode).toBe(200);
  });

  it('a live store whose seller is incomplete takes no orders, and its shop says so; in test mode it sells', async () => {
    const shop = await shopWithProduct(t.app, 'went-live-before');
    await switchMollie(shop, true);
    expect((await goLive(shop)).statusCode).toBe(200);
    // A store that went live before the rule: its billing details are as it left them, empty.
    await t.ctx.database.allStoresDb
      .deleteFrom('store_settings')
      .where('store_id', '=', shop.storeId)
      .where('name', '=', 'billing')
      .execute();
    const shopper = new TestClient(t.app);
    const face = async () => (await shopper.get(`/v1/store/${shop.slug}`)).json().data.can_take_payments;
    expect(await face()).toBe(false);

    const cart = await shopper.post(`/v1/store/${shop.slug}/cart`, {
      products: [{ product_id: shop.productId, quantity: 1 }],
    });
    const cartId = cart.json().data.id as string;
    const refused = await shopper.post(`/v1/store/${shop.slug}/order/${cartId}`, buyer, {
      headers: { 'accept-language': 'de' },
    });
    expect(refused.statusCode).toBe(422);
    const text = 'Dieser Shop kann noch keine Bestellungen annehmen. Bitte versuche es später erneut.';
    expect(refused.json()).toEqual({ message: text, errors: { order: [text] } });
    expect(await orders(shop)).toEqual([]);

    // In test mode the shop takes (test) orders again, its details still missing.
    await setTestMode(shop, true);
    expect(await face()).toBe(true);
    expect((await shopper.post(`/v1/store/${shop.slug}/order/${cartId}`, buyer)).statusCode).toBe(201);
  });

  it('a seller without a VAT number charges a German business with a valid VAT number VAT: no reverse charge', async () => {
    const withNumber = await shopWithProduct(t.app, 'seller-with-vat', 1210);
    const without = await shopWithProduct(t.app, 'seller-without-vat', 1210);
    await fillSellerDetails(withNumber);
    expect((await saveSettings(without, { billing: { ...SELLER_DETAILS, vat_number: '' } })).statusCode).toBe(
      200,
    );
    const business = {
      email: 'einkauf@kunde.example',
      customer_details: {
        name: 'Karl Kunde',
        company: 'Kunde GmbH',
        country: 'DE',
        vat_number: 'DE123456789',
        ...businessAddress,
      },
    };
    const sale = async (shop: ShopFixture) => {
      const shopper = new TestClient(t.app);
      const cart = await shopper.post(`/v1/store/${shop.slug}/cart?country=DE&vat_number=DE123456789`, {
        products: [{ product_id: shop.productId, quantity: 1 }],
      });
      const placed = await shopper.post(`/v1/store/${shop.slug}/order/${cart.json().data.id}`, business);
      expect(placed.statusCode, placed.body).toBe(201);
      return { vat: cart.json().data.vat, totals: placed.json().data.totals };
    };

    // The same buyer and number: reverse charged by a seller with a VAT number of its own…
    expect(await sale(withNumber)).toEqual({
      vat: { country: 'DE', treatment: 'reverse_charge', vat_number: 'valid', reverse_charge_possible: true },
      totals: { total_excl_vat: 1000, total_vat: 0, total_incl_vat: 1000 },
    });
    // …and charged the store's VAT (domestic scheme) by one without.
    expect(await sale(without)).toEqual({
      vat: { country: 'DE', treatment: 'domestic', vat_number: 'none', reverse_charge_possible: false },
      totals: { total_excl_vat: 1000, total_vat: 210, total_incl_vat: 1210 },
    });
  });

  it('a demo store has complete made-up business details: with a live provider on, it goes live', async () => {
    const host = { host: 'app.localhost:3000' };
    const made = await t.app.inject({
      method: 'POST',
      url: '/dev/demo-store',
      headers: { ...host, 'content-type': 'application/json' },
      payload: '{}',
    });
    const demo = made.json().data;
    const client = new TestClient(t.app);
    const login = await client.post(
      '/v1/auth/merchant/login',
      { email: demo.email, password: demo.password },
      { headers: host },
    );
    const shop = { client, token: login.json().data.authorization.token, storeId: demo.store_id };
    expect(await billing(shop)).toMatchObject({
      legal_name: 'Demo Fotografie B.V.',
      country: 'NL',
    });
    await switchMollie(shop, true);
    expect((await setTestMode(shop, false)).statusCode).toBe(200);
  });
});
