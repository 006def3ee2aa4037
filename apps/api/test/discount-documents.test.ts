import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, createTestApp, registerMerchant, TestClient, type TestApp } from './harness.js';
import { orderAndPayCart, sellFromNlUnderOss } from './vat-helpers.js';

/**
 * A percentage code is taken of the prices the shopper sees (gross in a b2c store, net in a b2b
 * store), the VAT following per line (decision 040), and every place that shows the order's totals
 * shows the code and its amount: the cart, the order, the confirmation e-mail, the invoice's PDF and
 * UBL, and the orders' CSV (issue 31, item 8).
 */

type Store = Awaited<ReturnType<typeof openStore>>;
let t: TestApp;

async function openStore(businessType: 'b2c' | 'b2b') {
  const { client, token } = await registerMerchant(t.app);
  const slug = `discount-docs-${businessType}-${Math.random().toString(36).slice(2, 8)}`;
  const storeId = (await createStore(client, token, { name: slug, slug, business_type: businessType })).id;
  await sellFromNlUnderOss(client, token, storeId);
  const product = async (name: string, price: number, vatClass: 'standard' | 'ebook') => {
    const created = await client.post(
      '/v1/admin/product',
      { store_id: storeId, status: 'for_sale', name, price, vat_class: vatClass },
      { token },
    );
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data.id as number;
  };
  const code = await client.post(
    '/v1/admin/discount-code',
    { store_id: storeId, code: 'WELKOM10', type: 'percentage', value: 10 },
    { token },
  );
  expect(code.statusCode, code.body).toBe(201);
  return { client, token, storeId, slug, product };
}

/** A cart of these lines with the code, as the shop shows it. */
async function cartWithCode(store: Store, lines: [number, number][]) {
  const shopper = new TestClient(t.app);
  const cart = await shopper.post(`/v1/store/${store.slug}/cart`, {
    products: lines.map(([product_id, quantity]) => ({ product_id, quantity })),
    discount_code: 'welkom10',
  });
  expect(cart.statusCode, cart.body).toBe(201);
  return { shopper, cart: cart.json().data };
}

/** Orders and pays the cart; answers the order as its buyer reads it. */
async function orderAndPay(
  store: Store,
  shopper: TestClient,
  cartId: string,
  details: Record<string, string>,
) {
  const id = await orderAndPayCart(t.app, shopper, store.slug, cartId, details);
  const order = await shopper.get(`/v1/store/${store.slug}/order/${id}`);
  expect(order.statusCode, order.body).toBe(200);
  return order.json().data;
}

async function confirmationText(orderId: string) {
  const mail = await t.ctx.database.allStoresDb
    .selectFrom('outbox_emails')
    .select(['text', 'html'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'order_confirmation')
    .executeTakeFirstOrThrow();
  return { text: mail.text.replace(/\u00a0/g, ' '), html: mail.html.replace(/\u00a0/g, ' ') };
}

async function invoiceOf(store: Store, orderId: string) {
  const listed = await store.client.get(`/v1/admin/invoice?store_id=${store.storeId}&order_id=${orderId}`, {
    token: store.token,
  });
  expect(listed.statusCode, listed.body).toBe(200);
  return (listed.json().data as { id: number; kind: string; has_ubl: boolean }[]).find(
    (doc) => doc.kind === 'invoice',
  )!;
}

const file = (store: Store, id: number, format: 'xml' | 'pdf') =>
  store.client.get(`/v1/admin/invoice/${id}/${format}?store_id=${store.storeId}`, { token: store.token });

async function pdfText(store: Store, id: number) {
  const response = await file(store, id, 'pdf');
  expect(response.statusCode).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ').replace(/\u00a0/g, ' ');
}

async function csvRowOf(store: Store, number: number) {
  const csv = await store.client.get(`/v1/admin/order/export?store_id=${store.storeId}`, {
    token: store.token,
  });
  expect(csv.statusCode).toBe(200);
  const [header, ...rows] = csv.body.split('\r\n');
  return { header, row: rows.find((row) => row.startsWith(`"${number}"`)) };
}

const consumer = { name: 'Kim de Koper', country: 'NL' };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a percentage code in a b2c store', () => {
  it('takes € 4,90 off € 49,00 at 9 %, and the order, e-mail, invoice and CSV show the code and € 4,90', async () => {
    const store = await openStore('b2c');
    const ebook = await store.product('Cursus aquarelleren', 4900, 'ebook');
    const { shopper, cart } = await cartWithCode(store, [[ebook, 1]]);
    // 10 % of the € 49,00 the consumer sees; not 10 % of the net € 44,95 with 9 % added back (€ 4,91).
    expect(cart.discount).toEqual({ code: 'WELKOM10', amount: 490 });
    expect(cart.products[0]).toMatchObject({ discount: 490, total_incl_vat: 4410, total_excl_vat: 4046 });
    expect(cart.totals).toEqual({ total_excl_vat: 4046, total_vat: 364, total_incl_vat: 4410 });

    const order = await orderAndPay(store, shopper, cart.id, consumer);
    expect(order.discount).toEqual({ code: 'WELKOM10', amount: 490 });
    expect(order.totals.total_incl_vat).toBe(4410);

    const mail = await confirmationText(order.id);
    expect(mail.text).toContain('Korting WELKOM10: € -4,90');
    expect(mail.text).toContain('Totaal incl. btw: € 44,10');
    expect(mail.html).toContain('Korting WELKOM10');

    const invoice = await invoiceOf(store, order.id);
    const pdf = await pdfText(store, invoice.id);
    expect(pdf).toContain('Kortingscode WELKOM10: € 4,90 korting, verwerkt in de bedragen hierboven.');
    expect(pdf).toContain('€ 44,10');

    const { header, row } = await csvRowOf(store, order.number);
    expect(header).toContain('"discount_code","discount"');
    expect(row).toContain('"40.46","3.64","44.10","yes","WELKOM10","4.90"');
  });

  it('takes 10 % of the gross sum of lines at 9 % and 21 %, spread in whole cents, VAT inside each line', async () => {
    const store = await openStore('b2c');
    const ebook = await store.product('E-book', 4999, 'ebook');
    const course = await store.product('Cursus', 1234, 'standard');
    const { cart } = await cartWithCode(store, [
      [ebook, 1],
      [course, 3],
    ]);
    // € 49,99 + 3 × € 12,34 = € 87,01; 10 % is 870,1 → 870, spread 499/370 and the cent left to the larger line.
    expect(cart.discount).toEqual({ code: 'WELKOM10', amount: 870 });
    expect(cart.products.map((line: { discount: number }) => line.discount)).toEqual([500, 370]);
    // VAT inside each discounted gross: 4499 at 9 % holds 371, 3332 at 21 % holds 578.
    expect(cart.products.map((line: { total_incl_vat: number }) => line.total_incl_vat)).toEqual([
      4499, 3332,
    ]);
    expect(cart.products.map((line: { total_excl_vat: number }) => line.total_excl_vat)).toEqual([
      4128, 2754,
    ]);
    expect(cart.totals).toEqual({ total_excl_vat: 6882, total_vat: 949, total_incl_vat: 7831 });
    expect(cart.totals.total_incl_vat).toBe(8701 - 870);
  });
});

describe('a percentage code in a b2b store', () => {
  it('takes 10 % of the net sum at 9 % and 21 %, VAT added per line; the e-mail, invoice PDF and UBL tell of it', async () => {
    const store = await openStore('b2b');
    const ebook = await store.product('E-book', 4900, 'ebook');
    const course = await store.product('Cursus', 1234, 'standard');
    const { shopper, cart } = await cartWithCode(store, [
      [ebook, 1],
      [course, 3],
    ]);
    // Net € 49,00 + 3 × € 12,34 = € 86,02; 10 % is 860,2 → 860, spread 489/370 and the cent to the larger line.
    expect(cart.discount).toEqual({ code: 'WELKOM10', amount: 860 });
    expect(cart.products.map((line: { discount: number }) => line.discount)).toEqual([490, 370]);
    expect(cart.products.map((line: { total_excl_vat: number }) => line.total_excl_vat)).toEqual([
      4410, 3332,
    ]);
    // 9 % of 4410 is 396,9 → 397; 21 % of 3332 is 699,72 → 700.
    expect(cart.totals).toEqual({ total_excl_vat: 7742, total_vat: 1097, total_incl_vat: 8839 });

    const order = await orderAndPay(store, shopper, cart.id, {
      name: 'Daan de Vries',
      company: 'Klant B.V.',
      vat_number: 'NL123456789B01',
      address: 'Herengracht 12',
      postal_code: '1015 BN',
      city: 'Amsterdam',
      country: 'NL',
    });
    expect(order.discount).toEqual({ code: 'WELKOM10', amount: 860 });

    const mail = await confirmationText(order.id);
    expect(mail.text).toContain('Korting WELKOM10: € -8,60');
    expect(mail.text).toContain('Totaal excl. btw: € 77,42');

    const invoice = await invoiceOf(store, order.id);
    expect(await pdfText(store, invoice.id)).toContain(
      'Kortingscode WELKOM10: € 8,60 korting, verwerkt in de bedragen hierboven.',
    );
    expect(invoice.has_ubl).toBe(true);
    const xml = await file(store, invoice.id, 'xml');
    expect(xml.statusCode).toBe(200);
    expect(xml.body.replace(/\u00a0/g, ' ')).toContain(
      '<cbc:Note>Kortingscode WELKOM10: € 8,60 korting, verwerkt in de bedragen hierboven.</cbc:Note>',
    );
  });
});
