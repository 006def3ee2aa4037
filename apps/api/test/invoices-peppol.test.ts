import { extractText, getDocumentProxy } from 'unpdf';
import { create } from 'xmlbuilder2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStore,
  createTestApp,
  registerMerchant,
  SELLER_DETAILS,
  TestClient,
  type TestApp,
} from './harness.js';
import { orderAndPayCart, sellFromNlUnderOss } from './vat-helpers.js';
import { startViesStandIn } from './vies-stand-in.js';

/**
 * What Peppol BIS Billing 3.0 and EN 16931 ask of the UBL a receiving system gets, in our own words
 * (issue 28, decision 054): the parties' Peppol addresses from the EAS code list, the Dutch seller's
 * KvK number with its scheme, a Dutch buyer's address, reverse charge with the seller's VAT number,
 * VATEX codes as the code list writes them, and the VAT of each rate computed on its base, on a partial
 * credit note too. Read through HTTP as a merchant's bookkeeping would fetch it, parsed as XML.
 */

const DE_BUSINESS = 'DE123456789';
const KVK = '12345678';

type Xml = Record<string, unknown>;
const list = (value: unknown): Xml[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]) as Xml[];
const textOf = (value: unknown): string =>
  typeof value === 'object' && value !== null ? String((value as Xml)['#']) : String(value);
const schemeOf = (value: unknown) => (value as Xml)['@schemeID'];
const cents = (value: unknown) => Math.round(Number(textOf(value)) * 100);

function parse(xml: string, kind: 'Invoice' | 'CreditNote') {
  const doc = (create(xml).end({ format: 'object' }) as Xml)[kind] as Xml;
  expect(doc, `a ${kind}`).toBeDefined();
  const party = (side: string) => (doc[side] as Xml)['cac:Party'] as Xml;
  const taxTotal = doc['cac:TaxTotal'] as Xml;
  return {
    doc,
    seller: party('cac:AccountingSupplierParty'),
    buyer: party('cac:AccountingCustomerParty'),
    subtotals: list(taxTotal['cac:TaxSubtotal']),
    taxTotal,
    totals: doc['cac:LegalMonetaryTotal'] as Xml,
  };
}

describe('UBL that Peppol and EN 16931 accept', () => {
  let t: TestApp;
  let vies: Awaited<ReturnType<typeof startViesStandIn>>;

  beforeAll(async () => {
    vies = await startViesStandIn({ [DE_BUSINESS]: { name: 'Kunde GmbH', address: 'Berlin' } });
    t = await createTestApp({ VIES_API_URL: vies.url });
  });
  afterAll(async () => {
    await t.close();
    await vies.close();
  });

  /** A Dutch store with complete billing details (KvK and VAT number), selling under OSS, saved through the settings API. */
  async function dutchStore(businessType: 'b2b' | 'b2c') {
    const { client, token } = await registerMerchant(t.app);
    const slug = `peppol-${businessType}-${Math.random().toString(36).slice(2, 8)}`;
    const storeId = (await createStore(client, token, { name: slug, slug, business_type: businessType })).id;
    await sellFromNlUnderOss(client, token, storeId);
    const product = async (name: string, price: number, vatClass: 'standard' | 'ebook' | 'exempt') => {
      const created = await client.post(
        '/v1/admin/product',
        { store_id: storeId, status: 'for_sale', name, price, vat_class: vatClass },
        { token },
      );
      expect(created.statusCode, created.body).toBe(201);
      return created.json().data.id as number;
    };
    return { client, token, storeId, slug, product };
  }
  type Store = Awaited<ReturnType<typeof dutchStore>>;

  /** Buys the products, pays, and answers the order's id. */
  async function buy(store: Store, productIds: number[], details: Record<string, string>) {
    const shopper = new TestClient(t.app);
    const cart = await shopper.post(`/v1/store/${store.slug}/cart`, {
      products: productIds.map((product_id) => ({ product_id, quantity: 1 })),
    });
    return orderAndPayCart(t.app, shopper, store.slug, cart.json().data.id as string, details);
  }

  /** The order's documents as the merchant's list gives them, oldest first. */
  async function documents(store: Store, orderId: string) {
    const listed = await store.client.get(`/v1/admin/invoice?store_id=${store.storeId}&order_id=${orderId}`, {
      token: store.token,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    return listed.json().data as {
      id: number;
      kind: string;
      treatment: string;
      has_ubl: boolean;
      total_vat: number;
      total_incl_vat: number;
    }[];
  }

  const file = (store: Store, id: number, format: 'xml' | 'pdf') =>
    store.client.get(`/v1/admin/invoice/${id}/${format}?store_id=${store.storeId}`, { token: store.token });

  async function ubl(store: Store, id: number, kind: 'Invoice' | 'CreditNote' = 'Invoice') {
    const response = await file(store, id, 'xml');
    expect(response.statusCode, response.body).toBe(200);
    return parse(response.body, kind);
  }

  async function pdfText(store: Store, id: number) {
    const response = await file(store, id, 'pdf');
    expect(response.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
      mergePages: true,
    });
    // A long note wraps where the font's line breaking chooses, after a slash too.
    return text.replace(/\s+/g, ' ').replace(/\/ /g, '/');
  }

  const dutchBusiness = {
    name: 'Daan de Vries',
    company: 'Klant B.V.',
    vat_number: 'NL123456789B01',
    address: 'Herengracht 12',
    postal_code: '1015 BN',
    city: 'Amsterdam',
    country: 'NL',
  };

  const germanBusiness = {
    name: 'Jonas Weber',
    company: 'Kunde GmbH',
    vat_number: DE_BUSINESS,
    address: 'Friedrichstraße 10',
    postal_code: '10117',
    city: 'Berlin',
    country: 'DE',
  };

  it('addresses a Dutch seller by its KvK number (0106) and a Dutch business by its VAT number (9944), with its address', async () => {
    const store = await dutchStore('b2b');
    const orderId = await buy(store, [await store.product('Course', 10_000, 'standard')], dutchBusiness);
    const [invoice] = await documents(store, orderId);
    expect(invoice!.has_ubl).toBe(true);
    const { seller, buyer, subtotals } = await ubl(store, invoice!.id);

    // The seller's Peppol address is its KvK number, never an e-mail (EAS "EM" is no scheme of the list).
    expect(schemeOf(seller['cbc:EndpointID'])).toBe('0106');
    expect(textOf(seller['cbc:EndpointID'])).toBe(KVK);
    // Its legal registration is the KvK number with the KvK's scheme (NL-R-003).
    const registration = (seller['cac:PartyLegalEntity'] as Xml)['cbc:CompanyID'];
    expect(schemeOf(registration)).toBe('0106');
    expect(textOf(registration)).toBe(KVK);

    // The buyer's address is its VAT number in the Dutch VAT scheme.
    expect(schemeOf(buyer['cbc:EndpointID'])).toBe('9944');
    expect(textOf(buyer['cbc:EndpointID'])).toBe('NL123456789B01');
    // A Dutch seller's Dutch buyer has street, city and postcode (NL-R-004).
    const address = buyer['cac:PostalAddress'] as Xml;
    expect(textOf(address['cbc:StreetName'])).toBe('Herengracht 12');
    expect(textOf(address['cbc:CityName'])).toBe('Amsterdam');
    expect(textOf(address['cbc:PostalZone'])).toBe('1015 BN');

    expect(subtotals.map((subtotal) => textOf((subtotal['cac:TaxCategory'] as Xml)['cbc:ID']))).toEqual([
      'S',
    ]);
    expect(cents(subtotals[0]!['cbc:TaxAmount'])).toBe(2_100);
  });

  it('reverse charges a German business with its VAT number in the German scheme (9930), the seller’s VAT number on it', async () => {
    const store = await dutchStore('b2b');
    const orderId = await buy(store, [await store.product('Course', 10_000, 'standard')], germanBusiness);
    const [invoice] = await documents(store, orderId);
    const { seller, buyer, subtotals } = await ubl(store, invoice!.id);
    expect(schemeOf(buyer['cbc:EndpointID'])).toBe('9930');
    expect(textOf(buyer['cbc:EndpointID'])).toBe(DE_BUSINESS);

    const category = subtotals[0]!['cac:TaxCategory'] as Xml;
    expect(textOf(category['cbc:ID'])).toBe('AE');
    // The VATEX code as the code list writes it: upper case.
    expect(textOf(category['cbc:TaxExemptionReasonCode'])).toBe('VATEX-EU-AE');
    // A reverse charge names the seller's VAT number and the buyer's (BR-AE-02).
    const vatNumber = (party: Xml) => textOf((party['cac:PartyTaxScheme'] as Xml)['cbc:CompanyID']);
    expect(vatNumber(seller)).toBe('NL000099998B57');
    expect(vatNumber(buyer)).toBe(DE_BUSINESS);
    expect(cents(subtotals[0]!['cbc:TaxableAmount'])).toBe(10_000);
    expect(cents(subtotals[0]!['cbc:TaxAmount'])).toBe(0);

    // Refunded whole: the credit note is reverse charged as the invoice was, and refers to it.
    const refund = await store.client.post(
      `/v1/admin/order/${orderId}/refund`,
      { store_id: store.storeId },
      { token: store.token },
    );
    expect(refund.statusCode, refund.body).toBe(200);
    const [, note] = await documents(store, orderId);
    const credit = await ubl(store, note!.id, 'CreditNote');
    expect(schemeOf(credit.buyer['cbc:EndpointID'])).toBe('9930');
    expect(textOf((credit.subtotals[0]!['cac:TaxCategory'] as Xml)['cbc:TaxExemptionReasonCode'])).toBe(
      'VATEX-EU-AE',
    );
    const reference = (credit.doc['cac:BillingReference'] as Xml)['cac:InvoiceDocumentReference'] as Xml;
    expect(cents(credit.totals['cbc:PrepaidAmount'])).toBe(10_000);
    expect(textOf(reference['cbc:ID'])).toBe(textOf((await ubl(store, invoice!.id)).doc['cbc:ID']));
  });

  it('reverse charges only for a seller with a VAT number: one without charges VAT and has no UBL', async () => {
    // A store in test mode may sell before its billing details are complete (decision 051).
    const store = await dutchStore('b2b');
    const saved = await store.client.post(
      '/v1/admin/settings',
      {
        store_id: store.storeId,
        settings: {
          billing: { ...SELLER_DETAILS, vat_number: '', coc_number: KVK },
        },
      },
      { token: store.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const orderId = await buy(store, [await store.product('Course', 10_000, 'standard')], germanBusiness);
    const [invoice] = await documents(store, orderId);
    expect(invoice).toMatchObject({ treatment: 'oss', total_vat: 1_900, has_ubl: false });
    expect((await file(store, invoice!.id, 'xml')).statusCode).toBe(404);
  });

  it('gives an exempt line its own taxable amount and the VATEX code of article 132, and prints its reason', async () => {
    const store = await dutchStore('b2b');
    const orderId = await buy(
      store,
      [await store.product('Course', 10_000, 'standard'), await store.product('Exam', 5_000, 'exempt')],
      dutchBusiness,
    );
    const [invoice] = await documents(store, orderId);
    const { subtotals } = await ubl(store, invoice!.id);
    const exempt = subtotals.find(
      (subtotal) => textOf((subtotal['cac:TaxCategory'] as Xml)['cbc:ID']) === 'E',
    )!;
    expect(cents(exempt['cbc:TaxableAmount'])).toBe(5_000);
    expect(textOf((exempt['cac:TaxCategory'] as Xml)['cbc:TaxExemptionReasonCode'])).toBe('VATEX-EU-132');

    const text = await pdfText(store, invoice!.id);
    expect(text).toContain('Vrijgesteld van btw (artikel 132 van Richtlijn 2006/112/EG).');
    expect(text).toContain('Vrijgesteld van btw over € 50,00');
    expect(text).toContain('Btw 21% over € 100,00');
    // The buyer as the order has it: company, address and VAT number (art. 226(5)).
    expect(text).toContain('Klant B.V.');
    expect(text).toContain('Herengracht 12');
    expect(text).toContain('1015 BN Amsterdam');
    expect(text).toContain('Btw-nummer: NL123456789B01');
  });

  it('computes a partial credit note’s VAT at 9 % on its taxable amount, the cent paid apart as rounding', async () => {
    // A b2c store: €10.90 incl. 9 % VAT; €2.48 given back holds €2.28 net, whose VAT is 0.2052: €0.21.
    const store = await dutchStore('b2c');
    const orderId = await buy(store, [await store.product('E-book', 1_090, 'ebook')], dutchBusiness);
    const refund = await store.client.post(
      `/v1/admin/order/${orderId}/refund`,
      { store_id: store.storeId, amount: 248 },
      { token: store.token },
    );
    expect(refund.statusCode, refund.body).toBe(200);
    const [, note] = await documents(store, orderId);
    expect(note).toMatchObject({ kind: 'credit_note', has_ubl: true, total_incl_vat: -248 });
    const { subtotals, taxTotal, totals } = await ubl(store, note!.id, 'CreditNote');
    expect(subtotals).toHaveLength(1);
    const base = cents(subtotals[0]!['cbc:TaxableAmount']);
    const rate = Number(textOf((subtotals[0]!['cac:TaxCategory'] as Xml)['cbc:Percent']));
    expect([base, rate]).toEqual([228, 9]);
    // BT-117 = BT-116 × rate, rounded to the cent.
    expect(cents(subtotals[0]!['cbc:TaxAmount'])).toBe(Math.round((base * rate) / 100));
    expect(cents(subtotals[0]!['cbc:TaxAmount'])).toBe(21);
    expect(cents(taxTotal['cbc:TaxAmount'])).toBe(21);
    // What was given back stays what was given back: 2.28 + 0.21 - 0.01.
    expect(cents(totals['cbc:TaxInclusiveAmount'])).toBe(249);
    expect(cents(totals['cbc:PayableRoundingAmount'])).toBe(-1);
    expect(cents(totals['cbc:PrepaidAmount'])).toBe(248);
    expect(cents(totals['cbc:PayableAmount'])).toBe(0);

    const text = await pdfText(store, note!.id);
    expect(text).toContain('Btw 9% over € -2,28 € -0,21');
    expect(text).toContain('Afronding € 0,01');
    expect(text).toContain('Totaal incl. btw € -2,48');
  });

  it('gives no UBL where Peppol cannot reach the buyer, and the PDF says why no EU VAT was charged', async () => {
    const store = await dutchStore('b2b');
    const course = await store.product('Course', 10_000, 'standard');
    const address = { address: '1 Main Street', postal_code: '10001', city: 'New York' };
    const buyers = [
      // A French business that gave no VAT number has no Peppol address.
      { name: 'Camille Martin', company: 'Client SARL', ...address, city: 'Paris', country: 'FR' },
      // Nor has a business outside the EU, nor a consumer.
      { name: 'Sam Smith', company: 'Acme Inc.', ...address, country: 'US' },
      { name: 'Chloé Durand', country: 'FR' },
    ];
    const texts = [];
    for (const details of buyers) {
      const orderId = await buy(store, [course], details);
      const [invoice] = await documents(store, orderId);
      expect(invoice!.has_ubl, details.name).toBe(false);
      expect((await file(store, invoice!.id, 'xml')).statusCode).toBe(404);
      texts.push(await pdfText(store, invoice!.id));
    }
    expect(texts[0]).toContain('Client SARL');
    expect(texts[1]).toContain('Acme Inc.');
    expect(texts[1]).toContain('1 Main Street');
    expect(texts[1]).toContain('Niet onderworpen aan EU-btw over € 100,00');
    expect(texts[1]).toContain('(artikel 44 van Richtlijn 2006/112/EG)');
    // A French consumer under OSS: French VAT, and the note saying so.
    expect(texts[2]).toContain('Btw 20% over € 100,00 € 20,00');
    expect(texts[2]).toContain('éénloketregeling (OSS)');
  });
});
