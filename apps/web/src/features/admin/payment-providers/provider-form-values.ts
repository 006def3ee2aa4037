import type { PaymentProviderState } from '@platform/contract';

/** The provider form's fields: keys are typed in anew, never shown (only their hints). */
export interface ProviderForm {
  enabled: boolean;
  api_key: string;
  webhook_secret: string;
  test_api_key: string;
  test_webhook_secret: string;
}

export const PROVIDER_FIELDS = [
  'enabled',
  'api_key',
  'webhook_secret',
  'test_api_key',
  'test_webhook_secret',
] as const;

const KEY_FIELDS = ['api_key', 'webhook_secret', 'test_api_key', 'test_webhook_secret'] as const;

/** What the form sends: an empty key field keeps the stored key (it is never sent back to show). */
export function bodyOf(values: ProviderForm) {
  const keys = Object.fromEntries(
    KEY_FIELDS.filter((field) => values[field].trim()).map((field) => [field, values[field].trim()]),
  );
  return { enabled: values.enabled, ...keys };
}

export const toForm = (state: PaymentProviderState): ProviderForm => ({
  enabled: state.enabled,
  api_key: '',
  webhook_secret: '',
  test_api_key: '',
  test_webhook_secret: '',
});
