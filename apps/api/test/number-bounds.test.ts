import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, shopWithProduct, TestClient, type ShopFixture, type TestApp } from './harness.js';

/** Above the 32-bit integer columns of both databases. */
const TOO_LARGE_ID = 3_000_000_000;
const MILLION_EUROS = 100_000_000;

describe('numbers beyond what the columns hold are refused as 4xx, never 500', () => {
  let t: TestApp;
  let shop: ShopFixture;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await shopWithProduct(t.app, 'bounds-shop');
  });
  afterAll(() => t.close());

  it('answers a shop product with an id above the largest id as unknown', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/store/${shop.slug}/product/${TOO_LARGE_ID}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('refuses a cart line whose product id is above the largest id, naming the field', async () => {
    const response = await new TestClient(t.app).post(`/v1/store/${shop.slug}/cart`, {
      products: [{ product_id: TOO_LARGE_ID, quantity: 1 }],
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['products.0.product_id']);
  });

  it('refuses an admin store id above the largest id in the query, the body and the path', async () => {
    const options = { token: shop.token };
    const answers = [
      await shop.client.get(`/v1/admin/product?store_id=${TOO_LARGE_ID}`, options),
      await shop.client.post('/v1/admin/product', { store_id: TOO_LARGE_ID, name: 'X', price: 1 }, options),
      await shop.client.get(`/v1/admin/store/${TOO_LARGE_ID}`, options),
      await shop.client.get(`/v1/admin/product/${TOO_LARGE_ID}?store_id=${shop.storeId}`, options),
      await shop.client.get(`/v1/admin/product?store_id=${shop.storeId}&page=${TOO_LARGE_ID}`, options),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json().message).toEqual(expect.any(String));
    }
    expect(answers[0]!.json().errors).toHaveProperty('store_id');
    expect(answers[1]!.json().errors).toHaveProperty('store_id');
    expect(answers[2]!.json().errors).toHaveProperty('id');
    expect(answers[3]!.json().errors).toHaveProperty('id');
    expect(answers[4]!.json().errors).toHaveProperty('page');
  });

  it('refuses a cart whose total is above the largest order total, naming products, and saves nothing', async () => {
    const { client, token, storeId } = shop;
    const product = await client.post(
      '/v1/admin/product',
      { store_id: storeId, name: 'Yacht', price: MILLION_EUROS, vat_rate: 21, status: 'for_sale' },
      { token },
    );
    expect(product.statusCode).toBe(201);
    const productId = product.json().data.id as number;
    const shopper = new TestClient(t.app);
    const cart = await shopper.post(`/v1/store/${shop.slug}/cart`, {
      products: [{ product_id: productId, quantity: 1 }],
    });
    expect(cart.statusCode).toBe(201);
    const cartId = cart.json().data.id as string;

    const tooMuch = await shopper.post(`/v1/store/${shop.slug}/cart/${cartId}`, {
      products: [{ product_id: productId, quantity: 22 }],
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(Object.keys(tooMuch.json().errors)).toEqual(['products']);
    expect(tooMuch.json().message).toMatch(/more than one order may total/);
    const kept = await shopper.get(`/v1/store/${shop.slug}/cart/${cartId}`);
    expect(kept.json().data.products).toMatchObject([{ product_id: productId, quantity: 1 }]);
  });

  it('refuses an order whose total went above the largest order total after the cart was saved', async () => {
    const { client, token, storeId } = shop;
    const product = await client.post(
      '/v1/admin/product',
      { store_id: storeId, name: 'Villa', price: 1000, vat_rate: 21, status: 'for_sale' },
      { token },
    );
    const productId = product.json().data.id as number;
    const shopper = new TestClient(t.app);
    const cart = await shopper.post(`/v1/store/${shop.slug}/cart`, {
      products: [{ product_id: productId, quantity: 22 }],
    });
    expect(cart.statusCode).toBe(201);
    const cartId = cart.json().data.id as string;
    const raised = await client.put(
      `/v1/admin/product/${productId}`,
      { store_id: storeId, price: MILLION_EUROS },
      { token },
    );
    expect(raised.statusCode).toBe(200);

    const order = await shopper.post(`/v1/store/${shop.slug}/order/${cartId}`, {
      email: 'big@example.com',
      customer_details: { name: 'Big Spender', country: 'NL' },
      withdrawal_waiver: true,
    });
    expect(order.statusCode).toBe(422);
    expect(Object.keys(order.json().errors)).toEqual(['total']);
    expect(order.json().message).toMatch(/more than one order may total/);
  });
});
