import type { Insertable } from 'kysely';
import { canonicalEmail, type PublicOrder } from '@platform/contract';
import type { UnitOfWork } from '../../unit-of-work.js';
import type { OrderLinesTable, OrdersTable } from '../../db/schema.js';
import { recordOrderEvent } from './order-history.js';
import { toPublicOrder } from './order-views.js';
import {
  deferOrderReferences,
  insertNumberedOrder,
  insertOrderLines,
  insertOrderSearchWords,
} from './orders.repository.js';

export type NewOrder = Omit<
  Insertable<OrdersTable>,
  'number' | 'email_key' | 'status' | 'paid_at' | 'created_at' | 'updated_at'
>;
export type NewOrderLine = Omit<Insertable<OrderLinesTable>, 'order_id' | 'store_id' | 'position'>;

/**
 * Writes a placed order with its lines (prices, VAT and totals as the checkout froze them) and its
 * search words (decision 057), records who placed it and publishes `order.created`, in the caller's
 * transaction. The order takes the store's next number as it is written, last: from there to the
 * commit the store's counter is locked, and every other order of the store waits, so the lines, the
 * words, the event and the outbox rows go first (issue 17). The caller checks all it refuses an order for before. Answers the order as the shop
 * shows it, from the rows as written.
 */
export async function recordPlacedOrder(
  uow: UnitOfWork,
  order: NewOrder,
  lines: NewOrderLine[],
  /** Who placed it: the shopper, or the platform renewing a subscription (decision 079). */
  actor: 'shopper' | 'system' = 'shopper',
): Promise<PublicOrder> {
  const now = uow.clock.now().toISOString();
  await deferOrderReferences(uow.db);
  const writtenLines = await insertOrderLines(
    uow.db,
    lines.map((line, position) => ({ ...line, order_id: order.id, store_id: order.store_id, position })),
  );
  await recordOrderEvent(uow.db, order.store_id, order.id, { type: 'placed', actor, at: now });
  await insertOrderSearchWords(uow.db, order);
  // Before the order's row, which no handler of this topic needs inside the transaction (`TopicBeforeItsRow`).
  await uow.events.publish(uow, 'order.created', order.store_id, { order_id: order.id, actor });
  const written = await insertNumberedOrder(uow.db, {
    ...order,
    email_key: canonicalEmail(order.email),
    status: 'pending',
    created_at: now,
    updated_at: now,
    paid_at: null,
  });
  return toPublicOrder(written, writtenLines);
}
