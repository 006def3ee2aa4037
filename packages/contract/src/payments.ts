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
});
export type PaymentProviderState = z.infer<typeof paymentProviderState>;

export const paymentProviderParams = z.object({ provider: z.enum(LIVE_PAYMENT_PROVIDERS) });

export const savePaymentProviderRequest = z.object({
  store_id: id,
  enabled: z.boolean(),
  /** A new key; left out, the stored key stays. */
  api_key: z.string().trim().min(10).max(200).optional(),
  webhook_secret: z.string().trim().min(10).max(200).optional(),
});
export type SavePaymentProviderRequest = z.infer<typeof savePaymentProviderRequest>;

export const providerCheckResponse = z.object({ data: z.object({ ok: z.boolean() }) });
