import {
  missingSellerDetails,
  sellerDetailsErrors,
  type MessageCode,
  type SettingName,
  type SettingsChanges,
} from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { transaction } from '../../unit-of-work.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { canTakePayments } from '../payments/index.js';
import { chooseStoreLogo } from '../media/index.js';
import { readSettings, updateStore, writeSetting } from '../kernel/index.js';
import { checkLegalDocuments } from './legal-documents.js';

/**
 * What a store must have to be live, checked together so the merchant hears everything at once: a
 * live provider switched on, so that its shop can be paid, and a seller complete enough to invoice
 * (decision 051). Going live asks both; a live store asks for the seller whenever its billing details
 * or its country change, so it cannot become one that may not invoice. A store that is live already
 * stays so when its provider is switched off since (its shop says so).
 */
async function checkLive(db: Db, storeId: number, values: Omit<SettingsChanges, 'store_logo'>) {
  const sellerChanges = values.billing !== undefined || values.country !== undefined;
  if (values.test_mode === undefined && !sellerChanges) return;
  const stored = await readSettings(db, storeId, ['test_mode', 'billing', 'country']);
  const goingLive = values.test_mode?.value === false && stored.test_mode!.value;
  const staysLive = !stored.test_mode!.value && values.test_mode?.value !== true;
  const errors: Record<string, MessageCode> = {};
  if (goingLive && !(await canTakePayments(db, storeId, false))) errors.test_mode = 'live_provider_required';
  const billing = values.billing ?? stored.billing;
  const gaps = missingSellerDetails(billing, values.country ?? stored.country!);
  if (goingLive || (staysLive && sellerChanges)) {
    Object.assign(errors, sellerDetailsErrors(gaps));
  } else if (values.billing) {
    // In test mode details may be missing, but a number that is given must be one.
    for (const [field, code] of Object.entries(sellerDetailsErrors(gaps))) {
      if (code !== 'required') errors[field] = code;
    }
  }
  if (Object.keys(errors).length === 0) return;
  if (goingLive) errors.test_mode ??= 'seller_details_required';
  throw new AppError(422, errors.test_mode ?? 'invalid', errors);
}

/**
 * The billing details as they are kept: without a country, which is the store's and is read from it
 * (decision 078), so the two cannot disagree. A caller that still sends it is heard only when it names
 * the store's country as it is after this change; another one is refused rather than ignored.
 */
async function billingToKeep(db: Db, storeId: number, values: Omit<SettingsChanges, 'store_logo'>) {
  if (!values.billing) return values;
  const { country: given, ...billing } = values.billing;
  if (given) {
    const storeCountry = values.country ?? (await readSettings(db, storeId, ['country'])).country;
    if (given !== storeCountry) {
      throw AppError.invalid({ 'billing.country': 'billing_country_is_store_country' });
    }
  }
  return { ...values, billing };
}

/**
 * Saves the given settings together: all of them or, on any failure, none. Every change of a setting
 * goes through here, whichever route asked for it.
 */
export async function writeSettings(
  db: Db,
  storeId: number,
  changes: Omit<SettingsChanges, 'store_logo'>,
  now: string,
) {
  const values = await billingToKeep(db, storeId, changes);
  await checkLive(db, storeId, values);
  await checkLegalDocuments(db, storeId, values);
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
  const { saved, removedLogo } = await transaction(ctx, async (uow) => {
    const removedLogo = logo === undefined ? undefined : await chooseStoreLogo(uow.db, storeId, logo);
    await writeSettings(uow.db, storeId, values, uow.clock.now().toISOString());
    return { saved: await readSettings(uow.db, storeId, names), removedLogo };
  });
  if (removedLogo) await ctx.storage.public.remove(removedLogo.storage_prefix);
  return saved;
}
