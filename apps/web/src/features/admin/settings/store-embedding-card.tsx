import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { TextareaField } from '@/components/textarea-field';
import type { StoreForm } from './store-form';

/** The websites allowed to show the shop in a frame (issue 7); none listed means any site may. */
export function StoreEmbeddingCard({ form }: { form: UseFormReturn<StoreForm> }) {
  const { t } = useTranslation();
  const { register, formState } = form;
  return (
    <Card title={t('settings.store.embedTitle')} description={t('settings.store.embedDescription')}>
      <TextareaField
        label={t('settings.store.embedOrigins')}
        hint={t('settings.store.embedHint')}
        placeholder="https://www.example.com"
        rows={3}
        spellCheck={false}
        autoCapitalize="none"
        error={formState.errors.embed_allowed_origins?.message}
        {...register('embed_allowed_origins')}
      />
    </Card>
  );
}
