import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStore,
  createTestApp,
  payWithTestProvider,
  registerMerchant,
  TestClient,
  type TestApp,
} from './harness.js';
import { sellFromNlUnderOss } from './vat-helpers.js';

/**
 * The merchant refunds part of an order (issue 31, item 2): chosen lines and quantities, or a free
 * amount, each within what is left, refused with a 422 naming the field otherwise. The credit note
 * credits exactly the lines given back (or each line's share of an amount), and the buyer's e-mail names
 * the amount, the lines and what stays paid.
 */

interface Refunded {
  status: string;
  refunded_amount: number;
  refunded_quantities: number[];
  refunds: { amount: number; status: string; lines: unknown }[];
}

describe('refunds of lines and amounts', () => {
  let t: TestApp;
  let shop: { client: TestClient; token: string; storeId: number; slug: string };
  let orderId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const { client, token } = await registerMerchant(t.app);
    const slug = `refund-lines-${Math.random().toString(36).slice(2, 8)}`;
    const storeId = (await createStore(client, token, { name: 'Atelier Noor', slug, business_type: 'b2c' }))
      .id;
    await sellFromNlUnderOss(client, token, storeId);
    shop = { client, token, storeId, slug };
    const product = async (name: string, price: number, vatClass: 'standard' | 'ebook') => {
      const created = await client.post(
        '/v1/admin/product',
        { store_id: storeId, status: 'for_sale', name, price, vat_class: vatClass },
        { token },
      );
      expect(created.statusCode, created.body).toBe(201);
      return created.json().data.id as number;
    };
    const ebook = await product('E-book', 4900, 'ebook');
    const course = await product('Cursus', 1234, 'standard');
    // € 49,00 + 3 × € 12,34 = € 86,02, paid.
    const shopper = new TestClient(t.app);
    const cart = await shopper.post(`/v1/store/${slug}/cart`, {
      products: [
        { product_id: ebook, quantity: 1 },
        { product_id: course, quantity: 3 },
      ],
    });
    const cartId = cart.json().data.id as string;
    const order = await shopper.post(`/v1/store/${slug}/order/${cartId}`, {
      email: 'noor@example.com',
      locale: 'nl',
      customer_details: { name: 'Noor', country: 'NL' },
      withdrawal_waiver: true,
    });
    expect(order.statusCode, order.body).toBe(201);
    expect((await payWithTestProvider(t.app, slug, cartId)).statusCode).toBe(303);
    orderId = order.json().data.id as string;
  });
  afterAll(() => t.close());

  const refund = (body: object) =>
    shop.client.post(
      `/v1/admin/order/${orderId}/refund`,
      { store_id: shop.storeId, ...body },
      { token: shop.token },
    );

  async function adminOrder(): Promise<Refunded> {
    const response = await shop.client.get(`/v1/admin/order/${orderId}?store_id=${shop.storeId}`, {
      token: shop.token,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  async function creditNotes() {
    const listed = await shop.client.get(`/v1/admin/invoice?store_id=${shop.storeId}&order_id=${orderId}`, {
      token: shop.token,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    return (
      listed.json().data as { id: number; kind: string; total_incl_vat: number; total_vat: number }[]
    ).filter((doc) => doc.kind === 'credit_note');
  }

  async function pdfText(id: number) {
    const response = await shop.client.get(`/v1/admin/invoice/${id}/pdf?store_id=${shop.storeId}`, {
      token: shop.token,
    });
    expect(response.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
      mergePages: true,
    });
    return text.replace(/\s+/g, ' ').replace(/\u00a0/g, ' ');
  }

  async function refundMails() {
    const mails = await t.ctx.database.allStoresDb
      .selectFrom('outbox_emails')
      .select(['subject', 'text'])
      .where('order_id', '=', orderId)
      .where('kind', '=', 'order_refund')
      .orderBy('id')
      .execute();
    return mails.map((mail) => mail.text.replace(/\u00a0/g, ' '));
  }

  it('refunds one of three of a line: what that one was paid, on a credit note of that line, named in the mail', async () => {
    const answer = await refund({ lines: [{ line: 1, quantity: 1 }] });
    expect(answer.statusCode, answer.body).toBe(200);
    const order = answer.json().data as Refunded;
    // A third of the line's € 37,02 (net € 30,60): € 12,34, € 10,20 net and € 2,14 VAT.
    expect(order.refunds).toMatchObject([
      {
        amount: 1234,
        status: 'succeeded',
        lines: [{ line: 1, quantity: 1, excl_vat: 1020, vat: 214, incl_vat: 1234 }],
      },
    ]);
    expect(order).toMatchObject({ status: 'paid', refunded_amount: 1234, refunded_quantities: [0, 1] });

    const [note] = await creditNotes();
    expect(note).toMatchObject({ total_incl_vat: -1234, total_vat: -214 });
    const text = await pdfText(note!.id);
    expect(text).toContain('Creditnota');
    expect(text).toMatch(/Cursus -1 € 10,20 21% € -10,20/);
    expect(text).not.toContain('E-book');

    const [mail] = await refundMails();
    expect(mail).toContain('Atelier Noor heeft € 12,34 terugbetaald voor je bestelling');
    expect(mail).toContain('Terugbetaald voor: 1 × Cursus.');
    expect(mail).toContain('Dat is een deel van je betaling; de overige € 73,68 blijft betaald.');
  });

  it('refuses more of a line than is left, a line the order lacks, lines with an amount, and too much; changing nothing', async () => {
    const refused = async (body: object) => {
      const answer = await refund(body);
      expect(answer.statusCode, answer.body).toBe(422);
      return Object.keys(answer.json().errors);
    };
    expect(await refused({ lines: [{ line: 1, quantity: 3 }] })).toEqual(['lines.0.quantity']);
    expect(
      await refused({
        lines: [
          { line: 1, quantity: 1 },
          { line: 1, quantity: 2 },
        ],
      }),
    ).toEqual(['lines.1.quantity']);
    expect(await refused({ lines: [{ line: 2, quantity: 1 }] })).toEqual(['lines.0.line']);
    expect(await refused({ lines: [{ line: 0, quantity: 1 }], amount: 100 })).toEqual(['lines']);
    expect(await refused({ lines: [{ line: 0, quantity: 0 }] })).toEqual(['lines.0.quantity']);
    expect(await refused({ amount: 8602 - 1234 + 1 })).toEqual(['amount']);
    expect(await adminOrder()).toMatchObject({ refunded_amount: 1234, refunded_quantities: [0, 1] });
    expect(await creditNotes()).toHaveLength(1);
  });

  it('refunds the rest of the line to the cent, then an amount, then all that is left, the credit notes adding up to the invoice', async () => {
    // The last two of the line: its € 37,02 less the € 12,34 refunded, not twice a rounded third.
    const rest = await refund({ lines: [{ line: 1, quantity: 2 }] });
    expect(rest.statusCode, rest.body).toBe(200);
    expect((rest.json().data as Refunded).refunds.at(-1)).toMatchObject({ amount: 2468 });
    expect(await refused({ lines: [{ line: 1, quantity: 1 }] })).toEqual(['lines.0.quantity']);

    const amount = await refund({ amount: 1000 });
    expect(amount.statusCode, amount.body).toBe(200);
    const whole = await refund({});
    expect(whole.statusCode, whole.body).toBe(200);
    const order = whole.json().data as Refunded;
    expect(order.status).toBe('refunded');
    expect(order.refunds.map((each) => each.amount)).toEqual([1234, 2468, 1000, 8602 - 1234 - 2468 - 1000]);
    expect(order.refunded_quantities).toEqual([0, 3]);

    const notes = await creditNotes();
    expect(notes.map((note) => note.total_incl_vat)).toEqual([-1234, -2468, -1000, -3900]);
    expect(notes.reduce((sum, note) => sum + note.total_incl_vat, 0)).toBe(-8602);
    const mails = await refundMails();
    expect(mails).toHaveLength(4);
    expect(mails[2]).not.toContain('Terugbetaald voor:');
    expect(mails[3]).toContain('Daarmee is alles wat je hebt betaald terugbetaald.');

    async function refused(body: object) {
      const answer = await refund(body);
      expect(answer.statusCode, answer.body).toBe(422);
      return Object.keys(answer.json().errors);
    }
  });
});
