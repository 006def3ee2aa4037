import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStore,
  createTestApp,
  payWithTestProvider,
  registerMerchant,
  TestClient,
  type TestApp,
} from './harness.js';

/** A product's name and description per language (decision 033), through HTTP. */
describe('product texts per language', () => {
  let t: TestApp;
  let merchant: TestClient;
  let token: string;
  let storeId: number;
  let productId: number;
  const slug = 'vertalingen';

  beforeAll(async () => {
    t = await createTestApp();
    ({ client: merchant, token } = await registerMerchant(t.app));
    storeId = (await createStore(merchant, token, { name: 'Vertalingen', slug })).id;
    const created = await merchant.post(
      '/v1/admin/product',
      {
        store_id: storeId,
        name: 'Fietstas',
        description: 'Waterdicht.',
        price: 4500,
        status: 'for_sale',
        translations: { de: { name: 'Fahrradtasche', description: 'Wasserdicht.' } },
      },
      { token },
    );
    expect(created.statusCode).toBe(201);
    productId = created.json().data.id;
  });
  afterAll(() => t.close());

  const publicProduct = async () =>
    (await t.app.inject({ method: 'GET', url: `/v1/store/${slug}/product/${productId}` })).json().data;

  it('keeps the store language as the name and the others as translations; an emptied language is none', async () => {
    expect(await publicProduct()).toMatchObject({
      name: 'Fietstas',
      description: 'Waterdicht.',
      translations: { de: { name: 'Fahrradtasche', description: 'Wasserdicht.' } },
    });
    const updated = await merchant.put(
      `/v1/admin/product/${productId}`,
      {
        store_id: storeId,
        translations: {
          en: { name: 'Bike bag', description: '' },
          de: { name: 'Fahrradtasche', description: 'Wasserdicht.' },
        },
      },
      { token },
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.translations).toEqual({
      en: { name: 'Bike bag', description: '' },
      de: { name: 'Fahrradtasche', description: 'Wasserdicht.' },
    });
    // Changing another field keeps the translations.
    await merchant.put(`/v1/admin/product/${productId}`, { store_id: storeId, price: 4600 }, { token });
    expect((await publicProduct()).translations.en).toEqual({ name: 'Bike bag', description: '' });
    // The admin finds the product by any of its names.
    const found = await merchant.get(`/v1/admin/product?store_id=${storeId}&search=fahrrad`, { token });
    expect(found.json().data.map((product: { id: number }) => product.id)).toEqual([productId]);
  });

  it('refuses a translation that is too long, naming its field', async () => {
    const response = await merchant.put(
      `/v1/admin/product/${productId}`,
      { store_id: storeId, translations: { en: { name: 'x'.repeat(201), description: '' } } },
      { token },
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['translations.en.name']);
  });

  it('freezes the names in the language the buyer ordered in, in the order and its e-mail', async () => {
    const order = async (language: string) => {
      const shopper = new TestClient(t.app);
      const headers = { 'accept-language': language };
      const cart = await shopper.post(
        `/v1/store/${slug}/cart`,
        { products: [{ product_id: productId, quantity: 1 }] },
        { headers },
      );
      expect(cart.json().data.products[0].translations.de.name).toBe('Fahrradtasche');
      const cartId = cart.json().data.id as string;
      const placed = await shopper.post(
        `/v1/store/${slug}/order/${cartId}`,
        {
          email: `koper.${language.slice(0, 2)}@example.com`,
          customer_details: { name: 'Koper', country: 'JP' },
          withdrawal_waiver: true,
        },
        { headers },
      );
      expect(placed.statusCode, placed.body).toBe(201);
      return { cartId, orderId: placed.json().data.id as string };
    };
    const german = await order('de-DE,de;q=0.9');
    const english = await order('en');
    // A language without a translation of the description still has the name; Dutch is the store's own.
    const dutch = await order('nl');

    const lineName = async (orderId: string) =>
      (await t.app.inject({ method: 'GET', url: `/v1/store/${slug}/order/${orderId}` })).json().data.lines[0]
        .name;
    expect(await lineName(german.orderId)).toBe('Fahrradtasche');
    expect(await lineName(english.orderId)).toBe('Bike bag');
    expect(await lineName(dutch.orderId)).toBe('Fietstas');

    // Renamed later: the order keeps what the buyer saw.
    await merchant.put(
      `/v1/admin/product/${productId}`,
      {
        store_id: storeId,
        // The translations are sent whole, as the admin's form sends them.
        translations: {
          en: { name: 'Bike bag', description: '' },
          de: { name: 'Satteltasche', description: '' },
        },
      },
      { token },
    );
    expect(await lineName(german.orderId)).toBe('Fahrradtasche');

    await payWithTestProvider(t.app, slug, german.cartId);
    const mails = await t.ctx.database.allStoresDb
      .selectFrom('outbox_emails')
      .select(['text'])
      .where('order_id', '=', german.orderId)
      .execute();
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.some((mail) => mail.text.includes('Fahrradtasche'))).toBe(true);
    expect(mails.filter((mail) => mail.text.includes('Fietstas'))).toEqual([]);
  });

  it("gives store pages their head in the language the address asks for, with every language's address", async () => {
    const page = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { host: `${slug}.localhost:3000` } });
    const address = `http://${slug}.localhost:3000/product/fietstas`;
    const german = (await page('/product/fietstas?lang=de')).body;
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('<title>Satteltasche – Vertalingen</title>');
    expect(german).toContain('<meta property="og:title" content="Satteltasche – Vertalingen" />');
    // No German description: the store language's.
    expect(german).toContain('<meta name="description" content="Waterdicht." />');
    expect(german).toContain('<meta property="og:locale" content="de_DE" />');
    expect(german).toContain(`<link rel="canonical" href="${address}?lang=de" />`);
    for (const locale of ['nl', 'en', 'de']) {
      expect(german).toContain(
        `<link rel="alternate" hreflang="${locale}" href="${address}?lang=${locale}" />`,
      );
    }
    expect(german).toContain(`<link rel="alternate" hreflang="x-default" href="${address}" />`);

    const english = (await page('/product/fietstas?lang=en')).body;
    expect(english).toContain('<title>Bike bag – Vertalingen</title>');
    // Without a language: the store's own (Dutch), canonical without a language.
    const plain = (await page('/product/fietstas')).body;
    expect(plain).toContain('<html lang="nl">');
    expect(plain).toContain('<title>Fietstas – Vertalingen</title>');
    expect(plain).toContain(`<link rel="canonical" href="${address}" />`);
    // An unknown language is none.
    expect((await page('/product/fietstas?lang=fr')).body).toContain('<title>Fietstas – Vertalingen</title>');
  });
});
