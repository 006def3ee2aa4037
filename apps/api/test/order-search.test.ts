import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Insertable } from 'kysely';
import type { OrdersTable } from '../src/db/schema.js';
import { orderSearchWords } from '../src/db/order-search-words.js';
import {
  businessAddress,
  createTestApp,
  placeOrder,
  shopWithProduct,
  uniqueSlug,
  type ShopFixture,
  type TestApp,
} from './harness.js';

/** The admin's order search (decision 057): what a merchant finds as they type, in their store only. */
describe('order search', () => {
  let t: TestApp;
  let shop: ShopFixture;
  let other: ShopFixture;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await shopWithProduct(t.app, uniqueSlug('search'));
    other = await shopWithProduct(t.app, uniqueSlug('elsewhere'));
  });
  afterAll(() => t.close());

  async function search(store: ShopFixture, term: string) {
    const response = await store.client.get(
      `/v1/admin/order?store_id=${store.storeId}&search=${encodeURIComponent(term)}`,
      { token: store.token },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    return {
      numbers: body.data.map((order: { number: number }) => order.number) as number[],
      meta: body.meta as { total: number; total_capped: boolean },
    };
  }
  const numbers = async (store: ShopFixture, term: string) => (await search(store, term)).numbers;

  it('finds an order by the start of any part of its address, name or company, and by its number', async () => {
    const jansen = await placeOrder(t.app, shop, 1, {
      email: 'Nina.de-Jansen@Acme-Studio.nl',
      customer_details: { name: 'Nina de Jansen', company: 'Acme Studio', ...businessAddress, country: 'NL' },
      withdrawal_waiver: true,
    });
    t.clock.advance(60);
    await placeOrder(t.app, shop, 1, {
      email: 'piet@example.com',
      customer_details: { name: 'Piet Pieters', country: 'NL' },
      withdrawal_waiver: true,
    });
    // The same buyer in another store is that store's order, never this one's.
    await placeOrder(t.app, other, 1, {
      email: 'nina.de-jansen@acme-studio.nl',
      customer_details: { name: 'Nina de Jansen', country: 'NL' },
      withdrawal_waiver: true,
    });
    const number = jansen.order.number;

    for (const term of [
      'nina.de',
      'JANSEN',
      'jans',
      '@acme',
      'acme-stu',
      'studio.nl',
      'Acme Studio',
      'de jansen',
    ])
      expect(await numbers(shop, term), term).toEqual([number]);
    expect(await numbers(shop, jansen.order.id.slice(0, 8))).toEqual([number]);
    expect(await numbers(shop, `#${number}`)).toEqual([number]);
    expect(await numbers(shop, String(number))).toEqual([number]);
    // A part inside a word is not the start of one.
    expect(await numbers(shop, 'ansen')).toEqual([]);
    expect(await numbers(shop, 'piet nina')).toEqual([]);
    expect(await search(shop, 'example')).toEqual({
      numbers: [number + 1],
      meta: { total: 1, total_capped: false, page: 1, per_page: 20 },
    });
    expect((await search(other, 'jansen')).meta.total).toBe(1);
  });

  it('reads the order number as people write it, never "1001.0"', async () => {
    const store = await shopWithProduct(t.app, uniqueSlug('numbers'));
    const placed = await placeOrder(t.app, store);
    expect(await numbers(store, `${placed.order.number}.0`)).toEqual([]);
    const stored = await t.ctx.database.allStoresDb
      .selectFrom('orders')
      .select('search_text')
      .where('id', '=', placed.order.id)
      .executeTakeFirstOrThrow();
    expect(stored.search_text.startsWith(`#${placed.order.number} `)).toBe(true);
  });

  /** `count` copies of one placed order, as a long history has them: buyer0@… to buyer{count-1}@…. */
  async function history(store: ShopFixture, count: number) {
    const placed = await placeOrder(t.app, store);
    const db = t.ctx.database.allStoresDb;
    const template = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', placed.order.id)
      .executeTakeFirstOrThrow();
    const copies: Insertable<OrdersTable>[] = Array.from({ length: count }, (_, n) => {
      const id = `history-${store.storeId}-${n}`;
      const email = `buyer${n}@example.com`;
      const number = template.number + 1 + n;
      return {
        ...template,
        id,
        cart_id: `cart-${id}`,
        number,
        email,
        email_key: email,
        search_text: `#${number} ${id} ${email} ${template.customer_name}`.toLowerCase(),
        created_at: new Date(Date.parse(template.created_at) - (count - n) * 60_000).toISOString(),
      };
    });
    for (let start = 0; start < count; start += 100) {
      const batch = copies.slice(start, start + 100);
      await db.insertInto('orders').values(batch).execute();
      await db
        .insertInto('order_search_words')
        .values(
          batch.flatMap((order) =>
            orderSearchWords({ ...order, buyer_company: null }).map((word) => ({
              store_id: store.storeId,
              word,
              order_id: order.id,
            })),
          ),
        )
        .execute();
    }
  }

  it('counts up to 1,000 matches and says when there are more, newest first either way', async () => {
    const store = await shopWithProduct(t.app, uniqueSlug('history'));
    await history(store, 1100);

    // buyer1, buyer10–19, buyer100–199 and buyer1000–1099.
    const some = await search(store, 'buyer1');
    expect(some.meta).toMatchObject({ total: 211, total_capped: false });
    expect(some.numbers.slice(0, 3)).toEqual([1001 + 1 + 1099, 1001 + 1 + 1098, 1001 + 1 + 1097]);

    const many = await search(store, 'buyer');
    expect(many.meta).toMatchObject({ total: 1000, total_capped: true });
    expect(many.numbers).toHaveLength(20);
    // The order the copies were made of is the newest; its address holds "buyer" too.
    expect(many.numbers.slice(0, 2)).toEqual([1001, 1001 + 1 + 1099]);

    expect(await search(shop, 'buyer1')).toMatchObject({ numbers: [], meta: { total: 0 } });
  });
});
