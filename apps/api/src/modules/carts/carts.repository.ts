import type { Db } from '../../db/database.js';

export async function findCart(db: Db, storeId: number, cartId: string) {
  return db
    .selectFrom('carts')
    .select(['id', 'store_id'])
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

/** The cart's lines with their products, in the order the shopper added them. */
export async function listLinesWithProducts(db: Db, storeId: number, cartId: string) {
  return db
    .selectFrom('cart_lines')
    .innerJoin('products', 'products.id', 'cart_lines.product_id')
    .selectAll('products')
    .select(['cart_lines.quantity'])
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
