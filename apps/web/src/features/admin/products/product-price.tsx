import { useTranslation } from 'react-i18next';
import { discountedPrice, formatMoney, type BusinessType, type Priced } from '@platform/contract';
import { currentLocale } from '@/lib/i18n';

/** A product's selling price as the store enters it, with the price before discount struck out. */
export function ProductPrice({ product, businessType }: { product: Priced; businessType: BusinessType }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const sale = discountedPrice(product);
  return (
    <span className="inline-flex flex-col items-end leading-tight">
      <span className="flex items-baseline gap-1.5">
        {sale !== product.price ? (
          <s className="text-xs text-zinc-500">{formatMoney(product.price, locale)}</s>
        ) : null}
        <span className="font-medium text-zinc-900 tabular-nums">{formatMoney(sale, locale)}</span>
      </span>
      <span className="text-xs text-zinc-500">
        {t(businessType === 'b2c' ? 'products.inclVat' : 'products.exclVat')}
      </span>
    </span>
  );
}
