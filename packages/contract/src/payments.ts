import { z } from 'zod';
import { id } from './common.js';

export const PAYMENT_PROVIDERS = ['test', 'mollie', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const LIVE_PAYMENT_PROVIDERS = ['mollie', 'stripe'] as const;

/** What the admin may know of a provider's set-up: never a key, only its hint. */
export const paymentProviderState = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  enabled: z.boolean(),
  configured: z.boolean(),
  key_hint: z.string().nullable(),
  webhook_secret_hint: z.string().nullable(),
  /** The test keys' hints: with a test key, the store's test orders pay through this provider's test mode. */
  test_key_hint: z.string().nullable(),
  test_webhook_secret_hint: z.string().nullable(),
  /** Whether a test order of the store pays through this provider now: the built-in one, or one with test keys. */
  takes_test_payments: z.boolean(),
  /**
   * Where the provider reports payments for this store: the address to register at the provider (Stripe),
   * or the one the platform hands over with each payment (Mollie); null for the built-in test provider.
   */
  callback_url: z.string().nullable(),
  /** The events to send to `callback_url`, exactly the ones the platform acts on; empty where none are chosen. */
  callback_events: z.array(z.string()),
});
export type PaymentProviderState = z.infer<typeof paymentProviderState>;

export const paymentProviderParams = z.object({ provider: z.enum(LIVE_PAYMENT_PROVIDERS) });

export const savePaymentProviderRequest = z.object({
  store_id: id,
  enabled: z.boolean(),
  /** A new key; left out, the stored key stays. */
  api_key: z.string().trim().min(10).max(200).optional(),
  webhook_secret: z.string().trim().min(10).max(200).optional(),
  /** A new test key, used while the store is in test mode; left out, the stored one stays. */
  test_api_key: z.string().trim().min(10).max(200).optional(),
  test_webhook_secret: z.string().trim().min(10).max(200).optional(),
  /** Forgets the test keys: test orders go back to the built-in test provider. */
  remove_test_keys: z.boolean().optional(),
});
export type SavePaymentProviderRequest = z.infer<typeof savePaymentProviderRequest>;

export const providerCheckResponse = z.object({ data: z.object({ ok: z.boolean() }) });
