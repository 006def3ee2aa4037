import { useSyncExternalStore } from 'react';
import {
  clearShopperCookie,
  parseShopperCookie,
  serializeShopperCookie,
  type ShopperToken,
} from './shopper-cookie';

/** The shopper's access token from its cookie (docs/spec.md §3), or null when absent, malformed or expired. */
export function readShopperToken(): ShopperToken | null {
  return parseShopperCookie(document.cookie);
}

/** Shopper sign-in: unknown until read from the cookie, then loaded or updated (docs/spec.md §4). */
type ShopperState =
  { status: 'unknown' } | { status: 'loaded'; isAuthenticated: boolean; orderId: string | null };

const listeners = new Set<() => void>();
let state: ShopperState = { status: 'unknown' };

function update(next: ShopperState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function loadShopperSession(): void {
  const token = readShopperToken();
  update({ status: 'loaded', isAuthenticated: token !== null, orderId: token?.order_id ?? null });
}

/**
 * Whether the shopper is signed in; given an order, whether by that order's own link. An order's link
 * is traded in unless the session came from it, so a buyer who bought again, or who signed in for the
 * library (no order), is signed in by the new order's link as it was meant.
 */
export function isShopperSignedIn(orderId?: string): boolean {
  if (state.status === 'unknown') loadShopperSession();
  if (state.status !== 'loaded' || !state.isAuthenticated) return false;
  return orderId === undefined || state.orderId === orderId;
}

/** Stores the token the server gave; a record without a valid token string is refused (docs/spec.md §5). */
export function startShopperSession(token: ShopperToken): void {
  document.cookie = serializeShopperCookie(token, window.location.protocol === 'https:');
  update({ status: 'loaded', isAuthenticated: true, orderId: token.order_id });
}

export function resetShopperSession(): void {
  document.cookie = clearShopperCookie();
  update({ status: 'loaded', isAuthenticated: false, orderId: null });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useShopperSignedIn(orderId?: string): boolean {
  return useSyncExternalStore(subscribe, () => isShopperSignedIn(orderId));
}
