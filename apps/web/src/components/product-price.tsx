import { useTranslation } from 'react-i18next';
import type { BusinessType, PriceParts, SubscriptionInterval } from '@platform/contract';
import { Price } from './price';
import { useSubscriptionWords } from './subscription-terms';

interface ProductPriceProps {
  price: PriceParts;
  /** The price before discount, struck through beside the price. */
  originalPrice: PriceParts | null;
  businessType: BusinessType;
  size?: 'md' | 'lg';
  /** A subscription's interval: the price is per month or year ("€ 9,00 / maand", decision 084). */
  per?: SubscriptionInterval | null;
}

/**
 * A product's price as its store shows prices: excluding VAT with a note in a b2b store, including
 * VAT in a b2c store (docs/spec.md §1); a discount shows the original price struck through.
 */
export function ProductPrice({ price, originalPrice, businessType, size = 'md', per }: ProductPriceProps) {
  const { t } = useTranslation();
  const words = useSubscriptionWords();
  const b2b = businessType === 'b2b';
  const amount = b2b ? price.excl_vat : price.incl_vat;
  const original = originalPrice ? (b2b ? originalPrice.excl_vat : originalPrice.incl_vat) : null;
  const large = size === 'lg';
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      {amount === 0 ? (
        <span className={`font-semibold text-emerald-700 ${large ? 'text-2xl' : 'text-base'}`}>
          {t('shop.free')}
        </span>
      ) : (
        <Price
          cents={amount}
          className={`font-semibold tabular-nums ${original !== null ? 'text-rose-700' : 'text-zinc-900'} ${large ? 'text-2xl' : 'text-base'}`}
        />
      )}
      {per && amount !== 0 ? (
        <span className={`text-zinc-600 ${large ? 'text-base' : 'text-sm'}`}>{words.per(per)}</span>
      ) : null}
      {original !== null ? (
        <span className={`text-zinc-500 ${large ? 'text-base' : 'text-sm'}`}>
          <span className="sr-only">{t('shop.originalPrice')} </span>
          <s>
            <Price cents={original} className="tabular-nums" />
          </s>
        </span>
      ) : null}
      {b2b && amount !== 0 ? <span className="text-xs text-zinc-500">{t('shop.exclVat')}</span> : null}
    </p>
  );
}
