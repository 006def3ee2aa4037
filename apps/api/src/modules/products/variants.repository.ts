import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ProductVariantsTable } from '../../db/schema.js';

/** The variants of these products, each product's in its order. */
export async function listVariants(db: Db, storeId: number, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_variants')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function insertVariants(db: Db, rows: Insertable<ProductVariantsTable>[]) {
  if (rows.length > 0) await db.insertInto('product_variants').values(rows).execute();
}

export async function updateVariant(
  db: Db,
  storeId: number,
  variantId: number,
  changes: Updateable<ProductVariantsTable>,
) {
  await db
    .updateTable('product_variants')
    .set(changes)
    .where('store_id', '=', storeId)
    .where('id', '=', variantId)
    .execute();
}

/** The product's first variant: what a product's own `price` is, and what a line without a variant buys. */
export async function updateFirstVariant(
  db: Db,
  storeId: number,
  productId: number,
  changes: Updateable<ProductVariantsTable>,
) {
  await db
    .updateTable('product_variants')
    .set(changes)
    .where('store_id', '=', storeId)
    .where(
      'id',
      '=',
      db
        .selectFrom('product_variants')
        .select('id')
        .where('store_id', '=', storeId)
        .where('product_id', '=', productId)
        .orderBy('position')
        .orderBy('id')
        .limit(1),
    )
    .execute();
}

/**
 * Removes the product's variants of these ids. Their archived items (kept for the buyers of paid
 * orders, who hold copies) are every variant's from then on: no variant sells them any more.
 */
export async function deleteVariants(db: Db, storeId: number, productId: number, variantIds: number[]) {
  if (variantIds.length === 0) return;
  await db
    .updateTable('product_items')
    .set({ variant_id: null })
    .where('store_id', '=', storeId)
    .where('product_id', '=', productId)
    .where('variant_id', 'in', variantIds)
    .where('archived_at', 'is not', null)
    .execute();
  await db
    .deleteFrom('product_variants')
    .where('store_id', '=', storeId)
    .where('product_id', '=', productId)
    .where('id', 'in', variantIds)
    .execute();
}

/** Which of these variants sell items of their own (not archived). */
export async function variantsWithItems(db: Db, storeId: number, variantIds: readonly number[]) {
  if (variantIds.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('product_items')
    .select('variant_id')
    .distinct()
    .where('store_id', '=', storeId)
    .where('variant_id', 'in', variantIds)
    .where('archived_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.variant_id!));
}
