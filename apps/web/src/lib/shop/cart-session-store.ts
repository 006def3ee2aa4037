import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
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

/** A cart of its own for part of the page (a buy-now checkout): its id, and what replaces it. */
export interface CartScope {
  id: string;
  replace: (id: string) => void;
}

const ScopeContext = createContext<CartScope | null>(null);

/**
 * Gives the pages inside it a cart other than the shopper's (decision 077): every view, save and
 * discount code there reads and writes that cart, and the stored cart session is left alone.
 */
export function CartSessionScope({ scope, children }: { scope: CartScope; children: ReactNode }) {
  return createElement(ScopeContext.Provider, { value: scope }, children);
}

/** The scope of a buy-now checkout around this part of the page, or null for the shopper's own cart. */
export function useCartScope(): CartScope | null {
  return useContext(ScopeContext);
}

/**
 * The cart session id as React state: every part showing the cart (header button, pages) follows
 * when the first save creates a session or a 404 ends it. Reads local storage on every render, so
 * an id the guards stored (docs/spec.md §2, guard 6) is picked up as well. Inside a scope, its cart.
 */
export function useCartSessionId(): string | null {
  const scope = useCartScope();
  const stored = useSyncExternalStore(subscribe, () => getCartSessionId());
  return scope ? scope.id : stored;
}

export function startCartSession(id: string): void {
  setCartSessionId(id);
  notify();
}

export function endCartSession(): void {
  clearCartSessionId();
  notify();
}

/** Ends the stored cart session when it is `id`: a scope's cart that is gone leaves the shopper's be. */
export function endCartSessionOf(id: string): void {
  if (getCartSessionId() === id) endCartSession();
}
