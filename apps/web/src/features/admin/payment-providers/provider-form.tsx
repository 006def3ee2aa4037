import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { savePaymentProviderRequest, type PaymentProviderState } from '@platform/contract';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { useSaveSubmit } from '@/components/form-submit';
import { FormWithSaveBar } from '@/components/form-with-save-bar';
import { ToggleSwitch } from '@/components/toggle-switch';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { notify } from '@/components/toasts';
import { describeError } from '@/lib/api/errors';
import { useSavePaymentProvider } from './api/save-payment-provider';
import { ProviderCallback } from './provider-callback';
import { ProviderCheck } from './provider-check';
import { bodyOf, PROVIDER_FIELDS, toForm, type ProviderForm } from './provider-form-values';
import { ProviderTestKeys } from './provider-test-keys';

/**
 * One live provider: where it reports payments, switched on or off, its live and test keys (stored
 * encrypted, shown only as hints, checked with the provider as they are saved) and a check.
 */
export function ProviderFormCard({
  storeId,
  state,
}: {
  storeId: number;
  state: PaymentProviderState & { provider: 'mollie' | 'stripe' };
}) {
  const { t } = useTranslation();
  const provider = state.provider;
  const save = useSavePaymentProvider(storeId, provider);
  const form = useContractForm<ProviderForm>(
    {
      fields: PROVIDER_FIELDS,
      read: (values) => ({
        requests: [{ schema: savePaymentProviderRequest, body: { store_id: storeId, ...bodyOf(values) } }],
      }),
    },
    { defaultValues: toForm(state) },
  );
  const { control, register, formState } = form;
  const name = t(`settings.providers.names.${provider}`);
  const onSubmit = useSaveSubmit(
    form,
    async (values) => toForm(await save.mutateAsync(bodyOf(values))),
    'settings.saved',
  );
  const removeTestKeys = () =>
    save.mutate(
      { enabled: state.enabled, remove_test_keys: true },
      {
        onSuccess: () => notify.success(t('settings.providers.testKeysRemoved')),
        onError: (error) => notify.error(describeError(error, t)),
      },
    );

  return (
    <FormWithSaveBar id={`settings-provider-${provider}`} form={form} onSubmit={onSubmit}>
      <ProviderCallback state={state} />
      <Card title={name} description={t(`settings.providers.about.${provider}`)}>
        <div className="space-y-5">
          <Controller
            control={control}
            name="enabled"
            render={({ field, fieldState }) => (
              <ToggleSwitch
                label={t('settings.providers.enabled', { provider: name })}
                description={t('settings.providers.enabledHint')}
                checked={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                ref={field.ref}
              />
            )}
          />
          <TextField
            label={t('settings.providers.apiKey')}
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder={state.key_hint ?? t(`settings.providers.keyPlaceholder.${provider}`)}
            hint={
              state.key_hint
                ? t('settings.providers.keySaved', { hint: state.key_hint })
                : t(`settings.providers.keyWhere.${provider}`)
            }
            error={formState.errors.api_key?.message}
            {...register('api_key')}
          />
          {provider === 'stripe' ? (
            <TextField
              label={t('settings.providers.webhookSecret')}
              type="password"
              autoComplete="off"
              spellCheck={false}
              placeholder={state.webhook_secret_hint ?? 'whsec_…'}
              hint={
                state.webhook_secret_hint
                  ? t('settings.providers.keySaved', { hint: state.webhook_secret_hint })
                  : t('settings.providers.webhookWhere')
              }
              error={formState.errors.webhook_secret?.message}
              {...register('webhook_secret')}
            />
          ) : null}
          <p className="text-sm text-zinc-500">{t('settings.providers.keysSafe')}</p>
        </div>
      </Card>
      <ProviderTestKeys state={state} form={form} onRemove={removeTestKeys} removing={save.isPending} />
      {state.configured ? (
        <ProviderCheck storeId={storeId} provider={provider} unsaved={formState.isDirty} />
      ) : null}
    </FormWithSaveBar>
  );
}
