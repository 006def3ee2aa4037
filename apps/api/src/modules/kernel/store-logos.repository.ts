import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { StoreLogosTable } from '../../db/schema.js';

export async function findLogo(db: Db, storeId: number) {
  return db.selectFrom('store_logos').selectAll().where('store_id', '=', storeId).executeTakeFirst();
}

export async function insertLogo(db: Db, values: Insertable<StoreLogosTable>) {
  return db.insertInto('store_logos').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function describeLogo(db: Db, storeId: number, logoId: number, description: string) {
  await db
    .updateTable('store_logos')
    .set({ description })
    .where('store_id', '=', storeId)
    .where('id', '=', logoId)
    .execute();
}

/** Removes the store's logo record and answers it, so its files can go once the change has committed. */
export async function deleteLogo(db: Db, storeId: number) {
  return db.deleteFrom('store_logos').where('store_id', '=', storeId).returningAll().executeTakeFirst();
}
