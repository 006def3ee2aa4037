import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@platform/contract';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea-field';
import { PRODUCT_FORM_ID } from './product-form-id';
import type { ProductFormValues } from './product-form-values';
import { ProductLanguagePicker } from './product-language-picker';

/**
 * Name, description and web address of the product. The name and description are written in the
 * store's language and, where the merchant wishes, in the other languages (decision 033).
 */
export function ProductDetailsCard({
  storeAddress,
  storeLocale,
}: {
  storeAddress: string;
  storeLocale: Locale;
}) {
  const { t } = useTranslation();
  const { register, formState, watch, control } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  const [language, setLanguage] = useState<Locale>(storeLocale);
  const [name, description, translations] = useWatch({
    control,
    name: ['name', 'description', 'translations'],
  });
  const filled = LOCALES.filter(
    (code) => translations[code].name !== '' || translations[code].description !== '',
  );
  const own = language === storeLocale;
  const fallbackHint = t('products.translations.fallbackHint', { language: t(`language.${storeLocale}`) });
  return (
    <Card title={t('products.sections.details')}>
      <div className="space-y-5">
        <div className="space-y-2">
          <ProductLanguagePicker
            label={t('products.translations.legend')}
            value={language}
            onChange={setLanguage}
            storeLocale={storeLocale}
            filled={filled}
          />
          {own ? null : <p className="text-sm text-zinc-500">{fallbackHint}</p>}
        </div>
        {own ? (
          <div key={language} className="space-y-5">
            <TextField
              label={t('products.fields.name')}
              form={PRODUCT_FORM_ID}
              lang={language}
              error={errors.name?.message}
              {...register('name')}
            />
            <TextareaField
              label={t('products.fields.description')}
              form={PRODUCT_FORM_ID}
              lang={language}
              rows={6}
              hint={t('products.fields.descriptionHint')}
              error={errors.description?.message}
              {...register('description')}
            />
          </div>
        ) : (
          <div key={language} className="space-y-5">
            <TextField
              label={t('products.fields.name')}
              form={PRODUCT_FORM_ID}
              lang={language}
              placeholder={name}
              error={errors.translations?.[language]?.name?.message}
              {...register(`translations.${language}.name`)}
            />
            <TextareaField
              label={t('products.fields.description')}
              form={PRODUCT_FORM_ID}
              lang={language}
              rows={6}
              placeholder={description}
              error={errors.translations?.[language]?.description?.message}
              {...register(`translations.${language}.description`)}
            />
          </div>
        )}
        <TextField
          label={t('products.fields.slug')}
          form={PRODUCT_FORM_ID}
          autoCapitalize="none"
          spellCheck={false}
          hint={
            <span className="[overflow-wrap:anywhere]">
              {t('products.fields.slugHint', { address: `${storeAddress}${watch('slug')}` })}
            </span>
          }
          error={errors.slug?.message}
          {...register('slug')}
        />
      </div>
    </Card>
  );
}
