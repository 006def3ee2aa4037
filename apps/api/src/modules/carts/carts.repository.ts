import type { OnConflictBuilder, QueryCreator } from 'kysely';
import type { Db } from '../../db/database.js';
import { onSqlite } from '../../db/on-sqlite.js';
import type { Database } from '../../db/schema.js';

export async function findCart(db: Db, storeId: number, cartId: string) {
  return db
    .selectFrom('carts')
    .select(['id', 'store_id', 'discount_code'])
    .where('store_id', '=', storeId)
    .where('id', '=', cartId)
    .executeTakeFirst();
}

export async function insertCart(db: Db, storeId: number, cartId: string, now: string) {
  await db
    .insertInto('carts')
    .values({ id: cartId, store_id: storeId, created_at: now, updated_at: now })
    .execute();
}

export async function setDiscountCode(db: Db, storeId: number, cartId: string, code: string | null) {
  await db
    .updateTable('carts')
    .set({ discount_code: code })
    .where('store_id', '=', storeId)
    .where('id', '=', cartId)
    .execute();
}

/**
 * Marks the cart as changed now and answers its discount code; undefined when the store has no such
 * cart. In a transaction it also takes the cart's row lock (PostgreSQL), so two saves of one cart run
 * one after the other.
 */
export async function touchCart(db: Db, storeId: number, cartId: string, now: string) {
  return db
    .updateTable('carts')
    .set({ updated_at: now })
    .where('store_id', '=', storeId)
    .where('id', '=', cartId)
    .returning('discount_code')
    .executeTakeFirst();
}

/**
 * Makes the cart's lines these, in this order: each one inserted or its quantity and place updated,
 * every other line deleted. The two never touch the same row, so on PostgreSQL they are one statement
 * (issue 17). A line is a variant of a product (decision 083); the lines' variants are distinct (the
 * carts service refuses repeats).
 */
export async function replaceLines(
  db: Db,
  storeId: number,
  cartId: string,
  lines: readonly { product_id: number; variant_id: number; quantity: number; chosen_price: number | null }[],
) {
  const sqlite = onSqlite(db);
  const others = (creator: QueryCreator<Database>) =>
    creator
      .deleteFrom('cart_lines')
      .where('store_id', '=', storeId)
      .where('cart_id', '=', cartId)
      .$if(lines.length > 0, (query) =>
        query.where(
          'variant_id',
          'not in',
          lines.map((line) => line.variant_id),
        ),
      );
  if (lines.length === 0) {
    await others(db).execute();
    return;
  }
  const rows = lines.map((line, position) => ({
    cart_id: cartId,
    store_id: storeId,
    product_id: line.product_id,
    variant_id: line.variant_id,
    quantity: line.quantity,
    chosen_price: line.chosen_price,
    position,
  }));
  // The key of a line: with its store on PostgreSQL (migrations 037 and 064), without on SQLite.
  const key = sqlite
    ? (['cart_id', 'variant_id'] as const)
    : (['cart_id', 'variant_id', 'store_id'] as const);
  const onKey = (conflict: OnConflictBuilder<Database, 'cart_lines'>) =>
    conflict.columns(key).doUpdateSet((eb) => ({
      quantity: eb.ref('excluded.quantity'),
      chosen_price: eb.ref('excluded.chosen_price'),
      position: eb.ref('excluded.position'),
    }));
  if (sqlite) {
    await others(db).execute();
    await db.insertInto('cart_lines').values(rows).onConflict(onKey).execute();
    return;
  }
  await db
    .with('deleted', (creator) => others(creator))
    .insertInto('cart_lines')
    .values(rows)
    .onConflict(onKey)
    .execute();
}

/**
 * The store's products, each with its first image (null when it has none): what a cart line shows and
 * prices of its product, and no more (its description and search text stay in the database).
 */
function productsWithFirstImage(db: Db, storeId: number) {
  return db
    .selectFrom('products')
    .leftJoin('product_images as image', (join) =>
      join
        .on('image.store_id', '=', storeId)
        .on((eb) =>
          eb(
            'image.id',
            '=',
            eb
              .selectFrom('product_images as first')
              .select('first.id')
              .where('first.store_id', '=', storeId)
              .whereRef('first.product_id', '=', 'products.id')
              .orderBy('first.position')
              .orderBy('first.id')
              .limit(1),
          ),
        ),
    )
    .select([
      'products.id',
      'products.name',
      'products.slug',
      'products.translations',
      'products.price',
      'products.vat_class',
      'products.status',
      'products.discount_type',
      'products.discount_value',
      'image.id as image_id',
      'image.description as image_description',
      'image.variants as image_variants',
    ])
    .where('products.store_id', '=', storeId);
}

/** What a line prices and shows of its variant (decision 076), as the other columns are named. */
const VARIANT_COLUMNS = [
  'variant.id as variant_id',
  'variant.name as variant_name',
  'variant.translations as variant_translations',
  'variant.price as variant_price',
  'variant.vat_class as variant_vat_class',
  'variant.position as variant_position',
  'variant.pay_what_you_want',
  'variant.minimum_price',
  'variant.discount_codes_apply',
  'variant.subscription_interval',
  'variant.trial_days',
] as const;

/** The variants of these products of the store, each product's in its order. */
export async function findLineVariants(db: Db, storeId: number, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_variants as variant')
    .select(['variant.product_id', ...VARIANT_COLUMNS])
    .where('variant.store_id', '=', storeId)
    .where('variant.product_id', 'in', productIds)
    .orderBy('variant.product_id')
    .orderBy('variant.position')
    .orderBy('variant.id')
    .execute();
}

/** The store's products of these ids with their first images, in no particular order. */
export async function findLineProducts(db: Db, storeId: number, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return productsWithFirstImage(db, storeId).where('products.id', 'in', productIds).execute();
}

/**
 * The cart's lines with their products and variants, each product's first image and the cart's discount code, in
 * the order the shopper added them: one query for all a cart shows.
 */
export async function listLinesWithProducts(db: Db, storeId: number, cartId: string) {
  return productsWithFirstImage(db, storeId)
    .innerJoin('cart_lines', 'cart_lines.product_id', 'products.id')
    .innerJoin('product_variants as variant', (join) =>
      join.onRef('variant.id', '=', 'cart_lines.variant_id').on('variant.store_id', '=', storeId),
    )
    .select(['cart_lines.quantity', 'cart_lines.chosen_price', ...VARIANT_COLUMNS])
    .select((eb) =>
      eb
        .selectFrom('carts')
        .select('carts.discount_code')
        .where('carts.store_id', '=', storeId)
        .where('carts.id', '=', cartId)
        .as('discount_code'),
    )
    .where('cart_lines.store_id', '=', storeId)
    .where('cart_lines.cart_id', '=', cartId)
    .orderBy('cart_lines.position')
    .execute();
}

export async function productIdsInCart(db: Db, storeId: number, cartId: string) {
  const rows = await db
    .selectFrom('cart_lines')
    .select('product_id')
    .where('store_id', '=', storeId)
    .where('cart_id', '=', cartId)
    .execute();
  return new Set(rows.map((row) => row.product_id));
}
