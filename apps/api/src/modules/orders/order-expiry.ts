import type { AppContext } from '../../app-context.js';
import type { PeriodicJob } from '../../lib/periodic-job.js';
import { readSettings } from '../kernel/index.js';
import { transaction } from '../../unit-of-work.js';
import { changeOrderStatus } from './order-status.js';
import { listOrdersBefore } from './orders.repository.js';
import { UNPAID, unpaidOrdersJob } from './unpaid-orders-job.js';

/** Orders a store expires in one run; the rest follow in the next. */
const BATCH = 100;
const HOUR_MS = 3_600_000;

/** Expires the store's orders left unpaid longer than its `order_expiry_hours`; answers how many. */
async function expireStoreOrders(ctx: AppContext, storeId: number, now: Date): Promise<number> {
  const db = ctx.database.db;
  const hours = (await readSettings(db, storeId, ['order_expiry_hours'])).order_expiry_hours!;
  const before = new Date(now.getTime() - hours * HOUR_MS).toISOString();
  let expired = 0;
  for (const order of await listOrdersBefore(db, storeId, { statuses: UNPAID, before }, BATCH)) {
    // Each order in a transaction of its own: a payment taken meanwhile makes the change a no-op.
    const changed = await transaction(ctx, (uow) =>
      changeOrderStatus(uow, order, 'expire', 'system', { after_hours: hours }),
    );
    if (changed) expired += 1;
  }
  return expired;
}

/**
 * Marks orders expired once they stayed unpaid (pending, failed) longer than their store allows.
 * Orders are looked for across stores, then each store's are changed in that store's tenant scope. Safe
 * with several processes: the change is a conditional update, so an order expires once.
 */
export function createOrderExpiryJob(ctx: AppContext): PeriodicJob {
  return unpaidOrdersJob(ctx, {}, (storeId, now) => expireStoreOrders(ctx, storeId, now));
}
