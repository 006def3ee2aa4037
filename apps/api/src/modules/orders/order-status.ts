import { actorKind, ORDER_TRANSITIONS, type OrderEventData, type OrderTransition } from '@platform/contract';
import type { UnitOfWork } from '../../unit-of-work.js';
import type { OrderRow } from '../../db/schema.js';
import { recordOrderEvent, type OrderHistoryEntry } from './order-history.js';
import { orderSnapshotOf } from './order-snapshot.js';
import { transitionOrder } from './orders.repository.js';

/**
 * Takes the order through `transition` of the contract's lifecycle when its status allows it (a
 * conditional update, so two processes never both take it), records who did it, and publishes
 * `order.<status>` in the same transaction, with the order as it now is: what follows (the goods a paid order delivers, the e-mails)
 * is done by the modules that subscribe to it (decision 025). The history names the change by the
 * status it led to, with `data` as the contract's `orderHistoryEvent` has it for that name. Answers
 * whether anything changed.
 */
export async function changeOrderStatus<T extends OrderTransition>(
  uow: UnitOfWork,
  order: Pick<OrderRow, 'id' | 'store_id'>,
  transition: T,
  actor: string,
  data?: OrderEventData<(typeof ORDER_TRANSITIONS)[T]['to']>,
): Promise<boolean> {
  const { from, to, by } = ORDER_TRANSITIONS[transition];
  const kind = actorKind(actor);
  // A caller naming the wrong actor is a defect in the code, not a request to refuse.
  if (!kind || !(by as readonly string[]).includes(kind)) {
    throw new Error(`${actor} may not ${transition} an order`);
  }
  const now = uow.clock.now().toISOString();
  if (!(await transitionOrder(uow.db, order.store_id, order.id, from, to, now))) return false;
  // TypeScript cannot tie `to` to `data` through the generic `T`; the signature above does.
  const entry = { type: to, data, actor, at: now } as OrderHistoryEntry;
  await recordOrderEvent(uow.db, order.store_id, order.id, entry);
  await uow.events.publish(uow, `order.${to}`, order.store_id, {
    order_id: order.id,
    actor,
    order: await orderSnapshotOf(uow.db, order.store_id, order.id),
  });
  return true;
}
