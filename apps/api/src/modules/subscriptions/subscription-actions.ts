import { RUNNING_SUBSCRIPTION_STATUSES, type SubscriptionView } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import type { SubscriptionRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { transaction, type UnitOfWork } from '../../unit-of-work.js';
import { endSubscription, publishChange } from './subscription-lifecycle.js';
import { toSubscriptionView } from './subscription-views.js';
import * as repository from './subscriptions.repository.js';

const ended = () => AppError.invalid({ subscription: 'subscription_ended' });

/**
 * Runs one change of a store's subscription in a transaction, with the events it publishes, and
 * answers the subscription as it then is. `change` answers the changed row, or undefined when there was
 * nothing to change (asked twice, or another change came first): then it is answered as it is, so a
 * request sent again answers as the first did.
 */
async function change(
  ctx: AppContext,
  storeId: number,
  id: number,
  work: (uow: UnitOfWork, subscription: SubscriptionRow) => Promise<SubscriptionRow | undefined>,
): Promise<SubscriptionView> {
  const row = await transaction(ctx, async (uow) => {
    const subscription = await repository.findSubscription(uow.db, storeId, id);
    if (!subscription) throw AppError.notFound();
    return (await work(uow, subscription)) ?? (await repository.findSubscription(uow.db, storeId, id))!;
  });
  return toSubscriptionView(row);
}

const isRunning = (row: SubscriptionRow) =>
  (RUNNING_SUBSCRIPTION_STATUSES as readonly string[]).includes(row.status);

/**
 * Cancels a subscription at its period's end (decision 081): it runs and gives what it sells until
 * then, when its renewal job ends it instead of charging. One whose renewal is failing (`past_due`) has
 * no paid period left, so it ends at once. Published as `subscription.cancelled`; 422 once it ended.
 */
export function cancelAtPeriodEnd(ctx: AppContext, storeId: number, id: number, actor: string) {
  return change(ctx, storeId, id, async (uow, subscription) => {
    if (!isRunning(subscription)) throw ended();
    if (subscription.status === 'past_due') return endSubscription(uow, subscription, 'cancelled', actor);
    const now = uow.clock.now().toISOString();
    const row = await repository.updateSubscription(
      uow.db,
      storeId,
      id,
      RUNNING_SUBSCRIPTION_STATUSES,
      { cancel_at_period_end: 1, cancelled_at: now, updated_at: now },
      { cancelAtPeriodEnd: false },
    );
    if (row) await publishChange(uow, 'subscription.cancelled', row, row.order_id, actor);
    return row;
  });
}

/**
 * Undoes a cancellation at the period's end while the period runs: the renewal job, which stayed
 * queued for the period's end, charges again. Published as `subscription.resumed`; 422 once it ended.
 */
export function resumeSubscription(ctx: AppContext, storeId: number, id: number, actor: string) {
  return change(ctx, storeId, id, async (uow, subscription) => {
    if (!isRunning(subscription)) throw ended();
    const row = await repository.updateSubscription(
      uow.db,
      storeId,
      id,
      RUNNING_SUBSCRIPTION_STATUSES,
      { cancel_at_period_end: 0, cancelled_at: null, updated_at: uow.clock.now().toISOString() },
      { cancelAtPeriodEnd: true },
    );
    if (row) await publishChange(uow, 'subscription.resumed', row, row.order_id, actor);
    return row;
  });
}

/**
 * Ends a subscription at once (`cancelled`): its licence keys are disabled and its renewal job
 * dropped in the same transaction, published as `subscription.cancelled` (unless it was cancelled at
 * its period's end before) and `subscription.expired`, as every end is. One that ended already is
 * answered as it is.
 */
export function cancelSubscriptionNow(ctx: AppContext, storeId: number, id: number, actor: string) {
  return change(ctx, storeId, id, (uow, subscription) =>
    isRunning(subscription)
      ? endSubscription(uow, subscription, 'cancelled', actor)
      : Promise.resolve(undefined),
  );
}
