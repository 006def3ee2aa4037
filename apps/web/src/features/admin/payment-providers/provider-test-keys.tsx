import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PaymentProviderState } from '@platform/contract';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import type { ProviderForm } from './provider-form-values';

interface ProviderTestKeysProps {
  state: PaymentProviderState & { provider: 'mollie' | 'stripe' };
  form: UseFormReturn<ProviderForm>;
  onRemove: () => void;
  removing: boolean;
}

/**
 * The provider's test keys: while the store is in test mode, its test orders pay through them in the
 * provider's own test environment, so the merchant tries the real checkout before going live.
 */
export function ProviderTestKeys({ state, form, onRemove, removing }: ProviderTestKeysProps) {
  const { t } = useTranslation();
  const provider = state.provider;
  const name = t(`settings.providers.names.${provider}`);
  const { register, formState } = form;
  return (
    <Card
      title={t('settings.providers.testKeysTitle')}
      description={t('settings.providers.testKeysAbout', { provider: name })}
    >
      <div className="space-y-5">
        <TextField
          label={t('settings.providers.testApiKey')}
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder={state.test_key_hint ?? t(`settings.providers.testKeyPlaceholder.${provider}`)}
          hint={
            state.test_key_hint
              ? t('settings.providers.keySaved', { hint: state.test_key_hint })
              : t(`settings.providers.testKeyWhere.${provider}`)
          }
          error={formState.errors.test_api_key?.message}
          {...register('test_api_key')}
        />
        {provider === 'stripe' ? (
          <TextField
            label={t('settings.providers.testWebhookSecret')}
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder={state.test_webhook_secret_hint ?? 'whsec_…'}
            hint={
              state.test_webhook_secret_hint
                ? t('settings.providers.keySaved', { hint: state.test_webhook_secret_hint })
                : t('settings.providers.testWebhookWhere')
            }
            error={formState.errors.test_webhook_secret?.message}
            {...register('test_webhook_secret')}
          />
        ) : null}
        {state.test_key_hint ? (
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onRemove} loading={removing}>
              {t('settings.providers.removeTestKeys')}
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
