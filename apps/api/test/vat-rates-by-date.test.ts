import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, createTestApp, registerMerchant, TestClient, type TestApp } from './harness.js';
import { sellFromNlUnderOss } from './vat-helpers.js';

/**
 * A rate change takes effect on its day, not at a deploy (decision 029): a Dutch b2c store on OSS sells
 * an e-book at €11.35 to a Finnish consumer on the last day at 14 % and from 1 January 2026 at 13.5 %,
 * and the order placed the day before keeps the rate it was charged.
 */

interface Line {
  vat_rate: number;
  total_excl_vat: number;
  total_vat: number;
  total_incl_vat: number;
}

describe('the VAT rate in force on the day of the sale', () => {
  let t: TestApp;
  let slug: string;
  let storeId: number;
  let token: string;
  let merchant: TestClient;
  let ebookId: number;

  beforeAll(async () => {
    t = await createTestApp({}, new Date('2025-12-31T23:59:59.000Z'));
    ({ client: merchant, token } = await registerMerchant(t.app));
    slug = 'vat-by-date';
    storeId = (await createStore(merchant, token, { name: 'VAT by date', slug, business_type: 'b2c' })).id;
    await sellFromNlUnderOss(merchant, token, storeId);
    const product = await merchant.post(
      '/v1/admin/product',
      { store_id: storeId, status: 'for_sale', name: 'E-book', price: 1135, vat_class: 'ebook' },
      { token },
    );
    expect(product.statusCode, product.body).toBe(201);
    ebookId = product.json().data.id as number;
  });
  afterAll(async () => {
    await t.close();
  });

  /** A Finnish consumer's cart and order of one e-book, now on the app's clock. */
  async function buyInFinland(): Promise<{ cart: Line; order: Line; orderId: string }> {
    const shopper = new TestClient(t.app);
    const cart = await shopper.post(`/v1/store/${slug}/cart?country=FI`, {
      products: [{ product_id: ebookId, quantity: 1 }],
    });
    expect(cart.statusCode, cart.body).toBeLessThan(300);
    const placed = await shopper.post(`/v1/store/${slug}/order/${cart.json().data.id as string}`, {
      email: 'lukija@example.com',
      customer_details: { name: 'Lukija', country: 'FI' },
      // A consumer's consent to delivery at once, which a digital order asks for.
      withdrawal_waiver: true,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const line = ({ vat_rate, total_excl_vat, total_vat, total_incl_vat }: Line) => ({
      vat_rate,
      total_excl_vat,
      total_vat,
      total_incl_vat,
    });
    const cartLine = cart.json().data.products[0];
    return {
      cart: { ...line({ ...cartLine, total_vat: cartLine.total_incl_vat - cartLine.total_excl_vat }) },
      order: line(placed.json().data.lines[0]),
      orderId: placed.json().data.id as string,
    };
  }

  it('charges 14 % on 31 December 2025 and 13.5 % from 1 January 2026, and the order keeps its rate', async () => {
    // 1135 / 1.14 = 995.61 → 996 net, 139 VAT; 1135 / 1.135 = 1000 net, 135 VAT.
    const before = await buyInFinland();
    const atFourteen = { vat_rate: 14, total_excl_vat: 996, total_vat: 139, total_incl_vat: 1135 };
    expect(before.cart).toEqual(atFourteen);
    expect(before.order).toEqual(atFourteen);

    t.clock.advance(1);
    const after = await buyInFinland();
    const atThirteenAndAHalf = { vat_rate: 13.5, total_excl_vat: 1000, total_vat: 135, total_incl_vat: 1135 };
    expect(after.cart).toEqual(atThirteenAndAHalf);
    expect(after.order).toEqual(atThirteenAndAHalf);

    const kept = await merchant.get(`/v1/admin/order/${before.orderId}?store_id=${storeId}`, { token });
    expect(kept.statusCode, kept.body).toBe(200);
    const keptLine = kept.json().data.lines[0];
    expect(keptLine).toMatchObject({ vat_rate: 14, total_vat: 139 });
  });
});
