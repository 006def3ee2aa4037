import { isInFrame, isInOverlay } from './embed-frame';

/** The header by which a framed page opens its order (decision 080); the server's ORDER_ACCESS_HEADER. */
export const ORDER_ACCESS_HEADER = 'X-Order-Access';

const KEY = 'order-access:';
const ORDER_PATH = /^\/v1\/store\/[^/]+\/order\/([^/?]+)/;

/**
 * Keeps the access the placing answer gave for an order, in a frame on another site, whose browser
 * neither keeps nor sends the order's cookie (decision 080). In the tab's session storage: it lasts as
 * long as the frame's tab, for this store's frames of this host site only. Outside a frame the cookie
 * does it, and nothing is kept.
 */
export function keepOrderAccess(orderId: string, value: string | null): void {
  if (!value || !(isInFrame() || isInOverlay())) return;
  try {
    sessionStorage.setItem(KEY + orderId, value);
  } catch {
    // Storage refused: the order page sends the buyer to their mailbox, as on another device.
  }
}

/** The access kept for the order an API path belongs to, if any. */
export function orderAccessFor(path: string): string | null {
  const orderId = ORDER_PATH.exec(path)?.[1];
  if (!orderId) return null;
  try {
    return sessionStorage.getItem(KEY + decodeURIComponent(orderId));
  } catch {
    return null;
  }
}
