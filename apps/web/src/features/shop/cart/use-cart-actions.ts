import { useState } from 'react';
import { changeQuantity, removeProduct } from '@/lib/shop/cart-lines';
import { useSaveCart, type CartLinesUpdate } from '@/lib/shop/save-cart';

/** Changing and removing the lines of the cart on screen: the whole new list goes to the server. */
export function useCartActions() {
  const save = useSaveCart();
  // The line being saved, so that it (and not the whole cart) shows the wait.
  const [changed, setChanged] = useState<number | null>(null);
  const send = (productId: number, update: CartLinesUpdate, onSaved?: () => void) => {
    setChanged(productId);
    save.mutate(update, { onSuccess: onSaved });
  };
  return {
    save,
    savingProductId: save.isPending ? changed : null,
    changeQuantity: (productId: number, quantity: number) =>
      send(productId, (lines) => changeQuantity(lines, productId, quantity)),
    remove: (productId: number, onRemoved?: () => void) =>
      send(productId, (lines) => removeProduct(lines, productId), onRemoved),
  };
}
