import type { Db } from '../../db/database.js';

export async function isUnsubscribed(db: Db, storeId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('reminder_unsubscribes')
    .select('id')
    .where('store_id', '=', storeId)
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the address as unsubscribed; a second click changes nothing. */
export async function insertUnsubscribe(db: Db, storeId: number, email: string, now: string) {
  await db
    .insertInto('reminder_unsubscribes')
    .values({ store_id: storeId, email: email.toLowerCase(), created_at: now })
    .onConflict((oc) => oc.columns(['store_id', 'email']).doNothing())
    .execute();
}
