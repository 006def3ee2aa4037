import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import type { MailStore } from '../mail/order-mails.js';

/** The store as order e-mails need it: its name, slug and the owner's address. */
export async function findMailStore(db: Db, storeId: number): Promise<MailStore> {
  const row = await db
    .selectFrom('stores')
    .innerJoin('users', 'users.id', 'stores.owner_id')
    .select(['stores.id', 'stores.name', 'stores.slug', 'users.email'])
    .where('stores.id', '=', storeId)
    .executeTakeFirst();
  if (!row) throw AppError.notFound();
  return { id: row.id, name: row.name, slug: row.slug, ownerEmail: row.email };
}
