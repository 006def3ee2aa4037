import { memoryStorage } from './memory-storage';

/**
 * The browser's storage of a kind, or a memory stand-in where the browser refuses it (a storefront in
 * a third-party frame with storage blocked), so the shop still works there for the length of the visit.
 */
function usable(kind: 'localStorage' | 'sessionStorage'): Storage {
  try {
    const probe = '__probe__';
    window[kind].setItem(probe, probe);
    window[kind].removeItem(probe);
    return window[kind];
  } catch {
    return memoryStorage();
  }
}

export const storage: Storage = usable('localStorage');

/** This tab's storage: what the page should still know after a reload, and no other tab ever. */
export const tabStorage: Storage = usable('sessionStorage');
