import { unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { create } from 'xmlbuilder2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appWithFakeProviders,
  closeWithFakeProviders,
  mollieCallback,
  molliePaymentId,
  orderAction,
  paymentLink,
  goLive,
  switchMollie,
} from './payment-helpers.js';
import {
  buyer,
  createTestApp,
  payWithTestProvider,
  placeOrder,
  shopWithProduct,
  uniqueSlug,
  type ShopFixture,
  type TestApp,
} from './harness.js';
import { paidBuyer } from './buyer-helpers.js';
import { appWithSmtp } from './mailing-app.js';

/**
 * The top-level elements of a UBL 2.1 Invoice and CreditNote this platform writes, in the order the
 * UBL 2.1 maindoc schemas' sequences set them (a subset; the official XSD itself is not available
 * offline, see decision 036).
 */
const UBL_ORDER = [
  'cbc:CustomizationID',
  'cbc:ProfileID',
  'cbc:ID',
  'cbc:IssueDate',
  'cbc:InvoiceTypeCode',
  'cbc:CreditNoteTypeCode',
  'cbc:Note',
  'cbc:DocumentCurrencyCode',
  'cbc:BuyerReference',
  'cac:OrderReference',
  'cac:BillingReference',
  'cac:AccountingSupplierParty',
  'cac:AccountingCustomerParty',
  'cac:Delivery',
  'cac:TaxTotal',
  'cac:LegalMonetaryTotal',
  'cac:InvoiceLine',
  'cac:CreditNoteLine',
];

type Xml = Record<string, unknown>;
const list = (value: unknown): Xml[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]) as Xml[];
const textOf = (value: unknown): string =>
  typeof value === 'object' && value !== null ? String((value as Xml)['#']) : String(value);
const cents = (value: unknown) => Math.round(Number(textOf(value)) * 100);

/**
 * The Peppol BIS Billing 3.0 rules this platform's UBL must meet, checked on the parsed document (it
 * must be well-formed to parse): identifiers, references, parties, the sums of EN 16931 (BR-CO-10,
 * -13, -14, -15, -16) and the reverse charge's (BR-AE-*).
 */
function checkPeppol(xml: string, kind: 'Invoice' | 'CreditNote') {
  const parsed = create(xml).end({ format: 'object' }) as Xml;
  const doc = parsed[kind] as Xml;
  expect(doc, `a ${kind}`).toBeDefined();
  expect(doc['@xmlns']).toBe(`urn:oasis:names:specification:ubl:schema:xsd:${kind}-2`);
  const order = Object.keys(doc)
    .filter((key) => !key.startsWith('@'))
    .map((key) => UBL_ORDER.indexOf(key));
  expect(order).not.toContain(-1);
  expect(order).toEqual([...order].sort((a, b) => a - b));
  expect(textOf(doc['cbc:CustomizationID'])).toBe(
    'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
  );
  expect(textOf(doc['cbc:ProfileID'])).toBe('urn:fdc:peppol.eu:2017:poacc:billing:01:1.0');
  expect(textOf(doc[kind === 'Invoice' ? 'cbc:InvoiceTypeCode' : 'cbc:CreditNoteTypeCode'])).toBe(
    kind === 'Invoice' ? '380' : '381',
  );
  expect(textOf(doc['cbc:DocumentCurrencyCode'])).toBe('EUR');
  expect(doc['cbc:BuyerReference']).toBeDefined(); // PEPPOL-EN16931-R003
  for (const side of ['cac:AccountingSupplierParty', 'cac:AccountingCustomerParty']) {
    const party = (doc[side] as Xml)['cac:Party'] as Xml;
    // R010, R020; CL008: a scheme of the EAS code list, four digits (decision 054), never "EM".
    expect((party['cbc:EndpointID'] as Xml)['@schemeID'], side).toMatch(/^\d{4}$/);
    expect(((party['cac:PartyLegalEntity'] as Xml)['cbc:RegistrationName'] as string).length).toBeGreaterThan(
      0,
    );
    expect(((party['cac:PostalAddress'] as Xml)['cac:Country'] as Xml)['cbc:IdentificationCode']).toMatch(
      /^[A-Z]{2}$/,
    );
  }
  const lines = list(doc[kind === 'Invoice' ? 'cac:InvoiceLine' : 'cac:CreditNoteLine']);
  expect(lines.length).toBeGreaterThan(0);
  const totals = doc['cac:LegalMonetaryTotal'] as Xml;
  const lineSum = lines.reduce((sum, line) => sum + cents(line['cbc:LineExtensionAmount']), 0);
  expect(cents(totals['cbc:LineExtensionAmount'])).toBe(lineSum); // BR-CO-10
  expect(cents(totals['cbc:TaxExclusiveAmount'])).toBe(lineSum); // BR-CO-13, no allowances
  const taxTotal = doc['cac:TaxTotal'] as Xml;
  const subtotals = list(taxTotal['cac:TaxSubtotal']);
  const vat = subtotals.reduce((sum, subtotal) => sum + cents(subtotal['cbc:TaxAmount']), 0);
  expect(cents(taxTotal['cbc:TaxAmount'])).toBe(vat); // BR-CO-14
  expect(cents(totals['cbc:TaxInclusiveAmount'])).toBe(lineSum + vat); // BR-CO-15
  const rounding = totals['cbc:PayableRoundingAmount'];
  expect(cents(totals['cbc:PayableAmount'])).toBe(
    cents(totals['cbc:TaxInclusiveAmount']) -
      cents(totals['cbc:PrepaidAmount']) +
      (rounding === undefined ? 0 : cents(rounding)),
  ); // BR-CO-16
  for (const subtotal of subtotals) {
    const category = subtotal['cac:TaxCategory'] as Xml;
    expect(['S', 'Z', 'E', 'AE', 'O']).toContain(textOf(category['cbc:ID']));
    expect((category['cac:TaxScheme'] as Xml)['cbc:ID'] as string).toBe('VAT');
  }
  return { doc, lines, subtotals, totals };
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);
const invoiceNumber = (sequence: number) => `TEST-2026-${String(sequence).padStart(4, '0')}`;

/** Invoices and credit notes (issue 18, decision 036), on both databases. */
describe('invoices', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp();
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  /** Pays through the test provider's hosted page over real HTTP, as the shopper's browser would. */
  async function payOverHttp(slug: string, cartId: string): Promise<number> {
    const link = await fetch(`${origin}/v1/store/${slug}/order/${cartId}/payment-link`, { method: 'POST' });
    expect(link.status).toBe(200);
    const url = new URL(((await link.json()) as { data: { url: string } }).data.url);
    const paid = await fetch(`${origin}${url.pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    return paid.status;
  }

  async function storedNumbers(shop: ShopFixture) {
    const rows = await t.ctx.database.allStoresDb
      .selectFrom('invoices')
      .select(['number', 'order_id'])
      .where('store_id', '=', shop.storeId)
      .orderBy('number')
      .execute();
    return rows;
  }

  it('gives 20 test orders paid at once 20 consecutive numbers of the test series, each store from TEST-2026-0001', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('rush'));
    const other = await shopWithProduct(t.app, uniqueSlug('calm'));
    const orders = [];
    for (const _ of range(0, 20)) orders.push(await placeOrder(t.app, shop));
    const otherOrder = await placeOrder(t.app, other);

    const statuses = await Promise.all([
      ...orders.map((placed) => payOverHttp(shop.slug, placed.cartId)),
      payOverHttp(other.slug, otherOrder.cartId),
    ]);
    expect(statuses).toEqual(Array(21).fill(303));

    const stored = await storedNumbers(shop);
    expect(stored.map((row) => row.number)).toEqual(range(1, 20).map(invoiceNumber));
    expect(new Set(stored.map((row) => row.order_id))).toEqual(
      new Set(orders.map((placed) => placed.order.id)),
    );
    expect((await storedNumbers(other)).map((row) => row.number)).toEqual(['TEST-2026-0001']);
  });

  async function pdfText(bytes: Buffer): Promise<string> {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(pdf, { mergePages: true });
    return text.replace(/\s+/g, ' ');
  }

  /**
   * A German business buying from a Dutch store with a valid VAT number: the order as the checkout
   * stores it for a reverse charge (written here, as the VAT computation is tested on its own), paid,
   * and the buyer signed in with the confirmation's link.
   */
  async function reverseChargedOrder(shop: ShopFixture) {
    await shop.client.post(
      '/v1/admin/settings',
      {
        store_id: shop.storeId,
        settings: {
          billing: {
            legal_name: 'Boekwinkel Müller B.V.',
            address: 'Keizersgracht 1',
            postal_code: '1015 CJ',
            city: 'Amsterdam',
            country: 'NL',
            vat_number: 'NL123456789B01',
            coc_number: '12345678',
            iban: '',
          },
        },
      },
      { token: shop.token },
    );
    const { shopper, cartId, order } = await placeOrder(t.app, shop, 2, {
      ...buyer,
      locale: 'de',
      customer_details: {
        name: 'Jürgen Groß',
        company: 'Groß GmbH',
        address: 'Straße 5',
        postal_code: '10115',
        city: 'Berlin',
        country: 'DE',
      },
    });
    const db = t.ctx.database.allStoresDb;
    const lines = await db.selectFrom('order_lines').selectAll().where('order_id', '=', order.id).execute();
    for (const line of lines) {
      await db
        .updateTable('order_lines')
        .set({ vat_rate: 0, total_vat: 0, total_incl_vat: line.total_excl_vat })
        .where('id', '=', line.id)
        .execute();
    }
    const net = lines.reduce((total, line) => total + line.total_excl_vat, 0);
    await db
      .updateTable('orders')
      .set({
        vat_treatment: 'reverse_charge',
        buyer_country: 'DE',
        buyer_company: 'Groß GmbH',
        buyer_vat_number: 'DE123456789',
        seller_country: 'NL',
        seller_vat_number: 'NL123456789B01',
        total_vat: 0,
        total_incl_vat: net,
      })
      .where('id', '=', order.id)
      .execute();
    expect((await payWithTestProvider(t.app, shop.slug, cartId)).statusCode).toBe(303);
    const mail = await db
      .selectFrom('outbox_emails')
      .select(['html', 'attachments'])
      .where('order_id', '=', order.id)
      .where('kind', '=', 'order_confirmation')
      .executeTakeFirstOrThrow();
    const loginToken = mail.html.match(/login_token=([\w-]+)/)![1]!;
    const session = await shopper.post('/v1/auth/customer/login', { login_token: loginToken });
    return { shopper, order, net, mail, token: session.json().data.token as string };
  }

  it('gives the buyer the invoice as a PDF in the order’s language, with the reverse charge; nobody else', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('rc'));
    const { shopper, order, net, token } = await reverseChargedOrder(shop);
    expect(net).toBe(2 * 1649);

    const listed = await shopper.get(`/v1/store/${shop.slug}/order/${order.id}/invoices`, { token });
    expect(listed.statusCode, listed.body).toBe(200);
    const [invoice] = listed.json().data;
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: 'TEST-2026-0001',
      order_number: order.number,
      treatment: 'reverse_charge',
      total_vat: 0,
      total_incl_vat: net,
      has_ubl: true,
    });
    const pdfUrl = `/v1/store/${shop.slug}/order/${order.id}/invoice/${invoice.id}/pdf`;
    const pdf = await shopper.get(pdfUrl, { token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Rechnung');
    expect(text).toContain('TEST-2026-0001');
    expect(text).toContain('Steuerschuldnerschaft des Leistungsempfängers');
    expect(text).toContain('Boekwinkel Müller B.V.');
    expect(text).toContain('NL123456789B01');
    expect(text).toContain('Groß GmbH');
    expect(text).toContain('DE123456789');
    // Countries by their names in the invoice's language, not their codes.
    expect(text).toContain('Niederlande');
    expect(text).toContain('Deutschland');
    expect(text).toContain('Summe brutto');
    expect(text).toContain('32,98 €');

    // The UBL of a business buyer, Peppol BIS Billing 3.0, reverse charged (category AE).
    const xml = await shopper.get(`/v1/store/${shop.slug}/order/${order.id}/invoice/${invoice.id}/xml`, {
      token,
    });
    expect(xml.statusCode).toBe(200);
    const { doc, subtotals, totals } = checkPeppol(xml.body, 'Invoice');
    expect(textOf(doc['cbc:ID'])).toBe('TEST-2026-0001');
    expect(subtotals).toHaveLength(1);
    const category = subtotals[0]!['cac:TaxCategory'] as Xml;
    expect(textOf(category['cbc:ID'])).toBe('AE');
    expect(textOf(category['cbc:Percent'])).toBe('0');
    expect(textOf(category['cbc:TaxExemptionReasonCode'])).toBe('VATEX-EU-AE'); // BR-AE-10, as the VATEX code list writes it
    expect(cents(subtotals[0]!['cbc:TaxAmount'])).toBe(0); // BR-AE-09
    const vatOf = (side: string) =>
      textOf(
        ((((doc[side] as Xml)['cac:Party'] as Xml)['cac:PartyTaxScheme'] as Xml) ?? {})['cbc:CompanyID'],
      );
    expect(vatOf('cac:AccountingSupplierParty')).toBe('NL123456789B01'); // BR-AE-02
    expect(vatOf('cac:AccountingCustomerParty')).toBe('DE123456789');
    expect(cents(totals['cbc:TaxInclusiveAmount'])).toBe(net);

    // A refund: the credit note's UBL refers to the invoice.
    expect((await orderAction(shop, order.id, 'refund')).statusCode).toBe(200);
    const docs = (await shopper.get(`/v1/store/${shop.slug}/order/${order.id}/invoices`, { token })).json()
      .data;
    expect(docs.map((listed: { number: string }) => listed.number)).toEqual([
      'TEST-2026-0001',
      'TEST-2026-0002',
    ]);
    const noteXml = await shopper.get(`/v1/store/${shop.slug}/order/${order.id}/invoice/${docs[1].id}/xml`, {
      token,
    });
    const note = checkPeppol(noteXml.body, 'CreditNote');
    const reference = (note.doc['cac:BillingReference'] as Xml)['cac:InvoiceDocumentReference'] as Xml;
    expect(textOf(reference['cbc:ID'])).toBe('TEST-2026-0001');
    expect(cents(note.totals['cbc:TaxInclusiveAmount'])).toBe(net);
    const noteText = await pdfText(
      (await shopper.get(`/v1/store/${shop.slug}/order/${order.id}/invoice/${docs[1].id}/pdf`, { token }))
        .rawPayload,
    );
    // A "Gutschrift" is a self-billed invoice in German VAT law: a seller's correction is not one.
    expect(noteText).toContain('Rechnungskorrektur');
    expect(noteText).not.toContain('Gutschrift');
    expect(noteText).toContain('Steuerschuldnerschaft des Leistungsempfängers');
    expect(noteText).toContain('-32,98 €');

    // Without a credential, with another buyer's, from another store: nothing.
    expect((await t.app.inject({ method: 'GET', url: pdfUrl })).statusCode).toBe(401);
    const other = await shopWithProduct(t.app, uniqueSlug('rc-other'));
    const stranger = await reverseChargedOrder(other);
    expect((await stranger.shopper.get(pdfUrl, { token: stranger.token })).statusCode).toBe(404);
    const crossed = `/v1/store/${other.slug}/order/${order.id}/invoice/${invoice.id}/pdf`;
    expect((await stranger.shopper.get(crossed, { token: stranger.token })).statusCode).toBe(404);
    // The stranger's invoice, asked for through this buyer's own order.
    const [theirs] = (
      await stranger.shopper.get(`/v1/store/${other.slug}/order/${stranger.order.id}/invoices`, {
        token: stranger.token,
      })
    ).json().data;
    const theirInvoice = `/v1/store/${shop.slug}/order/${order.id}/invoice/${theirs.id}/pdf`;
    expect((await shopper.get(theirInvoice, { token })).statusCode).toBe(404);
  });

  it('issues a credit note for a refund that refers to the invoice, with negative amounts', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('credit'));
    const { shopper, order, token } = await placeAndPay(shop);
    expect((await orderAction(shop, order.id, 'refund', { amount: 500 })).statusCode).toBe(200);
    expect((await orderAction(shop, order.id, 'refund')).statusCode).toBe(200);

    const listed = (await shopper.get(`/v1/store/${shop.slug}/order/${order.id}/invoices`, { token })).json()
      .data;
    expect(
      listed.map(
        (doc: { kind: string; number: string; credits_number: string | null; total_incl_vat: number }) => [
          doc.kind,
          doc.number,
          doc.credits_number,
          doc.total_incl_vat,
        ],
      ),
    ).toEqual([
      ['invoice', 'TEST-2026-0001', null, 1995],
      ['credit_note', 'TEST-2026-0002', 'TEST-2026-0001', -500],
      ['credit_note', 'TEST-2026-0003', 'TEST-2026-0001', -1495],
    ]);
    const note = listed[1];
    expect(note.total_vat).toBe(-87);
    expect(note.total_excl_vat).toBe(-413);
    const text = await pdfText(
      (await shopper.get(`/v1/store/${shop.slug}/order/${order.id}/invoice/${note.id}/pdf`, { token }))
        .rawPayload,
    );
    expect(text).toContain('Creditnota');
    expect(text).toContain('TEST-2026-0002');
    expect(text).toContain('Corrigeert factuur TEST-2026-0001');
    expect(text).toContain('Totaal incl. btw € -5,00');
    // A consumer gets no UBL.
    expect(
      (await shopper.get(`/v1/store/${shop.slug}/order/${order.id}/invoice/${note.id}/xml`, { token }))
        .statusCode,
    ).toBe(404);
  });

  const placeAndPay = (shop: ShopFixture) => paidBuyer(t, shop, 1, { ...buyer, locale: 'nl' });

  it('prints Polish and Greek names and addresses as they were typed, each document with its own glyphs', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('scripts'));
    const saved = await shop.client.post(
      '/v1/admin/settings',
      {
        store_id: shop.storeId,
        settings: { checkout_fields: { company: 'hidden', vat_number: 'hidden', address: 'optional' } },
      },
      { token: shop.token },
    );
    expect(saved.statusCode).toBe(200);
    const buyers = [
      { name: 'Zofia Łukasiewicz', address: 'ul. Żółkiewskiego 15', postal_code: '90-001', city: 'Łódź' },
      { name: 'Γιώργος Παπαδόπουλος', address: 'Οδός Ερμού 12', postal_code: '105 63', city: 'Αθήνα' },
    ];
    const countries = ['PL', 'GR'];
    for (const [index, details] of buyers.entries()) {
      const { cartId } = await placeOrder(t.app, shop, 1, {
        ...buyer,
        locale: 'en',
        customer_details: { ...details, country: countries[index] },
      });
      expect((await payWithTestProvider(t.app, shop.slug, cartId)).statusCode).toBe(303);
    }
    const docs = (
      await shop.client.get(`/v1/admin/invoice?store_id=${shop.storeId}`, { token: shop.token })
    ).json().data as { id: number }[];
    expect(docs).toHaveLength(2);
    const download = async (index: number) => {
      const pdf = await shop.client.get(`/v1/admin/invoice/${docs[index]!.id}/pdf?store_id=${shop.storeId}`, {
        token: shop.token,
      });
      expect(pdf.statusCode).toBe(200);
      return pdf.rawPayload;
    };
    // One after another in one process, which parses the font once for all documents (decision 061).
    const pdfs = [await download(0), await download(1)];
    for (const [index, details] of buyers.entries()) {
      const text = await pdfText(pdfs[index]!);
      expect(text).toContain(details.name);
      expect(text).toContain(details.address);
      expect(text).toContain(`${details.postal_code} ${details.city}`);
      expect(text).not.toContain(buyers[1 - index]!.name);
    }
    // The first again, after the second: the same file, but for its date and identifier, so it holds
    // the same glyphs, none of the other's.
    const undated = (pdf: Buffer) =>
      pdf
        .toString('latin1')
        .replace(/\(D:\d{14}Z\)/g, '')
        .replace(/\/ID \[[^\]]*\]/, '');
    expect(undated(await download(0))).toBe(undated(pdfs[0]!));
  });

  it('lists the store’s documents for the merchant and zips a period; another merchant sees none', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('admin'));
    const first = await placeAndPay(shop);
    await reverseChargedOrder(shop);
    // The first invoice was issued three days earlier (the merchant's session would not last that long
    // on the test clock).
    await t.ctx.database.allStoresDb
      .updateTable('invoices')
      .set({ issued_at: '2026-01-12T10:00:00.000Z' })
      .where('order_id', '=', first.order.id)
      .execute();
    const other = await shopWithProduct(t.app, uniqueSlug('admin-other'));

    const list = await shop.client.get(`/v1/admin/invoice?store_id=${shop.storeId}`, { token: shop.token });
    expect(list.statusCode).toBe(200);
    const docs = list.json().data as { id: number; number: string; has_ubl: boolean }[];
    expect(docs.map((doc) => [doc.number, doc.has_ubl])).toEqual([
      ['TEST-2026-0001', false],
      ['TEST-2026-0002', true],
    ]);
    const byOrder = await shop.client.get(
      `/v1/admin/invoice?store_id=${shop.storeId}&order_id=${first.order.id}`,
      {
        token: shop.token,
      },
    );
    expect(byOrder.json().data.map((doc: { number: string }) => doc.number)).toEqual(['TEST-2026-0001']);

    const zip = await shop.client.get(
      `/v1/admin/invoice-archive?store_id=${shop.storeId}&from=2026-01-01&to=2026-01-31`,
      { token: shop.token },
    );
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'TEST-2026-0001.pdf',
      'TEST-2026-0002.pdf',
      'TEST-2026-0002.xml',
    ]);
    expect(await pdfText(Buffer.from(files['TEST-2026-0001.pdf']!))).toContain('Factuur');
    const january15 = await shop.client.get(
      `/v1/admin/invoice-archive?store_id=${shop.storeId}&from=2026-01-12&to=2026-01-12`,
      { token: shop.token },
    );
    expect(Object.keys(unzipSync(new Uint8Array(january15.rawPayload)))).toEqual(['TEST-2026-0001.pdf']);

    // Another merchant: not their store, and not through their own store either.
    for (const url of [
      `/v1/admin/invoice?store_id=${shop.storeId}`,
      `/v1/admin/invoice-archive?store_id=${shop.storeId}`,
      `/v1/admin/invoice/${docs[0]!.id}/pdf?store_id=${shop.storeId}`,
    ]) {
      expect((await other.client.get(url, { token: other.token })).statusCode, url).toBe(404);
    }
    const own = await other.client.get(`/v1/admin/invoice/${docs[0]!.id}/pdf?store_id=${other.storeId}`, {
      token: other.token,
    });
    expect(own.statusCode).toBe(404);
    expect(
      (await other.client.get(`/v1/admin/invoice?store_id=${other.storeId}`, { token: other.token })).json()
        .data,
    ).toEqual([]);
    const mine = await shop.client.get(`/v1/admin/invoice/${docs[1]!.id}/xml?store_id=${shop.storeId}`, {
      token: shop.token,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('<cbc:ID>TEST-2026-0002</cbc:ID>');
  });
});

describe('the invoice attached to the payment confirmation', () => {
  it('sends the PDF through a real SMTP server, rendered from the record, not kept in the outbox', async () => {
    const mailing = await appWithSmtp();
    const { t, smtp, worker } = mailing;
    try {
      const shop = await shopWithProduct(t.app, uniqueSlug('mailed'));
      const { cartId, order } = await placeOrder(t.app, shop, 1, { ...buyer, locale: 'en' });
      expect((await payWithTestProvider(t.app, shop.slug, cartId)).statusCode).toBe(303);
      const row = await t.ctx.database.allStoresDb
        .selectFrom('outbox_emails')
        .select('attachments')
        .where('order_id', '=', order.id)
        .where('kind', '=', 'order_confirmation')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.attachments!)).toEqual([{ kind: 'invoice', id: expect.any(Number) }]);

      await worker.runOnce();
      const confirmation = smtp.received.find(
        ({ raw }) => raw.includes('order_confirmation') || raw.includes('Your order'),
      )!.raw;
      expect(confirmation).toBeDefined();
      const part = confirmation.match(
        /Content-Type: application\/pdf; name=TEST-2026-0001\.pdf\r?\n(?:[\w-]+: .*\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/,
      );
      expect(part, confirmation.slice(0, 2000)).not.toBeNull();
      const pdf = Buffer.from(part![1]!.replace(/\s/g, ''), 'base64');
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
      expect(text).toContain('Invoice');
      expect(text).toContain('TEST-2026-0001');
      expect(text.replace(/\s+/g, ' ')).toContain('Total incl. VAT €19.95');
    } finally {
      await mailing.close();
    }
  });
});

describe('the real sequence', () => {
  it('numbers live sales 2026-0001 onwards, test orders apart, even at once', async () => {
    const { t, fake } = await appWithFakeProviders();
    try {
      const shop = await shopWithProduct(t.app, uniqueSlug('live'));
      const test = await placeOrder(t.app, shop);
      expect((await payWithTestProvider(t.app, shop.slug, test.cartId)).statusCode).toBe(303);
      await switchMollie(shop, true);
      expect((await goLive(shop)).statusCode).toBe(200);
      const paymentIds = [];
      for (const _ of range(0, 5)) {
        const { cartId } = await placeOrder(t.app, shop);
        const paymentId = molliePaymentId((await paymentLink(t.app, shop.slug, cartId)).json().data.url);
        fake.mollieStatus.set(paymentId, 'paid');
        paymentIds.push(paymentId);
      }
      await Promise.all(paymentIds.map((paymentId) => mollieCallback(t.app, paymentId)));
      const rows = await t.ctx.database.allStoresDb
        .selectFrom('invoices')
        .select('number')
        .where('store_id', '=', shop.storeId)
        .orderBy('id')
        .execute();
      expect(rows.map((row) => row.number).sort()).toEqual([
        '2026-0001',
        '2026-0002',
        '2026-0003',
        '2026-0004',
        '2026-0005',
        'TEST-2026-0001',
      ]);
    } finally {
      await closeWithFakeProviders(t, fake);
    }
  });
});
