import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors.js';
import { findPaymentByProviderReference } from './payments.service.js';
import { testProviderMayPay } from './provider-configs.service.js';
import { findMailStore } from '../kernel/index.js';
import { findOrder } from '../orders/index.js';

/**
 * Where a test payment stands: `open` to be completed, `done` once it ended (a repeated choice changes
 * nothing), `blocked` while the test provider may not complete it (a live order, or a store gone live).
 */
export type TestCheckoutState = 'open' | 'done' | 'blocked';

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
    orderId: order.id,
    locale: order.locale,
    storeName: store.name,
    storeSlug: store.slug,
    amount: payment.amount,
    state,
  };
}
