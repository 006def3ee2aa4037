import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DiscountCodesTable, DiscountUseState } from '../../db/schema.js';

export async function listDiscountCodes(db: Db, storeId: number) {
  return db
    .selectFrom('discount_codes')
    .selectAll()
    .where('store_id', '=', storeId)
    .orderBy('code_key')
    .execute();
}

export async function findDiscountCode(db: Db, storeId: number, id: number) {
  return db
    .selectFrom('discount_codes')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The store's code as a shopper typed it, in any case. */
export async function findDiscountCodeByText(db: Db, storeId: number, code: string) {
  return db
    .selectFrom('discount_codes')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('code_key', '=', code.toLowerCase())
    .executeTakeFirst();
}

export async function insertDiscountCode(db: Db, row: Insertable<DiscountCodesTable>) {
  return db.insertInto('discount_codes').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateDiscountCode(
  db: Db,
  storeId: number,
  id: number,
  changes: Updateable<DiscountCodesTable>,
) {
  return db
    .updateTable('discount_codes')
    .set(changes)
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteDiscountCode(db: Db, storeId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('discount_codes')
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * Holds one use of the code for an order being placed, only while uses and holds together stay under
 * its limit: one conditional update, so the last use goes to one order however many ask at once. On
 * PostgreSQL it also locks the code's row until the order commits, so the check per address that
 * follows sees every order placed before. False when the code is used up (or gone).
 */
export async function reserveUse(db: Db, storeId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('discount_codes')
    .set({ reserved: sql`reserved + 1` })
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb(sql`uses + reserved`, '<', eb.ref('max_uses'))]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Turns an order's hold into a use, or counts a use without a hold (an expired order marked paid). */
export async function countUse(db: Db, storeId: number, id: number, held: boolean) {
  await db
    .updateTable('discount_codes')
    .set(held ? { uses: sql`uses + 1`, reserved: sql`reserved - 1` } : { uses: sql`uses + 1` })
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .execute();
}

export async function releaseUse(db: Db, storeId: number, id: number) {
  await db
    .updateTable('discount_codes')
    .set({ reserved: sql`reserved - 1` })
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .where('reserved', '>', 0)
    .execute();
}

/** Orders of an address (its `canonicalEmail`, decision 048) that hold or used the code. */
export async function usesByEmailKey(db: Db, storeId: number, id: number, emailKey: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('store_id', '=', storeId)
    .where('discount_code_id', '=', id)
    .where('email_key', '=', emailKey)
    .where('discount_state', 'in', ['reserved', 'used'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The order's code and how its use stands, or undefined when it has none. */
export async function findOrderDiscount(db: Db, storeId: number, orderId: string) {
  return db
    .selectFrom('orders')
    .select(['discount_code_id', 'discount_state'])
    .where('store_id', '=', storeId)
    .where('id', '=', orderId)
    .where('discount_code_id', 'is not', null)
    .executeTakeFirst();
}

export async function setOrderDiscountState(
  db: Db,
  storeId: number,
  orderId: string,
  state: DiscountUseState,
) {
  await db
    .updateTable('orders')
    .set({ discount_state: state })
    .where('store_id', '=', storeId)
    .where('id', '=', orderId)
    .execute();
}
