import {
  LIVE_PAYMENT_PROVIDERS,
  type PaymentProviderState,
  type SavePaymentProviderRequest,
} from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import type { OrderRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { decryptSecret, encryptSecret, secretHint } from '../../lib/secrets.js';
import { readSettings } from '../kernel/index.js';
import type { PaymentProvider } from './payment-provider.js';
import { MOLLIE_KEY_PATTERN, mollieProvider } from './providers/mollie.js';
import { STRIPE_KEY_PATTERN, STRIPE_WEBHOOK_SECRET_PATTERN, stripeProvider } from './providers/stripe.js';
import * as repository from './provider-configs.repository.js';
import { testProvider } from './test-provider.js';

type LiveProvider = (typeof LIVE_PAYMENT_PROVIDERS)[number];

export interface ProviderSecrets {
  api_key?: string;
  webhook_secret?: string;
}

async function storedSecrets(ctx: AppContext, db: Db, storeId: number, provider: string) {
  const row = await repository.findProviderConfig(db, storeId, provider);
  if (!row) return { enabled: false, secrets: {} as ProviderSecrets };
  return {
    enabled: row.enabled === 1,
    secrets: JSON.parse(decryptSecret(ctx.config.appKey, row.secrets)) as ProviderSecrets,
  };
}

function instance(ctx: AppContext, provider: string, secrets: ProviderSecrets): PaymentProvider | null {
  if (!secrets.api_key) return null;
  const { mollie, stripe } = ctx.config.providerApis;
  if (provider === 'mollie') return mollieProvider(secrets.api_key, mollie);
  if (provider === 'stripe') return stripeProvider(secrets.api_key, stripe);
  return null;
}

/** The providers of a store with their state; keys only ever leave as hints. */
export async function listProviderStates(ctx: AppContext, storeId: number): Promise<PaymentProviderState[]> {
  const states: PaymentProviderState[] = [
    { provider: 'test', enabled: true, configured: true, key_hint: null, webhook_secret_hint: null },
  ];
  for (const provider of LIVE_PAYMENT_PROVIDERS) {
    const { enabled, secrets } = await storedSecrets(ctx, ctx.database.db, storeId, provider);
    states.push({
      provider,
      enabled,
      configured: Boolean(secrets.api_key) && (provider !== 'stripe' || Boolean(secrets.webhook_secret)),
      key_hint: secrets.api_key ? secretHint(secrets.api_key) : null,
      webhook_secret_hint: secrets.webhook_secret ? secretHint(secrets.webhook_secret) : null,
    });
  }
  return states;
}

/** Stores a provider's keys encrypted; a key not given stays as it was. */
export async function saveProviderConfig(
  ctx: AppContext,
  storeId: number,
  provider: LiveProvider,
  input: SavePaymentProviderRequest,
): Promise<PaymentProviderState> {
  const keyPattern = provider === 'mollie' ? MOLLIE_KEY_PATTERN : STRIPE_KEY_PATTERN;
  if (input.api_key && !keyPattern.test(input.api_key)) throw AppError.invalid({ api_key: 'key_format' });
  if (
    input.webhook_secret &&
    (provider !== 'stripe' || !STRIPE_WEBHOOK_SECRET_PATTERN.test(input.webhook_secret))
  ) {
    throw AppError.invalid({ webhook_secret: 'key_format' });
  }
  const db = ctx.database.db;
  const current = await storedSecrets(ctx, db, storeId, provider);
  const secrets: ProviderSecrets = {
    ...current.secrets,
    ...(input.api_key ? { api_key: input.api_key } : {}),
    ...(input.webhook_secret ? { webhook_secret: input.webhook_secret } : {}),
  };
  if (input.enabled && !secrets.api_key) throw AppError.invalid({ api_key: 'key_required' });
  if (input.enabled && provider === 'stripe' && !secrets.webhook_secret) {
    throw AppError.invalid({ webhook_secret: 'key_required' });
  }
  await repository.saveProviderConfig(db, {
    store_id: storeId,
    provider,
    enabled: input.enabled ? 1 : 0,
    secrets: encryptSecret(ctx.config.appKey, JSON.stringify(secrets)),
    updated_at: ctx.clock.now().toISOString(),
  });
  return (await listProviderStates(ctx, storeId)).find((state) => state.provider === provider)!;
}

/** Tries the stored key against the provider; false when the provider refuses it. */
export async function checkProvider(
  ctx: AppContext,
  storeId: number,
  provider: LiveProvider,
): Promise<boolean> {
  const { secrets } = await storedSecrets(ctx, ctx.database.db, storeId, provider);
  const client = instance(ctx, provider, secrets);
  if (!client) throw AppError.invalid({ api_key: 'key_required' });
  try {
    await client.check();
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the test provider may still complete a payment of this order: only for an order placed in
 * test mode, and only while its store is in test mode. A live order, or any order of a store that has
 * gone live since, is never paid by a test page.
 */
export async function testProviderMayPay(db: Db, order: Pick<OrderRow, 'store_id' | 'test_mode'>) {
  if (order.test_mode !== 1) return false;
  return (await readSettings(db, order.store_id, ['test_mode'])).test_mode!.value;
}

/**
 * The provider an order pays through, fixed by the mode it was placed in rather than the store's mode
 * now: a test order only through the test provider (while its store is in test mode), a live order
 * only through the first live provider the merchant switched on.
 */
export async function providerForOrder(
  ctx: AppContext,
  db: Db,
  order: Pick<OrderRow, 'store_id' | 'test_mode'>,
): Promise<PaymentProvider> {
  if (order.test_mode === 1) {
    if (await testProviderMayPay(db, order)) return testProvider;
    throw new AppError(422, 'order_not_payable', { order: 'order_not_payable' });
  }
  for (const provider of LIVE_PAYMENT_PROVIDERS) {
    const { enabled, secrets } = await storedSecrets(ctx, db, order.store_id, provider);
    const client = enabled ? instance(ctx, provider, secrets) : null;
    if (client) return client;
  }
  throw new AppError(422, 'no_payment_provider', { order: 'no_payment_provider' });
}

/**
 * Whether the store's shop can be paid: in test mode through the test provider, live only with a live
 * provider switched on. A live store whose provider was switched off since says so, and takes no orders.
 * The caller has read the store's test mode with its other settings.
 */
export async function canTakePayments(db: Db, storeId: number, testMode: boolean): Promise<boolean> {
  if (testMode) return true;
  return repository.hasActiveLiveProvider(db, storeId);
}

/** The provider that took an existing payment, with the store's current keys. */
export async function providerOfPayment(ctx: AppContext, storeId: number, provider: string) {
  if (provider === 'test') return { client: testProvider, secrets: {} as ProviderSecrets };
  const { secrets } = await storedSecrets(ctx, ctx.database.db, storeId, provider);
  return { client: instance(ctx, provider, secrets), secrets };
}
