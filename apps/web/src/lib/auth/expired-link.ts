import { tabStorage } from '../safe-storage';

const KEY = 'expired_sign_in_link';

/**
 * A sign-in link the server refused as used or expired, kept for this tab so that the page it opened
 * says so and can ask for a new one to the same address (the server finds the address from the old
 * token; the browser never learns it). `orderId` is the order the link was for; null for the library.
 */
export interface ExpiredLink {
  token: string;
  orderId: string | null;
}

export function rememberExpiredLink(link: ExpiredLink, storage: Storage = tabStorage): void {
  storage.setItem(KEY, JSON.stringify(link));
}

/** The token of the expired link to this order (or, given null, to the library), else null. */
export function expiredLinkFor(orderId: string | null, storage: Storage = tabStorage): string | null {
  try {
    const link = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<ExpiredLink> | null;
    return typeof link?.token === 'string' && (link.orderId ?? null) === orderId ? link.token : null;
  } catch {
    return null;
  }
}

/** Once a link signed the buyer in, an older one that failed has nothing left to say. */
export function forgetExpiredLink(storage: Storage = tabStorage): void {
  storage.removeItem(KEY);
}
