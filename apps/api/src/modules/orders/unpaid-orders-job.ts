import { ORDER_TRANSITIONS } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { withTenantScope } from '../../db/tenant-scope.js';
import { periodicJob, type PeriodicJob } from '../../lib/periodic-job.js';
import { storesWithOrdersBefore } from './orders.repository.js';

/** The orders that can still be paid: the ones expiry and reminders are about. */
export const UNPAID = ORDER_TRANSITIONS.expire.from;
const HOUR_MS = 3_600_000;

/**
 * A periodic job over the stores with unpaid orders older than an hour (no store's setting is
 * shorter), found across stores; with `unreminded`, only orders that had no reminder yet count.
 * `perStore` runs in each store's tenant scope with the run's time and answers how many it handled.
 */
export function unpaidOrdersJob(
  ctx: AppContext,
  sweep: { unreminded?: boolean },
  perStore: (storeId: number, now: Date) => Promise<number>,
): PeriodicJob {
  return periodicJob(async () => {
    const now = ctx.clock.now();
    const before = new Date(now.getTime() - HOUR_MS).toISOString();
    const storeIds = await storesWithOrdersBefore(ctx.database.allStoresDb, {
      statuses: UNPAID,
      before,
      ...sweep,
    });
    let handled = 0;
    for (const storeId of storeIds) {
      handled += await withTenantScope(() => perStore(storeId, now), storeId);
    }
    // One run sweeps every store with due orders: nothing is left for a next batch.
    return { handled, full: false };
  });
}
