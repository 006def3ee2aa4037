import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DISCOUNT_TYPES,
  formatMoney,
  splitVat,
  supplyDate,
  vatRateFor,
  type BusinessType,
} from '@platform/contract';
import { Card } from '@/components/card';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { currentLocale } from '@/lib/i18n';
import { PRODUCT_FORM_ID } from './product-form-id';
import { previewPrice, type ProductFormValues } from './product-form-values';

/** The discount, with the price the customer will pay shown as soon as it can be worked out. */
export function ProductDiscountCard({
  businessType,
  country,
}: {
  businessType: BusinessType;
  country: string;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { register, formState, watch, setValue } = useFormContext<ProductFormValues>();
  const values = watch();
  const type = values.discount_type;
  const preview = type === 'no_discount' ? null : previewPrice(values);
  const vatRate = vatRateFor(country, values.vat_class, supplyDate(new Date()));
  const sale = preview ? splitVat(preview.sale, vatRate, businessType === 'b2c') : null;

  return (
    <Card title={t('products.sections.discount')}>
      <div className="space-y-4">
        <SelectField
          label={t('products.fields.discountType')}
          form={PRODUCT_FORM_ID}
          options={DISCOUNT_TYPES.map((value) => ({ value, label: t(`products.discountType.${value}`) }))}
          {...register('discount_type', {
            // A value means something else for the other type (euros or a percentage): start afresh.
            onChange: () => setValue('discount_value', '', { shouldDirty: true }),
          })}
        />
        {type !== 'no_discount' ? (
          <TextField
            label={t(
              type === 'fixed_price' ? 'products.fields.discountPrice' : 'products.fields.discountPercentage',
            )}
            form={PRODUCT_FORM_ID}
            inputMode={type === 'fixed_price' ? 'decimal' : 'numeric'}
            suffix={type === 'fixed_price' ? '€' : '%'}
            error={formState.errors.discount_value?.message}
            {...register('discount_value')}
          />
        ) : null}
        {preview && sale ? (
          <div className="rounded-lg bg-emerald-50 p-3 text-sm ring-1 ring-emerald-200" aria-live="polite">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium text-emerald-900">{t('products.discountPreview')}</span>
              <span className="flex items-baseline gap-2">
                <s className="text-emerald-700/70">{formatMoney(preview.price, locale)}</s>
                <strong className="text-base text-emerald-900 tabular-nums" data-testid="discounted-price">
                  {formatMoney(preview.sale, locale)}
                </strong>
              </span>
            </p>
            <p className="mt-1 text-emerald-800">
              {t('products.discountPreviewVat', {
                excl: formatMoney(sale.excl_vat, locale),
                incl: formatMoney(sale.incl_vat, locale),
              })}
            </p>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
