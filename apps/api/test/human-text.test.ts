import { unzipSync } from 'fflate';
import { SaxesParser } from 'saxes';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyer,
  createTestApp,
  payWithTestProvider,
  placeOrder,
  shopWithProduct,
  TestClient,
  uniqueSlug,
  type ShopFixture,
  type TestApp,
} from './harness.js';

const INVALID_CHARACTERS = 'Remove the control or invisible characters from this text.';

/**
 * Parses with saxes, the strict XML 1.0 parser jsdom uses: a character XML cannot hold (U+0001,
 * U+000B, U+FFFE) is an error there, where lenient parsers read it. Answers the errors and the text of
 * every element by its name.
 */
function parseXml(xml: string) {
  const parser = new SaxesParser({ xmlns: true });
  const errors: string[] = [];
  const texts = new Map<string, string[]>();
  const open: string[] = [];
  parser.on('error', (error) => errors.push(error.message));
  parser.on('opentag', (tag) => open.push(tag.name));
  parser.on('closetag', () => open.pop());
  parser.on('text', (text) => {
    const name = open.at(-1);
    if (name && text.trim() !== '') texts.set(name, [...(texts.get(name) ?? []), text]);
  });
  parser.write(xml).close();
  return { errors, texts };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

/** Human text is text (issue 27, decision 049), on both databases. */
describe('text a person typed holds no control characters or non-characters', () => {
  let t: TestApp;
  let shop: ShopFixture;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await shopWithProduct(t.app, uniqueSlug('text'));
  });
  afterAll(() => t.close());

  async function storeRows() {
    const db = t.ctx.database.allStoresDb;
    return {
      orders: await db.selectFrom('orders').selectAll().where('store_id', '=', shop.storeId).execute(),
      carts: await db.selectFrom('carts').selectAll().where('store_id', '=', shop.storeId).execute(),
      outbox: await db.selectFrom('outbox_emails').select('id').orderBy('id').execute(),
    };
  }

  it('refuses a checkout whose name holds U+0001 with a 422 on that field, and changes nothing', async () => {
    const shopper = new TestClient(t.app);
    const cart = await shopper.post(`/v1/store/${shop.slug}/cart`, {
      products: [{ product_id: shop.productId, quantity: 1 }],
    });
    const cartId = cart.json().data.id as string;
    const before = await storeRows();
    const cases: [string, string][] = [
      ['name', 'Bea\u0001 Buyer'],
      ['name', 'Bea\u000BBuyer'],
      ['name', 'Bea Buyer\uFFFE'],
      ['name', 'Bea\tBuyer'],
      ['name', 'Bea\nBuyer'],
      ['name', 'Bea \u0085Buyer'],
      ['name', 'Bea \uD800Buyer'],
      ['name', 'Bea \uFDD0Buyer'],
      ['name', `Bea ${String.fromCodePoint(0x10ffff)}`],
      ['company', 'Acme\u0001 BV'],
      ['address', 'Main street 1\u000B'],
      ['postal_code', '1234\u0008AB'],
      ['city', '\u001BDelft'],
      ['vat_number', 'NL\u0001123'],
    ];
    for (const [field, value] of cases) {
      const response = await shopper.post(
        `/v1/store/${shop.slug}/order/${cartId}`,
        { ...buyer, customer_details: { ...buyer.customer_details, [field]: value } },
        { headers: { 'accept-language': 'en' } },
      );
      const where = `${field}: ${JSON.stringify(value)}`;
      expect(response.statusCode, where).toBe(422);
      expect(response.json().errors, where).toEqual({ [`customer_details.${field}`]: [INVALID_CHARACTERS] });
    }
    expect(await storeRows()).toEqual(before);

    // The same cart, with the name as a person types it, becomes the order.
    const placed = await shopper.post(`/v1/store/${shop.slug}/order/${cartId}`, buyer);
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await storeRows()).orders).toHaveLength(1);
  });

  it('refuses such characters in every kind of free text, and keeps lines and tabs where a text has lines', async () => {
    const { client, token, storeId, productId } = shop;
    const call = (method: 'POST' | 'PUT' | 'GET', url: string, body?: unknown) =>
      client.call(method, url, body, { token, headers: { 'accept-language': 'en' } });
    const product = { store_id: storeId, name: 'Poster', price: 100 };
    const settings = (values: object) => ({ store_id: storeId, settings: values });
    const billing = {
      legal_name: 'Shop BV',
      address: 'Main street 1',
      postal_code: '1234 AB',
      city: 'Delft',
      country: 'NL',
      vat_number: '',
      coc_number: '',
      iban: '',
    };
    const refused: [string, 'POST' | 'PUT' | 'GET', string, unknown, string][] = [
      ['store name', 'POST', '/v1/admin/store', { name: 'Shop\u0001', slug: uniqueSlug('bad') }, 'name'],
      ['store name', 'PUT', `/v1/admin/store/${storeId}`, { name: 'Shop\tone' }, 'name'],
      ['account name', 'PUT', '/v1/admin/account', { name: 'Nina\u0007' }, 'name'],
      ['product name', 'POST', '/v1/admin/product', { ...product, name: 'Poster\u000B' }, 'name'],
      [
        'product description',
        'POST',
        '/v1/admin/product',
        { ...product, description: 'A\uFFFE' },
        'description',
      ],
      [
        'product translation',
        'PUT',
        `/v1/admin/product/${productId}`,
        { store_id: storeId, translations: { de: { name: 'Plakat\u0001', description: '' } } },
        'translations.de.name',
      ],
      [
        'item text',
        'POST',
        `/v1/admin/product/${productId}/product-item`,
        { store_id: storeId, product_type: 'text', name: 'Key', text: 'KEY\u0002' },
        'text',
      ],
      [
        'storefront description',
        'POST',
        '/v1/admin/storefront',
        { store_id: storeId, name: 'Front', description: '\u{1FFFF}' },
        'description',
      ],
      [
        'billing name',
        'POST',
        '/v1/admin/settings',
        settings({ billing: { ...billing, legal_name: 'Shop\u0001 BV' } }),
        'settings.billing.legal_name',
      ],
      [
        'checkout note',
        'POST',
        '/v1/admin/settings',
        settings({ checkout_note: 'Note\f' }),
        'settings.checkout_note',
      ],
      [
        'sender name',
        'POST',
        '/v1/admin/settings',
        settings({ email_sender_name: 'Shop\r\nBcc: x@example.com' }),
        'settings.email_sender_name',
      ],
      [
        'token name',
        'POST',
        '/v1/admin/api-token',
        { store_id: storeId, name: 'CI\u0003', scopes: ['orders:read'] },
        'name',
      ],
      ['order search', 'GET', `/v1/admin/order?store_id=${storeId}&search=Bea%01`, undefined, 'search'],
    ];
    for (const [name, method, url, body, field] of refused) {
      const response = await call(method, url, body);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(422);
      expect(response.json().errors, name).toEqual({ [field]: [INVALID_CHARACTERS] });
    }

    const described = await call('POST', '/v1/admin/product', {
      ...product,
      description: 'First line\r\nSecond line\n\tindented',
    });
    expect(described.statusCode, described.body).toBe(201);
    expect(described.json().data.description).toBe('First line\r\nSecond line\n\tindented');
    const noted = await call(
      'POST',
      '/v1/admin/settings',
      settings({ checkout_note: 'Delivery:\n\tby e-mail' }),
    );
    expect(noted.statusCode, noted.body).toBe(200);
  });

  it('still shows what was stored before the rule: the order, the product and the settings answer as stored', async () => {
    const { client, token, storeId, productId } = shop;
    const db = t.ctx.database.allStoresDb;
    const { order } = await placeOrder(t.app, shop);
    const oldName = 'Bea\u0001\u000B Buyer';
    await db
      .updateTable('orders')
      .set({ customer_details: JSON.stringify({ name: oldName, country: 'NL' }) })
      .where('id', '=', order.id)
      .execute();
    await db
      .updateTable('products')
      .set({ translations: JSON.stringify({ de: { name: 'Plakat\u0001', description: '\uFFFE' } }) })
      .where('id', '=', productId)
      .execute();
    await db
      .insertInto('store_settings')
      .values({
        store_id: storeId,
        name: 'email_footer',
        value: JSON.stringify('Thanks\u0001'),
        updated_at: new Date().toISOString(),
      })
      .execute();

    const adminOrder = await client.get(`/v1/admin/order/${order.id}?store_id=${storeId}`, { token });
    expect(adminOrder.statusCode, adminOrder.body).toBe(200);
    expect(adminOrder.json().data.customer_details.name).toBe(oldName);
    const product = await client.get(`/v1/admin/product/${productId}?store_id=${storeId}`, { token });
    expect(product.statusCode, product.body).toBe(200);
    expect(product.json().data.translations.de.name).toBe('Plakat\u0001');
    const stored = await client.get(`/v1/admin/settings?store_id=${storeId}&names=email_footer`, { token });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().data.email_footer).toBe('Thanks\u0001');
  });
});

describe('an invoice whose record holds characters XML cannot', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is still a well-formed UBL file and a PDF, alone and in the archive, with U+FFFD where they stood', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('old-text'));
    const { cartId, order } = await placeOrder(t.app, shop);
    expect((await payWithTestProvider(t.app, shop.slug, cartId)).statusCode).toBe(303);

    // A record issued before decision 049 (or written some other way): the buyer a business with a
    // name, company and street holding U+0001, U+000B and U+FFFE, written straight to the database.
    const db = t.ctx.database.allStoresDb;
    const row = await db
      .selectFrom('invoices')
      .select(['id', 'snapshot'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const snapshot = JSON.parse(row.snapshot) as {
      seller: Record<string, unknown>;
      buyer: Record<string, unknown>;
      lines: { name: string }[];
    };
    // Both parties with a Peppol address and the seller with a VAT number, so the record has a UBL
    // file (decision 054).
    snapshot.seller = {
      ...snapshot.seller,
      country: 'NL',
      coc_number: '12345678',
      vat_number: 'NL000099998B57',
    };
    snapshot.buyer = {
      ...snapshot.buyer,
      name: 'Bea\u0001 Buyer',
      company: 'Acme\u000B BV',
      address: 'Main street\uFFFE 1',
      country: 'NL',
      vat_number: 'NL123456789B01',
    };
    snapshot.lines[0]!.name = 'Guide\u0001';
    await db
      .updateTable('invoices')
      .set({ snapshot: JSON.stringify(snapshot), business: 1, buyer_name: 'Bea\u0001 Buyer' })
      .where('id', '=', row.id)
      .execute();

    const xml = await shop.client.get(`/v1/admin/invoice/${row.id}/xml?store_id=${shop.storeId}`, {
      token: shop.token,
    });
    expect(xml.statusCode).toBe(200);
    const { errors, texts } = parseXml(xml.body);
    expect(errors).toEqual([]);
    expect(texts.get('cbc:RegistrationName')).toContain('Acme\uFFFD BV');
    expect(texts.get('cbc:StreetName')).toContain('Main street\uFFFD 1');
    expect(texts.get('cbc:Name')).toContain('Guide\uFFFD');

    const pdf = await shop.client.get(`/v1/admin/invoice/${row.id}/pdf?store_id=${shop.storeId}`, {
      token: shop.token,
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const stored of ['\u0001', '\u000B', '\uFFFE']) expect(text).not.toContain(stored);
    expect(text).toContain('Acme\uFFFD BV');
    expect(text).toContain('Bea\uFFFD Buyer');

    const archive = await shop.client.get(`/v1/admin/invoice-archive?store_id=${shop.storeId}`, {
      token: shop.token,
    });
    expect(archive.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(archive.rawPayload));
    const archived = Object.entries(files).filter(([name]) => name.endsWith('.xml'));
    expect(archived).toHaveLength(1);
    expect(parseXml(Buffer.from(archived[0]![1]).toString('utf8')).errors).toEqual([]);
  });
});
