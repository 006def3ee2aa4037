import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';

export async function findAccount(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'preferences', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function updateAccount(db: Db, userId: number, changes: Updateable<UsersTable>) {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

/** Ends every sign-in of the merchant except the one making the request. */
export async function revokeOtherFamilies(db: Db, userId: number, keepFamilyId: string, now: string) {
  for (const table of ['access_tokens', 'refresh_tokens'] as const) {
    await db
      .updateTable(table)
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('family_id', '!=', keepFamilyId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}

export async function countOrdersOfOwner(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('stores', 'stores.id', 'orders.store_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('stores.owner_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteUser(db: Db, userId: number) {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}
