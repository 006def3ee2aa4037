import { actorKind, ORDER_TRANSITIONS, type OrderTransition } from '@platform/contract';
import type { UnitOfWork } from '../../unit-of-work.js';
import type { Db } from '../../db/database.js';
import type { OrderRow } from '../../db/schema.js';
import { queueStatusMails } from '../mail/index.js';
import { recordPurchasedGoods } from '../purchases/index.js';
import { findMailStore } from '../kernel/index.js';
import { findOrder, insertOrderEvent, transitionOrder } from './orders.repository.js';

/**
 * Takes the order through `transition` of the contract's lifecycle when its status allows it (a
 * conditional update, so two processes never both take it), records who did it (and, once paid, what
 * the buyer gets), and queues the e-mails the change causes (the buyer's confirmation, the merchant's
 * notices) in the same transaction. Answers whether anything changed.
 */
export async function changeOrderStatus(
  db: Db,
  ctx: UnitOfWork,
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
  const now = ctx.clock.now().toISOString();
  if (!(await transitionOrder(db, order.store_id, order.id, from, to, now))) return false;
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
