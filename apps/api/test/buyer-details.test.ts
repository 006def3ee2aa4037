import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyer,
  businessAddress,
  createTestApp,
  payWithTestProvider,
  shopWithProduct,
  TestClient,
  uniqueSlug,
  type ShopFixture,
  type TestApp,
} from './harness.js';
import { adminOrder } from './payment-helpers.js';
import { sellFromNlUnderOss } from './vat-helpers.js';

type CheckoutFields = Record<'company' | 'vat_number' | 'address', 'hidden' | 'optional' | 'required'>;

/**
 * The buyer an invoice needs (issue 28, decision 052): a business (a company or a VAT number given)
 * gives its full address in every store and keeps all it gave, whatever the merchant's checkout fields
 * say; its invoice is in the company's name, at that address. A consumer may leave the address out.
 */
describe('the buyer’s details on the order and its invoice', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A b2c store of a complete Dutch seller, its checkout asking the given fields (by default none). */
  async function b2cShop(fields?: CheckoutFields): Promise<ShopFixture> {
    const shop = await shopWithProduct(t.app, uniqueSlug('buyer'));
    await sellFromNlUnderOss(shop.client, shop.token, shop.storeId);
    if (fields) {
      const saved = await shop.client.post(
        '/v1/admin/settings',
        { store_id: shop.storeId, settings: { checkout_fields: fields } },
        { token: shop.token },
      );
      expect(saved.statusCode, saved.body).toBe(200);
    }
    return shop;
  }

  async function order(shop: ShopFixture, body: object) {
    const shopper = new TestClient(t.app);
    const cart = await shopper.post(`/v1/store/${shop.slug}/cart`, {
      products: [{ product_id: shop.productId, quantity: 1 }],
    });
    const cartId = cart.json().data.id as string;
    const placed = await shopper.post(`/v1/store/${shop.slug}/order/${cartId}`, body);
    return { cartId, placed };
  }

  async function ordersOf(shop: ShopFixture) {
    return t.ctx.database.allStoresDb
      .selectFrom('orders')
      .select('id')
      .where('store_id', '=', shop.storeId)
      .execute();
  }

  /** The store's invoices as the merchant lists them, and one's PDF as text. */
  async function invoices(shop: ShopFixture) {
    const listed = await shop.client.get(`/v1/admin/invoice?store_id=${shop.storeId}`, { token: shop.token });
    expect(listed.statusCode, listed.body).toBe(200);
    return listed.json().data as { id: number; buyer_name: string; has_ubl: boolean }[];
  }
  async function document(shop: ShopFixture, id: number, format: 'pdf' | 'xml') {
    const response = await shop.client.get(`/v1/admin/invoice/${id}/${format}?store_id=${shop.storeId}`, {
      token: shop.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    if (format === 'xml') return response.body;
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
  }

  it('invoices a business buying from a b2c store in the company’s name, at its address, with its VAT number and a UBL file', async () => {
    // The store's checkout hides company, VAT number and address: the business keeps all it gave.
    const shop = await b2cShop();
    const { cartId, placed } = await order(shop, {
      email: 'inkoop@klant.example',
      customer_details: {
        name: 'Kim Klant',
        company: 'Klant BV',
        vat_number: 'NL859876543B01',
        ...businessAddress,
        country: 'NL',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().data.id as string;
    expect((await payWithTestProvider(t.app, shop.slug, cartId)).statusCode).toBe(303);

    const stored = await adminOrder(shop, orderId);
    expect(stored.customer_details).toEqual({
      name: 'Kim Klant',
      company: 'Klant BV',
      vat_number: 'NL859876543B01',
      address: 'Herengracht 12',
      postal_code: '1015 BN',
      city: 'Amsterdam',
      country: 'NL',
    });
    expect(stored.vat_details).toMatchObject({
      buyer_vat_number: 'NL859876543B01',
      buyer_company: 'Klant BV',
    });
    // A business has no right of withdrawal to give up (decision 050).
    expect(stored.withdrawal_waiver).toBeNull();

    const [invoice] = await invoices(shop);
    expect(invoice).toMatchObject({ buyer_name: 'Klant BV', has_ubl: true });
    const pdf = await document(shop, invoice!.id, 'pdf');
    for (const text of ['Klant BV', 'Kim Klant', 'Herengracht 12', '1015 BN Amsterdam', 'NL859876543B01']) {
      expect(pdf).toContain(text);
    }
    const xml = await document(shop, invoice!.id, 'xml');
    for (const text of ['Klant BV', 'Herengracht 12', '1015 BN', 'Amsterdam', 'NL859876543B01']) {
      expect(xml).toContain(text);
    }
  });

  it('refuses a business without its address, naming each missing field, whatever the store’s fields say; no order is made', async () => {
    for (const fields of [
      undefined,
      { company: 'required', vat_number: 'optional', address: 'optional' },
    ] as const) {
      const shop = await b2cShop(fields);
      for (const business of [{ company: 'Klant BV' }, { vat_number: 'NL859876543B01' }]) {
        const { placed } = await order(shop, {
          email: 'inkoop@klant.example',
          customer_details: { name: 'Kim Klant', ...business, city: '  ', country: 'NL' },
        });
        expect(placed.statusCode).toBe(422);
        const errors = Object.keys(placed.json().errors).sort();
        expect(errors).toEqual(
          [
            'customer_details.address',
            'customer_details.city',
            'customer_details.postal_code',
            // The merchant's own rule stands beside it: this store requires a company of everyone.
            ...(fields && !('company' in business) ? ['customer_details.company'] : []),
          ].sort(),
        );
      }
      expect(await ordersOf(shop)).toEqual([]);
    }
  });

  it('takes a consumer’s order without an address, and keeps and prints an address a consumer gave where the store asks it', async () => {
    const hidden = await b2cShop();
    const { placed: withoutAddress } = await order(hidden, buyer);
    expect(withoutAddress.statusCode, withoutAddress.body).toBe(201);
    expect((await adminOrder(hidden, withoutAddress.json().data.id)).customer_details).toEqual({
      name: 'Bea Buyer',
      country: 'NL',
    });

    const asked = await b2cShop({ company: 'hidden', vat_number: 'hidden', address: 'optional' });
    const { cartId, placed } = await order(asked, {
      ...buyer,
      customer_details: { name: 'Bea Buyer', ...businessAddress, country: 'BE' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const stored = await adminOrder(asked, placed.json().data.id);
    expect(stored.customer_details).toEqual({ name: 'Bea Buyer', ...businessAddress, country: 'BE' });
    // A consumer still consents to immediate delivery.
    expect(stored.withdrawal_waiver).not.toBeNull();
    expect((await payWithTestProvider(t.app, asked.slug, cartId)).statusCode).toBe(303);
    const [invoice] = await invoices(asked);
    expect(invoice).toMatchObject({ buyer_name: 'Bea Buyer', has_ubl: false });
    const pdf = await document(asked, invoice!.id, 'pdf');
    expect(pdf).toContain('Herengracht 12');
    expect(pdf).toContain('1015 BN Amsterdam');
  });

  it('drops an address a consumer gave where the store does not ask it, and keeps a business’s there', async () => {
    const shop = await b2cShop({ company: 'optional', vat_number: 'optional', address: 'hidden' });
    const { placed: consumer } = await order(shop, {
      ...buyer,
      customer_details: { name: 'Bea Buyer', ...businessAddress, country: 'NL' },
    });
    expect(consumer.statusCode, consumer.body).toBe(201);
    expect((await adminOrder(shop, consumer.json().data.id)).customer_details).toEqual({
      name: 'Bea Buyer',
      country: 'NL',
    });

    const { placed: business } = await order(shop, {
      email: 'inkoop@klant.example',
      customer_details: { name: 'Kim Klant', company: 'Klant BV', ...businessAddress, country: 'NL' },
    });
    expect(business.statusCode, business.body).toBe(201);
    expect((await adminOrder(shop, business.json().data.id)).customer_details).toEqual({
      name: 'Kim Klant',
      company: 'Klant BV',
      ...businessAddress,
      country: 'NL',
    });
  });
});
