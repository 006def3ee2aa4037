import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  payWithTestProvider,
  placeOrder,
  shopWithProduct,
  TestClient,
  type ShopFixture,
  type TestApp,
} from './harness.js';

const DAY = 24 * 3600;

describe('the buyer gets the goods (decision 026)', () => {
  let t: TestApp;
  let shop: ShopFixture;
  let otherShop: ShopFixture;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await shopWithProduct(t.app, 'goods-shop');
    otherShop = await shopWithProduct(t.app, 'other-goods-shop');
  });
  afterAll(() => t.close());

  const buyerDetails = (email: string) => ({
    email,
    customer_details: { name: 'Ada Buyer', country: 'NL' },
    withdrawal_waiver: true,
  });

  /** Places an order as a fresh browser; answers the browser, the cart id, the order id and the 201. */
  async function place(fixture: ShopFixture, email: string) {
    const { shopper, cartId, order } = await placeOrder(t.app, fixture, 1, buyerDetails(email));
    return { browser: shopper, cartId, orderId: order.id };
  }

  async function placeAndPay(fixture: ShopFixture, email: string) {
    const placed = await place(fixture, email);
    await payWithTestProvider(t.app, fixture.slug, placed.cartId);
    return placed;
  }

  /** The mails of a kind to an address, oldest first, as the outbox holds them. */
  async function mailsTo(to: string, kind: string) {
    return t.ctx.database.allStoresDb
      .selectFrom('outbox_emails')
      .selectAll()
      .where('to_address', '=', to)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();
  }

  const tokensIn = (html: string) => [...html.matchAll(/login_token=([\w-]+)/g)].map((match) => match[1]!);

  const signIn = (loginToken: string) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/customer/login', payload: { login_token: loginToken } });

  /** The order's cookie as the browser keeps it, sent as a browser sends it: by itself, on its path. */
  /**
   * Refunds through the admin. The tests move the clock by days and merchant tokens last an hour, so a
   * test that refunds late opens a shop of its own first.
   */
  async function refund(fixture: ShopFixture, orderId: string) {
    const refunded = await fixture.client.post(
      `/v1/admin/order/${orderId}/refund`,
      { store_id: fixture.storeId },
      { token: fixture.token },
    );
    expect(refunded.statusCode).toBe(200);
  }

  const withCookie = (value: string) => ({ headers: { cookie: `order_access=${value}` } });

  const products = (slug: string, orderId: string, options = {}) =>
    new TestClient(t.app).get(`/v1/store/${slug}/order/${orderId}/products`, options);
  const shopperOrder = (slug: string, orderId: string, options = {}) =>
    new TestClient(t.app).get(`/v1/store/${slug}/order/${orderId}`, options);

  describe("the browser that paid, by the order's own cookie", () => {
    it('is given a cookie bound to the order, httpOnly, Lax, on its API paths, for 30 days', async () => {
      const { browser, cartId, orderId } = await place(shop, 'cookie@example.com');
      const cookie = browser.cookies.get('order_access');
      expect(cookie).toMatch(/^\d+\.[\w-]{43}$/);
      const again = await browser.post(
        `/v1/store/${shop.slug}/order/${cartId}`,
        buyerDetails('x@example.com'),
      );
      expect(again.statusCode).toBe(200);
      expect(again.json().data.id).toBe(orderId);
      // Whoever holds the cart's id is answered the order again, but gets no cookie for it.
      expect(again.cookies).toEqual([]);

      const shopper = new TestClient(t.app);
      const cart = await shopper.post(`/v1/store/${shop.slug}/cart`, {
        products: [{ product_id: shop.productId, quantity: 1 }],
      });
      const placed = await shopper.post(
        `/v1/store/${shop.slug}/order/${cart.json().data.id}`,
        buyerDetails('cookie@example.com'),
      );
      expect(placed.statusCode).toBe(201);
      expect(placed.cookies).toEqual([
        {
          name: 'order_access',
          value: expect.stringMatching(/^\d+\.[\w-]{43}$/),
          path: `/v1/store/${shop.slug}/order/${placed.json().data.id}`,
          httpOnly: true,
          sameSite: 'Lax',
          maxAge: 30 * DAY,
        },
      ]);
    });

    it('is Secure where the platform runs on https', async () => {
      const live = await createTestApp({
        PUBLIC_PROTOCOL: 'https',
        PUBLIC_HOST: 'shop.example',
        SMTP_URL: 'smtp://127.0.0.1:2525',
      });
      try {
        const liveShop = await shopWithProduct(live.app, 'secure-shop');
        const shopper = new TestClient(live.app);
        const cart = await shopper.post(`/v1/store/${liveShop.slug}/cart`, {
          products: [{ product_id: liveShop.productId, quantity: 1 }],
        });
        const response = await shopper.post(
          `/v1/store/${liveShop.slug}/order/${cart.json().data.id}`,
          buyerDetails('secure@example.com'),
        );
        expect(response.cookies).toEqual([expect.objectContaining({ name: 'order_access', secure: true })]);
      } finally {
        await live.close();
      }
    });

    it('opens the goods once paid, and not before', async () => {
      const { browser, cartId, orderId } = await place(shop, 'paid-browser@example.com');
      const cookie = withCookie(browser.cookies.get('order_access')!);
      expect((await shopperOrder(shop.slug, orderId, cookie)).json().data).toMatchObject({
        status: 'pending',
        buyer_access: false,
      });
      expect((await products(shop.slug, orderId, cookie)).statusCode).toBe(403);

      await payWithTestProvider(t.app, shop.slug, cartId);
      expect((await shopperOrder(shop.slug, orderId, cookie)).json().data).toMatchObject({
        status: 'paid',
        buyer_access: true,
      });
      const items = await products(shop.slug, orderId, cookie);
      expect(items.statusCode).toBe(200);
      const delivered = items.json().data as { product_type: string; url: string; text: string | null }[];
      expect(delivered.map((item) => item.product_type)).toEqual(['file', 'text']);
      expect(delivered[1]!.text).toBe('KEY-42');
      const download = await t.app.inject({ method: 'GET', url: delivered[0]!.url });
      expect(download.rawPayload.equals(shop.fileBytes)).toBe(true);

      // Another browser, without the cookie, sees the order but not its goods.
      expect((await shopperOrder(shop.slug, orderId)).json().data.buyer_access).toBe(false);
      expect((await products(shop.slug, orderId)).statusCode).toBe(401);
    });

    it("opens no other order, no other store's, and nothing once forged, expired or refunded", async () => {
      const mine = await placeAndPay(shop, 'mine-cookie@example.com');
      const theirs = await placeAndPay(shop, 'theirs-cookie@example.com');
      const elsewhere = await placeAndPay(otherShop, 'mine-cookie@example.com');
      const value = mine.browser.cookies.get('order_access')!;
      expect((await products(shop.slug, mine.orderId, withCookie(value))).statusCode).toBe(200);

      expect((await products(shop.slug, theirs.orderId, withCookie(value))).statusCode).toBe(401);
      expect(
        (await shopperOrder(shop.slug, theirs.orderId, withCookie(value))).json().data.buyer_access,
      ).toBe(false);
      expect((await products(otherShop.slug, elsewhere.orderId, withCookie(value))).statusCode).toBe(401);
      expect((await products(otherShop.slug, mine.orderId, withCookie(value))).statusCode).toBe(401);

      const [expires, signature] = value.split('.');
      const later = `${Number(expires) + DAY}.${signature}`;
      expect((await products(shop.slug, mine.orderId, withCookie(later))).statusCode).toBe(401);
      const theirSignature = theirs.browser.cookies.get('order_access')!.split('.')[1];
      expect(
        (await products(shop.slug, mine.orderId, withCookie(`${expires}.${theirSignature}`))).statusCode,
      ).toBe(401);

      await refund(shop, mine.orderId);
      expect((await products(shop.slug, mine.orderId, withCookie(value))).statusCode).toBe(403);
      expect((await shopperOrder(shop.slug, mine.orderId, withCookie(value))).json().data.buyer_access).toBe(
        false,
      );

      t.clock.advance(30 * DAY + 1);
      const theirValue = theirs.browser.cookies.get('order_access')!;
      expect((await products(shop.slug, theirs.orderId, withCookie(theirValue))).statusCode).toBe(401);
    });
  });

  describe("the confirmation e-mail's receipt link", () => {
    it('signs in twice and a day later, each time with a new access token, to the order and the library', async () => {
      const email = 'receipt@example.com';
      const { orderId } = await placeAndPay(shop, email);
      const [confirmation] = await mailsTo(email, 'order_confirmation');
      expect(confirmation!.html).toContain(`/order/${orderId}?login_token=`);
      expect(confirmation!.html).toContain('/orders?login_token=');
      expect(confirmation!.text).toContain('This link keeps working for this order');
      expect(confirmation!.text).toContain(
        `All your purchases at Shop ${shop.slug}: http://${shop.slug}.localhost:3000/orders?login_token=`,
      );
      const [receipt, libraryReceipt] = tokensIn(confirmation!.html);
      expect(libraryReceipt).toBe(receipt);

      const tokens: string[] = [];
      for (const wait of [0, 60, DAY, 90 * DAY]) {
        t.clock.advance(wait);
        const session = await signIn(receipt!);
        expect(session.statusCode, `after ${wait} s more`).toBe(200);
        expect(session.json().data).toMatchObject({ order_id: orderId, store_slug: shop.slug });
        tokens.push(session.json().data.token);
        const goods = await products(shop.slug, orderId, { token: session.json().data.token });
        expect(goods.statusCode).toBe(200);
      }
      expect(new Set(tokens).size).toBe(4);
    });

    it('still signs in after a refund, which closes the goods', async () => {
      const email = 'receipt-refund@example.com';
      const refundingShop = await shopWithProduct(t.app, 'receipt-refund-shop');
      const { orderId } = await placeAndPay(refundingShop, email);
      const receipt = tokensIn((await mailsTo(email, 'order_confirmation'))[0]!.html)[0]!;
      await refund(refundingShop, orderId);
      const session = await signIn(receipt);
      expect(session.statusCode).toBe(200);
      expect(
        (await products(refundingShop.slug, orderId, { token: session.json().data.token })).statusCode,
      ).toBe(403);
    });
  });

  describe('a used or expired sign-in link', () => {
    const renew = (slug: string, loginToken: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/store/${slug}/email-login/renew`,
        payload: { login_token: loginToken },
      });

    it('brings a fresh link to the same address, once per request, as limited as the e-mail login', async () => {
      const email = 'renew@example.com';
      const { orderId } = await placeAndPay(shop, email);
      const asked = await t.app.inject({
        method: 'POST',
        url: `/v1/store/${shop.slug}/email-login`,
        payload: { email, session_id: orderId, redirect_to_name: 'order' },
      });
      expect(asked.statusCode).toBe(200);
      const [old] = tokensIn((await mailsTo(email, 'login_link'))[0]!.html);
      t.clock.advance(15 * 60 + 1);
      expect((await signIn(old!)).json().message).toBe(
        'This link has expired or was already used. Ask for a new one.',
      );

      expect(await renew(shop.slug, old)).toMatchObject({ statusCode: 200, body: '{"code":"OK"}' });
      const links = await mailsTo(email, 'login_link');
      expect(links).toHaveLength(2);
      expect(links[1]!.order_id).toBe(orderId);
      const [fresh] = tokensIn(links[1]!.html);
      expect(fresh).not.toBe(old);
      expect(links[1]!.html).toContain(`/order/${orderId}?login_token=${fresh}`);
      const session = await signIn(fresh!);
      expect(session.json().data.order_id).toBe(orderId);
      // Used now, it is renewed as well.
      expect((await signIn(fresh!)).statusCode).toBe(401);

      // Unknown tokens, and this store's token at another store, answer the same and send nothing.
      const mailsBefore = (await mailsTo(email, 'login_link')).length;
      expect(await renew(shop.slug, 'x'.repeat(43))).toMatchObject({
        statusCode: 200,
        body: '{"code":"OK"}',
      });
      expect(await renew(otherShop.slug, old)).toMatchObject({ statusCode: 200, body: '{"code":"OK"}' });
      expect((await mailsTo(email, 'login_link')).length).toBe(mailsBefore);

      // The first renewal counted one of five (the e-mail login's window has passed).
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1)
        statuses.push((await renew(shop.slug, fresh)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
      expect((await mailsTo(email, 'login_link')).length).toBe(mailsBefore + 4);
    });

    it('sends nothing for an order no longer paid, and refuses a malformed token', async () => {
      const email = 'renew-refunded@example.com';
      const refundingShop = await shopWithProduct(t.app, 'renew-refund-shop');
      const { orderId } = await placeAndPay(refundingShop, email);
      await t.app.inject({
        method: 'POST',
        url: `/v1/store/${refundingShop.slug}/email-login`,
        payload: { email, session_id: orderId, redirect_to_name: 'order' },
      });
      const [old] = tokensIn((await mailsTo(email, 'login_link'))[0]!.html);
      await refund(refundingShop, orderId);
      expect((await renew(refundingShop.slug, old)).statusCode).toBe(200);
      expect(await mailsTo(email, 'login_link')).toHaveLength(1);

      const bad = await renew(shop.slug, 'short');
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['login_token']);
    });
  });

  describe('the library', () => {
    const askLibraryLink = (slug: string, email: unknown) =>
      t.app.inject({ method: 'POST', url: `/v1/store/${slug}/orders/email-login`, payload: { email } });
    const library = (slug: string, token?: string, query = '') =>
      new TestClient(t.app).get(`/v1/store/${slug}/orders${query}`, token ? { token } : {});

    async function libraryToken(slug: string, email: string) {
      expect(await askLibraryLink(slug, email)).toMatchObject({ statusCode: 200, body: '{"code":"OK"}' });
      const mail = (await mailsTo(email, 'library_link')).at(-1)!;
      expect(mail.html).toContain(`http://${slug}.localhost:3000/orders?login_token=`);
      const session = await signIn(tokensIn(mail.html)[0]!);
      expect(session.json().data).toMatchObject({ order_id: null, store_slug: slug });
      return session.json().data.token as string;
    }

    it("lists only the signed-in address's paid orders of this store, newest first", async () => {
      const email = 'collector@example.com';
      const libraryShop = await shopWithProduct(t.app, 'library-shop');
      const first = await placeAndPay(libraryShop, email);
      t.clock.advance(60);
      const second = await placeAndPay(libraryShop, email);
      await place(libraryShop, email);
      await placeAndPay(libraryShop, 'someone-else@example.com');
      const elsewhere = await placeAndPay(otherShop, email);

      const token = await libraryToken(libraryShop.slug, email);
      const listed = await library(libraryShop.slug, token);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().meta).toEqual({ total: 2, page: 1, per_page: 20 });
      expect(listed.json().data.map((order: { id: string }) => order.id)).toEqual([
        second.orderId,
        first.orderId,
      ]);
      expect(listed.json().data[0]).toMatchObject({
        status: 'paid',
        lines: [{ name: 'Guide', quantity: 1 }],
        totals: { total_incl_vat: 1995 },
      });
      const page2 = await library(libraryShop.slug, token, '?page=2&per_page=1');
      expect(page2.json().data.map((order: { id: string }) => order.id)).toEqual([first.orderId]);

      // Its own store's token only; none is no sign-in.
      expect((await library(otherShop.slug, token)).statusCode).toBe(401);
      expect((await library(libraryShop.slug)).statusCode).toBe(401);
      const otherToken = await libraryToken(otherShop.slug, email);
      expect(
        (await library(otherShop.slug, otherToken)).json().data.map((o: { id: string }) => o.id),
      ).toEqual([elsewhere.orderId]);

      // A refunded order leaves the library.
      await refund(libraryShop, first.orderId);
      expect((await library(libraryShop.slug, token)).json().data.map((o: { id: string }) => o.id)).toEqual([
        second.orderId,
      ]);
    });

    it('is opened by the receipt link too', async () => {
      const email = 'receipt-library@example.com';
      const { orderId } = await placeAndPay(shop, email);
      const receipt = tokensIn((await mailsTo(email, 'order_confirmation'))[0]!.html)[0]!;
      const token = (await signIn(receipt)).json().data.token as string;
      expect((await library(shop.slug, token)).json().data.map((o: { id: string }) => o.id)).toEqual([
        orderId,
      ]);
    });

    it('answers a link request the same for any address, mails only a buyer, and counts every request', async () => {
      await placeAndPay(shop, 'asker@example.com');
      for (const email of ['asker@example.com', 'never-bought@example.com']) {
        expect(await askLibraryLink(shop.slug, email)).toMatchObject({
          statusCode: 200,
          body: '{"code":"OK"}',
        });
      }
      expect(await mailsTo('asker@example.com', 'library_link')).toHaveLength(1);
      expect(await mailsTo('never-bought@example.com', 'library_link')).toHaveLength(0);

      const statuses = async (email: string) => {
        const seen: number[] = [];
        for (let attempt = 0; attempt < 5; attempt += 1)
          seen.push((await askLibraryLink(shop.slug, email)).statusCode);
        return seen;
      };
      // Refused after five alike: the refusal tells nothing about who bought here.
      expect(await statuses('asker@example.com')).toEqual([200, 200, 200, 200, 429]);
      expect(await statuses('never-bought@example.com')).toEqual([200, 200, 200, 200, 429]);
      // The same mailbox under a +tag or in capitals is the same count.
      expect((await askLibraryLink(shop.slug, 'Asker+again@example.com')).statusCode).toBe(429);
      expect(await mailsTo('asker@example.com', 'library_link')).toHaveLength(5);

      const bad = await askLibraryLink(shop.slug, 'not-an-address');
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['email']);
    });

    it('renews an expired library link with a new library link', async () => {
      const email = 'library-renew@example.com';
      await placeAndPay(shop, email);
      await askLibraryLink(shop.slug, email);
      const [old] = tokensIn((await mailsTo(email, 'library_link'))[0]!.html);
      t.clock.advance(15 * 60 + 1);
      expect((await signIn(old!)).statusCode).toBe(401);
      const renewed = await t.app.inject({
        method: 'POST',
        url: `/v1/store/${shop.slug}/email-login/renew`,
        headers: { 'accept-language': 'de' },
        payload: { login_token: old },
      });
      expect(renewed.statusCode).toBe(200);
      const mails = await mailsTo(email, 'library_link');
      expect(mails).toHaveLength(2);
      expect(mails[1]!.subject).toBe(`Deine Käufe bei Shop ${shop.slug}`);
      const session = await signIn(tokensIn(mails[1]!.html)[0]!);
      expect(session.json().data.order_id).toBeNull();
    });
  });
});
