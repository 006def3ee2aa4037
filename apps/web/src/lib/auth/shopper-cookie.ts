import type { Authorization } from '@platform/contract';
import { cookieValue } from '../cookies';
import { isAuthorization } from './authorization';

export const SHOPPER_COOKIE = 'customer_access_token';

/** The shopper's access token as kept in its cookie (docs/spec.md §3), with the one order it opens. */
export interface ShopperToken extends Authorization {
  order_id: string | null;
}

/** The token in a `document.cookie` string, or null when absent, malformed or past its expiry. */
export function parseShopperCookie(cookies: string, now: Date = new Date()): ShopperToken | null {
  const text = cookieValue(cookies, SHOPPER_COOKIE);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!isAuthorization(value)) return null;
    // The browser drops an expired cookie itself; this covers a clock that moved while the page was open.
    if (new Date(value.expires_at).getTime() <= now.getTime()) return null;
    const orderId = (value as { order_id?: unknown }).order_id;
    return {
      token: value.token,
      expires_at: value.expires_at,
      order_id: typeof orderId === 'string' ? orderId : null,
    };
  } catch {
    return null;
  }
}

/** The `document.cookie` assignment that stores the token: whole site, SameSite=Lax, gone at expires_at. */
export function serializeShopperCookie(token: ShopperToken, secure = false): string {
  if (!isAuthorization(token)) throw new TypeError('An access token needs a token and expires_at.');
  const value = encodeURIComponent(
    JSON.stringify({ token: token.token, expires_at: token.expires_at, order_id: token.order_id }),
  );
  const expires = new Date(token.expires_at);
  const expiry = Number.isNaN(expires.getTime()) ? '' : `; expires=${expires.toUTCString()}`;
  return `${SHOPPER_COOKIE}=${value}; path=/; SameSite=Lax${expiry}${secure ? '; Secure' : ''}`;
}

/** The `document.cookie` assignment that removes the token. */
export function clearShopperCookie(): string {
  return `${SHOPPER_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}
