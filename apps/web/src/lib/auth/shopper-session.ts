import { useSyncExternalStore } from 'react';
import type { Authorization } from '@platform/contract';
import { isAuthorization, parseAuthorization } from './authorization';

const COOKIE = 'customer_access_token';

function readCookie(): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(COOKIE.length + 1)) : null;
}

/** The shopper's access token from its cookie (SPEC §3), or null when absent or malformed. */
export function readShopperToken(): Authorization | null {
  return parseAuthorization(readCookie());
}

/** Shopper sign-in: unknown until read from the cookie, then loaded or updated (SPEC §4). */
type ShopperState = { status: 'unknown' } | { status: 'loaded'; isAuthenticated: boolean };

const listeners = new Set<() => void>();
let state: ShopperState = { status: 'unknown' };

function update(next: ShopperState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function loadShopperSession(): void {
  update({ status: 'loaded', isAuthenticated: readShopperToken() !== null });
}

export function isShopperSignedIn(): boolean {
  if (state.status === 'unknown') loadShopperSession();
  return state.status === 'loaded' && state.isAuthenticated;
}

/** Stores the token the server gave; a record without a valid token string is refused (SPEC §5). */
export function startShopperSession(record: Authorization): void {
  if (!isAuthorization(record)) throw new TypeError('An access token needs a token and expires_at.');
  const valid = record;
  const expires = new Date(valid.expires_at);
  const expiry = Number.isNaN(expires.getTime()) ? '' : `; expires=${expires.toUTCString()}`;
  const value = encodeURIComponent(JSON.stringify({ token: valid.token, expires_at: valid.expires_at }));
  document.cookie = `${COOKIE}=${value}; path=/; SameSite=Lax${expiry}`;
  update({ status: 'loaded', isAuthenticated: true });
}

export function resetShopperSession(): void {
  document.cookie = `${COOKIE}=; path=/; max-age=0`;
  update({ status: 'loaded', isAuthenticated: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useShopperSignedIn(): boolean {
  return useSyncExternalStore(subscribe, isShopperSignedIn);
}
