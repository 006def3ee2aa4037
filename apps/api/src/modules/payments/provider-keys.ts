import type { MessageCode } from '@platform/contract';
import { AppError } from '../../errors.js';
import type { PaymentProvider } from './payment-provider.js';
import { MOLLIE_KEY_PATTERN } from './providers/mollie.js';
import { STRIPE_KEY_PATTERN, STRIPE_WEBHOOK_SECRET_PATTERN } from './providers/stripe.js';

type LiveProvider = 'mollie' | 'stripe';

/** The keys a save may bring: the live pair, and the test pair a store in test mode pays through. */
export interface GivenKeys {
  api_key?: string;
  webhook_secret?: string;
  test_api_key?: string;
  test_webhook_secret?: string;
}

/** The mode a key is for, read from its prefix (`sk_live_`, `rk_test_`, `live_`, `test_`), or null. */
function keyMode(provider: LiveProvider, key: string): 'live' | 'test' | null {
  const match = (provider === 'mollie' ? MOLLIE_KEY_PATTERN : STRIPE_KEY_PATTERN).exec(key);
  if (!match) return null;
  return match[0].includes('live_') ? 'live' : 'test';
}

/**
 * Refuses keys that cannot be what their field asks for, each field with its own reason: not a key of
 * this provider, a test key as the live key, a live key as the test key, a signing secret for Mollie.
 */
export function refuseMisplacedKeys(provider: LiveProvider, keys: GivenKeys): void {
  const errors: Record<string, MessageCode> = {};
  const place = (field: 'api_key' | 'test_api_key', mode: 'live' | 'test') => {
    const key = keys[field];
    if (!key) return;
    const found = keyMode(provider, key);
    if (found === null) errors[field] = 'key_format';
    else if (found !== mode)
      errors[field] = mode === 'live' ? 'test_key_in_live_field' : 'live_key_in_test_field';
  };
  place('api_key', 'live');
  place('test_api_key', 'test');
  for (const field of ['webhook_secret', 'test_webhook_secret'] as const) {
    const secret = keys[field];
    if (secret && (provider !== 'stripe' || !STRIPE_WEBHOOK_SECRET_PATTERN.test(secret))) {
      errors[field] = 'key_format';
    }
  }
  if (Object.keys(errors).length > 0) throw AppError.invalid(errors);
}

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : 0;

/**
 * Asks the provider whether each new key works (a harmless call) before it is stored, so a merchant
 * learns of a wrong key here rather than from a shopper. A key the provider refuses, and one that could
 * not be checked because the provider did not answer, are named on their own field.
 */
export async function refuseKeysTheProviderRefuses(
  clients: Partial<Record<'api_key' | 'test_api_key', PaymentProvider>>,
): Promise<void> {
  const errors: Record<string, MessageCode> = {};
  await Promise.all(
    Object.entries(clients).map(async ([field, client]) => {
      try {
        await client.check();
      } catch (error) {
        const status = statusOf(error);
        errors[field] = status === 401 || status === 403 ? 'key_refused' : 'key_unchecked';
      }
    }),
  );
  if (Object.keys(errors).length > 0) throw AppError.invalid(errors);
}
