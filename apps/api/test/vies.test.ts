import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessAddress,
  createStore,
  createTestApp,
  registerMerchant,
  TestClient,
  type TestApp,
} from './harness.js';
import { startViesStandIn } from './vies-stand-in.js';

/**
 * Buyers' VAT numbers checked against a local stand-in for VIES: valid (reverse charged, the check kept
 * as evidence), invalid (refused at the order, VAT in the cart), VIES down or out of reach (VAT charged,
 * never zero-rated on a guess), and a wrong format (refused before anyone is asked). The store asks as
 * itself, with its own VAT number, so that VIES gives the consultation number; a store without one
 * cannot, and gets none.
 */
describe('VAT numbers checked with VIES', () => {
  let t: TestApp;
  let vies: Awaited<ReturnType<typeof startViesStandIn>>;
  let owner: Awaited<ReturnType<typeof registerMerchant>>;
  let storeId: number;
  let productId: number;
  const slug = 'vies-shop';
  /** The store's own VAT number (NL123456789B01) as VIES takes it from a requester. */
  const requester = { requesterMemberStateCode: 'NL', requesterNumber: '123456789B01' };

  const billing = (vatNumber: string) => ({
    legal_name: 'VIES BV',
    address: 'Kade 1',
    postal_code: '1011 AA',
    city: 'Amsterdam',
    country: 'NL',
    vat_number: vatNumber,
    coc_number: '',
    iban: '',
  });

  /** A store of `owner` in the Netherlands on OSS with one product at €12.10; its id and the product's. */
  async function vatStore(name: string, storeSlug: string, vatNumber: string) {
    const id = (await createStore(owner.client, owner.token, { name, slug: storeSlug, business_type: 'b2c' }))
      .id;
    const saved = await owner.client.post(
      '/v1/admin/settings',
      { store_id: id, settings: { country: 'NL', vat_scheme: 'oss', billing: billing(vatNumber) } },
      { token: owner.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const product = await owner.client.post(
      '/v1/admin/product',
      { store_id: id, name: 'Course', price: 1210, vat_class: 'standard', status: 'for_sale' },
      { token: owner.token },
    );
    return { id, productId: product.json().data.id as number };
  }

  beforeAll(async () => {
    vies = await startViesStandIn({
      BE0123456789: { name: 'Klant NV', address: 'Grote Markt 1\n1000 Brussel' },
      EL123456789: { name: 'Pelatis AE', address: 'Odos 1, Athina' },
    });
    t = await createTestApp({ VIES_API_URL: `${vies.url}/`, VIES_TIMEOUT_MS: '400' });
    owner = await registerMerchant(t.app);
    ({ id: storeId, productId } = await vatStore('VIES', slug, 'NL123456789B01'));
  });
  afterAll(async () => {
    await t.close();
    await vies.close();
  });

  async function cartFor(query = '', store = { slug, productId }) {
    const shopper = new TestClient(t.app);
    const cart = await shopper.post(`/v1/store/${store.slug}/cart${query}`, {
      products: [{ product_id: store.productId, quantity: 1 }],
    });
    return { shopper, cart: cart.json().data, cartId: cart.json().data.id as string };
  }

  const order = (shopper: TestClient, cartId: string, country: string, vatNumber: string, storeSlug = slug) =>
    shopper.post(`/v1/store/${storeSlug}/order/${cartId}`, {
      email: 'firm@example.com',
      customer_details: {
        name: 'Buyer',
        company: 'Firm',
        country,
        vat_number: vatNumber,
        ...businessAddress,
      },
    });

  const adminOrder = async (id: string, store = storeId) =>
    (await owner.client.get(`/v1/admin/order/${id}?store_id=${store}`, { token: owner.token })).json().data;

  it('reverse charges a valid number and keeps the check, with its consultation number, as evidence', async () => {
    const { shopper, cart, cartId } = await cartFor('?country=BE&vat_number=BE%200123.456.789');
    expect(cart.vat).toEqual({
      country: 'BE',
      treatment: 'reverse_charge',
      vat_number: 'valid',
      reverse_charge_possible: true,
    });
    expect(cart.totals).toEqual({ total_excl_vat: 1000, total_vat: 0, total_incl_vat: 1000 });
    const placed = await order(shopper, cartId, 'BE', 'BE 0123.456.789');
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.totals.total_vat).toBe(0);
    // The store asks as itself, its own number split into VIES's prefix and the rest.
    expect(vies.requests.at(-1)).toEqual({ countryCode: 'BE', vatNumber: '0123456789', ...requester });
    const details = (await adminOrder(placed.json().data.id)).vat_details;
    expect(details).toMatchObject({
      treatment: 'reverse_charge',
      scheme: 'oss',
      seller_country: 'NL',
      buyer_country: 'BE',
      buyer_company: 'Firm',
      buyer_vat_number: 'BE0123456789',
      check: {
        country_code: 'BE',
        vat_number: '0123456789',
        status: 'valid',
        name: 'Klant NV',
        address: 'Grote Markt 1\n1000 Brussel',
        error: null,
      },
    });
    // The consultation number VIES gave the order's own check, not the cart's.
    expect(details.check.request_identifier).toMatch(/^WAPIAAAAW/);
    expect(details.check.request_identifier).toBe(vies.answers.at(-1)?.requestIdentifier);
    expect(details.check.checked_at).toBe(t.clock.now().toISOString());
  });

  it('asks VIES for a Greek number with its own prefix, EL', async () => {
    const { cart } = await cartFor('?country=GR&vat_number=EL123456789');
    expect(cart.vat).toMatchObject({ treatment: 'reverse_charge', vat_number: 'valid' });
    expect(vies.requests.at(-1)).toEqual({ countryCode: 'EL', vatNumber: '123456789', ...requester });
  });

  it('charges VAT in the cart for a number VIES does not know, and refuses it at the order, naming the field', async () => {
    const { shopper, cart, cartId } = await cartFor('?country=BE&vat_number=BE0111111111');
    expect(cart.vat).toMatchObject({ treatment: 'oss', vat_number: 'invalid' });
    expect(cart.totals).toEqual({ total_excl_vat: 1000, total_vat: 210, total_incl_vat: 1210 });
    const placed = await order(shopper, cartId, 'BE', 'BE0111111111');
    expect(placed.statusCode).toBe(422);
    expect(Object.keys(placed.json().errors)).toEqual(['customer_details.vat_number']);
    // Without the number the same buyer pays VAT and the order goes through.
    const consumer = await shopper.post(`/v1/store/${slug}/order/${cartId}`, {
      email: 'firm@example.com',
      customer_details: { name: 'Buyer', country: 'BE' },
      withdrawal_waiver: true,
    });
    expect(consumer.statusCode, consumer.body).toBe(201);
    expect(consumer.json().data.totals.total_vat).toBe(210);
  });

  it('refuses a number in the wrong format before asking VIES', async () => {
    const asked = vies.requests.length;
    const { shopper, cart, cartId } = await cartFor('?country=DE&vat_number=BE0123456789');
    expect(cart.vat).toMatchObject({ treatment: 'oss', vat_number: 'format' });
    const placed = await order(shopper, cartId, 'DE', '12345');
    expect(placed.statusCode).toBe(422);
    expect(placed.json().errors['customer_details.vat_number']).toBeDefined();
    expect(vies.requests.length).toBe(asked);
  });

  for (const [label, number, error] of [
    ['answers MS_UNAVAILABLE', 'BE0999999999', 'MS_UNAVAILABLE'],
    ['cuts the connection', 'BE0888888888', 'network: UND_ERR_SOCKET'],
    ['does not answer in time', 'BE0777777777', 'timeout'],
  ] as const) {
    it(`charges VAT when VIES ${label}, and keeps the failed check with the order`, async () => {
      const { shopper, cart, cartId } = await cartFor(`?country=BE&vat_number=${number}`);
      expect(cart.vat).toMatchObject({ treatment: 'oss', vat_number: 'unavailable' });
      const started = Date.now();
      const placed = await order(shopper, cartId, 'BE', number);
      expect(placed.statusCode, placed.body).toBe(201);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(placed.json().data.totals).toEqual({
        total_excl_vat: 1000,
        total_vat: 210,
        total_incl_vat: 1210,
      });
      const details = (await adminOrder(placed.json().data.id)).vat_details;
      expect(details).toMatchObject({
        treatment: 'oss',
        buyer_vat_number: number,
        check: { status: 'unavailable', error, request_identifier: null },
      });
    });
  }

  it('does not ask VIES for a buyer in the store’s own country or outside the EU', async () => {
    const asked = vies.requests.length;
    const nl = await cartFor('?country=NL&vat_number=NL123456789B01');
    expect(nl.cart.vat).toMatchObject({
      treatment: 'domestic',
      vat_number: 'none',
      reverse_charge_possible: false,
    });
    const us = await cartFor('?country=US&vat_number=12-3456789');
    expect(us.cart.vat).toMatchObject({ treatment: 'outside_eu', reverse_charge_possible: false });
    expect(vies.requests.length).toBe(asked);
  });

  it('asks nothing for a store without a VAT number: it cannot reverse charge, so the business pays VAT (decision 051)', async () => {
    const plain = await vatStore('VIES plain', 'vies-plain', '');
    const store = { slug: 'vies-plain', productId: plain.productId };
    const asked = vies.requests.length;
    const { shopper, cart, cartId } = await cartFor('?country=BE&vat_number=BE0123456789', store);
    expect(cart.vat).toEqual({
      country: 'BE',
      treatment: 'oss',
      vat_number: 'none',
      reverse_charge_possible: false,
    });
    const placed = await order(shopper, cartId, 'BE', 'BE0123456789', store.slug);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.totals).toEqual({ total_excl_vat: 1000, total_vat: 210, total_incl_vat: 1210 });
    expect(vies.requests.length).toBe(asked);
    const details = (await adminOrder(placed.json().data.id, plain.id)).vat_details;
    expect(details).toMatchObject({ treatment: 'oss', check: null, seller_vat_number: null });
  });
});
