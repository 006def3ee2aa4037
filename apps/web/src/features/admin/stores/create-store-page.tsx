import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createStoreRequest } from '@platform/contract';
import { Button, ButtonLink } from '@/components/button';
import { ChoiceCards } from '@/components/choice-cards';
import { reportFormError } from '@/components/report-form-error';
import { TextField } from '@/components/text-field';
import { contractResolver } from '@/lib/forms';
import { storeHost } from '@/lib/host';
import { currentLocale } from '@/lib/i18n';
import { useCreateStore } from './api/create-store';
import { useStores } from '@/lib/api/stores/get-stores';
import { slugFromName } from './slug-from-name';

export default function CreateStorePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createStore = useCreateStore();
  const stores = useStores();
  // Once the merchant types an address of their own, the name no longer overwrites it.
  const slugEdited = useRef(false);
  const { register, handleSubmit, setError, setValue, formState, watch } = useForm({
    resolver: contractResolver(createStoreRequest, currentLocale),
    defaultValues: { name: '', slug: '', business_type: 'b2c' as const },
  });
  const slug = watch('slug');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const store = await createStore.mutateAsync(values);
      await navigate(`/store/${store.id}/orders`);
    } catch (error) {
      reportFormError(error, setError, ['name', 'slug', 'business_type'], t);
    }
  });

  const suffix = storeHost('', window.location.host);

  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">{t('createStore.title')}</h1>
      <p className="mt-1.5 text-sm text-zinc-500">{t('createStore.subtitle')}</p>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-8 space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-zinc-200 sm:p-8"
      >
        <TextField
          label={t('createStore.name')}
          autoFocus
          error={formState.errors.name?.message}
          {...register('name', {
            onChange: (event: { target: { value: string } }) => {
              if (!slugEdited.current) {
                setValue('slug', slugFromName(event.target.value), { shouldValidate: formState.isSubmitted });
              }
            },
          })}
        />
        <TextField
          label={t('createStore.slug')}
          autoCapitalize="none"
          spellCheck={false}
          suffix={suffix}
          hint={t('createStore.slugHint', {
            host: storeHost(slug || slugFromName(t('createStore.example')), window.location.host),
          })}
          error={formState.errors.slug?.message}
          {...register('slug', {
            onChange: () => {
              slugEdited.current = true;
            },
          })}
        />
        <ChoiceCards
          legend={t('createStore.businessType')}
          choices={(['b2c', 'b2b'] as const).map((value) => ({
            value,
            label: t(`businessType.${value}.label`),
            description: t(`businessType.${value}.description`),
          }))}
          error={formState.errors.business_type?.message}
          {...register('business_type')}
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          {stores.data?.length ? (
            <ButtonLink to="/choose-store" variant="secondary" size="lg">
              {t('common.cancel')}
            </ButtonLink>
          ) : null}
          <Button type="submit" size="lg" loading={formState.isSubmitting}>
            {t('createStore.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
