import { actorKind, ORDER_TRANSITIONS, type OrderTransition } from '@platform/contract';
import type { UnitOfWork } from '../../unit-of-work.js';
import type { OrderRow } from '../../db/schema.js';
import { insertOrderEvent, transitionOrder } from './orders.repository.js';

/**
 * Takes the order through `transition` of the contract's lifecycle when its status allows it (a
 * conditional update, so two processes never both take it), records who did it, and publishes
 * `order.<status>` in the same transaction: what follows (the goods a paid order delivers, the e-mails)
 * is done by the modules that subscribe to it (decision 025). Answers whether anything changed.
 */
export async function changeOrderStatus(
  uow: UnitOfWork,
  order: Pick<OrderRow, 'id' | 'store_id'>,
  transition: OrderTransition,
  actor: string,
  data: object = {},
): Promise<boolean> {
  const { from, to, by } = ORDER_TRANSITIONS[transition];
  const kind = actorKind(actor);
  // A caller naming the wrong actor is a defect in the code, not a request to refuse.
  if (!kind || !(by as readonly string[]).includes(kind)) {
    throw new Error(`${actor} may not ${transition} an order`);
  }
  const now = uow.clock.now().toISOString();
  if (!(await transitionOrder(uow.db, order.store_id, order.id, from, to, now))) return false;
  await insertOrderEvent(uow.db, {
    store_id: order.store_id,
    order_id: order.id,
    type: to,
    actor,
    data,
    created_at: now,
  });
  await uow.events.publish(uow, `order.${to}`, order.store_id, { order_id: order.id, actor });
  return true;
}
