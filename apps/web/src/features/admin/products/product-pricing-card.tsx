import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  formatRate,
  splitVat,
  supplyDate,
  VAT_CLASSES,
  vatRateFor,
  type BusinessType,
} from '@platform/contract';
import { Card } from '@/components/card';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { currentLocale } from '@/lib/i18n';
import { parseEuros } from '@/lib/forms/euro-input';
import { PriceBreakdown } from './price-breakdown';
import { PRODUCT_FORM_ID } from './product-form-id';
import type { ProductFormValues } from './product-form-values';

/**
 * Price and VAT class, with the price excluding and including VAT worked out while typing, at the rate
 * of the store's country today. Buyers elsewhere pay their own country's rate for the class, each sale
 * the rate of its own day (decision 029).
 */
export function ProductPricingCard({
  businessType,
  country,
}: {
  businessType: BusinessType;
  country: string;
}) {
  const { t } = useTranslation();
  const { register, formState, watch } = useFormContext<ProductFormValues>();
  const includesVat = businessType === 'b2c';
  // Several variants carry their own prices (the variants card); one is the product's price.
  const several = watch('variants').length > 1;
  const price = several ? null : parseEuros(watch('price'));
  const today = supplyDate(new Date());
  const vatRate = vatRateFor(country, watch('vat_class'), today);
  const split = price !== null ? splitVat(price, vatRate, includesVat) : null;
  return (
    <Card title={t('products.sections.pricing')}>
      <div className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          {several ? null : (
            <TextField
              label={t(includesVat ? 'products.fields.priceInclVat' : 'products.fields.priceExclVat')}
              form={PRODUCT_FORM_ID}
              inputMode="decimal"
              suffix="€"
              error={formState.errors.price?.message}
              {...register('price')}
            />
          )}
          <SelectField
            label={t('products.fields.vatClass')}
            form={PRODUCT_FORM_ID}
            options={VAT_CLASSES.map((value) => ({
              value,
              label: t(`products.vatClass.${value}`, {
                rate: formatRate(vatRateFor(country, value, today), currentLocale()),
              }),
            }))}
            error={formState.errors.vat_class?.message}
            {...register('vat_class')}
          />
        </div>
        <p className="text-sm text-zinc-500">{t('products.vatClassHint')}</p>
        {split ? (
          <PriceBreakdown
            exclVat={split.excl_vat}
            inclVat={split.incl_vat}
            vatRate={vatRate}
            entered={includesVat ? 'incl' : 'excl'}
          />
        ) : null}
      </div>
    </Card>
  );
}
