import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { AppContext } from '../../app-context.js';

/** The cookie by which the browser that placed an order opens its goods without an e-mail (decision 026). */
export const ORDER_ACCESS_COOKIE = 'order_access';
/**
 * The same value as a header, for a checkout inside another site's frame, where the browser neither
 * keeps nor sends the Lax cookie: the placing answer names it, the frame sends it back (decision 080).
 */
export const ORDER_ACCESS_HEADER = 'x-order-access';
const ORDER_ACCESS_TTL_SECONDS = 30 * 24 * 3600;
const VALUE = /^(\d{1,12})\.([\w-]{43})$/;

/** The signature binds the store, the order and the expiry; its prefix keeps it apart from other MACs. */
function mac(ctx: AppContext, storeId: number, orderId: string, expires: number): string {
  return createHmac('sha256', ctx.config.appKey)
    .update(`order-access:${storeId}:${orderId}:${expires}`)
    .digest('base64url');
}

/**
 * The cookie for the browser that placed an order: `<expiry>.<HMAC under APP_KEY>`, httpOnly, sent only
 * with that order's own API paths (each order has its own), for 30 days.
 */
export function orderAccessCookie(
  ctx: AppContext,
  store: { id: number; slug: string },
  orderId: string,
): { name: string; value: string; options: CookieSerializeOptions } {
  const expires = Math.floor(ctx.clock.now().getTime() / 1000) + ORDER_ACCESS_TTL_SECONDS;
  return {
    name: ORDER_ACCESS_COOKIE,
    value: `${expires}.${mac(ctx, store.id, orderId, expires)}`,
    options: {
      path: `/v1/store/${store.slug}/order/${orderId}`,
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.config.publicProtocol === 'https',
      maxAge: ORDER_ACCESS_TTL_SECONDS,
    },
  };
}

/** Whether a cookie's value opens this order of this store: signed by us for it, and not expired. */
export function cookieOpensOrder(
  ctx: AppContext,
  storeId: number,
  orderId: string,
  value: string | undefined,
): boolean {
  const match = value ? VALUE.exec(value) : null;
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= ctx.clock.now().getTime()) return false;
  const expected = Buffer.from(mac(ctx, storeId, orderId, expires));
  return timingSafeEqual(expected, Buffer.from(match[2]!));
}
