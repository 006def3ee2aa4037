import type { SettingName, SettingsChanges } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { transaction } from '../../unit-of-work.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { hasActiveLiveProvider } from '../payments/index.js';
import { chooseStoreLogo } from '../media/index.js';
import { readSettings, updateStore, writeSetting } from '../kernel/index.js';

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
  const { saved, removedLogo } = await transaction(ctx, async (uow) => {
    const removedLogo = logo === undefined ? undefined : await chooseStoreLogo(uow.db, storeId, logo);
    await writeSettings(uow.db, storeId, values, uow.clock.now().toISOString());
    return { saved: await readSettings(uow.db, storeId, names), removedLogo };
  });
  if (removedLogo) await ctx.storage.public.remove(removedLogo.storage_prefix);
  return saved;
}
