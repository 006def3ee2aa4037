import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, shopWithProduct, TestClient, type ShopFixture, type TestApp } from './harness.js';

/**
 * Buy-now links and `?code=` links (decision 077): the buy-now page is served like the product's own
 * page, and a code opened on a shop page before any product is in the cart waits on the empty cart
 * for the products it applies to; a code that is not valid is refused there as anywhere.
 */
describe('buy-now links and discount codes from a link', () => {
  let t: TestApp;
  let shop: ShopFixture;
  const slug = 'buynow-shop';

  beforeAll(async () => {
    t = await createTestApp();
    shop = await shopWithProduct(t.app, slug, 2000);
    const code = await shop.client.post(
      '/v1/admin/discount-code',
      { store_id: shop.storeId, code: 'NIEUWSBRIEF', type: 'percentage', value: 25 },
      { token: shop.token },
    );
    expect(code.statusCode, code.body).toBe(201);
  });
  afterAll(() => t.close());

  const page = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { host: `${slug}.localhost:3000` } });

  it('serves a buy-now link as a page of the shop, previewed as its product, and 404 for an unknown product', async () => {
    const response = await page('/buy/guide?code=NIEUWSBRIEF');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>Guide – Shop ${slug}</title>`);
    // The product's own page is the one to index, not each link to buy it.
    expect(response.body).toContain(
      `<link rel="canonical" href="http://${slug}.localhost:3000/product/guide" />`,
    );
    expect((await page('/buy/no-such-product')).statusCode).toBe(404);
  });

  it('keeps a valid code on an empty cart and takes it off once a product comes', async () => {
    const shopper = new TestClient(t.app);
    const empty = await shopper.post(`/v1/store/${slug}/cart`, {
      products: [],
      discount_code: 'nieuwsbrief',
    });
    expect(empty.statusCode, empty.body).toBe(201);
    // Nothing to take it off yet: the cart shows no discount.
    expect(empty.json().data.discount).toBeNull();
    const cartId = empty.json().data.id as string;

    const filled = await shopper.post(`/v1/store/${slug}/cart/${cartId}`, {
      products: [{ product_id: shop.productId, quantity: 1 }],
    });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json().data.discount).toEqual({ code: 'NIEUWSBRIEF', amount: 500 });
    expect(filled.json().data.totals.total_incl_vat).toBe(1500);
    const read = await shopper.get(`/v1/store/${slug}/cart/${cartId}`);
    expect(read.json().data.discount).toEqual({ code: 'NIEUWSBRIEF', amount: 500 });
  });

  it('refuses a code that is not valid on an empty cart too, naming the field, and makes no cart', async () => {
    const shopper = new TestClient(t.app);
    const refused = await shopper.post(`/v1/store/${slug}/cart`, { products: [], discount_code: 'GEENCODE' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.discount_code).toEqual(['This discount code is not valid.']);
  });

  it('leaves the shopper’s cart as it was when a buy-now link makes its own cart of one line', async () => {
    const shopper = new TestClient(t.app);
    const own = await shopper.post(`/v1/store/${slug}/cart`, {
      products: [{ product_id: shop.productId, quantity: 3 }],
    });
    const ownId = own.json().data.id as string;
    // What the buy-now page asks: a new cart, the product alone, with the link's code.
    const buyNow = await shopper.post(`/v1/store/${slug}/cart`, {
      products: [{ product_id: shop.productId, quantity: 1 }],
      discount_code: 'NIEUWSBRIEF',
    });
    expect(buyNow.statusCode, buyNow.body).toBe(201);
    const buyNowId = buyNow.json().data.id as string;
    expect(buyNowId).not.toBe(ownId);
    const order = await shopper.post(`/v1/store/${slug}/order/${buyNowId}`, {
      email: 'bea@example.com',
      customer_details: { name: 'Bea Buyer', country: 'NL' },
      withdrawal_waiver: true,
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json().data.totals.total_incl_vat).toBe(1500);

    const kept = await shopper.get(`/v1/store/${slug}/cart/${ownId}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.products).toMatchObject([{ product_id: shop.productId, quantity: 3 }]);
    expect(kept.json().data.discount).toBeNull();
  });

  it('sells the variant a link names, and refuses another product’s variant on the link’s cart', async () => {
    const created = await shop.client.post(
      '/v1/admin/product',
      { store_id: shop.storeId, name: 'Templates', price: 2000, vat_rate: 21, status: 'for_sale' },
      { token: shop.token },
    );
    const templates = created.json().data as { id: number; variants: [{ id: number }] };
    const saved = await shop.client.put(
      `/v1/admin/product/${templates.id}`,
      {
        store_id: shop.storeId,
        variants: [
          { id: templates.variants[0].id, name: 'Personal', price: 2000 },
          { name: 'Team', price: 6000 },
        ],
      },
      { token: shop.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const [, team] = saved.json().data.variants as [{ id: number }, { id: number }];

    // The link with a variant is served as the product's page, whose variants the shop chooses from.
    const response = await page(`/buy/templates?variant=${team.id}&code=NIEUWSBRIEF`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>Templates – Shop ${slug}</title>`);
    expect(response.body).toContain(
      `<link rel="canonical" href="http://${slug}.localhost:3000/product/templates" />`,
    );

    // What the buy-now page asks for the link `?variant=<team>&code=NIEUWSBRIEF`.
    const shopper = new TestClient(t.app);
    const buyNow = await shopper.post(`/v1/store/${slug}/cart`, {
      products: [{ product_id: templates.id, variant_id: team.id, quantity: 1 }],
      discount_code: 'NIEUWSBRIEF',
    });
    expect(buyNow.statusCode, buyNow.body).toBe(201);
    expect(buyNow.json().data.products).toMatchObject([
      { product_id: templates.id, variant_id: team.id, variant_name: 'Team', unit_price: 6000 },
    ]);
    expect(buyNow.json().data.totals.total_incl_vat).toBe(4500);

    // A variant of another product is never sold under this one's link; the page sends the buyer to
    // the product's page before asking (decision 083), and the server refuses it all the same.
    const guideVariant = (await shopper.get(`/v1/store/${slug}/product/guide`)).json().data.variants[0].id;
    const refused = await shopper.post(`/v1/store/${slug}/cart`, {
      products: [{ product_id: templates.id, variant_id: guideVariant, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['products.0.variant_id']);
  });
});
