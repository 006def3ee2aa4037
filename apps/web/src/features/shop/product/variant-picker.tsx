import { useTranslation } from 'react-i18next';
import { formatMoney, localizedName, type BusinessType, type PublicVariant } from '@platform/contract';
import { useSubscriptionWords } from '@/components/subscription-terms';
import { currentLocale } from '@/lib/i18n';

/**
 * The product's variants as one radio group (decision 076): each with its name and price, the price
 * as the store shows prices. Native radios, so arrow keys move the choice and a screen reader reads
 * the group's legend.
 */
export function VariantPicker({
  variants,
  chosen,
  onChoose,
  businessType,
}: {
  variants: PublicVariant[];
  chosen: number;
  onChoose: (variantId: number) => void;
  businessType: BusinessType;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const words = useSubscriptionWords();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-zinc-900">{t('shop.chooseVariant')}</legend>
      {variants.map((variant) => {
        const price = businessType === 'b2b' ? variant.price.excl_vat : variant.price.incl_vat;
        return (
          <label
            key={variant.id}
            className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 ring-1 ring-zinc-200 has-checked:bg-zinc-50 has-checked:ring-2 has-checked:ring-primary-ink has-focus-visible:ring-2 has-focus-visible:ring-primary-ink"
          >
            <input
              type="radio"
              name="variant"
              value={variant.id}
              checked={variant.id === chosen}
              onChange={() => onChoose(variant.id)}
              className="size-4 accent-primary-ink"
            />
            <span className="min-w-0 flex-1 break-words">
              <span className="block font-medium text-zinc-900">{localizedName(variant, locale)}</span>
              {variant.subscription?.trial_days ? (
                <span className="block text-xs text-emerald-700">
                  {words.terms(variant.subscription, price)}
                </span>
              ) : null}
            </span>
            <span className="text-right text-sm text-zinc-600 tabular-nums">
              {variant.pay_what_you_want ? t('shop.payWhatYouWant') : formatMoney(price, locale)}
              {variant.subscription && !variant.pay_what_you_want
                ? ` ${words.per(variant.subscription.interval)}`
                : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
