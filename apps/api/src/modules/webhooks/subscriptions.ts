import { randomUUID } from 'node:crypto';
import type { OrderSnapshot, WebhookEvent } from '@platform/contract';
import type { EventBus } from '../../events/event-bus.js';
import type { EventPayloads, OrderTopic } from '../../events/topics.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { orderSnapshotOf } from '../orders/index.js';
import * as repository from './webhooks.repository.js';

/** The order events that go out as webhooks; `license.activated` goes out with its licence beside the order. */
const ORDER_WEBHOOK_EVENTS = [
  'order.created',
  'order.paid',
  'order.refunded',
  'order.cancelled',
] as const satisfies readonly (WebhookEvent & OrderTopic)[];

/** The order as a webhook tells of it: what a merchant's system needs to act without asking back. */
function orderData(order: OrderSnapshot) {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    email: order.email,
    customer_name: order.customer_name,
    locale: order.locale,
    currency: order.currency,
    total_excl_vat: order.total_excl_vat,
    total_vat: order.total_vat,
    total_incl_vat: order.total_incl_vat,
    test_mode: order.test_mode,
    created_at: order.created_at,
    paid_at: order.paid_at,
    lines: order.lines.map((line) => ({
      product_id: line.product_id,
      name: line.name,
      quantity: line.quantity,
      unit_price: line.unit_price,
      vat_rate: line.vat_rate,
      total_incl_vat: line.total_incl_vat,
    })),
  };
}

/**
 * Queues a delivery for every endpoint of the store that chose the event, with the body frozen now:
 * the sender's worker posts them (decision 037), so no network call runs in the handler (decision 025).
 */
async function queueDeliveries(
  uow: UnitOfWork,
  storeId: number,
  event: WebhookEvent,
  payload: EventPayloads[OrderTopic | 'license.activated'],
  about: Record<string, unknown> = {},
) {
  const endpoints = (await repository.listEndpoints(uow.db, storeId)).filter((endpoint) =>
    (JSON.parse(endpoint.events) as string[]).includes(event),
  );
  if (endpoints.length === 0) return;
  const now = uow.clock.now().toISOString();
  const eventId = `evt_${randomUUID().replaceAll('-', '')}`;
  const body = JSON.stringify({
    id: eventId,
    type: event,
    created_at: now,
    store_id: storeId,
    // The event's snapshot, where it has one; read now for `order.created`, published before its order.
    data: {
      order: orderData(payload.order ?? (await orderSnapshotOf(uow.db, storeId, payload.order_id))),
      ...about,
    },
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
}
