import {
  DEFAULT_LICENSE_PATTERN,
  type AdminLicenseActivation,
  type AdminLicenseKey,
  type LicenseKeyAction,
} from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { transaction } from '../../unit-of-work.js';
import { generateKey, requireLicenseItem, toAdminKey } from './license-keys.service.js';
import * as repository from './licenses.repository.js';

/** Which key of which item of which product: the path of the merchant's key routes. */
export interface KeyAddress {
  storeId: number;
  productId: number;
  itemId: number;
  keyId: number;
}

/** The key of the item, or 404; the item must be one of the product's licence key items. */
async function requireKey(db: Db, at: KeyAddress) {
  const item = await requireLicenseItem(db, at.storeId, at.productId, at.itemId);
  const key = await repository.findItemKey(db, at.storeId, at.itemId, at.keyId);
  if (!key) throw AppError.notFound();
  return { item, key };
}

/**
 * What the merchant does to one key when helping its buyer (or stopping one who shares it):
 * - `disable` makes the licence API refuse it (`license_disabled`), as a refund does;
 * - `enable` gives it back its order (or, never sold, the pool), a refund's disabling too;
 * - `reset_activations` frees every instance's place, so the buyer can activate on a new computer.
 * Each is idempotent and answers the key as the list shows it.
 */
export async function runKeyAction(
  ctx: AppContext,
  at: KeyAddress,
  action: LicenseKeyAction,
): Promise<AdminLicenseKey> {
  return transaction(ctx, async (uow) => {
    const { key } = await requireKey(uow.db, at);
    if (action === 'reset_activations') {
      await repository.deleteActivationsOfKey(uow.db, at.storeId, key.id);
    } else if (action === 'disable' && key.status !== 'disabled') {
      await repository.setKeyDisabled(uow.db, at.storeId, key.id, uow.clock.now().toISOString());
    } else if (action === 'enable' && key.status === 'disabled') {
      await repository.setKeyDisabled(uow.db, at.storeId, key.id, null);
    }
    return toAdminKey((await repository.findItemKey(uow.db, at.storeId, at.itemId, key.id))!);
  });
}

/**
 * Gives a key a new text and keeps everything else: its order, status, terms and expiry. The old text
 * stops working at once, and its activations go with it: they were made with the old text, and a
 * key is replaced because that text leaked or was lost. Without a new text, a generated item's key is
 * drawn anew from the item's pattern; a pool's must be typed (`license_key_required`).
 */
export async function replaceKey(ctx: AppContext, at: KeyAddress, text: string): Promise<AdminLicenseKey> {
  return transaction(ctx, async (uow) => {
    const { item, key } = await requireKey(uow.db, at);
    if (text === '' && item.license_source !== 'pattern') {
      throw AppError.invalid({ key: 'license_key_required' });
    }
    const draw = () =>
      generateKey(item.license_prefix ?? '', item.license_pattern ?? DEFAULT_LICENSE_PATTERN);
    if (text !== '') {
      if (!(await repository.renameKey(uow.db, at.storeId, key.id, text))) {
        throw AppError.invalid({ key: 'license_key_taken' });
      }
    } else {
      // A drawn key clashes with one the store has about never (59 bits or more): then draw again.
      let renamed = false;
      while (!renamed) renamed = await repository.renameKey(uow.db, at.storeId, key.id, draw());
    }
    await repository.deleteActivationsOfKey(uow.db, at.storeId, key.id);
    return toAdminKey((await repository.findItemKey(uow.db, at.storeId, at.itemId, key.id))!);
  });
}

/** A page of the instances a key is activated on, as the licence API recorded them. */
export async function listKeyActivations(
  ctx: AppContext,
  at: KeyAddress,
  page: { page: number; per_page: number },
): Promise<{ data: AdminLicenseActivation[]; meta: { total: number; page: number; per_page: number } }> {
  const db = ctx.database.db;
  const { key } = await requireKey(db, at);
  const { total, rows } = await repository.listActivations(db, at.storeId, key.id, {
    page: page.page,
    perPage: page.per_page,
  });
  return { data: rows, meta: { total, page: page.page, per_page: page.per_page } };
}
