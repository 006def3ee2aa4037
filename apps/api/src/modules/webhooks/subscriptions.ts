import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '@platform/contract';
import type { EventBus } from '../../events/event-bus.js';
import type { EventPayloads, OrderTopic, SubscriptionTopic } from '../../events/topics.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { licenseKeysOfOrder } from '../licenses/index.js';
import { orderSnapshotOf } from '../orders/index.js';
import { webhookOrder } from './order-data.js';
import * as repository from './webhooks.repository.js';

/** The order events that go out as webhooks; `license.activated` goes out with its licence beside the order. */
const ORDER_WEBHOOK_EVENTS = [
  'order.created',
  'order.paid',
  'order.refunded',
  'order.cancelled',
] as const satisfies readonly (WebhookEvent & OrderTopic)[];

/**
 * Queues a delivery for every endpoint of the store that chose the event, with the body frozen now:
 * the sender's worker posts them (decision 037), so no network call runs in the handler (decision 025).
 */
async function queueDeliveries(
  uow: UnitOfWork,
  storeId: number,
  event: WebhookEvent,
  payload: EventPayloads[OrderTopic | 'license.activated' | SubscriptionTopic],
  about: Record<string, unknown> = {},
) {
  const endpoints = (await repository.listEndpoints(uow.db, storeId)).filter((endpoint) =>
    (JSON.parse(endpoint.events) as string[]).includes(event),
  );
  if (endpoints.length === 0) return;
  const now = uow.clock.now().toISOString();
  const eventId = `evt_${randomUUID().replaceAll('-', '')}`;
  // The event's snapshot, where it has one; read now for `order.created`, published before its order.
  const order = payload.order ?? (await orderSnapshotOf(uow.db, storeId, payload.order_id));
  // The keys `order.paid` handed out in its own transaction, before this handler runs (decision 039).
  const licenseKeys = await licenseKeysOfOrder(uow.db, storeId, order.id);
  const body = JSON.stringify({
    id: eventId,
    type: event,
    created_at: now,
    store_id: storeId,
    data: { order: webhookOrder(order, licenseKeys), ...about },
  });
  await repository.insertDeliveries(
    uow.db,
    endpoints.map((endpoint) => ({
      store_id: storeId,
      endpoint_id: endpoint.id,
      event_id: eventId,
      event,
      body,
      created_at: now,
    })),
  );
}

/** The subscription events, each sent with the subscription as it now is beside its order (decision 079). */
const SUBSCRIPTION_WEBHOOK_EVENTS = [
  'subscription.created',
  'subscription.renewed',
  'subscription.payment_failed',
  'subscription.cancelled',
  'subscription.resumed',
  'subscription.expired',
] as const satisfies readonly (WebhookEvent & SubscriptionTopic)[];

/** The handler names are stored with the events: they stay as they are. */
export function subscribeMerchantWebhooks(events: EventBus<UnitOfWork>): void {
  for (const topic of ORDER_WEBHOOK_EVENTS) {
    events.afterCommit(topic, 'merchant-webhooks', (uow, { storeId, payload }) =>
      queueDeliveries(uow, storeId, topic, payload),
    );
  }
  events.afterCommit('license.activated', 'merchant-webhooks', (uow, { storeId, payload }) =>
    queueDeliveries(uow, storeId, 'license.activated', payload, {
      license: {
        id: payload.license_key_id,
        instance_id: payload.instance_id,
        instance_name: payload.instance_name,
      },
    }),
  );
  for (const topic of SUBSCRIPTION_WEBHOOK_EVENTS) {
    events.afterCommit(topic, 'merchant-webhooks', (uow, { storeId, payload }) =>
      queueDeliveries(uow, storeId, topic, payload, { subscription: payload.subscription }),
    );
  }
}
