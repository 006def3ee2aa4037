import { useState } from 'react';
import type { Cart } from '@platform/contract';
import { changeQuantity, removeProduct, requestLines, type CartLineRequest } from '@/lib/shop/cart-lines';
import { useSaveCart } from '@/lib/shop/save-cart';

/** Changing and removing the lines of the cart on screen: the whole new list goes to the server. */
export function useCartActions(cart: Cart | null | undefined) {
  const save = useSaveCart();
  // The line being saved, so that it (and not the whole cart) shows the wait.
  const [changed, setChanged] = useState<number | null>(null);
  const lines = requestLines(cart);
  const send = (productId: number, next: CartLineRequest[], onSaved?: () => void) => {
    setChanged(productId);
    save.mutate(next, { onSuccess: onSaved });
  };
  return {
    save,
    savingProductId: save.isPending ? changed : null,
    changeQuantity: (productId: number, quantity: number) =>
      send(productId, changeQuantity(lines, productId, quantity)),
    remove: (productId: number, onRemoved?: () => void) =>
      send(productId, removeProduct(lines, productId), onRemoved),
  };
}
