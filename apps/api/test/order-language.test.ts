import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  payWithTestProvider,
  shopWithProduct,
  type ShopFixture,
  type TestApp,
} from './harness.js';

/**
 * An order speaks the language it was placed in (decision 068): its answer names it, so the shop's
 * order page opened on another device shows it, and every link in the buyer's e-mails carries it.
 */
describe("the order's language", () => {
  let t: TestApp;
  let shop: ShopFixture;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await shopWithProduct(t.app, 'sprache');
  });
  afterAll(() => t.close());

  /** Places an order the way the shop does, its screen in `language` (its Accept-Language). */
  async function placeIn(language: string, email: string) {
    const headers = { 'accept-language': language };
    const cart = await t.app.inject({
      method: 'POST',
      url: `/v1/store/${shop.slug}/cart`,
      headers,
      payload: { products: [{ product_id: shop.productId, quantity: 1 }] },
    });
    const cartId = cart.json().data.id as string;
    const placed = await t.app.inject({
      method: 'POST',
      url: `/v1/store/${shop.slug}/order/${cartId}`,
      headers,
      payload: { email, customer_details: { name: 'Kai Käufer', country: 'DE' }, withdrawal_waiver: true },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return { cartId, orderId: placed.json().data.id as string };
  }

  async function mailsTo(to: string, kind: string) {
    return t.ctx.database.allStoresDb
      .selectFrom('outbox_emails')
      .select(['subject', 'html', 'text'])
      .where('to_address', '=', to)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();
  }

  /** The addresses of the shop's pages a mail links to, read from its plain text. */
  const shopLinks = (text: string) =>
    [...text.matchAll(/http:\/\/sprache\.localhost:3000\/[^\s)]*/g)].map((match) => new URL(match[0]));

  it('answers the language with the order, to anyone holding its link', async () => {
    const german = await placeIn('de-DE,de;q=0.9,en;q=0.5', 'kai@example.com');
    const dutch = await placeIn('nl', 'koper@example.com');
    const answer = async (orderId: string) =>
      (await t.app.inject({ method: 'GET', url: `/v1/store/${shop.slug}/order/${orderId}` })).json().data;
    expect(await answer(german.orderId)).toMatchObject({ id: german.orderId, locale: 'de' });
    expect(await answer(dutch.orderId)).toMatchObject({ id: dutch.orderId, locale: 'nl' });
  });

  it('sends the confirmation in German with its order and library links in German, and so a sign-in link asked for later', async () => {
    const email = 'kaeufer@example.com';
    const { cartId, orderId } = await placeIn('de', email);
    expect((await payWithTestProvider(t.app, shop.slug, cartId)).statusCode).toBe(303);

    const [confirmation] = await mailsTo(email, 'order_confirmation');
    expect(confirmation!.subject).toContain('Bestellung');
    const links = shopLinks(confirmation!.text);
    expect(links.map((link) => link.pathname)).toEqual([`/order/${orderId}`, '/orders']);
    for (const link of links) {
      expect(link.searchParams.get('lang')).toBe('de');
      expect(link.searchParams.get('login_token')).toMatch(/^[\w-]{20,}$/);
    }

    // Asked for from a browser set to English: the link still opens the order in its own language.
    const asked = await t.app.inject({
      method: 'POST',
      url: `/v1/store/${shop.slug}/email-login`,
      headers: { 'accept-language': 'en' },
      payload: { email, session_id: orderId, redirect_to_name: 'order' },
    });
    expect(asked.statusCode).toBe(200);
    const [login] = await mailsTo(email, 'login_link');
    expect(login!.subject).toContain('Bestellung');
    const [signIn] = shopLinks(login!.text);
    expect(signIn!.pathname).toBe(`/order/${orderId}`);
    expect(signIn!.searchParams.get('lang')).toBe('de');
  });

  it('links the library in the language of the screen it was asked for on', async () => {
    const email = 'sammler@example.com';
    const { cartId } = await placeIn('nl', email);
    await payWithTestProvider(t.app, shop.slug, cartId);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/v1/store/${shop.slug}/orders/email-login`,
      headers: { 'accept-language': 'de' },
      payload: { email },
    });
    expect(asked.statusCode).toBe(200);
    const [library] = await mailsTo(email, 'library_link');
    const [link] = shopLinks(library!.text);
    expect(link!.pathname).toBe('/orders');
    expect(link!.searchParams.get('lang')).toBe('de');
  });
});
