import { SHOP_ROUTES } from '@platform/contract';
import { hashToken, randomToken } from '../../lib/crypto.js';
import { hostOrigin, shopPageLink } from '../../lib/hosts.js';
import type { OrderRow } from '../../db/schema.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import type { MailStore } from '../kernel/index.js';
import { insertReceiptToken } from './login-tokens.repository.js';

/**
 * The confirmation e-mail's links: to the order's page and to the library of the buyer's orders, both
 * in the order's language, with one receipt token that works as long as the order does, each use signing the buyer in afresh
 * (decision 026). It travels as the page's `login_token`, so the shop trades it in as any sign-in link.
 */
export async function createReceiptLinks(
  uow: UnitOfWork,
  store: MailStore,
  order: OrderRow,
): Promise<{ order: string; library: string }> {
  const token = randomToken();
  await insertReceiptToken(uow.db, {
    store_id: store.id,
    order_id: order.id,
    token_hash: hashToken(token),
    created_at: uow.clock.now().toISOString(),
  });
  const origin = hostOrigin(store.slug, uow.config.publicHost, uow.config.publicProtocol);
  return {
    order: shopPageLink(origin, `/order/${order.id}`, order.locale, { login_token: token }),
    library: shopPageLink(origin, SHOP_ROUTES.library, order.locale, { login_token: token }),
  };
}
