import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ApiTokensTable } from '../../db/schema.js';

export async function listApiTokens(db: Db, storeId: number) {
  return db.selectFrom('api_tokens').selectAll().where('store_id', '=', storeId).orderBy('id').execute();
}

export async function insertApiToken(db: Db, row: Insertable<ApiTokensTable>) {
  return db.insertInto('api_tokens').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function revokeApiToken(db: Db, storeId: number, id: number, now: string) {
  return db
    .updateTable('api_tokens')
    .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(now)) }))
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Revokes every token the merchant made, in all their stores, when their password is changed or reset:
 * a token made with a password someone else may know must not outlive it (decision 047). Across
 * stores, so in a transaction that sees them all.
 */
export async function revokeApiTokensOfUser(allStoresDb: Db, userId: number, now: string) {
  await allStoresDb
    .updateTable('api_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * The unrevoked token with this hash, whichever store it belongs to: it is read before the request's
 * store is known, so on the connection that sees every store.
 */
export async function findActiveApiToken(allStoresDb: Db, tokenHash: string) {
  return allStoresDb
    .selectFrom('api_tokens')
    .select(['id', 'store_id', 'user_id', 'scopes', 'last_used_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function markApiTokenUsed(allStoresDb: Db, id: number, now: string) {
  await allStoresDb.updateTable('api_tokens').set({ last_used_at: now }).where('id', '=', id).execute();
}
