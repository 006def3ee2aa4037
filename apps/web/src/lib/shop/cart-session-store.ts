import { useSyncExternalStore } from 'react';
import { clearCartSessionId, getCartSessionId, setCartSessionId } from '../cart-session';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab that starts or ends the session changes this tab's cart too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The cart session id as React state: every part showing the cart (header button, pages) follows
 * when the first save creates a session or a 404 ends it. Reads local storage on every render, so
 * an id the guards stored (docs/spec.md §2, guard 6) is picked up as well.
 */
export function useCartSessionId(): string | null {
  return useSyncExternalStore(subscribe, () => getCartSessionId());
}

export function startCartSession(id: string): void {
  setCartSessionId(id);
  notify();
}

export function endCartSession(): void {
  clearCartSessionId();
  notify();
}
