import type { OrderStatus } from '@platform/contract';
import type { UnitOfWork } from '../../unit-of-work.js';
import type { Db } from '../../db/database.js';
import type { OrderRow } from '../../db/schema.js';
import { queueStatusMails } from '../mail/index.js';
import { recordPurchasedGoods } from '../purchases/index.js';
import { findMailStore } from '../kernel/index.js';
import { findOrder, insertOrderEvent, transitionOrder } from './orders.repository.js';

/**
 * The order lifecycle: which statuses each change may start from. A change never goes backwards: a
 * paid order is only ever refunded, and a late "failed" for a paid order changes nothing.
 */
export const TRANSITIONS = {
  paid: ['pending', 'failed', 'expired'],
  failed: ['pending'],
  expired: ['pending'],
  pending: ['failed'],
  cancelled: ['pending', 'failed', 'expired'],
  refunded: ['paid'],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

/**
 * Moves the order to `to` when the lifecycle allows it, records who did it (and, once paid, what the
 * buyer gets), and queues the e-mails the change causes (the buyer's confirmation, the merchant's
 * notices) in the same transaction. Answers whether anything changed.
 */
export async function changeOrderStatus(
  db: Db,
  ctx: UnitOfWork,
  order: Pick<OrderRow, 'id' | 'store_id'>,
  to: OrderStatus,
  actor: string,
  data: object = {},
): Promise<boolean> {
  const now = ctx.clock.now().toISOString();
  if (!(await transitionOrder(db, order.store_id, order.id, TRANSITIONS[to], to, now))) return false;
  if (to === 'paid') await recordPurchasedGoods(db, ctx, order);
  await insertOrderEvent(db, {
    store_id: order.store_id,
    order_id: order.id,
    type: to,
    actor,
    data,
    created_at: now,
  });
  const changed = (await findOrder(db, order.store_id, order.id))!;
  await queueStatusMails(db, ctx, await findMailStore(db, order.store_id), changed);
  return true;
}
