import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LOCALES, VAT_SCHEMES, type Storefront } from '@platform/contract';
import { Card } from '@/components/card';
import { SelectField } from '@/components/select-field';
import { useCountryOptions } from '@/lib/countries';
import type { StoreForm } from './store-form';

/** Where the store sells from, the language a shopper sees first, and the shop's home page. */
export function StoreRegionCard({
  form,
  storefronts,
}: {
  form: UseFormReturn<StoreForm>;
  storefronts: Storefront[];
}) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const { errors } = formState;
  // The tab waits for the names, so they are here.
  const countries = useCountryOptions();
  return (
    <Card title={t('settings.store.shopTitle')} description={t('settings.store.shopDescription')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('settings.store.country')}
          options={countries.data ?? []}
          error={errors.country?.message}
          {...register('country')}
        />
        <div>
          <SelectField
            label={t('settings.store.vatScheme')}
            options={VAT_SCHEMES.map((scheme) => ({
              value: scheme,
              label: t(`settings.store.vatSchemes.${scheme}`),
            }))}
            error={errors.vat_scheme?.message}
            {...register('vat_scheme')}
          />
          <p className="mt-1.5 text-sm text-zinc-500">{t('settings.store.vatSchemeHint')}</p>
        </div>
        <SelectField
          label={t('settings.store.defaultLanguage')}
          options={LOCALES.map((code) => ({ value: code, label: t(`language.${code}`) }))}
          error={errors.default_language?.message}
          {...register('default_language')}
        />
        <div className="sm:col-span-2">
          <SelectField
            label={t('settings.store.home')}
            options={[
              { value: '', label: t('settings.store.homeDefault') },
              ...storefronts.map((storefront) => ({
                value: String(storefront.id),
                label:
                  storefront.publication_status === 'published'
                    ? storefront.name
                    : t('settings.store.homeDraft', { name: storefront.name }),
              })),
            ]}
            error={errors.home_storefront?.message}
            {...register('home_storefront')}
          />
          <p className="mt-1.5 text-sm text-zinc-500">{t('settings.store.homeHint')}</p>
        </div>
      </div>
    </Card>
  );
}
