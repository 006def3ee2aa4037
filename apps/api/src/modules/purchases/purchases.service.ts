import type { AppContext } from '../../app-context.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import type { Db } from '../../db/database.js';
import type { OrderRow } from '../../db/schema.js';
import * as repository from './purchases.repository.js';

/**
 * Writes what the buyer gets into the order, in the transaction that makes it paid: a copy of each
 * item of its products as they are at that moment, the file by its storage key. From then on the
 * order's goods are its own: the merchant's later edits, deletions and new versions leave them be,
 * unless the merchant gives a new version to existing buyers.
 */
export async function recordPurchasedGoods(
  db: Db,
  ctx: UnitOfWork,
  order: Pick<OrderRow, 'id' | 'store_id'>,
): Promise<void> {
  const items = await repository.currentItemsOfOrder(db, ctx.dialect, order.store_id, order.id);
  const now = ctx.clock.now().toISOString();
  await repository.insertOrderItems(
    db,
    items.map((item, position) => ({
      ...item,
      store_id: order.store_id,
      order_id: order.id,
      position,
      created_at: now,
    })),
  );
}

/**
 * Removes the given private files, after the change that let go of them has committed, except those
 * an item or a paid order still names: a buyer's file stays as long as their order holds it.
 */
export async function releaseFiles(ctx: AppContext, storeId: number, keys: readonly (string | null)[]) {
  const candidates = [...new Set(keys)].filter((key): key is string => key !== null);
  const held = await repository.fileKeysInUse(ctx.database.db, storeId, candidates);
  await Promise.all(candidates.filter((key) => !held.has(key)).map((key) => ctx.storage.private.remove(key)));
}
