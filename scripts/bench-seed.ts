/**
 * The benchmark's data set, written straight into the database in batches: 1,000 stores, one of them
 * with 10,000 products, 100,000 orders (or as many as asked: none for the history run of scripts/bench.ts),
 * and spare carts for the order benchmark.
 */
import { randomUUID } from 'node:crypto';
import { FIRST_ORDER_NUMBER } from '@platform/contract';
import type { AppContext } from '../apps/api/src/app-context.js';
import { register } from '../apps/api/src/modules/auth/auth.service.js';

const BATCH = 500;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

export interface BenchData {
  token: string;
  storeId: number;
  slug: string;
  productId: number;
  productSlug: string;
  frontSlug: string;
  cartIds: string[];
  orderCartIds: string[];
  /** An order of the store, for its page: none when it has none yet. */
  orderId?: string;
}

export async function seedBenchData(
  ctx: AppContext,
  spareCarts: number,
  orders = 100_000,
): Promise<BenchData> {
  // Straight into a thousand stores' tables at once: work across stores.
  const db = ctx.database.allStoresDb;
  const now = new Date().toISOString();
  const { authorization, user } = await register(ctx, {
    name: 'Bench',
    email: 'bench@example.com',
    password: 'benchmark password',
  });
  await inBatches(
    Array.from({ length: 1000 }, (_, index) => ({
      owner_id: user.id,
      name: `Store ${index}`,
      slug: `store-${index}`,
      business_type: index % 2 ? ('b2b' as const) : ('b2c' as const),
      created_at: now,
      updated_at: now,
    })),
    (batch) => db.insertInto('stores').values(batch).execute(),
  );
  const store = await db
    .selectFrom('stores')
    .select(['id', 'slug'])
    .where('slug', '=', 'store-0')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('store_settings')
    .values({ store_id: store.id, name: 'test_mode', value: '{"value":true}', updated_at: now })
    .execute();

  const words = [
    'poster',
    'sticker',
    'ebook',
    'preset',
    'course',
    'template',
    'font',
    'ticket',
    'print',
    'pattern',
  ];
  await inBatches(
    Array.from({ length: 10_000 }, (_, index) => {
      const name = `${words[index % 10]} ${words[(index * 7) % 10]} ${index}`;
      const slug = name.replaceAll(' ', '-');
      return {
        store_id: store.id,
        name,
        slug,
        description: `The ${name}, a fine digital product.`,
        price: 500 + (index % 5000),
        vat_rate: [21, 9, 0][index % 3]!,
        status: index % 10 === 9 ? ('concept' as const) : ('for_sale' as const),
        discount_type: index % 4 === 0 ? ('percentage' as const) : ('no_discount' as const),
        discount_value: index % 4 === 0 ? 10 : 0,
        search_text: `${name} ${slug}`,
        created_at: new Date(Date.parse(now) - index * 1000).toISOString(),
        updated_at: now,
      };
    }),
    (batch) => db.insertInto('products').values(batch).execute(),
  );
  // Every product has a variant, from its price (decision 076), which a cart line names (083).
  await db
    .insertInto('product_variants')
    .columns(['store_id', 'product_id', 'price', 'position', 'created_at', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('products')
        .select([
          'store_id',
          'id',
          'price',
          eb.lit(0).as('position'),
          eb.val(now).as('created_at'),
          eb.val(now).as('updated_at'),
        ])
        .where('store_id', '=', store.id),
    )
    .execute();
  const products = await db
    .selectFrom('products')
    .innerJoin('product_variants as variant', 'variant.product_id', 'products.id')
    .select(['products.id', 'products.slug', 'variant.id as variant_id'])
    .where('products.store_id', '=', store.id)
    .where('products.status', '=', 'for_sale')
    .orderBy('products.id')
    .limit(24)
    .execute();
  const front = await db
    .insertInto('storefronts')
    .values({
      store_id: store.id,
      name: 'Picks',
      slug: 'picks',
      description: '',
      publication_status: 'published',
      is_home: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('storefront_products')
    .values(
      products.map((product, position) => ({
        store_id: store.id,
        storefront_id: front.id,
        product_id: product.id,
        position,
      })),
    )
    .execute();

  // Numbered as placed: the oldest (the last index) is #1001.
  const orderNumber = (index: number) => FIRST_ORDER_NUMBER + orders - 1 - index;
  const orderId = (index: number) => `bench${String(index).padStart(17, '0')}${randomUUID().slice(0, 8)}`;
  const firstOrderId = orderId(0);
  await inBatches(
    Array.from({ length: orders }, (_, index) => ({
      id: index === 0 ? firstOrderId : orderId(index),
      store_id: store.id,
      number: orderNumber(index),
      cart_id: randomUUID(),
      status: (['paid', 'pending', 'failed', 'refunded'] as const)[index % 4]!,
      email: `buyer${index % 5000}@example.com`,
      email_key: `buyer${index % 5000}@example.com`,
      locale: 'nl' as const,
      customer_details: '{"name":"Buyer","country":"NL"}',
      customer_name: 'Buyer',
      business_type: 'b2c' as const,
      total_excl_vat: 1000,
      total_vat: 210,
      total_incl_vat: 1210,
      test_mode: 1,
      search_text: `#${orderNumber(index)} bench${index} buyer${index % 5000}@example.com buyer`,
      created_at: new Date(Date.parse(now) - index * 60_000).toISOString(),
      updated_at: now,
      paid_at: null,
    })),
    (batch) => db.insertInto('orders').values(batch).execute(),
  );
  await db
    .insertInto('order_number_counters')
    .values({ store_id: store.id, last_number: orderNumber(0) })
    .execute();

  const cart = (product: { id: number; variant_id: number }) => ({
    id: randomUUID(),
    lines: [{ product_id: product.id, variant_id: product.variant_id, quantity: 2 }],
  });
  const makeCarts = async (count: number) => {
    const carts = Array.from({ length: count }, (_, index) => cart(products[index % products.length]!));
    await inBatches(carts, (batch) =>
      db
        .insertInto('carts')
        .values(batch.map((item) => ({ id: item.id, store_id: store.id, created_at: now, updated_at: now })))
        .execute(),
    );
    await inBatches(carts, (batch) =>
      db
        .insertInto('cart_lines')
        .values(
          batch.map((item) => ({
            cart_id: item.id,
            store_id: store.id,
            product_id: item.lines[0]!.product_id,
            variant_id: item.lines[0]!.variant_id,
            quantity: 2,
            position: 0,
          })),
        )
        .execute(),
    );
    return carts.map((item) => item.id);
  };
  return {
    token: authorization.token,
    storeId: store.id,
    slug: store.slug,
    productId: products[0]!.id,
    productSlug: products[0]!.slug,
    frontSlug: 'picks',
    cartIds: await makeCarts(50),
    orderCartIds: await makeCarts(spareCarts),
    ...(orders > 0 ? { orderId: firstOrderId } : {}),
  };
}
