import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PRODUCT_STATUSES } from '@platform/contract';
import { Card } from '@/components/card';
import { SelectField } from '@/components/select-field';
import { PRODUCT_FORM_ID } from './product-form-id';
import type { ProductFormValues } from './product-form-values';

/** Who can see and buy the product, with what the chosen status means spelled out. */
export function ProductStatusCard() {
  const { t } = useTranslation();
  const { register, formState, watch } = useFormContext<ProductFormValues>();
  const status = watch('status');
  return (
    <Card title={t('products.sections.status')}>
      <SelectField
        label={t('products.fields.status')}
        form={PRODUCT_FORM_ID}
        options={PRODUCT_STATUSES.map((value) => ({ value, label: t(`products.status.${value}`) }))}
        error={formState.errors.status?.message}
        {...register('status')}
      />
      <p className="mt-2 text-sm text-zinc-500">{t(`products.statusHelp.${status}`)}</p>
    </Card>
  );
}
