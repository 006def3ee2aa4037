import { CART_SESSION_ID_LENGTH } from '@platform/contract';
import { storage as browserStorage } from './safe-storage';

const KEY = 'cart_session_id';

export function isCartSessionId(value: unknown): value is string {
  return typeof value === 'string' && value.length === CART_SESSION_ID_LENGTH;
}

/** The stored cart session id; an invalid stored value is discarded (docs/spec.md §5). */
export function getCartSessionId(storage: Storage = browserStorage): string | null {
  const value = storage.getItem(KEY);
  if (value === null) return null;
  if (isCartSessionId(value)) return value;
  storage.removeItem(KEY);
  return null;
}

/** Stores a cart session id; returns false (and stores nothing) when it is not a valid id. */
export function setCartSessionId(id: string, storage: Storage = browserStorage): boolean {
  if (!isCartSessionId(id)) return false;
  storage.setItem(KEY, id);
  return true;
}

export function clearCartSessionId(storage: Storage = browserStorage): void {
  storage.removeItem(KEY);
}
