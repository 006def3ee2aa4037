import type { Cart } from '@platform/contract';
import { MAX_CART_QUANTITY } from '@platform/contract';

/** A line as the cart request carries it: the server computes everything else (docs/design.md). */
export interface CartLineRequest {
  product_id: number;
  quantity: number;
}

function clampQuantity(quantity: number): number {
  return Math.min(MAX_CART_QUANTITY, Math.max(1, Math.round(quantity)));
}

/** The request lines of a cart as the server returned it, in the same order. */
export function requestLines(cart: Pick<Cart, 'products'> | null | undefined): CartLineRequest[] {
  return (cart?.products ?? []).map(({ product_id, quantity }) => ({ product_id, quantity }));
}

/** Adding a product again adds to its quantity; a new product starts a line (docs/spec.md §3). */
export function addProduct(lines: CartLineRequest[], productId: number, count = 1): CartLineRequest[] {
  if (!lines.some((line) => line.product_id === productId)) {
    return [...lines, { product_id: productId, quantity: clampQuantity(count) }];
  }
  return lines.map((line) =>
    line.product_id === productId ? { ...line, quantity: clampQuantity(line.quantity + count) } : line,
  );
}

/** Sets a line's quantity, kept within 1–99 (removing is a separate, explicit action). */
export function changeQuantity(
  lines: CartLineRequest[],
  productId: number,
  quantity: number,
): CartLineRequest[] {
  return lines.map((line) =>
    line.product_id === productId ? { ...line, quantity: clampQuantity(quantity) } : line,
  );
}

export function removeProduct(lines: CartLineRequest[], productId: number): CartLineRequest[] {
  return lines.filter((line) => line.product_id !== productId);
}

/** How many items the cart holds, unavailable lines included as they still show. */
export function itemCount(cart: Pick<Cart, 'products'> | null | undefined): number {
  return (cart?.products ?? []).reduce((sum, line) => sum + line.quantity, 0);
}
