import type { EventBus } from '../../events/event-bus.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { queueCancelledNotice, queueRefundNotice } from './buyer-notices.js';
import {
  orderAndStore,
  queueLicenseDelivery,
  snapshotAndStore,
  queueMerchantNotice,
  queueOrderConfirmation,
} from './order-mails.js';

/**
 * The e-mails that follow from an order's events, each queued by a job of the queue once the change has
 * committed, from the order the event's snapshot holds where that suffices (decision 064); the buyer's
 * confirmation and licence keys read the order for its goods, keys and links. The handler names are
 * stored with the events' jobs: they stay as they are.
 */
export function subscribeOrderMails(events: EventBus<UnitOfWork>): void {
  events.afterCommit('order.paid', 'buyer-confirmation', async (uow, { storeId, payload }) => {
    const { order, store } = await orderAndStore(uow, storeId, payload.order_id);
    await queueOrderConfirmation(uow, store, order);
  });
  events.afterCommit('order.paid', 'merchant-paid-notice', async (uow, { storeId, payload }) => {
    const { order, store } = await snapshotAndStore(uow, storeId, payload);
    await queueMerchantNotice(uow, store, order, 'order_paid');
  });
  events.afterCommit('order.refunded', 'merchant-refunded-notice', async (uow, { storeId, payload }) => {
    const { order, store } = await snapshotAndStore(uow, storeId, payload);
    await queueMerchantNotice(uow, store, order, 'order_refunded');
  });
  events.afterCommit('order.cancelled', 'merchant-cancelled-notice', async (uow, { storeId, payload }) => {
    const { order, store } = await snapshotAndStore(uow, storeId, payload);
    await queueMerchantNotice(uow, store, order, 'order_cancelled');
  });
  events.afterCommit('order.cancelled', 'buyer-cancelled-notice', async (uow, { storeId, payload }) => {
    const { order, store } = await snapshotAndStore(uow, storeId, payload);
    await queueCancelledNotice(uow, store, order);
  });
  events.afterCommit('license.delivered', 'buyer-license-delivered', async (uow, { storeId, payload }) => {
    const { order, store } = await orderAndStore(uow, storeId, payload.order_id);
    await queueLicenseDelivery(uow, store, order);
  });
  events.afterCommit('refund.succeeded', 'buyer-refund-notice', async (uow, { storeId, payload }) => {
    const { order, store } = await snapshotAndStore(uow, storeId, payload);
    await queueRefundNotice(uow, store, order, payload);
  });
}
