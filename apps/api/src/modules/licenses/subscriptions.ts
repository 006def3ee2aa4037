import type { EventBus } from '../../events/event-bus.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { assignKeysToOrder, disableKeysOfOrder } from './license-keys.service.js';

/**
 * A paid order's keys are handed out in the transaction that makes it paid, after its goods are
 * copied (subscribe after the purchases); a refund or a cancellation disables them with its change, and
 * so does the end of the subscription they were sold with.
 */
export function subscribeLicenseKeys(events: EventBus<UnitOfWork>): void {
  events.inTransaction('order.paid', (uow, { storeId, payload }) =>
    assignKeysToOrder(uow, storeId, payload.order_id),
  );
  events.inTransaction('order.refunded', (uow, { storeId, payload }) =>
    disableKeysOfOrder(uow, storeId, payload.order_id),
  );
  events.inTransaction('order.cancelled', (uow, { storeId, payload }) =>
    disableKeysOfOrder(uow, storeId, payload.order_id),
  );
  // A subscription's keys validate only while it runs (decision 079): its end disables them.
  events.inTransaction('subscription.expired', (uow, { storeId, payload }) =>
    disableKeysOfOrder(uow, storeId, payload.subscription.order_id),
  );
}
