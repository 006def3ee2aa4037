import type { Cart } from '@platform/contract';
import { MAX_CART_QUANTITY } from '@platform/contract';

/** A line as the cart request carries it: the server computes everything else (docs/design.md). */
export interface CartLineRequest {
  product_id: number;
  quantity: number;
  /** The product's variant; left out: its first one (decision 076). */
  variant_id?: number;
  /** The unit price chosen for a pay-what-you-want variant, which the server checks. */
  price?: number;
}

/** The variant a shopper picked and, for pay what you want, the price they chose. */
export interface VariantChoice {
  variant_id: number;
  price?: number;
}

function clampQuantity(quantity: number): number {
  return Math.min(MAX_CART_QUANTITY, Math.max(1, Math.round(quantity)));
}

/** The request lines of a cart as the server returned it, in the same order. */
export function requestLines(cart: Pick<Cart, 'products'> | null | undefined): CartLineRequest[] {
  return (cart?.products ?? []).map(({ product_id, quantity, variant_id, chosen_price }) => ({
    product_id,
    quantity,
    ...(variant_id === undefined ? {} : { variant_id }),
    ...(chosen_price === null || chosen_price === undefined ? {} : { price: chosen_price }),
  }));
}

/**
 * Adding a product again adds to its quantity; a new product starts a line (docs/spec.md §3). A cart
 * holds one line per variant of a product (decision 083): the same variant adds to its line, at the
 * price chosen last; another variant starts a line of its own.
 */
export function addProduct(
  lines: CartLineRequest[],
  productId: number,
  count = 1,
  choice?: VariantChoice,
): CartLineRequest[] {
  const existing = lines.find(
    (line) => line.product_id === productId && line.variant_id === choice?.variant_id,
  );
  if (!existing) return [...lines, { product_id: productId, quantity: clampQuantity(count), ...choice }];
  return lines.map((line) =>
    line === existing ? { ...existing, ...choice, quantity: clampQuantity(existing.quantity + count) } : line,
  );
}

/**
 * Sets a line's quantity, kept within 1–99 (removing is a separate, explicit action). A line is its
 * variant's: the cart's lines as the server answers them each name one (decision 083).
 */
export function changeQuantity(
  lines: CartLineRequest[],
  variantId: number,
  quantity: number,
): CartLineRequest[] {
  return lines.map((line) =>
    line.variant_id === variantId ? { ...line, quantity: clampQuantity(quantity) } : line,
  );
}

export function removeLine(lines: CartLineRequest[], variantId: number): CartLineRequest[] {
  return lines.filter((line) => line.variant_id !== variantId);
}

/** How many items the cart holds, unavailable lines included as they still show. */
export function itemCount(cart: Pick<Cart, 'products'> | null | undefined): number {
  return (cart?.products ?? []).reduce((sum, line) => sum + line.quantity, 0);
}
