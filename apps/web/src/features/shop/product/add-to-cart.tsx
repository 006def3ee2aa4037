import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { CartIcon, CheckIcon } from '@/components/icons';
import { QuantityStepper } from '@/components/quantity-stepper';
import { describeError } from '@/lib/api/errors';
import { CartLink } from '@/lib/shop/cart-link';
import { addProduct, type VariantChoice } from '@/lib/shop/cart-lines';
import { MAX_CART_QUANTITY } from '@platform/contract';
import { useSaveCart } from '@/lib/shop/save-cart';

/**
 * How many to add, the button, and what happened: added (with a way to the cart) or why not. `choice`
 * is the variant and chosen price to add; `blocked` holds the button while the chosen price cannot be.
 */
export function AddToCart({
  productId,
  productName,
  choice,
  blocked = false,
}: {
  productId: number;
  productName: string;
  choice?: VariantChoice | undefined;
  blocked?: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveCart();
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<number | null>(null);

  const add = () => {
    setAdded(null);
    if (blocked) return;
    save.mutate((lines) => addProduct(lines, productId, quantity, choice), {
      onSuccess: () => {
        setAdded(quantity);
        setQuantity(1);
      },
    });
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <QuantityStepper
          value={quantity}
          onChange={setQuantity}
          max={MAX_CART_QUANTITY}
          label={t('shop.quantityOf', { name: productName })}
          disabled={save.isPending}
        />
        <Button size="lg" className="flex-1 sm:flex-none sm:px-8" onClick={add} loading={save.isPending}>
          {save.isPending ? null : <CartIcon className="size-5" />}
          {t('shop.addToCart')}
        </Button>
      </div>
      <div role="status" aria-live="polite" className="min-h-6 text-sm">
        {added !== null && !save.isPending ? (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-emerald-700">
            <CheckIcon className="size-4" />
            <span>{t('shop.added', { count: added })}</span>
            <CartLink
              to="/cart"
              className="font-medium text-primary-ink underline underline-offset-2 hover:no-underline"
            >
              {t('cartButton.viewOrderLabel')}
            </CartLink>
          </p>
        ) : null}
      </div>
      {save.isError ? (
        <p role="alert" className="text-sm text-rose-700">
          {t('shop.addFailed')} {describeError(save.error, t)}
        </p>
      ) : null}
    </div>
  );
}
