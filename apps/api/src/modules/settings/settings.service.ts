import {
  SETTING_NAMES,
  defaultSettings,
  type SettingName,
  type SettingsChanges,
  type SettingsValues,
  type StoredSettings,
} from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { hasActiveLiveProvider } from '../payments/provider-configs.repository.js';
import { chooseStoreLogo, readStoreLogo } from '../media/store-logo.service.js';
import { findStore, updateStore } from '../stores/stores.repository.js';
import { readSettingRows, writeSetting } from './settings.repository.js';

/**
 * Settings kept elsewhere than the settings table: the business type is a column of the store row, the
 * logo a record of its own (store_logos) that only an upload creates.
 */
const STORE_COLUMN_SETTINGS = new Set<SettingName>(['business_type']);
const OWN_RECORD_SETTINGS = new Set<SettingName>([...STORE_COLUMN_SETTINGS, 'store_logo']);

export async function readSettings(
  db: Db,
  storeId: number,
  names: readonly SettingName[] = SETTING_NAMES,
): Promise<SettingsValues> {
  const tableNames = names.filter((name) => !OWN_RECORD_SETTINGS.has(name));
  const rows = await readSettingRows(db, storeId, tableNames);
  const stored = new Map(rows.map((row) => [row.name, JSON.parse(row.value) as unknown]));
  const values: Record<string, unknown> = {};
  const needsStore = names.includes('business_type') || tableNames.some((name) => !stored.has(name));
  const store = needsStore ? await findStore(db, storeId) : undefined;
  if (needsStore && !store) throw AppError.notFound();
  const fallback = store ? defaultSettings(store.business_type) : undefined;
  for (const name of tableNames) {
    values[name] = stored.has(name) ? stored.get(name) : fallback![name as keyof StoredSettings];
  }
  if (store && names.includes('business_type')) values.business_type = store.business_type;
  if (names.includes('store_logo')) values.store_logo = await readStoreLogo(db, storeId);
  return values as SettingsValues;
}

/**
 * Test mode goes off only with a live provider switched on, so that a live shop can be paid. A store
 * that is live already stays so (its provider may have been switched off since; its shop says so).
 */
async function checkGoingLive(db: Db, storeId: number) {
  const inTestMode = (await readSettings(db, storeId, ['test_mode'])).test_mode!.value;
  if (inTestMode && !(await hasActiveLiveProvider(db, storeId))) {
    throw new AppError(422, 'live_provider_required', { test_mode: 'live_provider_required' });
  }
}

/**
 * Saves the given settings together: all of them or, on any failure, none. Every change of a setting
 * goes through here, whichever route asked for it.
 */
export async function writeSettings(
  db: Db,
  storeId: number,
  values: Omit<SettingsChanges, 'store_logo'>,
  now: string,
) {
  if (values.test_mode?.value === false) await checkGoingLive(db, storeId);
  for (const [name, value] of Object.entries(values) as [SettingName, unknown][]) {
    if (value === undefined) continue;
    if (name === 'business_type') {
      await updateStore(db, storeId, { business_type: value as 'b2b' | 'b2c', updated_at: now });
    } else {
      await writeSetting(db, storeId, name, JSON.stringify(value), now);
    }
  }
}

/**
 * Saves settings in one transaction and answers them as stored. A removed logo's files go after the
 * commit, so a failed save never leaves a logo without its files.
 */
export async function saveSettings(ctx: AppContext, storeId: number, changes: SettingsChanges) {
  const names = Object.keys(changes) as SettingName[];
  const { store_logo: logo, ...values } = changes;
  const { saved, removedLogo } = await ctx.database.db.transaction().execute(async (trx) => {
    const removedLogo = logo === undefined ? undefined : await chooseStoreLogo(trx, storeId, logo);
    await writeSettings(trx, storeId, values, ctx.clock.now().toISOString());
    return { saved: await readSettings(trx, storeId, names), removedLogo };
  });
  if (removedLogo) await ctx.storage.public.remove(removedLogo.storage_prefix);
  return saved;
}
