import {
  defaultSettings,
  SETTING_NAMES,
  type SettingName,
  type SettingsValues,
  type StoredSettings,
} from '@platform/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { readSettingRows, writeSetting as writeSettingRow } from './settings.repository.js';
import { readStoreLogo } from './store-logo.js';

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
  const values: Record<string, unknown> = {};
  if (tableNames.length > 0 || names.includes('business_type')) {
    // The seller's country is the store's (decision 078), so the billing details are read with it.
    const readNames: SettingName[] = names.includes('billing') ? [...tableNames, 'country'] : tableNames;
    const rows = await readSettingRows(db, storeId, readNames);
    if (rows.length === 0) throw AppError.notFound();
    const stored = new Map(rows.map((row) => [row.name, row.value]));
    const fallback = defaultSettings(rows[0]!.business_type);
    const valueOf = (name: SettingName) => {
      const value = stored.get(name);
      return typeof value === 'string'
        ? (JSON.parse(value) as unknown)
        : fallback[name as keyof StoredSettings];
    };
    for (const name of tableNames) values[name] = valueOf(name);
    if (names.includes('billing')) {
      values.billing = { ...(values.billing as StoredSettings['billing']), country: valueOf('country') };
    }
    if (names.includes('business_type')) values.business_type = rows[0]!.business_type;
  }
  if (names.includes('store_logo')) values.store_logo = await readStoreLogo(db, storeId);
  return values as SettingsValues;
}

/** Keeps one setting of the store, its value as JSON text; the triggers move the content version on. */
export async function writeSetting(db: Db, storeId: number, name: SettingName, json: string, now: string) {
  await writeSettingRow(db, storeId, name, json, now);
}
