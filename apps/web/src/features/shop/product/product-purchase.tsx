import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, message, type BusinessType, type PublicProduct } from '@platform/contract';
import { ProductPrice } from '@/components/product-price';
import { SubscriptionTermsNote } from '@/components/subscription-terms';
import { TextField } from '@/components/text-field';
import { formatEuroInput, parseEuros } from '@/lib/forms/euro-input';
import { currentLocale } from '@/lib/i18n';
import { AddToCart } from './add-to-cart';
import { VariantPicker } from './variant-picker';

/**
 * What a buyer decides on the product page (decision 076): the variant, when there are several; the
 * price, when the variant lets them choose it (the field starts at the suggestion); how many. The
 * price shown follows the choice; the server prices the line again and checks the chosen amount.
 */
export function ProductPurchase({
  product,
  name,
  businessType,
  heading,
}: {
  product: PublicProduct;
  name: string;
  businessType: BusinessType;
  /** The product's name, above its price. */
  heading: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [variantId, setVariantId] = useState(product.variants[0]?.id);
  const variant = product.variants.find((each) => each.id === variantId) ?? product.variants[0];
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const flexible = variant?.pay_what_you_want ?? null;
  const amountText =
    variant && flexible ? (amounts[variant.id] ?? formatEuroInput(flexible.suggested, locale)) : '';
  const chosen = flexible ? parseEuros(amountText) : null;
  const amountError =
    flexible && chosen === null
      ? message(locale, 'amount_format')
      : flexible && chosen !== null && chosen < flexible.minimum
        ? message(locale, 'price_below_minimum')
        : undefined;
  const price = variant ?? product;
  const subscription = variant?.subscription ?? null;

  return (
    <>
      <div className="space-y-3">
        {heading}
        {flexible ? (
          <p className="text-2xl font-semibold text-zinc-900">{t('shop.payWhatYouWant')}</p>
        ) : (
          <ProductPrice
            price={price.price}
            originalPrice={price.original_price}
            businessType={businessType}
            size="lg"
            per={subscription?.interval}
          />
        )}
        {subscription?.trial_days ? (
          <SubscriptionTermsNote
            terms={subscription}
            cents={businessType === 'b2b' ? price.price.excl_vat : price.price.incl_vat}
            className="font-medium text-emerald-700"
          />
        ) : null}
        <p className="text-xs text-zinc-500">
          {t(businessType === 'b2b' ? 'shop.vatNoteB2b' : 'shop.vatNoteB2c', { rate: price.vat_rate })}
        </p>
      </div>
      {product.available ? (
        <div className="space-y-5">
          {product.variants.length > 1 && variant ? (
            <VariantPicker
              variants={product.variants}
              chosen={variant.id}
              onChoose={setVariantId}
              businessType={businessType}
            />
          ) : null}
          {variant && flexible ? (
            <TextField
              label={t('shop.yourPrice')}
              inputMode="decimal"
              suffix="€"
              className="max-w-48"
              value={amountText}
              onChange={(event) => setAmounts({ ...amounts, [variant.id]: event.target.value })}
              error={amountError}
              hint={t('shop.minimumPrice', { amount: formatMoney(flexible.minimum, locale) })}
            />
          ) : null}
          <AddToCart
            productId={product.id}
            productName={name}
            choice={
              variant ? { variant_id: variant.id, ...(chosen !== null && { price: chosen }) } : undefined
            }
            blocked={amountError !== undefined}
          />
        </div>
      ) : (
        <p className="rounded-lg bg-zinc-100 px-4 py-3 text-sm font-medium text-zinc-600">
          {t('shop.unavailable')}
        </p>
      )}
    </>
  );
}
