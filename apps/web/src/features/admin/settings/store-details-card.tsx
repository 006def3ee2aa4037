import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BUSINESS_TYPES } from '@platform/contract';
import { Card } from '@/components/card';
import { ChoiceCards } from '@/components/choice-cards';
import { TextField } from '@/components/text-field';
import { storeHost } from '@/lib/host';
import { Notice } from '@/components/notice';
import type { StoreForm } from './store-form';

/** The store's name, web address and business type; a changed address warns that old links break. */
export function StoreDetailsCard({ form, savedSlug }: { form: UseFormReturn<StoreForm>; savedSlug: string }) {
  const { t } = useTranslation();
  const { register, watch, formState } = form;
  const { errors } = formState;
  const slug = watch('slug');
  const host = window.location.host;
  return (
    <Card title={t('settings.store.detailsTitle')} description={t('settings.store.detailsDescription')}>
      <div className="space-y-5">
        <TextField label={t('settings.store.name')} error={errors.name?.message} {...register('name')} />
        <div className="space-y-3">
          <TextField
            label={t('settings.store.slug')}
            error={errors.slug?.message}
            suffix={storeHost('', host)}
            hint={t('settings.store.slugHint', { host: storeHost(savedSlug, host) })}
            autoCapitalize="none"
            spellCheck={false}
            {...register('slug')}
          />
          {slug.trim() !== savedSlug ? (
            <Notice tone="warning" title={t('settings.store.slugWarningTitle')}>
              {t('settings.store.slugWarning', { old: storeHost(savedSlug, host) })}
            </Notice>
          ) : null}
        </div>
        <ChoiceCards
          legend={t('settings.store.businessType')}
          choices={BUSINESS_TYPES.map((value) => ({
            value,
            label: t(`businessType.${value}.label`),
            description: t(`businessType.${value}.description`),
          }))}
          error={errors.business_type?.message}
          {...register('business_type')}
        />
      </div>
    </Card>
  );
}
