import type { EventBus } from '../../events/event-bus.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { keepMandate, renewalFailed, renewalPaid, startSubscriptions } from './subscription-lifecycle.js';

/**
 * A paid order starts the subscriptions of its subscribed lines, or, when it is a renewal, moves its
 * subscription on; a renewal whose payment failed is retried or ends it. Each in the transaction of
 * the order's change, after its goods and invoice (decision 079). A mandate the buyer gave to change
 * the payment method is kept, in the transaction of its payment's success (decision 081).
 */
export function subscribeSubscriptions(events: EventBus<UnitOfWork>): void {
  events.inTransaction('order.paid', async (uow, { storeId, payload }) => {
    if (payload.order?.subscription_id) await renewalPaid(uow, storeId, payload.order_id, payload.actor);
    else await startSubscriptions(uow, storeId, payload.order_id, payload.actor);
  });
  events.inTransaction('order.failed', async (uow, { storeId, payload }) => {
    if (payload.order?.subscription_id) await renewalFailed(uow, storeId, payload.order_id, payload.actor);
  });
  events.inTransaction('payment.mandate_taken', (uow, { storeId, payload }) =>
    keepMandate(uow, storeId, payload),
  );
}
