import { randomUUID } from 'node:crypto';
import { RUNNING_SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/database.js';
import type { JobRow, OrderRow, SubscriptionRow } from '../../db/schema.js';
import { withTenantScope } from '../../db/tenant-scope.js';
import type { JobRunner } from '../../jobs/job-queue.js';
import { randomToken } from '../../lib/crypto.js';
import { transaction } from '../../unit-of-work.js';
import { readSettings } from '../kernel/index.js';
import { changeOrderStatus, findOrder, findRenewalOrder, recordPlacedOrder } from '../orders/index.js';
import { chargeRenewal, mandateOfOrder } from '../payments/index.js';
import { chargeLine, SALE_SETTINGS, saleVatTerms } from '../vat/index.js';
import { endSubscription } from './subscription-lifecycle.js';
import * as repository from './subscriptions.repository.js';

const running = (status: SubscriptionStatus) =>
  (RUNNING_SUBSCRIPTION_STATUSES as readonly SubscriptionStatus[]).includes(status);

/**
 * The order that pays the subscription's next period, placed once: a second run (a retry, another
 * process) finds it by the subscription and period, which are unique together. It is priced now: the
 * subscription's price, with VAT at the rate of the buyer's country on this day (decision 029). A
 * business's VAT number is checked with VIES again, as a cart's is: a number no longer valid is charged
 * VAT rather than refused, since nobody is there to correct it.
 */
async function renewalOrder(ctx: AppContext, subscription: SubscriptionRow): Promise<OrderRow> {
  const db = ctx.database.db;
  const { store_id: storeId, id } = subscription;
  const period = subscription.periods + 1;
  const placed = await findRenewalOrder(db, storeId, id, period);
  if (placed) return placed;
  const origin = (await findOrder(db, storeId, subscription.order_id))!;
  const settings = await readSettings(db, storeId, SALE_SETTINGS);
  const terms = await saleVatTerms(
    ctx,
    settings,
    { country: origin.buyer_country, vat_number: origin.buyer_vat_number ?? undefined },
    'cart',
  );
  const priced = { price: subscription.unit_price, discount_type: 'no_discount', discount_value: 0 } as const;
  const line = chargeLine(
    terms,
    origin.business_type,
    { ...priced, vat_class: subscription.vat_class },
    subscription.quantity,
  );
  const orderId = randomToken();
  try {
    await transaction(ctx, (uow) =>
      recordPlacedOrder(
        uow,
        {
          id: orderId,
          store_id: storeId,
          // No cart places a renewal; the column only wants a value no other order has.
          cart_id: randomUUID(),
          email: origin.email,
          locale: origin.locale,
          customer_details: origin.customer_details,
          customer_name: origin.customer_name,
          business_type: origin.business_type,
          total_excl_vat: line.excl_vat,
          total_vat: line.vat,
          total_incl_vat: line.incl_vat,
          test_mode: origin.test_mode,
          search_text: `${orderId} ${origin.search_text.split(' ').slice(1).join(' ')}`,
          vat_treatment: terms.treatment,
          buyer_country: terms.parties.buyerCountry,
          buyer_company: origin.buyer_company,
          buyer_vat_number: terms.buyerVatNumber,
          vat_check: terms.check ? JSON.stringify(terms.check) : null,
          vat_scheme: terms.scheme,
          seller_country: terms.parties.sellerCountry,
          seller_vat_number: terms.sellerVatNumber,
          // The consent the subscription was bought with covers what it delivers after (decision 050).
          withdrawal_waiver_text: origin.withdrawal_waiver_text,
          withdrawal_waiver_at: origin.withdrawal_waiver_at,
          subscription_id: id,
          subscription_period: period,
        },
        [
          {
            product_id: subscription.product_id,
            name: subscription.name,
            quantity: subscription.quantity,
            unit_price: line.unit_price,
            vat_rate: line.vat_rate,
            vat_class: subscription.vat_class,
            total_excl_vat: line.excl_vat,
            total_vat: line.vat,
            total_incl_vat: line.incl_vat,
          },
        ],
        'system',
      ),
    );
  } catch (error) {
    // Another run placed this period's order first: that one is charged.
    if (!isUniqueViolation(error)) throw error;
  }
  return (await findRenewalOrder(db, storeId, id, period))!;
}

/** The mandate the subscription charges, asked of its provider once and kept with it. */
async function mandateOf(ctx: AppContext, subscription: SubscriptionRow): Promise<string> {
  if (subscription.mandate) return subscription.mandate;
  const found = await mandateOfOrder(ctx, subscription.store_id, subscription.order_id);
  if (!found) throw new Error('the provider holds no mandate to charge this subscription');
  await repository.updateSubscription(
    ctx.database.db,
    subscription.store_id,
    subscription.id,
    RUNNING_SUBSCRIPTION_STATUSES,
    { mandate: found.mandate },
  );
  return found.mandate;
}

/**
 * One run of a subscription's renewal job (decision 079). A subscription cancelled at its period's end
 * ends; any other running one that is due gets its period's order, charged with its mandate. What the
 * provider answers follows as for any payment: `order.paid` moves the subscription on and queues the
 * next renewal, `order.failed` queues the next try or ends it. A charge the provider has not decided
 * yet keeps this job, tried again by the queue's policy, which then asks the provider about it.
 * Answers whether it charged or ended anything.
 */
async function renew(ctx: AppContext, storeId: number, id: number, job: JobRow): Promise<boolean> {
  const db = ctx.database.db;
  const subscription = await repository.findSubscription(db, storeId, id);
  const now = ctx.clock.now().toISOString();
  // Ended, or due later than this job (its time moved on): this job has nothing left to do.
  if (
    !subscription ||
    !running(subscription.status) ||
    subscription.next_charge_at === null ||
    subscription.next_charge_at > now
  ) {
    await ctx.jobs.done(db, job);
    return false;
  }
  if (subscription.cancel_at_period_end === 1) {
    return transaction(ctx, async (uow) => {
      if (!(await uow.jobs.done(uow.db, job))) return false;
      const ended = await endSubscription(uow, subscription, 'cancelled', 'system', {
        cancelAtPeriodEnd: true,
      });
      // Resumed (or ended) since it was read: rolled back, the queue's next try renews what it now is.
      if (!ended) throw new Error('the subscription changed while its cancellation took effect');
      return true;
    });
  }
  const order = await renewalOrder(ctx, subscription);
  if (order.status === 'failed') {
    await transaction(ctx, (uow) =>
      changeOrderStatus(uow, order, 'retry-payment', 'system', { reason: 'retry' }),
    );
  }
  if (order.status === 'pending' || order.status === 'failed') {
    if (order.total_incl_vat === 0) {
      await transaction(ctx, (uow) => changeOrderStatus(uow, order, 'pay', 'system', { reason: 'free' }));
    } else {
      await chargeRenewal(ctx, order, {
        provider: subscription.provider,
        mandate: await mandateOf(ctx, subscription),
      });
    }
  }
  if ((await findOrder(db, storeId, order.id))?.status === 'pending') {
    await ctx.jobs.failed(db, job, 'the provider has not decided the renewal payment yet');
    return false;
  }
  await ctx.jobs.done(db, job);
  return true;
}

/** Runs `renewal` jobs: each names its subscription, in whichever store has it. */
export function createRenewalRunner(ctx: AppContext): JobRunner {
  const db = ctx.database.allStoresDb;
  return {
    async run(job) {
      const found = job.ref_id === null ? undefined : await repository.findSubscriptionOfJob(db, job.ref_id);
      if (!found) return ctx.jobs.done(db, job).then(() => false);
      return withTenantScope(() => renew(ctx, found.store_id, found.id, job), found.store_id);
    },
  };
}
