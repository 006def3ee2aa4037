import { LIVE_PAYMENT_PROVIDERS } from '@platform/contract';
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

/** Whether the merchant switched on a live provider (switching on needs its keys, so it can be used). */
export async function hasActiveLiveProvider(db: Db, storeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('payment_provider_configs')
    .select('provider')
    .where('store_id', '=', storeId)
    .where('provider', 'in', LIVE_PAYMENT_PROVIDERS)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}
