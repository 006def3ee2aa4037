import { SHOP_ROUTES } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors.js';
import { setPaymentMandate } from './payments.repository.js';
import { applyPaymentStatus, findPaymentByProviderReference } from './payments.service.js';
import { DECLINING_TEST_MANDATE } from './test-provider.js';
import { testProviderMayPay } from './provider-configs.service.js';
import { findMailStore } from '../kernel/index.js';
import { findOrder } from '../orders/index.js';

/**
 * Where a test payment stands: `open` to be completed, `done` once it ended (a repeated choice changes
 * nothing), `blocked` while the test provider may not complete it (a live order, or a store gone live).
 */
export type TestCheckoutState = 'open' | 'done' | 'blocked';

/** How a test payment ends; `paid_declining` pays and leaves a mandate whose later charges are declined. */
export const TEST_OUTCOMES = ['paid', 'paid_declining', 'failed', 'canceled'] as const;
export type TestOutcome = (typeof TEST_OUTCOMES)[number];

/** What the test checkout page shows of a payment, in the language the order was placed in. */
export async function testCheckout(ctx: AppContext, reference: string) {
  const payment = await findPaymentByProviderReference(ctx, reference);
  if (!payment || payment.provider !== 'test') throw AppError.notFound();
  const db = ctx.database.db;
  const store = await findMailStore(db, payment.store_id);
  const order = (await findOrder(db, payment.store_id, payment.order_id))!;
  let state: TestCheckoutState = 'done';
  if (payment.status === 'open') state = (await testProviderMayPay(db, order)) ? 'open' : 'blocked';
  return {
    // A subscription's change of payment method returns to the library it started from (decision 081).
    returnPath: payment.subscription_id === null ? `/order/${order.id}` : SHOP_ROUTES.library,
    locale: order.locale,
    storeName: store.name,
    storeSlug: store.slug,
    amount: payment.amount,
    state,
    recurring: payment.mandate !== null,
  };
}

/**
 * Ends an open test payment as the page's button says. A payment that pays with a declining mandate
 * has it written first, in place of the one it started with, so the subscription it starts keeps it.
 */
export async function completeTestPayment(ctx: AppContext, reference: string, outcome: TestOutcome) {
  if (outcome === 'paid_declining') {
    await setPaymentMandate(ctx.database.db, reference, `${DECLINING_TEST_MANDATE}${reference}`);
  }
  await applyPaymentStatus(ctx, reference, outcome === 'paid_declining' ? 'paid' : outcome, 'provider:test');
}
