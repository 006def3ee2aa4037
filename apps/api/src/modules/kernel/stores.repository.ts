import type { Db } from '../../db/database.js';
import type { StoreUpdate } from '../../db/schema.js';

const STORE_COLUMNS = ['id', 'name', 'slug', 'business_type', 'created_at'] as const;

export async function storeOwnedBy(db: Db, storeId: number, ownerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('stores')
    .select('id')
    .where('id', '=', storeId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function listStoresOfOwner(db: Db, ownerId: number) {
  return db
    .selectFrom('stores')
    .select(STORE_COLUMNS)
    .where('owner_id', '=', ownerId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function findStore(db: Db, storeId: number) {
  return db.selectFrom('stores').select(STORE_COLUMNS).where('id', '=', storeId).executeTakeFirst();
}

/** A store by its slug, with the content version that keys its cached shop answers. */
export async function findStoreBySlug(db: Db, slug: string) {
  return db
    .selectFrom('stores')
    .select([...STORE_COLUMNS, 'content_version'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

export async function slugInUse(db: Db, slug: string, exceptStoreId?: number): Promise<boolean> {
  let query = db.selectFrom('stores').select('id').where('slug', '=', slug);
  if (exceptStoreId !== undefined) query = query.where('id', '!=', exceptStoreId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertStore(
  db: Db,
  store: { owner_id: number; name: string; slug: string; business_type: 'b2b' | 'b2c'; now: string },
) {
  const { now, ...values } = store;
  return db
    .insertInto('stores')
    .values({ ...values, created_at: now, updated_at: now })
    .returning(STORE_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateStore(db: Db, storeId: number, changes: StoreUpdate) {
  await db.updateTable('stores').set(changes).where('id', '=', storeId).execute();
}
