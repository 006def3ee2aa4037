import { useState } from 'react';
import { changeQuantity, removeLine } from '@/lib/shop/cart-lines';
import { useSaveCart, type CartLinesUpdate } from '@/lib/shop/save-cart';

/** Changing and removing the lines of the cart on screen: the whole new list goes to the server. */
export function useCartActions() {
  const save = useSaveCart();
  // The line being saved, by its variant (decision 083), so that it (and not the whole cart) shows the wait.
  const [changed, setChanged] = useState<number | null>(null);
  const send = (variantId: number, update: CartLinesUpdate, onSaved?: () => void) => {
    setChanged(variantId);
    save.mutate(update, { onSuccess: onSaved });
  };
  return {
    save,
    savingVariantId: save.isPending ? changed : null,
    changeQuantity: (variantId: number, quantity: number) =>
      send(variantId, (lines) => changeQuantity(lines, variantId, quantity)),
    remove: (variantId: number, onRemoved?: () => void) =>
      send(variantId, (lines) => removeLine(lines, variantId), onRemoved),
  };
}
