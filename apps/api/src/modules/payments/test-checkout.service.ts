import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors.js';
import { findPaymentByReference } from './payments.repository.js';
import { findMailStore } from '../orders/order-store.js';

/** What the test checkout page shows of a payment. */
export async function testCheckout(ctx: AppContext, reference: string) {
  const payment = await findPaymentByReference(ctx.database.db, reference);
  if (!payment || payment.provider !== 'test') throw AppError.notFound();
  const store = await findMailStore(ctx.database.db, payment.store_id);
  return {
    provider: payment.provider,
    storeName: store.name,
    storeSlug: store.slug,
    amount: payment.amount,
    open: payment.status === 'open',
  };
}
