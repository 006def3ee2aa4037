import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { DISCOUNT_HOLD_MINUTES } from '../src/modules/discounts/index.js';
import {
  createStore,
  createTestApp,
  payWithTestProvider,
  registerMerchant,
  type TestApp,
} from './harness.js';
import { sellFromNlUnderOss } from './vat-helpers.js';

/**
 * The anonymous limits of decision 045 (issue 27): failed discount codes per client address and per
 * cart, one answer for a code a shopper cannot use, orders per client address, payment links per
 * order, and a use held by an unpaid order for DISCOUNT_HOLD_MINUTES only. Each shopper is a client
 * address of its own.
 */

const FAILED_CODES_PER_ADDRESS = 20;
const ORDERS_PER_ADDRESS = 5;
const BUYER = {
  email: 'bea@example.com',
  customer_details: { name: 'Bea Buyer', country: 'NL' },
  withdrawal_waiver: true,
};

describe('anonymous limits', () => {
  let t: TestApp;
  let slug: string;
  let storeId: number;
  let productId: number;
  let merchant: Awaited<ReturnType<typeof registerMerchant>>;
  let addresses = 0;
  /** A client address no earlier request came from. */
  const freshAddress = () => `10.${Math.floor(++addresses / 250)}.${addresses % 250}.7`;

  function fromAddress(
    address: string,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return t.app.inject({ method, url, payload, remoteAddress: address, headers });
  }

  function saveCart(address: string, code: string | undefined, cartId?: string, headers = {}) {
    return fromAddress(
      address,
      'POST',
      `/v1/store/${slug}/cart${cartId ? `/${cartId}` : ''}`,
      { products: [{ product_id: productId, quantity: 1 }], ...(code && { discount_code: code }) },
      headers,
    );
  }

  async function cartWith(address: string, code?: string) {
    const response = await saveCart(address, code);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; discount: { code: string; amount: number } | null };
  }

  const placeOrder = (address: string, cartId: string) =>
    fromAddress(address, 'POST', `/v1/store/${slug}/order/${cartId}`, BUYER);

  const codeRefusal = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    reason: (response.json() as { errors?: Record<string, string[]> }).errors?.discount_code?.[0],
  });

  /** The clock moves past the access token's life here: the web app refreshes it, and so does this. */
  async function signInAgain() {
    await merchant.client.openAdminPage();
    const refreshed = await merchant.client.post('/v1/auth/refresh-token', undefined, { xsrf: true });
    merchant.token = refreshed.json().data.authorization.token as string;
  }

  async function newCode(body: object) {
    await signInAgain();
    const response = await merchant.client.post(
      '/v1/admin/discount-code',
      { store_id: storeId, ...body },
      { token: merchant.token },
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number };
  }

  async function listedCode(id: number) {
    await signInAgain();
    const list = await merchant.client.get(`/v1/admin/discount-code?store_id=${storeId}`, {
      token: merchant.token,
    });
    return (list.json().data as { id: number; uses: number; reserved: number }[]).find(
      (code) => code.id === id,
    );
  }

  function expectTooMany(response: LightMyRequestResponse, windowSeconds: number) {
    expect(response.statusCode, response.body).toBe(429);
    const wait = Number(response.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(windowSeconds);
  }

  beforeAll(async () => {
    t = await createTestApp({
      DISCOUNT_LIMIT_PER_ADDRESS: String(FAILED_CODES_PER_ADDRESS),
      ORDER_LIMIT_PER_ADDRESS: String(ORDERS_PER_ADDRESS),
    });
    merchant = await registerMerchant(t.app);
    slug = 'guarded-shop';
    storeId = (await createStore(merchant.client, merchant.token, { name: 'Guarded', slug })).id;
    await sellFromNlUnderOss(merchant.client, merchant.token, storeId);
    const product = await merchant.client.post(
      '/v1/admin/product',
      { store_id: storeId, status: 'for_sale', name: 'Course', price: 1210, vat_class: 'standard' },
      { token: merchant.token },
    );
    expect(product.statusCode, product.body).toBe(201);
    productId = product.json().data.id as number;
  });
  afterAll(() => t.close());

  describe('guessing discount codes', () => {
    it('refuses 100 guesses from one address with 429 after the 20th failure, the right code too, until the window ends', async () => {
      await newCode({ code: 'STAFF-70', type: 'percentage', value: 50 });
      const guesser = freshAddress();
      const answers: LightMyRequestResponse[] = [];
      for (let guess = 0; guess < 100; guess += 1) answers.push(await saveCart(guesser, `STAFF-${guess}`));
      expect(answers.slice(0, FAILED_CODES_PER_ADDRESS).map((answer) => answer.statusCode)).toEqual(
        Array.from({ length: FAILED_CODES_PER_ADDRESS }, () => 422),
      );
      for (const answer of answers.slice(FAILED_CODES_PER_ADDRESS)) expectTooMany(answer, 15 * 60);
      // STAFF-70 was among the refused: the guesser never learnt it.
      expect(answers[70]!.statusCode).toBe(429);

      // Another address is not held back by the guesser, and the guesser may try again later.
      expect((await cartWith(freshAddress(), 'staff-70')).discount).toEqual({
        code: 'STAFF-70',
        amount: 605,
      });
      t.clock.advance(15 * 60);
      expect((await cartWith(guesser, 'STAFF-70')).discount?.code).toBe('STAFF-70');
    });

    it('counts only failed codes: a buyer applying the right code again and again is never held back', async () => {
      await newCode({ code: 'WELCOME', type: 'fixed_amount', value: 100 });
      const buyer = freshAddress();
      for (let typo = 0; typo < FAILED_CODES_PER_ADDRESS - 1; typo += 1) {
        expect((await saveCart(buyer, `WELCOME-${typo}`)).statusCode).toBe(422);
      }
      for (let applied = 0; applied < 30; applied += 1) {
        expect((await cartWith(buyer, 'welcome')).discount?.amount).toBe(100);
      }
      expect((await saveCart(buyer, 'WELCOM')).statusCode).toBe(422);
      expectTooMany(await saveCart(buyer, 'WELCOM'), 15 * 60);
    });

    it('limits failed codes per cart too, whatever address tries them', async () => {
      const cart = await cartWith(freshAddress());
      for (let guess = 0; guess < 10; guess += 1) {
        expect((await saveCart(freshAddress(), `CART-${guess}`, cart.id)).statusCode).toBe(422);
      }
      expectTooMany(await saveCart(freshAddress(), 'CART-10', cart.id), 15 * 60);
      expectTooMany(await saveCart(freshAddress(), 'WELCOME', cart.id), 15 * 60);
      // Saving the cart without a code is not a guess.
      expect((await saveCart(freshAddress(), undefined, cart.id)).statusCode).toBe(200);
    });

    it('gives one answer for a code that does not exist, is not valid yet, has expired or is used up', async () => {
      const now = t.clock.now().getTime();
      await newCode({
        code: 'SOON',
        type: 'percentage',
        value: 10,
        starts_at: new Date(now + 24 * 3600_000).toISOString(),
      });
      await newCode({
        code: 'GONE',
        type: 'percentage',
        value: 10,
        ends_at: new Date(now - 1000).toISOString(),
      });
      await newCode({ code: 'SPENT', type: 'percentage', value: 10, max_uses: 1 });
      const spender = freshAddress();
      const spent = await cartWith(spender, 'SPENT');
      expect((await placeOrder(spender, spent.id)).statusCode).toBe(201);
      const texts = {
        en: 'This discount code is not valid.',
        nl: 'Deze kortingscode is niet geldig.',
        de: 'Dieser Rabattcode ist nicht gültig.',
      };
      for (const code of ['NO-SUCH-CODE', 'SOON', 'GONE', 'SPENT']) {
        for (const [language, text] of Object.entries(texts)) {
          const answer = await saveCart(freshAddress(), code, undefined, { 'accept-language': language });
          expect(codeRefusal(answer), `${code} in ${language}`).toEqual({ status: 422, reason: text });
        }
      }
    });
  });

  it('limits the orders one address places an hour, and no other address', async () => {
    const shopper = freshAddress();
    for (let placed = 0; placed < ORDERS_PER_ADDRESS; placed += 1) {
      const cart = await cartWith(shopper);
      expect((await placeOrder(shopper, cart.id)).statusCode).toBe(201);
    }
    const cart = await cartWith(shopper);
    expectTooMany(await placeOrder(shopper, cart.id), 3600);
    expect((await placeOrder(freshAddress(), cart.id)).statusCode).toBe(201);
    t.clock.advance(3600);
    const later = await cartWith(shopper);
    expect((await placeOrder(shopper, later.id)).statusCode).toBe(201);
  });

  it('limits the payment links asked for one order, each of which asks the provider', async () => {
    const shopper = freshAddress();
    const cart = await cartWith(shopper);
    expect((await placeOrder(shopper, cart.id)).statusCode).toBe(201);
    const link = () => fromAddress(freshAddress(), 'POST', `/v1/store/${slug}/order/${cart.id}/payment-link`);
    for (let asked = 0; asked < 20; asked += 1) expect((await link()).statusCode).toBe(200);
    expectTooMany(await link(), 15 * 60);
    t.clock.advance(15 * 60);
    expect((await link()).statusCode).toBe(200);
  });

  it(`holds a limited code's use for an unpaid order ${DISCOUNT_HOLD_MINUTES} minutes, not until the order expires`, async () => {
    const code = await newCode({ code: 'ONE-LEFT', type: 'fixed_amount', value: 200, max_uses: 1 });
    const first = freshAddress();
    const held = await cartWith(first, 'ONE-LEFT');
    const unpaid = await placeOrder(first, held.id);
    expect(unpaid.statusCode, unpaid.body).toBe(201);
    const second = freshAddress();
    const waiting = await cartWith(second);

    t.clock.advance((DISCOUNT_HOLD_MINUTES - 1) * 60);
    expect(codeRefusal(await saveCart(second, 'ONE-LEFT', waiting.id))).toEqual({
      status: 422,
      reason: 'This discount code is not valid.',
    });

    t.clock.advance(2 * 60);
    const applied = await saveCart(second, 'ONE-LEFT', waiting.id);
    expect(applied.json().data.discount).toEqual({ code: 'ONE-LEFT', amount: 200 });
    expect(await listedCode(code.id)).toMatchObject({ uses: 0, reserved: 1 });
    const taken = await placeOrder(second, waiting.id);
    expect(taken.statusCode, taken.body).toBe(201);
    // The lapsed hold was given back as the second order took the use.
    expect(await listedCode(code.id)).toMatchObject({ uses: 0, reserved: 1 });

    // The first buyer pays after all: the discounted price was theirs, and the use is counted (040).
    await payWithTestProvider(t.app, slug, held.id);
    await payWithTestProvider(t.app, slug, waiting.id);
    expect(await listedCode(code.id)).toMatchObject({ uses: 2, reserved: 0 });
  });
});
