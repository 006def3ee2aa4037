import type { Db } from '../../db/database.js';

export async function insertLoginToken(
  db: Db,
  token: {
    store_id: number;
    order_id: string | null;
    email: string;
    token_hash: string;
    expires_at: string;
    created_at: string;
  },
) {
  await db.insertInto('login_tokens').values(token).execute();
}

export async function findLoginToken(db: Db, tokenHash: string) {
  return db.selectFrom('login_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** A login token of this store, used or not, expired or not: what a renewal is asked with. */
export async function findStoreLoginToken(db: Db, storeId: number, tokenHash: string) {
  return db
    .selectFrom('login_tokens')
    .select(['order_id', 'email'])
    .where('store_id', '=', storeId)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function insertReceiptToken(
  db: Db,
  token: { store_id: number; order_id: string; token_hash: string; created_at: string },
) {
  await db.insertInto('receipt_tokens').values(token).execute();
}

export async function findReceiptToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('receipt_tokens')
    .select(['store_id', 'order_id'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Uses a login token up; false when it was used already (by a concurrent request, say). */
export async function useLoginToken(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('login_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertCustomerToken(
  db: Db,
  token: { store_id: number; email: string; token_hash: string; expires_at: string; created_at: string },
) {
  await db.insertInto('customer_tokens').values(token).execute();
}

export async function findCustomerToken(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('customer_tokens')
    .select(['store_id', 'email'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function insertDownload(
  db: Db,
  download: {
    store_id: number;
    order_id: string;
    order_item_id: number;
    item_name: string;
    created_at: string;
  },
) {
  await db.insertInto('downloads').values(download).execute();
}

export async function listDownloads(db: Db, storeId: number, orderId: string) {
  return db
    .selectFrom('downloads')
    .select(['item_name', 'created_at'])
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}
