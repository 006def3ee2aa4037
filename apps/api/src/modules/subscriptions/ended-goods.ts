import type { Db } from '../../db/database.js';
import { listEndedSubscriptionsOfOrder } from './subscriptions.repository.js';

/**
 * When the subscription that gives each product of an order ended, by product: a subscription gives
 * its first order's goods only while it runs (decision 079), so the buyer's copy of that product's
 * files, links, texts and keys is withheld from then on. Products bought once are not in it.
 */
export async function endedSubscriptionGoods(
  db: Db,
  storeId: number,
  orderId: string,
): Promise<Map<number, string>> {
  const ended = await listEndedSubscriptionsOfOrder(db, storeId, orderId);
  return new Map(
    ended.flatMap(({ product_id, ended_at }) =>
      product_id === null || ended_at === null ? [] : [[product_id, ended_at] as const],
    ),
  );
}
