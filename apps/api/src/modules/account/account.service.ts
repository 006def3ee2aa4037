import type { Account, UpdateAccountRequest } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { transaction } from '../../unit-of-work.js';
import { uniqueAsInvalid, type Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { hashPassword, verifyPassword } from '../../lib/crypto.js';
import { storeFolder } from '../../lib/storage.js';
import type { MerchantSession } from '../../plugins/merchant-auth.js';
import { revokeMerchantsApiTokens } from '../api-tokens/index.js';
import { checkPasswordRate, emailTaken, normalizeEmail } from '../auth/index.js';
import { listStoresOfOwner, preferencesOf } from '../kernel/index.js';
import * as repository from './account.repository.js';

/** The signed-in merchant's account; a session whose account is gone is no longer signed in. */
export async function requireAccount(db: Db, userId: number) {
  const row = await repository.findAccount(db, userId);
  if (!row) throw AppError.unauthenticated();
  return row;
}

/** Checks the signed-in merchant's password, within the limit of password checks per account. */
async function requirePassword(
  ctx: AppContext,
  row: { id: number; password_hash: string },
  password: string | undefined,
  field: string,
) {
  if (!password) throw AppError.invalid({ [field]: 'required' });
  await checkPasswordRate(ctx, row.id);
  if (!(await verifyPassword(password, row.password_hash)))
    throw AppError.invalid({ [field]: 'wrong_password' });
}

export async function getAccount(ctx: AppContext, userId: number): Promise<Account> {
  const row = await requireAccount(ctx.database.db, userId);
  return { id: row.id, name: row.name, email: row.email, preferences: preferencesOf(row.preferences) };
}

export async function updateAccount(
  ctx: AppContext,
  userId: number,
  input: UpdateAccountRequest,
): Promise<Account> {
  const db = ctx.database.db;
  const current = await requireAccount(db, userId);
  if (input.email && normalizeEmail(input.email) !== current.email) {
    await requirePassword(ctx, current, input.current_password, 'current_password');
  }
  await uniqueAsInvalid({ email: 'email_taken' }, () =>
    transaction(ctx, async (uow) => {
      const row = await requireAccount(uow.db, userId);
      const email = input.email ? normalizeEmail(input.email) : row.email;
      if (email !== row.email && (await emailTaken(uow.db, email)))
        throw AppError.invalid({ email: 'email_taken' });
      await repository.updateAccount(uow.db, userId, {
        name: input.name ?? row.name,
        email,
        preferences: JSON.stringify({ ...preferencesOf(row.preferences), ...input.preferences }),
        updated_at: uow.clock.now().toISOString(),
      });
    }),
  );
  return getAccount(ctx, userId);
}

/**
 * Changes the password after checking the current one, signs out every other session and revokes the
 * merchant's API tokens in all their stores (decision 047), hence a transaction across stores.
 */
export async function changePassword(
  ctx: AppContext,
  session: MerchantSession,
  currentPassword: string,
  newPassword: string,
) {
  const db = ctx.database.db;
  await requirePassword(ctx, await requireAccount(db, session.userId), currentPassword, 'current_password');
  const hash = await hashPassword(newPassword, ctx.config.passwordHashCost);
  const now = ctx.clock.now().toISOString();
  await transaction(
    ctx,
    async (uow) => {
      await repository.updateAccount(uow.db, session.userId, { password_hash: hash, updated_at: now });
      await repository.revokeOtherFamilies(uow.db, session.userId, session.familyId, now);
      await revokeMerchantsApiTokens(uow.db, session.userId, now);
    },
    { allStores: true },
  );
}

/**
 * Deletes the merchant with their stores, but never while any of their stores has orders. The orders
 * are counted over all the merchant's stores at once, so this runs across stores. The stores' images
 * and files go after the commit: no order holds any of them, so each store's folder goes whole.
 */
export async function deleteAccount(ctx: AppContext, userId: number, password: string) {
  await requirePassword(ctx, await requireAccount(ctx.database.db, userId), password, 'password');
  const stores = await transaction(
    ctx,
    async (uow) => {
      if ((await repository.countOrdersOfOwner(uow.db, userId)) > 0) {
        throw new AppError(422, 'account_has_orders', { password: 'account_has_orders' });
      }
      const owned = await listStoresOfOwner(uow.db, userId);
      await repository.deleteUser(uow.db, userId);
      return owned;
    },
    { allStores: true },
  );
  await Promise.all(
    stores.flatMap((store) => [
      ctx.storage.public.remove(storeFolder(store.id)),
      ctx.storage.private.remove(storeFolder(store.id)),
    ]),
  );
}
