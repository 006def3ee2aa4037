import type { Db } from '../../db/database.js';

/** The position after the last image or item of a product, so a new one goes to the end. */
export async function nextPosition(
  db: Db,
  table: 'product_images' | 'product_items',
  storeId: number,
  productId: number,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('position').as('last'))
    .where('store_id', '=', storeId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}
