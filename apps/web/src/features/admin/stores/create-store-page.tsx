import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BUSINESS_TYPES, createStoreRequest } from '@platform/contract';
import { Button, ButtonLink } from '@/components/button';
import { ChoiceCards } from '@/components/choice-cards';
import { useFormSubmit } from '@/components/form-submit';
import { TextField } from '@/components/text-field';
import { requestForm } from '@/lib/forms/contract-resolver';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { storeHost } from '@/lib/host';
import { useCreateStore } from './api/create-store';
import { useStores } from '@/lib/api/stores/get-stores';
import { storeHomePath } from '@/lib/api/stores/store-home';
import { slugFromName } from './slug-from-name';

const storeForm = requestForm(createStoreRequest, ['name', 'slug', 'business_type']);

export default function CreateStorePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createStore = useCreateStore();
  const stores = useStores();
  // Once the merchant types an address of their own, the name no longer overwrites it.
  const slugEdited = useRef(false);
  const form = useContractForm(storeForm, {
    defaultValues: { name: '', slug: '', business_type: 'b2c' as const },
  });
  const { register, setValue, formState, watch } = form;
  const slug = watch('slug');
  const onSubmit = useFormSubmit(form, async (values) => {
    const store = await createStore.mutateAsync(values);
    await navigate(storeHomePath(store.id));
  });

  const suffix = storeHost('', window.location.host);

  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">{t('account.addStore')}</h1>
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
          choices={BUSINESS_TYPES.map((value) => ({
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
            {t('account.addStore')}
          </Button>
        </div>
      </form>
    </div>
  );
}
