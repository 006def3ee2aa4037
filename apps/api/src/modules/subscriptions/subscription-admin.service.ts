import {
  allowedSubscriptionActions,
  divideRoundHalfUp,
  RUNNING_SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_STATUSES,
  type AdminSubscription,
  type AdminSubscriptionDetail,
  type AdminSubscriptionListQuery,
  type AdminSubscriptionListResponse,
  type SubscriptionAction,
  type SubscriptionMrr,
  type SubscriptionStatus,
} from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import type { OrderRow, SubscriptionRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { readSettings } from '../kernel/index.js';
import { refundOrder } from '../payments/index.js';
import * as repository from './subscription-admin.repository.js';
import { cancelAtPeriodEnd, cancelSubscriptionNow, resumeSubscription } from './subscription-actions.js';
import { subscriptionRefund } from './subscription-refund.js';
import { toSubscriptionView } from './subscription-views.js';

/** Subscriptions found by a search are counted up to this many, as a search's orders are (decision 057). */
const COUNT_CAP = 1000;

const running = (status: SubscriptionStatus) =>
  (RUNNING_SUBSCRIPTION_STATUSES as readonly SubscriptionStatus[]).includes(status);

/** The statuses whose subscriptions are paid for each period: their prices make the MRR. */
const PAYING: readonly SubscriptionStatus[] = ['active', 'past_due'];

type ListedRow = SubscriptionRow & Pick<OrderRow, 'customer_name' | 'test_mode'> & { order_number: number };

function toAdminSubscription(row: ListedRow): AdminSubscription {
  return {
    ...toSubscriptionView(row),
    customer_name: row.customer_name,
    order_number: row.order_number,
    test_mode: row.test_mode === 1,
  };
}

/** A page of the store's subscriptions, newest first, of a status or found by part of the address. */
export async function listAdminSubscriptions(
  ctx: AppContext,
  storeId: number,
  query: AdminSubscriptionListQuery,
): Promise<AdminSubscriptionListResponse> {
  const db = ctx.database.db;
  const filter = { status: query.status, search: query.search?.trim().toLowerCase() || undefined };
  const [rows, counted] = await Promise.all([
    repository.listSubscriptions(db, storeId, { ...filter, page: query.page, perPage: query.per_page }),
    repository.countSubscriptions(db, storeId, filter, COUNT_CAP),
  ]);
  return {
    data: rows.map(toAdminSubscription),
    meta: {
      total: Math.min(counted, COUNT_CAP),
      total_capped: counted > COUNT_CAP,
      page: query.page,
      per_page: query.per_page,
    },
  };
}

/** A subscription of the store, what a refund of it gives back, and what the merchant may do with it. */
async function subscriptionState(ctx: AppContext, storeId: number, id: number) {
  const row = await repository.findListedSubscription(ctx.database.db, storeId, id);
  if (!row) throw AppError.notFound();
  const refund = await subscriptionRefund(ctx, row);
  const subscription = toAdminSubscription(row);
  return { subscription, refund, actions: allowedSubscriptionActions(subscription, refund?.cents ?? 0) };
}

/** One subscription of the store with its orders, newest first, and what the merchant may do with it. */
export async function getAdminSubscription(
  ctx: AppContext,
  storeId: number,
  id: number,
): Promise<AdminSubscriptionDetail> {
  const { subscription, refund, actions } = await subscriptionState(ctx, storeId, id);
  const orders = await repository.ordersOfSubscription(ctx.database.db, storeId, subscription);
  return {
    ...subscription,
    actions,
    orders: orders.map((order) => ({
      id: order.id,
      number: order.number,
      status: order.status,
      period: order.period,
      totals: {
        total_excl_vat: order.total_excl_vat,
        total_vat: order.total_vat,
        total_incl_vat: order.total_incl_vat,
      },
      created_at: order.created_at,
      paid_at: order.paid_at,
    })),
    refundable: refund?.cents ?? 0,
  };
}

/**
 * The store's monthly recurring revenue and its subscriptions by status (decision 082): the unit price
 * × quantity of each paying subscription, the yearly ones' sum divided by 12, in the store's price basis
 * (with VAT in a b2c store, without in a b2b store), as the merchant set the prices and the list shows
 * them. A subscription that ends at its period's end still pays this period, so it counts until it ends.
 */
export async function subscriptionMrr(ctx: AppContext, storeId: number): Promise<SubscriptionMrr> {
  const db = ctx.database.db;
  const [sums, settings] = await Promise.all([
    repository.subscriptionSums(db, storeId),
    readSettings(db, storeId, ['business_type']),
  ]);
  const counts = Object.fromEntries(
    SUBSCRIPTION_STATUSES.map((status) => [status, 0]),
  ) as SubscriptionMrr['counts'];
  let monthly = 0;
  let yearly = 0;
  let cancelling = 0;
  for (const group of sums) {
    counts[group.status] += group.count;
    if (group.cancel_at_period_end === 1 && running(group.status)) cancelling += group.count;
    if (!PAYING.includes(group.status)) continue;
    if (group.interval === 'year') yearly += group.amount;
    else monthly += group.amount;
  }
  return {
    mrr: monthly + divideRoundHalfUp(yearly, 12),
    vat_included: settings.business_type !== 'b2b',
    counts,
    cancelling,
  };
}

/**
 * The merchant's actions on a subscription (decision 082), each recorded with who did it: end it now,
 * at its period's end, or take that back (decision 081's functions, as the buyer's library uses them);
 * or refund it: its latest paid order gives back what is left of the subscription in it, through the
 * order's refunds (decision 069), and a running subscription ends now. It ends first, so that a refund
 * the provider refuses (502, listed on the order to be tried again) never leaves it charging. Only the
 * actions the subscription answers as allowed are taken.
 */
export async function runSubscriptionAction(
  ctx: AppContext,
  storeId: number,
  id: number,
  action: SubscriptionAction,
  merchantId: number,
): Promise<AdminSubscriptionDetail> {
  const { refund, actions } = await subscriptionState(ctx, storeId, id);
  const notAllowed = () =>
    new AppError(422, 'subscription_action_not_allowed', { action: 'subscription_action_not_allowed' });
  if (!actions.includes(action)) throw notAllowed();
  const actor = `merchant:${merchantId}`;
  if (action === 'cancel-at-period-end') await cancelAtPeriodEnd(ctx, storeId, id, actor);
  else if (action === 'resume') await resumeSubscription(ctx, storeId, id, actor);
  else {
    await cancelSubscriptionNow(ctx, storeId, id, actor);
    if (action === 'refund' && !(await refundOrder(ctx, refund!.order, refund!.request, actor))) {
      throw notAllowed();
    }
  }
  return getAdminSubscription(ctx, storeId, id);
}
