import { ORDER_TRANSITIONS } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { withTenantScope } from '../../db/tenant-scope.js';
import { periodicJob, type PeriodicJob } from '../../lib/periodic-job.js';
import { readSettings } from '../kernel/index.js';
import { transaction } from '../../unit-of-work.js';
import { changeOrderStatus } from './order-status.js';
import { listOrdersBefore, storesWithOrdersBefore } from './orders.repository.js';

/** Orders a store expires in one run; the rest follow in the next. */
const BATCH = 100;
const HOUR_MS = 3_600_000;
const UNPAID = ORDER_TRANSITIONS.expire.from;

/** Expires the store's orders left unpaid longer than its `order_expiry_hours`; answers how many. */
async function expireStoreOrders(ctx: AppContext, storeId: number, now: Date): Promise<number> {
  const db = ctx.database.db;
  const { order_expiry_hours: hours } = await readSettings(db, storeId, ['order_expiry_hours']);
  const before = new Date(now.getTime() - hours! * HOUR_MS).toISOString();
  let expired = 0;
  for (const order of await listOrdersBefore(db, storeId, UNPAID, before, BATCH)) {
    // Each order in a transaction of its own: a payment taken meanwhile makes the change a no-op.
    const changed = await transaction(ctx, (uow) =>
      changeOrderStatus(uow.db, uow, order, 'expire', 'system', { after_hours: hours }),
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
  return periodicJob(async () => {
    const now = ctx.clock.now();
    // No store keeps orders for less than an hour, so only orders older than that are candidates.
    const candidatesBefore = new Date(now.getTime() - HOUR_MS).toISOString();
    const storeIds = await storesWithOrdersBefore(ctx.database.allStoresDb, UNPAID, candidatesBefore);
    let expired = 0;
    for (const storeId of storeIds) {
      expired += await withTenantScope(() => expireStoreOrders(ctx, storeId, now), storeId);
    }
    return expired;
  });
}
