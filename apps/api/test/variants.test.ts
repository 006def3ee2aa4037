import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStore,
  createTestApp,
  dialect,
  registerMerchant,
  TestClient,
  uniqueSlug,
  type TestApp,
} from './harness.js';
import { orderAndPayCart } from './vat-helpers.js';

/**
 * Variants and pay what you want (decision 076), through the HTTP API: a product without variants
 * reads and sells as before; a buyer's variant is priced, named and delivered by the server; a price
 * the buyer chooses is checked against the variant's minimum and the upper bound, VAT inside it, and
 * discount codes take something off it only where the merchant says so. Every id a request names
 * must be of the caller's own store and product.
 */

let t: TestApp;

interface Store {
  client: TestClient;
  token: string;
  storeId: number;
  slug: string;
}

async function openStore(): Promise<Store> {
  const { client, token } = await registerMerchant(t.app);
  const slug = uniqueSlug('variants');
  const storeId = (await createStore(client, token, { name: slug, slug })).id;
  return { client, token, storeId, slug };
}

async function createProduct(store: Store, body: Record<string, unknown>) {
  const created = await store.client.post(
    '/v1/admin/product',
    { store_id: store.storeId, status: 'for_sale', vat_class: 'standard', ...body },
    { token: store.token },
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data;
}

function saveVariants(store: Store, productId: number, variants: object[]) {
  return store.client.put(
    `/v1/admin/product/${productId}`,
    { store_id: store.storeId, variants },
    { token: store.token },
  );
}

/** A course sold personal (€15) or with coaching (€45, named in English too, with a text of its own). */
async function course(store: Store) {
  const product = await createProduct(store, { name: 'Cursus', price: 1500 });
  const [only] = product.variants;
  const saved = await saveVariants(store, product.id, [
    { id: only.id, name: 'Persoonlijk', price: 1500 },
    { name: 'Met coaching', translations: { en: { name: 'With coaching' } }, price: 4500 },
  ]);
  expect(saved.statusCode, saved.body).toBe(200);
  const [personal, coaching] = saved.json().data.variants;
  const item = await store.client.post(
    `/v1/admin/product/${product.id}/product-item`,
    {
      store_id: store.storeId,
      product_type: 'text',
      name: 'Coaching',
      text: 'Plan your call',
      variant_id: coaching.id,
    },
    { token: store.token },
  );
  expect(item.statusCode, item.body).toBe(201);
  await store.client.post(
    `/v1/admin/product/${product.id}/product-item`,
    { store_id: store.storeId, product_type: 'text', name: 'Lessons', text: 'Lesson one' },
    { token: store.token },
  );
  return { productId: product.id as number, personal, coaching };
}

/** A song whose buyers pay what they want: at least €2, €5 suggested. */
async function song(store: Store, discountCodesApply = false) {
  const product = await createProduct(store, { name: 'Lied', price: 500 });
  const saved = await saveVariants(store, product.id, [
    {
      id: product.variants[0].id,
      price: 500,
      pay_what_you_want: true,
      minimum_price: 200,
      discount_codes_apply: discountCodesApply,
    },
  ]);
  expect(saved.statusCode, saved.body).toBe(200);
  return { productId: product.id as number, variantId: saved.json().data.variants[0].id as number };
}

function orderItems(orderId: string) {
  return t.ctx.database.allStoresDb
    .selectFrom('order_items')
    .select(['name', 'text', 'activation_limit'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe(`variants (${dialect})`, () => {
  it('gives a product made without variants one unnamed variant, and sells it as before', async () => {
    const store = await openStore();
    const product = await createProduct(store, { name: 'Gids', price: 1995 });
    expect(product.price).toBe(1995);
    expect(product.variants).toEqual([
      expect.objectContaining({ name: '', price: 1995, position: 0, pay_what_you_want: false }),
    ]);
    const changed = await store.client.put(
      `/v1/admin/product/${product.id}`,
      { store_id: store.storeId, price: 2495 },
      { token: store.token },
    );
    expect(changed.json().data.variants[0].price).toBe(2495);

    const shopper = new TestClient(t.app);
    const cart = await shopper.post(`/v1/store/${store.slug}/cart`, {
      products: [{ product_id: product.id, quantity: 2 }],
    });
    expect(cart.statusCode, cart.body).toBe(201);
    expect(cart.json().data.products[0]).toMatchObject({
      name: 'Gids',
      variant_id: product.variants[0].id,
      variant_name: '',
      unit_price: 2495,
      chosen_price: null,
    });
    const orderId = await orderAndPayCart(t.app, shopper, store.slug, cart.json().data.id, {
      name: 'Bea',
      country: 'NL',
    });
    const order = await shopper.get(`/v1/store/${store.slug}/order/${orderId}`);
    expect(order.json().data.lines[0]).toMatchObject({
      name: 'Gids',
      variant_id: product.variants[0].id,
      variant_name: null,
      total_incl_vat: 4990,
    });
  });

  it('prices, names and delivers the variant the buyer chose, in the language of the order', async () => {
    const store = await openStore();
    const { productId, personal, coaching } = await course(store);

    const shopProduct = await new TestClient(t.app).get(`/v1/store/${store.slug}/product/${productId}`);
    expect(shopProduct.json().data.price).toEqual({ excl_vat: 1240, incl_vat: 1500 });
    expect(
      shopProduct
        .json()
        .data.variants.map((variant: { name: string; price: object }) => [variant.name, variant.price]),
    ).toEqual([
      ['Persoonlijk', { excl_vat: 1240, incl_vat: 1500 }],
      ['Met coaching', { excl_vat: 3719, incl_vat: 4500 }],
    ]);

    const shopper = new TestClient(t.app);
    const cart = await shopper.post(`/v1/store/${store.slug}/cart`, {
      products: [{ product_id: productId, variant_id: coaching.id, quantity: 1 }],
    });
    expect(cart.json().data.products[0]).toMatchObject({
      name: 'Cursus',
      variant_name: 'Met coaching',
      variant_translations: { en: { name: 'With coaching' } },
      unit_price: 4500,
    });
    expect(cart.json().data.totals).toEqual({ total_excl_vat: 3719, total_vat: 781, total_incl_vat: 4500 });

    const order = await shopper.post(`/v1/store/${store.slug}/order/${cart.json().data.id}`, {
      email: 'buyer@example.com',
      locale: 'en',
      customer_details: { name: 'Bea', country: 'NL' },
      withdrawal_waiver: true,
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json().data.lines[0]).toMatchObject({
      name: 'Cursus – With coaching',
      variant_id: coaching.id,
      variant_name: 'With coaching',
      unit_price: 4500,
    });
    const paid = await orderAndPayCart(
      t.app,
      new TestClient(t.app),
      store.slug,
      await cartOf(store, productId, personal.id),
      {
        name: 'Piet',
        country: 'NL',
      },
    );
    expect((await orderItems(paid)).map((item) => item.name)).toEqual(['Lessons']);
  });

  it('gives the buyers of a variant its own items and licence terms, and no one else', async () => {
    const store = await openStore();
    const { productId, personal, coaching } = await course(store);
    const key = await store.client.post(
      `/v1/admin/product/${productId}/product-item`,
      {
        store_id: store.storeId,
        product_type: 'license_key',
        name: 'Key',
        license_source: 'pattern',
        activation_limit: 1,
      },
      { token: store.token },
    );
    expect(key.statusCode, key.body).toBe(201);
    const saved = await saveVariants(store, productId, [
      { id: personal.id, name: 'Persoonlijk', price: 1500 },
      { id: coaching.id, name: 'Met coaching', price: 4500, activation_limit: 5 },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);

    const buy = async (variantId: number) =>
      orderAndPayCart(t.app, new TestClient(t.app), store.slug, await cartOf(store, productId, variantId), {
        name: 'Bea',
        country: 'NL',
      });
    expect(await orderItems(await buy(coaching.id))).toEqual([
      { name: 'Coaching', text: 'Plan your call', activation_limit: null },
      { name: 'Lessons', text: 'Lesson one', activation_limit: null },
      { name: 'Key', text: null, activation_limit: 5 },
    ]);
    expect(await orderItems(await buy(personal.id))).toEqual([
      { name: 'Lessons', text: 'Lesson one', activation_limit: null },
      { name: 'Key', text: null, activation_limit: 1 },
    ]);
  });

  it('holds two variants of one product as two lines, through the order and its goods (decision 083)', async () => {
    const store = await openStore();
    const { productId, personal, coaching } = await course(store);
    const shopper = new TestClient(t.app);
    const lines = (response: { json(): { data: { products: object[] } } }) =>
      response
        .json()
        .data.products.map((line) => [
          (line as { variant_id: number }).variant_id,
          (line as { quantity: number }).quantity,
        ]);

    const both = await shopper.post(`/v1/store/${store.slug}/cart`, {
      products: [
        { product_id: productId, variant_id: personal.id, quantity: 1 },
        { product_id: productId, variant_id: coaching.id, quantity: 2 },
      ],
    });
    expect(both.statusCode, both.body).toBe(201);
    expect(lines(both)).toEqual([
      [personal.id, 1],
      [coaching.id, 2],
    ]);
    expect(both.json().data.totals.total_incl_vat).toBe(1500 + 2 * 4500);
    const cartId = both.json().data.id as string;
    const save = (products: object[]) => shopper.post(`/v1/store/${store.slug}/cart/${cartId}`, { products });

    // A quantity changes its own line; a line without a variant (a caller from before variants) is the
    // product's first one, beside the other.
    const changed = await save([
      { product_id: productId, quantity: 3 },
      { product_id: productId, variant_id: coaching.id, quantity: 2 },
    ]);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(lines(changed)).toEqual([
      [personal.id, 3],
      [coaching.id, 2],
    ]);
    // The same line twice is refused, whether both name the variant or one names none.
    for (const twice of [
      [
        { product_id: productId, variant_id: coaching.id, quantity: 1 },
        { product_id: productId, variant_id: coaching.id, quantity: 1 },
      ],
      [
        { product_id: productId, quantity: 1 },
        { product_id: productId, variant_id: personal.id, quantity: 1 },
      ],
    ]) {
      const refused = await save(twice);
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['products']);
    }
    // Removing one line leaves the other.
    const removed = await save([{ product_id: productId, variant_id: coaching.id, quantity: 2 }]);
    expect(lines(removed)).toEqual([[coaching.id, 2]]);
    const again = await save([
      { product_id: productId, variant_id: personal.id, quantity: 1 },
      { product_id: productId, variant_id: coaching.id, quantity: 2 },
    ]);
    expect(lines(again)).toEqual([
      [personal.id, 1],
      [coaching.id, 2],
    ]);

    const orderId = await orderAndPayCart(t.app, shopper, store.slug, cartId, { name: 'Bea', country: 'NL' });
    const order = await t.ctx.database.allStoresDb
      .selectFrom('order_lines')
      .select(['name', 'variant_id', 'quantity', 'total_incl_vat'])
      .where('order_id', '=', orderId)
      .orderBy('position')
      .execute();
    expect(order).toEqual([
      { name: 'Cursus – Persoonlijk', variant_id: personal.id, quantity: 1, total_incl_vat: 1500 },
      { name: 'Cursus – Met coaching', variant_id: coaching.id, quantity: 2, total_incl_vat: 9000 },
    ]);
    // Every variant's item once, the coaching's own beside it.
    expect((await orderItems(orderId)).map((item) => item.name)).toEqual(['Lessons', 'Coaching']);
  });

  it('moves an item to one variant and back to every variant, and delivers it so (decision 083)', async () => {
    const store = await openStore();
    const { productId, personal, coaching } = await course(store);
    const product = await store.client.get(`/v1/admin/product/${productId}?store_id=${store.storeId}`, {
      token: store.token,
    });
    const lessons = (product.json().data.items as { id: number; name: string }[]).find(
      (each) => each.name === 'Lessons',
    )!;
    const move = (variantId: number | null) =>
      store.client.put(
        `/v1/admin/product/${productId}/product-item/${lessons.id}`,
        { store_id: store.storeId, variant_id: variantId },
        { token: store.token },
      );
    const buy = async (variantId: number) =>
      (
        await orderItems(
          await orderAndPayCart(
            t.app,
            new TestClient(t.app),
            store.slug,
            await cartOf(store, productId, variantId),
            {
              name: 'Bea',
              country: 'NL',
            },
          ),
        )
      ).map((item) => item.name);

    const moved = await move(coaching.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.variant_id).toBe(coaching.id);
    expect(await buy(personal.id)).toEqual([]);
    expect(await buy(coaching.id)).toEqual(['Coaching', 'Lessons']);

    const back = await move(null);
    expect(back.json().data.variant_id).toBeNull();
    expect(await buy(personal.id)).toEqual(['Lessons']);
  });

  it('refuses variants it cannot tell apart or sell, and removing one that sells items of its own', async () => {
    const store = await openStore();
    const { productId, personal, coaching } = await course(store);
    const before = (
      await store.client.get(`/v1/admin/product/${productId}?store_id=${store.storeId}`, {
        token: store.token,
      })
    ).json().data;

    const unnamed = await saveVariants(store, productId, [{ price: 100 }, { name: 'B', price: 200 }]);
    expect(unnamed.statusCode).toBe(422);
    expect(Object.keys(unnamed.json().errors)).toEqual(['variants.0.name']);

    const belowMinimum = await saveVariants(store, productId, [
      { id: personal.id, name: 'A', price: 100, pay_what_you_want: true, minimum_price: 200 },
      { id: coaching.id, name: 'B', price: 1_000_001, pay_what_you_want: true },
    ]);
    expect(belowMinimum.statusCode).toBe(422);
    expect(belowMinimum.json().errors).toEqual({
      'variants.0.price': [expect.any(String)],
      'variants.1.price': [expect.any(String)],
    });

    const withItems = await saveVariants(store, productId, [{ id: personal.id, name: 'A', price: 100 }]);
    expect(withItems.statusCode).toBe(422);
    expect(Object.keys(withItems.json().errors)).toEqual(['variants']);

    const tooMany = await saveVariants(
      store,
      productId,
      Array.from({ length: 21 }, (_, index) => ({ name: `V${index}`, price: 100 })),
    );
    expect(tooMany.statusCode).toBe(422);

    const after = (
      await store.client.get(`/v1/admin/product/${productId}?store_id=${store.storeId}`, {
        token: store.token,
      })
    ).json().data;
    expect(after.variants).toEqual(before.variants);
  });

  it('removes a variant and its lines in carts, reorders the rest and keeps the product price the first one’s', async () => {
    const store = await openStore();
    const product = await createProduct(store, { name: 'Plan', price: 900 });
    const saved = await saveVariants(store, product.id, [
      { id: product.variants[0].id, name: 'Maand', price: 900 },
      { name: 'Jaar', price: 9000 },
    ]);
    const [month, year] = saved.json().data.variants;
    const shopper = new TestClient(t.app);
    const cart = await shopper.post(`/v1/store/${store.slug}/cart`, {
      products: [{ product_id: product.id, variant_id: month.id, quantity: 1 }],
    });
    const reordered = await saveVariants(store, product.id, [{ id: year.id, name: 'Jaar', price: 9000 }]);
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().data).toMatchObject({ price: 9000, variants: [{ id: year.id, position: 0 }] });
    const emptied = await shopper.get(`/v1/store/${store.slug}/cart/${cart.json().data.id}`);
    expect(emptied.json().data.products).toEqual([]);
  });
});

describe(`pay what you want (${dialect})`, () => {
  it('charges the price the buyer chose, VAT inside it, and the suggestion when they chose none', async () => {
    const store = await openStore();
    const { productId, variantId } = await song(store);
    const shopProduct = await new TestClient(t.app).get(`/v1/store/${store.slug}/product/${productId}`);
    expect(shopProduct.json().data.variants[0].pay_what_you_want).toEqual({ minimum: 200, suggested: 500 });

    const shopper = new TestClient(t.app);
    const chosen = await shopper.post(`/v1/store/${store.slug}/cart`, {
      products: [{ product_id: productId, variant_id: variantId, quantity: 2, price: 750 }],
    });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json().data.products[0]).toMatchObject({ unit_price: 750, chosen_price: 750 });
    expect(chosen.json().data.totals).toEqual({ total_excl_vat: 1240, total_vat: 260, total_incl_vat: 1500 });

    const suggested = await new TestClient(t.app).post(`/v1/store/${store.slug}/cart`, {
      products: [{ product_id: productId, quantity: 1 }],
    });
    expect(suggested.json().data.products[0]).toMatchObject({ unit_price: 500, chosen_price: 500 });

    const orderId = await orderAndPayCart(t.app, shopper, store.slug, chosen.json().data.id, {
      name: 'Bea',
      country: 'NL',
    });
    const order = await shopper.get(`/v1/store/${store.slug}/order/${orderId}`);
    expect(order.json().data.totals).toEqual({ total_excl_vat: 1240, total_vat: 260, total_incl_vat: 1500 });
  });

  it('refuses a price under the minimum or above the most, naming the field, and changes nothing', async () => {
    const store = await openStore();
    const { productId, variantId } = await song(store);
    const shopper = new TestClient(t.app);
    const cart = await shopper.post(`/v1/store/${store.slug}/cart`, {
      products: [{ product_id: productId, quantity: 1, price: 300 }],
    });
    const cartId = cart.json().data.id as string;

    for (const price of [199, 1_000_001]) {
      const refused = await shopper.post(`/v1/store/${store.slug}/cart/${cartId}`, {
        products: [{ product_id: productId, variant_id: variantId, quantity: 1, price }],
      });
      expect(refused.statusCode, `${price}`).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['products.0.price']);
    }
    const kept = await shopper.get(`/v1/store/${store.slug}/cart/${cartId}`);
    expect(kept.json().data.products[0]).toMatchObject({ unit_price: 300, quantity: 1 });
  });

  it('takes a minimum of 0: a buyer may take it for free', async () => {
    const store = await openStore();
    const product = await createProduct(store, { name: 'Zine', price: 300 });
    await saveVariants(store, product.id, [
      { id: product.variants[0].id, price: 300, pay_what_you_want: true },
    ]);
    const shopper = new TestClient(t.app);
    const cart = await shopper.post(`/v1/store/${store.slug}/cart`, {
      products: [{ product_id: product.id, quantity: 1, price: 0 }],
    });
    expect(cart.json().data.totals.total_incl_vat).toBe(0);
    const order = await shopper.post(`/v1/store/${store.slug}/order/${cart.json().data.id}`, {
      email: 'fan@example.com',
      customer_details: { name: 'Fan', country: 'NL' },
      withdrawal_waiver: true,
    });
    expect(order.json().data.status).toBe('paid');
  });

  it('lets discount codes take something off a chosen price only where the merchant says so', async () => {
    const store = await openStore();
    const kept = await song(store, false);
    const open = await song(store, true);
    const code = await store.client.post(
      '/v1/admin/discount-code',
      { store_id: store.storeId, code: 'FANS', type: 'percentage', value: 10 },
      { token: store.token },
    );
    expect(code.statusCode, code.body).toBe(201);
    const shopper = new TestClient(t.app);
    const onlyKept = await shopper.post(`/v1/store/${store.slug}/cart`, {
      products: [{ product_id: kept.productId, quantity: 1, price: 1000 }],
      discount_code: 'FANS',
    });
    expect(onlyKept.statusCode).toBe(422);
    expect(Object.keys(onlyKept.json().errors)).toEqual(['discount_code']);

    const both = await shopper.post(`/v1/store/${store.slug}/cart`, {
      products: [
        { product_id: kept.productId, quantity: 1, price: 1000 },
        { product_id: open.productId, quantity: 1, price: 1000 },
      ],
      discount_code: 'FANS',
    });
    expect(both.statusCode, both.body).toBe(201);
    expect(both.json().data.products.map((line: { discount: number }) => line.discount)).toEqual([0, 100]);
    expect(both.json().data.totals.total_incl_vat).toBe(1900);
  });
});

describe(`variants across stores (${dialect})`, () => {
  it('refuses another store’s or product’s variant in an update, an item and a cart, changing nothing', async () => {
    const mine = await openStore();
    const theirs = await openStore();
    const own = await course(mine);
    const other = await course(theirs);

    const taken = await saveVariants(mine, own.productId, [
      { id: own.personal.id, name: 'A', price: 100 },
      { id: other.coaching.id, name: 'Stolen', price: 1 },
    ]);
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().errors)).toEqual(['variants.1.id']);
    const theirProduct = await theirs.client.get(
      `/v1/admin/product/${other.productId}?store_id=${theirs.storeId}`,
      {
        token: theirs.token,
      },
    );
    expect(theirProduct.json().data.variants[1]).toMatchObject({ name: 'Met coaching', price: 4500 });

    const item = await mine.client.post(
      `/v1/admin/product/${own.productId}/product-item`,
      { store_id: mine.storeId, product_type: 'text', name: 'X', text: 'Y', variant_id: other.coaching.id },
      { token: mine.token },
    );
    expect(item.statusCode).toBe(422);
    expect(Object.keys(item.json().errors)).toEqual(['variant_id']);

    const notTheirs = await theirs.client.put(
      `/v1/admin/product/${own.productId}`,
      { store_id: theirs.storeId, variants: [{ id: own.personal.id, name: 'A', price: 1 }] },
      { token: theirs.token },
    );
    expect(notTheirs.statusCode).toBe(404);

    const cart = await new TestClient(t.app).post(`/v1/store/${mine.slug}/cart`, {
      products: [{ product_id: own.productId, variant_id: other.coaching.id, quantity: 1 }],
    });
    expect(cart.statusCode).toBe(422);
    expect(Object.keys(cart.json().errors)).toEqual(['products.0.variant_id']);
    const ownProduct = await new TestClient(t.app).get(`/v1/store/${mine.slug}/product/${own.productId}`);
    expect(ownProduct.json().data.variants.map((variant: { id: number }) => variant.id)).toEqual([
      own.personal.id,
      own.coaching.id,
    ]);
  });
});

/** A new cart holding one of the variant. */
async function cartOf(store: Store, productId: number, variantId: number) {
  const cart = await new TestClient(t.app).post(`/v1/store/${store.slug}/cart`, {
    products: [{ product_id: productId, variant_id: variantId, quantity: 1 }],
  });
  expect(cart.statusCode, cart.body).toBe(201);
  return cart.json().data.id as string;
}
