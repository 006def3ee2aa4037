import type { EventBus } from '../../events/event-bus.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { recordPurchasedGoods } from './purchases.service.js';

/** A paid order's goods are written in the transaction that makes it paid, never after. */
export function subscribePurchasedGoods(events: EventBus<UnitOfWork>): void {
  events.inTransaction('order.paid', (uow, { storeId, payload }) =>
    recordPurchasedGoods(uow, { id: payload.order_id, store_id: storeId }),
  );
}
