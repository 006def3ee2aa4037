import {
  DEFAULT_ORDER_EXPIRY_HOURS,
  SETTING_NAMES,
  type SettingName,
  type SettingsValues,
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

type StoredSettings = Omit<Required<SettingsValues>, 'business_type' | 'store_logo'>;

/**
 * What a store has before its merchant changes anything. New stores start in test mode; a b2b store
 * asks for company and VAT number at checkout, a b2c store does not.
 */
function defaults(businessType: 'b2b' | 'b2c'): StoredSettings {
  const business = businessType === 'b2b' ? 'optional' : 'hidden';
  return {
    primary_color: null,
    test_mode: { value: true },
    country: 'NL',
    default_language: 'nl',
    billing: {
      legal_name: '',
      address: '',
      postal_code: '',
      city: '',
      country: null,
      vat_number: '',
      coc_number: '',
      iban: '',
    },
    checkout_fields: { company: business, vat_number: business, address: 'hidden' },
    terms_url: null,
    checkout_note: '',
    order_expiry_hours: DEFAULT_ORDER_EXPIRY_HOURS,
    email_sender_name: '',
    email_reply_to: null,
    email_footer: '',
    notification_emails: [],
    notification_events: ['order_paid'],
    embed_allowed_origins: [],
  };
}

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
  const fallback = store ? defaults(store.business_type) : undefined;
  for (const name of tableNames) {
    values[name] = stored.has(name) ? stored.get(name) : fallback![name as keyof StoredSettings];
  }
  if (store && names.includes('business_type')) values.business_type = store.business_type;
  if (names.includes('store_logo')) values.store_logo = await readStoreLogo(db, storeId);
  return values as SettingsValues;
}
