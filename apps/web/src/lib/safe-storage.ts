import { memoryStorage } from './memory-storage';

/**
 * localStorage, or a memory stand-in where the browser refuses it (a storefront in a third-party
 * frame with storage blocked), so the shop still works there for the length of the visit.
 */
export function safeLocalStorage(): Storage {
  try {
    const probe = '__probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return memoryStorage();
  }
}

export const storage: Storage = safeLocalStorage();
