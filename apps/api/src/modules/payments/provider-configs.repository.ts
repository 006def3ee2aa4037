import type { Db } from '../../db/database.js';

export async function listProviderConfigs(db: Db, storeId: number) {
  return db.selectFrom('payment_provider_configs').selectAll().where('store_id', '=', storeId).execute();
}

export async function findProviderConfig(db: Db, storeId: number, provider: string) {
  return db
    .selectFrom('payment_provider_configs')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

export async function saveProviderConfig(
  db: Db,
  config: { store_id: number; provider: string; enabled: number; secrets: string; updated_at: string },
) {
  await db
    .insertInto('payment_provider_configs')
    .values(config)
    .onConflict((conflict) =>
      conflict
        .columns(['store_id', 'provider'])
        .doUpdateSet({ enabled: config.enabled, secrets: config.secrets, updated_at: config.updated_at }),
    )
    .execute();
}
