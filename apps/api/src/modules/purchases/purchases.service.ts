import { localizedName } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import type { OrderRow } from '../../db/schema.js';
import { readItemTranslations } from '../products/index.js';
import * as repository from './purchases.repository.js';

/**
 * Writes what the buyer gets into the order, in the transaction that makes it paid: a copy of each
 * item of its products as they are at that moment, the file by its storage key, the name in the
 * order's language where the merchant wrote one, else the store's (decision 074). From then on the
 * order's goods are its own: the merchant's later edits, deletions and new versions leave them be,
 * unless the merchant gives a new version to existing buyers.
 */
export async function recordPurchasedGoods(
  uow: UnitOfWork,
  order: Pick<OrderRow, 'id' | 'store_id'>,
): Promise<void> {
  const items = onceEach(await repository.currentItemsOfOrder(uow.db, uow.dialect, order.store_id, order.id));
  const now = uow.clock.now().toISOString();
  await repository.insertOrderItems(
    uow.db,
    items.map(({ quantity, locale, translations, ...item }, position) => ({
      ...item,
      name: localizedName({ name: item.name, translations: readItemTranslations(translations) }, locale),
      // Every unit bought gets a key of its own (decision 039).
      license_keys_wanted: item.product_type === 'license_key' ? quantity : null,
      store_id: order.store_id,
      order_id: order.id,
      position,
      created_at: now,
    })),
  );
}

/**
 * An order may buy two variants of one product (decision 083): the items of every variant come with
 * each line, and the buyer gets a file, link or text once. Licence keys stay per line, each line's
 * units a key of their own under their variant's terms.
 */
function onceEach<T extends { product_item_id: number; product_type: string }>(items: T[]): T[] {
  const seen = new Set<number>();
  return items.filter((item) => {
    if (item.product_type === 'license_key') return true;
    if (seen.has(item.product_item_id)) return false;
    seen.add(item.product_item_id);
    return true;
  });
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

/** The goods written into the order when it was paid, in their order. */
export function listOrderItems(db: Db, storeId: number, orderId: string) {
  return repository.listOrderItems(db, storeId, orderId);
}

/** One of the goods written into the order, or undefined. */
export function findOrderItem(db: Db, storeId: number, orderId: string, itemId: number) {
  return repository.findOrderItem(db, storeId, orderId, itemId);
}
