import type { LibraryPage } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors.js';
import { requireStore } from '../kernel/index.js';
import { paidOrdersOf } from '../orders/index.js';
import { signedInBuyer } from './buyer-access.js';

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
  const store = await requireStore(ctx, storeSlug);
  const buyer = await signedInBuyer(ctx, bearer);
  if (!buyer || buyer.store_id !== store.id) throw AppError.unauthenticated();
  const { orders, total } = await paidOrdersOf(ctx.database.db, store.id, buyer.email, {
    page: page.page,
    perPage: page.per_page,
  });
  return { data: orders, meta: { total, page: page.page, per_page: page.per_page } };
}
