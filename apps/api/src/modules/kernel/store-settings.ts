import {
  defaultSettings,
  SETTING_NAMES,
  type SettingName,
  type SettingsValues,
  type StoredSettings,
} from '@platform/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { readSettingRows } from './settings.repository.js';
import { readStoreLogo } from './store-logo.js';
import { findStore } from './stores.repository.js';

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
