import type { Insertable } from 'kysely';
import { formatOrderNumber, type PublicOrder } from '@platform/contract';
import type { UnitOfWork } from '../../unit-of-work.js';
import type { OrderLinesTable, OrdersTable } from '../../db/schema.js';
import { toPublicOrder } from './order-views.js';
import { insertOrder, insertOrderEvent, insertOrderLines, takeOrderNumber } from './orders.repository.js';

export type NewOrder = Omit<
  Insertable<OrdersTable>,
  'number' | 'status' | 'paid_at' | 'created_at' | 'updated_at'
>;
export type NewOrderLine = Omit<Insertable<OrderLinesTable>, 'order_id' | 'store_id' | 'position'>;

/**
 * Writes a placed order with its lines (prices, VAT and totals as the checkout froze them), records
 * who placed it and publishes `order.created`, in the caller's transaction. The order takes the
 * store's next number here, and its search text starts with it ("#1001 …"). The caller checks all it
 * refuses an order for before: the store's counter stays locked from here until the commit. Answers
 * the order as the shop shows it, from the rows as written.
 */
export async function recordPlacedOrder(
  uow: UnitOfWork,
  order: NewOrder,
  lines: NewOrderLine[],
): Promise<PublicOrder> {
  const now = uow.clock.now().toISOString();
  const number = await takeOrderNumber(uow.db, order.store_id);
  const written = await insertOrder(uow.db, {
    ...order,
    number,
    search_text: `${formatOrderNumber(number)} ${order.search_text}`,
    status: 'pending',
    created_at: now,
    updated_at: now,
    paid_at: null,
  });
  const writtenLines = await insertOrderLines(
    uow.db,
    lines.map((line, position) => ({ ...line, order_id: order.id, store_id: order.store_id, position })),
  );
  await insertOrderEvent(uow.db, {
    store_id: order.store_id,
    order_id: order.id,
    type: 'placed',
    actor: 'shopper',
    created_at: now,
  });
  await uow.events.publish(uow, 'order.created', order.store_id, { order_id: order.id, actor: 'shopper' });
  return toPublicOrder(written, writtenLines);
}
