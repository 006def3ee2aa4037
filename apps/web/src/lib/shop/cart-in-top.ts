/**
 * The store's cart as another window opens it (the top window, or the embed's checkout overlay):
 * `/cart/{id}` hands the frame's cart session to that window's pages (docs/spec.md §2, guard 6), whose
 * storage browsers may keep apart from the frame's.
 */
export function cartPath(cartSessionId: string | null): string {
  return cartSessionId ? `/cart/${encodeURIComponent(cartSessionId)}` : '/cart';
}

export function cartUrlInTop(storeOrigin: string, cartSessionId: string | null): string {
  return storeOrigin + cartPath(cartSessionId);
}
