import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBuyer } from './buyer-helpers.js';
import {
  buyer,
  createTestApp,
  payWithTestProvider,
  shopWithProduct,
  TestClient,
  type ShopFixture,
  type TestApp,
} from './harness.js';

/**
 * An item's name per language (decision 074), through HTTP: kept as sent, and written into a paid
 * order in the order's language, else the store's. The shop's product has a file ("guide.pdf") and a
 * text ("Licence") without translations; the store's language is Dutch.
 */
describe('item names per language', () => {
  let t: TestApp;
  let shop: ShopFixture;
  let manualId: number;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await shopWithProduct(t.app, 'itemnamen');
    const manual = await addItem({
      product_type: 'link',
      name: 'Handleiding',
      url: 'https://example.com/handleiding',
      translations: { de: { name: 'Anleitung' }, en: { name: '' } },
    });
    expect(manual.statusCode, manual.body).toBe(201);
    manualId = manual.json().data.id;
    const key = await addItem({
      product_type: 'license_key',
      name: 'Licentiesleutel',
      license_source: 'pattern',
      translations: { en: { name: 'Licence key' }, de: { name: 'Lizenzschlüssel' } },
    });
    expect(key.statusCode, key.body).toBe(201);
  });
  afterAll(() => t.close());

  const itemsPath = () => `/v1/admin/product/${shop.productId}/product-item`;
  const addItem = (body: object) =>
    shop.client.post(itemsPath(), { store_id: shop.storeId, ...body }, { token: shop.token });
  const updateManual = (body: object) =>
    shop.client.put(`${itemsPath()}/${manualId}`, { store_id: shop.storeId, ...body }, { token: shop.token });
  const adminItems = async () => {
    const response = await shop.client.get(`${itemsPath()}?store_id=${shop.storeId}`, { token: shop.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number; name: string; translations: object }[];
  };

  it('answers the names as the merchant wrote them: an empty language is none, an item without any has none', async () => {
    const items = await adminItems();
    expect(items.map(({ name, translations }) => ({ name, translations }))).toEqual([
      { name: 'guide.pdf', translations: {} },
      { name: 'Licence', translations: {} },
      { name: 'Handleiding', translations: { de: { name: 'Anleitung' } } },
      {
        name: 'Licentiesleutel',
        translations: { en: { name: 'Licence key' }, de: { name: 'Lizenzschlüssel' } },
      },
    ]);
    // The product's own answer carries its items' names too.
    const product = await shop.client.get(`/v1/admin/product/${shop.productId}?store_id=${shop.storeId}`, {
      token: shop.token,
    });
    expect(product.json().data.items[2].translations).toEqual({ de: { name: 'Anleitung' } });
  });

  it('keeps the names when another field changes, and takes them whole when sent', async () => {
    const renamed = await updateManual({ url: 'https://example.com/handleiding-2' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.translations).toEqual({ de: { name: 'Anleitung' } });
    const whole = await updateManual({ translations: { en: { name: 'Manual' }, de: { name: 'Anleitung' } } });
    expect(whole.json().data.translations).toEqual({ en: { name: 'Manual' }, de: { name: 'Anleitung' } });
    const emptied = await updateManual({ translations: { en: { name: '' }, de: { name: 'Anleitung' } } });
    expect(emptied.json().data.translations).toEqual({ de: { name: 'Anleitung' } });
  });

  it('refuses a name too long or of an unknown language with a 422 naming the field, and changes nothing', async () => {
    const long = await updateManual({ translations: { de: { name: 'x'.repeat(201) } } });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(['translations.de.name']);
    const unknown = await addItem({
      product_type: 'text',
      name: 'Bonus',
      text: 'Extra',
      translations: { fr: { name: 'Prime' } },
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)[0]).toMatch(/^translations/);
    const items = await adminItems();
    expect(items).toHaveLength(4);
    expect(items[2]!.translations).toEqual({ de: { name: 'Anleitung' } });
  });

  /** A buyer whose screen is in `language` orders the product, pays, and signs in with the mail's link. */
  async function paidOrderIn(language: string, email: string) {
    const shopper = new TestClient(t.app);
    const headers = { 'accept-language': language };
    const cart = await shopper.post(
      `/v1/store/${shop.slug}/cart`,
      { products: [{ product_id: shop.productId, quantity: 1 }] },
      { headers },
    );
    const cartId = cart.json().data.id as string;
    const placed = await shopper.post(
      `/v1/store/${shop.slug}/order/${cartId}`,
      { ...buyer, email },
      { headers },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await payWithTestProvider(t.app, shop.slug, cartId)).statusCode).toBe(303);
    return signedInBuyer(t, shop, { shopper, order: placed.json().data });
  }

  const confirmation = (orderId: string) =>
    t.ctx.database.allStoresDb
      .selectFrom('outbox_emails')
      .select('text')
      .where('order_id', '=', orderId)
      .where('kind', '=', 'order_confirmation')
      .executeTakeFirstOrThrow();

  it("writes each item's name into the paid order in its language, else the store's, and keeps it after a rename", async () => {
    const german = await paidOrderIn('de-DE,de;q=0.9', 'kaeufer@example.com');
    const names = async (goods: typeof german.goods) => (await goods()).map((item) => item.name);
    expect(await names(german.goods)).toEqual(['guide.pdf', 'Licence', 'Anleitung', 'Lizenzschlüssel']);
    expect((await confirmation(german.order.id)).text).toMatch(/^Lizenzschlüssel: \S+$/m);

    const english = await paidOrderIn('en', 'buyer@example.com');
    // No English name for the manual: the store's Dutch one.
    expect(await names(english.goods)).toEqual(['guide.pdf', 'Licence', 'Handleiding', 'Licence key']);
    expect((await confirmation(english.order.id)).text).toMatch(/^Licence key: \S+$/m);

    const dutch = await paidOrderIn('nl', 'koper@example.com');
    expect(await names(dutch.goods)).toEqual(['guide.pdf', 'Licence', 'Handleiding', 'Licentiesleutel']);

    // Renamed after the sale: the order keeps the name its buyer read.
    await updateManual({ translations: { de: { name: 'Gebrauchsanweisung' } } });
    expect(await names(german.goods)).toEqual(['guide.pdf', 'Licence', 'Anleitung', 'Lizenzschlüssel']);
  });
});
