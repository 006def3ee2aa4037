import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors.js';
import { hostOrigin, shopPageLink } from '../../lib/hosts.js';
import { requireStore } from '../kernel/index.js';
import { findOrder } from '../orders/index.js';
import { createPaymentLink } from '../payments/index.js';
import { validUnsubscribe } from './reminder-links.js';
import { insertUnsubscribe } from './unsubscribes.repository.js';

/** Where the reminder's pay button leads: the provider's payment page, or the order's page once it takes none. */
export async function paymentTarget(ctx: AppContext, storeSlug: string, orderId: string): Promise<string> {
  const store = await requireStore(ctx, storeSlug);
  const order = await findOrder(ctx.database.db, store.id, orderId);
  if (!order) throw AppError.notFound();
  try {
    return await createPaymentLink(ctx, store.slug, order.cart_id);
  } catch (error) {
    // Paid meanwhile, expired or cancelled: the order's page says which.
    if (!(error instanceof AppError) || error.statusCode !== 422) throw error;
    const origin = hostOrigin(store.slug, ctx.config.publicHost, ctx.config.publicProtocol);
    return shopPageLink(origin, `/order/${order.id}`, order.locale);
  }
}

/** The store a signed unsubscribe link belongs to, or null when the link is not valid. */
export async function unsubscribeLinkStore(
  ctx: AppContext,
  storeSlug: string,
  email: string,
  signature: string,
) {
  const store = await requireStore(ctx, storeSlug);
  return validUnsubscribe(ctx.config.appKey, store.id, email, signature) ? store : null;
}

/** Stops the store's reminders to the address the signed link names; answers the store, or null for a bad link. */
export async function unsubscribe(ctx: AppContext, storeSlug: string, email: string, signature: string) {
  const store = await unsubscribeLinkStore(ctx, storeSlug, email, signature);
  if (store) await insertUnsubscribe(ctx.database.db, store.id, email, ctx.clock.now().toISOString());
  return store;
}
