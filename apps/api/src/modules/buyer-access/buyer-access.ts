import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { OrderRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { hashToken } from '../../lib/crypto.js';
import { requireStore } from '../kernel/index.js';
import { findOrder } from '../orders/index.js';
import { cookieOpensOrder, ORDER_ACCESS_COOKIE, ORDER_ACCESS_HEADER } from './order-access-cookie.js';
import { findCustomerToken } from './login-tokens.repository.js';

/** What a buyer's request may carry: the order's own cookie (or its header), and a customer access token. */
export interface BuyerCredentials {
  orderCookie: string | undefined;
  bearer: string | undefined;
}

export function credentialsOf(request: FastifyRequest): BuyerCredentials {
  const header = request.headers[ORDER_ACCESS_HEADER];
  return {
    // A frame on another site sends the header: its browser keeps no cookie for it (decision 080).
    orderCookie: request.cookies[ORDER_ACCESS_COOKIE] ?? (typeof header === 'string' ? header : undefined),
    bearer: request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1],
  };
}

/**
 * The buyer a customer access token signs in: an address in one store. Looked up across stores, so
 * that another store's valid token reads as "not yours" rather than as signed out.
 */
export async function signedInBuyer(ctx: AppContext, bearer: string | undefined) {
  if (!bearer) return undefined;
  return findCustomerToken(ctx.database.allStoresDb, hashToken(bearer), ctx.clock.now().toISOString());
}

/**
 * Whether the caller may open a paid order's goods: the browser that placed it (its order cookie), or
 * a buyer signed in for the order's address in its store.
 */
export async function canOpenGoods(ctx: AppContext, request: FastifyRequest, order: OrderRow) {
  if (order.status !== 'paid') return false;
  const credentials = credentialsOf(request);
  if (cookieOpensOrder(ctx, order.store_id, order.id, credentials.orderCookie)) return true;
  const buyer = await signedInBuyer(ctx, credentials.bearer);
  return buyer?.store_id === order.store_id && buyer.email === order.email;
}

/**
 * The paid order whose goods the caller asks for: 401 without a credential that holds, 404 for an
 * order that is not theirs (another address, another store), 403 while it is not paid.
 */
export async function requireBuyersPaidOrder(
  ctx: AppContext,
  storeSlug: string,
  orderId: string,
  credentials: BuyerCredentials,
  statuses: readonly OrderRow['status'][] = ['paid'],
) {
  const store = await requireStore(ctx, storeSlug);
  const db = ctx.database.db;
  if (cookieOpensOrder(ctx, store.id, orderId, credentials.orderCookie)) {
    const order = await findOrder(db, store.id, orderId);
    if (!order) throw AppError.notFound();
    if (!statuses.includes(order.status)) throw new AppError(403, 'forbidden');
    return { store, order };
  }
  const buyer = await signedInBuyer(ctx, credentials.bearer);
  if (!buyer) throw AppError.unauthenticated();
  const order = await findOrder(db, store.id, orderId);
  if (!order || buyer.store_id !== store.id || order.email !== buyer.email) throw AppError.notFound();
  if (!statuses.includes(order.status)) throw new AppError(403, 'forbidden');
  return { store, order };
}
