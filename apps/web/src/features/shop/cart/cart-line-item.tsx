import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, localizedLineName, type CartLine } from '@platform/contract';
import { FocusKeepingButton } from '@/components/focus-keeping-button';
import { Image } from '@/components/image';
import { Price } from '@/components/price';
import { QuantityStepper } from '@/components/quantity-stepper';
import { TrashIcon } from '@/components/icons';
import { Spinner } from '@/components/spinner';
import { SubscriptionTermsNote } from '@/components/subscription-terms';
import { currentLocale } from '@/lib/i18n';
import { MAX_CART_QUANTITY } from '@platform/contract';

interface CartLineItemProps {
  line: CartLine;
  b2b: boolean;
  saving: boolean;
  busy: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/**
 * One line of the cart: picture, name, unit price (a subscription's terms instead, decision 084),
 * quantity, line total; or marked unavailable.
 */
export function CartLineItem({ line, b2b, saving, busy, onQuantityChange, onRemove }: CartLineItemProps) {
  const { t } = useTranslation();
  const total = b2b ? line.total_excl_vat : line.total_incl_vat;
  const name = localizedLineName(line, currentLocale());
  return (
    <li
      className={`grid grid-cols-[4rem_minmax(0,1fr)_auto] gap-x-4 gap-y-3 px-4 py-4 sm:grid-cols-[5rem_minmax(0,1fr)_auto_auto] sm:items-center sm:px-5 ${line.available ? '' : 'bg-zinc-50'}`}
      aria-busy={saving || undefined}
    >
      <Image
        asset={line.image}
        size="thumb"
        alt={name}
        className={`size-16 rounded-lg bg-white object-contain ring-1 ring-zinc-200 sm:size-20 ${line.available ? '' : 'opacity-50 grayscale'}`}
      />
      <div className="min-w-0 self-center">
        {line.available ? (
          <Link
            to={`/product/${line.slug}`}
            className="block font-medium break-words text-zinc-900 hover:underline"
          >
            {name}
          </Link>
        ) : (
          <span className="block font-medium break-words text-zinc-500">{name}</span>
        )}
        {line.available && line.subscription ? (
          <SubscriptionTermsNote
            terms={line.subscription}
            cents={line.subscription.renewal_unit_price}
            className="mt-0.5 text-zinc-500"
          />
        ) : line.available ? (
          <p className="mt-0.5 text-sm text-zinc-500">
            <Price cents={line.unit_price} className="tabular-nums" /> {t('cart.each')}
          </p>
        ) : (
          <p className="mt-1 text-sm text-amber-700">{t('cart.unavailable')}</p>
        )}
      </div>
      {/* On a phone below the name and across the price's column, so that a narrow screen keeps the price. */}
      <div className="col-span-2 col-start-2 flex items-center gap-2 sm:col-span-1 sm:col-start-auto">
        {line.available ? (
          <QuantityStepper
            size="sm"
            value={line.quantity}
            onChange={onQuantityChange}
            max={MAX_CART_QUANTITY}
            label={t('cart.quantityOf', { name })}
            disabled={busy}
          />
        ) : null}
        <FocusKeepingButton
          onClick={onRemove}
          unavailable={busy}
          aria-label={t('cart.removeLabel', { name })}
          className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-zinc-500 transition-colors hover:bg-rose-50 hover:text-rose-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        >
          <TrashIcon className="size-4" />
          <span className={line.available ? 'sr-only sm:not-sr-only' : ''}>{t('cart.remove')}</span>
        </FocusKeepingButton>
      </div>
      <div className="col-start-3 row-start-1 flex items-start justify-end gap-2 self-center text-right sm:col-start-4">
        {saving ? <Spinner className="size-4 text-zinc-400" /> : null}
        {line.available ? (
          <div>
            <Price cents={total} className="font-semibold tabular-nums text-zinc-900" />
            {line.discount > 0 ? (
              <p className="text-xs text-emerald-700">
                {t('discountCode.line', { amount: formatMoney(-line.discount, currentLocale()) })}
              </p>
            ) : null}
          </div>
        ) : (
          <s className="text-sm text-zinc-500">
            <Price cents={total} className="tabular-nums" />
          </s>
        )}
      </div>
    </li>
  );
}
