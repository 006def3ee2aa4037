import { useSyncExternalStore } from 'react';
import type { Authorization } from '@platform/contract';
import { clearAuth, readAuth, writeAuth } from './auth-storage';

/**
 * The merchant is signed in while an auth record exists (docs/spec.md §4). Components subscribe, so the
 * header changes the moment the merchant signs in or out.
 */
const listeners = new Set<() => void>();
let signedIn = readAuth() !== null;

function emit(): void {
  signedIn = readAuth() !== null;
  for (const listener of listeners) listener();
}

export function isMerchantSignedIn(): boolean {
  return signedIn;
}

export function startMerchantSession(record: Authorization): void {
  writeAuth(record);
  emit();
}

export function endMerchantSession(): void {
  clearAuth();
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMerchantSignedIn(): boolean {
  return useSyncExternalStore(subscribe, isMerchantSignedIn);
}

// Another tab signing in or out changes this tab too.
window.addEventListener('storage', (event) => {
  if (event.key === 'auth' || event.key === null) emit();
});
