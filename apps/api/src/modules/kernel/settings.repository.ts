import type { Db } from '../../db/database.js';

export async function readSettingRows(db: Db, storeId: number, names: readonly string[]) {
  if (names.length === 0) return [];
  return db
    .selectFrom('store_settings')
    .select(['name', 'value'])
    .where('store_id', '=', storeId)
    .where('name', 'in', names)
    .execute();
}

export async function writeSetting(db: Db, storeId: number, name: string, value: string, now: string) {
  await db
    .insertInto('store_settings')
    .values({ store_id: storeId, name, value, updated_at: now })
    .onConflict((conflict) => conflict.columns(['store_id', 'name']).doUpdateSet({ value, updated_at: now }))
    .execute();
}
