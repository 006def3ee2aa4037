import type { Db } from '../../db/database.js';

/**
 * The store's business type (which the defaults depend on) with its stored settings of these names,
 * in one query: a row per stored setting, or one without a name when none is stored. None at all when
 * there is no such store.
 */
export async function readSettingRows(db: Db, storeId: number, names: readonly string[]) {
  return db
    .selectFrom('stores')
    .leftJoin('store_settings', (join) =>
      join
        .onRef('store_settings.store_id', '=', 'stores.id')
        // No setting is named '': only the store is read when no names are asked.
        .on('store_settings.name', 'in', names.length > 0 ? names : ['']),
    )
    .select(['stores.business_type', 'store_settings.name', 'store_settings.value'])
    .where('stores.id', '=', storeId)
    .execute();
}

export async function writeSetting(db: Db, storeId: number, name: string, value: string, now: string) {
  await db
    .insertInto('store_settings')
    .values({ store_id: storeId, name, value, updated_at: now })
    .onConflict((conflict) => conflict.columns(['store_id', 'name']).doUpdateSet({ value, updated_at: now }))
    .execute();
}
