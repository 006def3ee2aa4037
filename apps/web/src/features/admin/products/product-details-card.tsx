import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea-field';
import { PRODUCT_FORM_ID } from './product-form-id';
import type { ProductFormValues } from './product-form-values';

/** Name, description and web address of the product. */
export function ProductDetailsCard({ storeAddress }: { storeAddress: string }) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  return (
    <Card title={t('products.sections.details')}>
      <div className="space-y-5">
        <TextField
          label={t('products.fields.name')}
          form={PRODUCT_FORM_ID}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextareaField
          label={t('products.fields.description')}
          form={PRODUCT_FORM_ID}
          rows={6}
          hint={t('products.fields.descriptionHint')}
          error={errors.description?.message}
          {...register('description')}
        />
        <TextField
          label={t('products.fields.slug')}
          form={PRODUCT_FORM_ID}
          autoCapitalize="none"
          spellCheck={false}
          hint={
            <span className="[overflow-wrap:anywhere]">
              {t('products.fields.slugHint', { address: storeAddress })}
            </span>
          }
          error={errors.slug?.message}
          {...register('slug')}
        />
      </div>
    </Card>
  );
}
