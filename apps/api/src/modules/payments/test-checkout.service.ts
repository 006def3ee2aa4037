import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors.js';
import { findPaymentByProviderReference } from './payments.service.js';
import { findMailStore } from '../orders/order-store.js';
import { findOrder } from '../orders/orders.repository.js';

/** What the test checkout page shows of a payment, in the language the order was placed in. */
export async function testCheckout(ctx: AppContext, reference: string) {
  const payment = await findPaymentByProviderReference(ctx, reference);
  if (!payment || payment.provider !== 'test') throw AppError.notFound();
  const store = await findMailStore(ctx.database.db, payment.store_id);
  const order = await findOrder(ctx.database.db, payment.store_id, payment.order_id);
  return {
    locale: order?.locale ?? store.merchantLocale,
    provider: payment.provider,
    storeName: store.name,
    storeSlug: store.slug,
    amount: payment.amount,
    open: payment.status === 'open',
  };
}
