import type { EventBus } from '../../events/event-bus.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { recordPurchasedGoods } from './purchases.service.js';

/**
 * A paid order's goods are written in the transaction that makes it paid, never after. A renewal
 * delivers nothing of its own: its subscription gives the goods of the order it came from (decision 079).
 */
export function subscribePurchasedGoods(events: EventBus<UnitOfWork>): void {
  events.inTransaction('order.paid', async (uow, { storeId, payload }) => {
    if (payload.order?.subscription_id) return;
    await recordPurchasedGoods(uow, { id: payload.order_id, store_id: storeId });
  });
}
