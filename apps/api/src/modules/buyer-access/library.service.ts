import type { BuyerSubscriptionAction, LibraryPage } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors.js';
import { requireStore } from '../kernel/index.js';
import { paidOrdersOf } from '../orders/index.js';
import {
  changeBuyersPaymentMethod,
  changeBuyersSubscription,
  subscriptionsOfBuyer,
} from '../subscriptions/index.js';
import { signedInBuyer } from './buyer-access.js';

/** The store and the buyer signed in to its library; a token of another store, or none, is 401. */
async function libraryBuyer(ctx: AppContext, storeSlug: string, bearer: string | undefined) {
  const store = await requireStore(ctx, storeSlug);
  const buyer = await signedInBuyer(ctx, bearer);
  if (!buyer || buyer.store_id !== store.id) throw AppError.unauthenticated();
  return { store, buyer };
}

/**
 * The signed-in buyer's library: every paid order of their address in this store, newest first. A
 * token of another store, or none, is not signed in here (401).
 */
export async function buyersLibrary(
  ctx: AppContext,
  storeSlug: string,
  bearer: string | undefined,
  page: { page: number; per_page: number },
): Promise<LibraryPage> {
  const { store, buyer } = await libraryBuyer(ctx, storeSlug, bearer);
  const { orders, total } = await paidOrdersOf(ctx.database.db, store.id, buyer.email, {
    page: page.page,
    perPage: page.per_page,
  });
  return { data: orders, meta: { total, page: page.page, per_page: page.per_page } };
}

/** The signed-in buyer's subscriptions in the store (decision 081). */
export async function buyersSubscriptions(ctx: AppContext, storeSlug: string, bearer: string | undefined) {
  const { store, buyer } = await libraryBuyer(ctx, storeSlug, bearer);
  return subscriptionsOfBuyer(ctx.database.db, store.id, buyer.email);
}

/** The signed-in buyer cancels one of their subscriptions at its period's end, or resumes it. */
export async function changeSubscriptionOfBuyer(
  ctx: AppContext,
  storeSlug: string,
  bearer: string | undefined,
  id: number,
  action: BuyerSubscriptionAction,
) {
  const { store, buyer } = await libraryBuyer(ctx, storeSlug, bearer);
  return changeBuyersSubscription(ctx, store.id, buyer.email, id, action);
}

/** The signed-in buyer starts changing the payment method of one of their subscriptions: the provider's page. */
export async function changePaymentMethodOfBuyer(
  ctx: AppContext,
  storeSlug: string,
  bearer: string | undefined,
  id: number,
) {
  const { store, buyer } = await libraryBuyer(ctx, storeSlug, bearer);
  return changeBuyersPaymentMethod(ctx, store, buyer.email, id);
}
