import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/**
 * The code's orders placed before `placedBefore` that still hold a use. `reserved` is the state of an
 * order neither paid, expired nor cancelled (decision 040), so no status needs reading.
 */
const lapsedHolds =
  (storeId: number, codeId: number, placedBefore: string) => (eb: ExpressionBuilder<Database, 'orders'>) =>
    eb.and([
      eb('store_id', '=', storeId),
      eb('discount_code_id', '=', codeId),
      eb('discount_state', '=', 'reserved'),
      eb('created_at', '<', placedBefore),
    ]);

export async function countLapsedHolds(
  db: Db,
  storeId: number,
  codeId: number,
  placedBefore: string,
): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(lapsedHolds(storeId, codeId, placedBefore))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Marks the code's lapsed holds released and answers how many. The conditions are on the updated row
 * itself: on PostgreSQL a concurrent release or payment of the same order makes this update wait for
 * the row and check it again, so each hold is given back once.
 */
export async function releaseLapsedHolds(
  db: Db,
  storeId: number,
  codeId: number,
  placedBefore: string,
): Promise<number> {
  const result = await db
    .updateTable('orders')
    .set({ discount_state: 'released' })
    .where(lapsedHolds(storeId, codeId, placedBefore))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function lessenReserved(db: Db, storeId: number, codeId: number, count: number) {
  await db
    .updateTable('discount_codes')
    .set({ reserved: sql`reserved - ${count}` })
    .where('store_id', '=', storeId)
    .where('id', '=', codeId)
    .execute();
}
