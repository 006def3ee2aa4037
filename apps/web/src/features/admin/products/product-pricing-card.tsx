import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { splitVat, type BusinessType } from '@platform/contract';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { parseEuros } from './euro-input';
import { PriceBreakdown } from './price-breakdown';
import { PRODUCT_FORM_ID } from './product-form-id';
import type { ProductFormValues } from './product-form-values';

/** Price and VAT rate, with the price excluding and including VAT worked out while typing. */
export function ProductPricingCard({ businessType }: { businessType: BusinessType }) {
  const { t } = useTranslation();
  const { register, formState, watch } = useFormContext<ProductFormValues>();
  const includesVat = businessType === 'b2c';
  const price = parseEuros(watch('price'));
  const vatText = watch('vat_rate');
  const vatRate = /^\d+$/.test(vatText.trim()) ? Number(vatText) : null;
  const split =
    price !== null && vatRate !== null && vatRate <= 100 ? splitVat(price, vatRate, includesVat) : null;
  return (
    <Card title={t('products.sections.pricing')}>
      <div className="space-y-4">
        <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-3">
          <TextField
            label={t(includesVat ? 'products.fields.priceInclVat' : 'products.fields.priceExclVat')}
            form={PRODUCT_FORM_ID}
            inputMode="decimal"
            suffix="€"
            error={formState.errors.price?.message}
            {...register('price')}
          />
          <TextField
            label={t('products.fields.vatRate')}
            form={PRODUCT_FORM_ID}
            inputMode="numeric"
            suffix="%"
            error={formState.errors.vat_rate?.message}
            {...register('vat_rate')}
          />
        </div>
        {split && vatRate !== null ? (
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
