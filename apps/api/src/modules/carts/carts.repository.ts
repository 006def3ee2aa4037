import type { Db } from '../../db/database.js';

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
 * Marks the cart as changed now; false when the store has no such cart. In a transaction it also takes
 * the cart's row lock (PostgreSQL), so two saves of one cart run one after the other.
 */
export async function touchCart(db: Db, storeId: number, cartId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('carts')
    .set({ updated_at: now })
    .where('store_id', '=', storeId)
    .where('id', '=', cartId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function replaceLines(
  db: Db,
  storeId: number,
  cartId: string,
  lines: readonly { product_id: number; quantity: number }[],
) {
  await db.deleteFrom('cart_lines').where('store_id', '=', storeId).where('cart_id', '=', cartId).execute();
  if (lines.length === 0) return;
  await db
    .insertInto('cart_lines')
    .values(
      lines.map((line, position) => ({
        cart_id: cartId,
        store_id: storeId,
        product_id: line.product_id,
        quantity: line.quantity,
        position,
      })),
    )
    .execute();
}

/**
 * The cart's lines with their products, each product's first image (null when it has none) and the
 * cart's discount code, in the order the shopper added them: one query for all a cart shows.
 */
export async function listLinesWithProducts(db: Db, storeId: number, cartId: string) {
  return db
    .selectFrom('cart_lines')
    .innerJoin('products', 'products.id', 'cart_lines.product_id')
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
    .selectAll('products')
    .select([
      'cart_lines.quantity',
      'image.id as image_id',
      'image.description as image_description',
      'image.variants as image_variants',
    ])
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
    .where('products.store_id', '=', storeId)
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
