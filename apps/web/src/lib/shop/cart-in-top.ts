/**
 * The store's cart as the top window opens it: `/cart/{id}` hands the frame's cart session to the
 * store's own pages (docs/spec.md §2, guard 6), whose storage browsers keep apart from the frame's.
 */
export function cartUrlInTop(storeOrigin: string, cartSessionId: string | null): string {
  return cartSessionId ? `${storeOrigin}/cart/${encodeURIComponent(cartSessionId)}` : `${storeOrigin}/cart`;
}
