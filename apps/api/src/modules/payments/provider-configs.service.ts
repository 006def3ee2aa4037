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
import { findStore, readSettings } from '../kernel/index.js';
import { findOrder } from '../orders/index.js';
import { callbackUrl, storeOrigin, STRIPE_EVENTS } from './callback-addresses.js';
import type { PaymentProvider } from './payment-provider.js';
import { mollieProvider } from './providers/mollie.js';
import { stripeProvider } from './providers/stripe.js';
import * as repository from './provider-configs.repository.js';
import { refuseKeysTheProviderRefuses, refuseMisplacedKeys } from './provider-keys.js';
import { testProvider } from './test-provider.js';

type LiveProvider = (typeof LIVE_PAYMENT_PROVIDERS)[number];

/** A provider's keys as stored (encrypted): the live pair, and the test pair test orders pay through. */
export interface ProviderSecrets {
  api_key?: string;
  webhook_secret?: string;
  test_api_key?: string;
  test_webhook_secret?: string;
}

/** The pair of keys one mode uses: a test order's payment goes through the test keys. */
const keysOfMode = (secrets: ProviderSecrets, testMode: boolean): ProviderSecrets =>
  testMode
    ? { api_key: secrets.test_api_key, webhook_secret: secrets.test_webhook_secret }
    : { api_key: secrets.api_key, webhook_secret: secrets.webhook_secret };

const hintOf = (secret: string | undefined) => (secret ? secretHint(secret) : null);

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

async function storeConfigs(ctx: AppContext, db: Db, storeId: number) {
  return Promise.all(
    LIVE_PAYMENT_PROVIDERS.map(async (provider) => ({
      provider,
      ...(await storedSecrets(ctx, db, storeId, provider)),
    })),
  );
}

/**
 * The live provider a test order pays through: the first with test keys among those switched on, then
 * among the others; undefined when none has test keys (the built-in test provider then takes it).
 */
function testKeyProvider(configs: Awaited<ReturnType<typeof storeConfigs>>) {
  const candidates = [
    ...configs.filter((config) => config.enabled),
    ...configs.filter((config) => !config.enabled),
  ];
  return candidates.find((config) => config.secrets.test_api_key);
}

/**
 * The providers of a store with their state, keys only ever as hints, and where each reports payments:
 * the address to register at Stripe, with the events the platform acts on.
 */
export async function listProviderStates(ctx: AppContext, storeId: number): Promise<PaymentProviderState[]> {
  const store = (await findStore(ctx.database.db, storeId))!;
  const origin = storeOrigin(store.slug, ctx.config);
  const configs = await storeConfigs(ctx, ctx.database.db, storeId);
  const testPayer = testKeyProvider(configs)?.provider ?? 'test';
  const states: PaymentProviderState[] = [
    {
      provider: 'test',
      enabled: true,
      configured: true,
      key_hint: null,
      webhook_secret_hint: null,
      test_key_hint: null,
      test_webhook_secret_hint: null,
      takes_test_payments: testPayer === 'test',
      callback_url: null,
      callback_events: [],
    },
  ];
  for (const { provider, enabled, secrets } of configs) {
    states.push({
      provider,
      enabled,
      configured: Boolean(secrets.api_key) && (provider !== 'stripe' || Boolean(secrets.webhook_secret)),
      key_hint: hintOf(secrets.api_key),
      webhook_secret_hint: hintOf(secrets.webhook_secret),
      test_key_hint: hintOf(secrets.test_api_key),
      test_webhook_secret_hint: hintOf(secrets.test_webhook_secret),
      takes_test_payments: testPayer === provider,
      callback_url: callbackUrl(origin, provider),
      // Mollie is told the address with each payment and sends every change; Stripe sends what is chosen.
      callback_events: provider === 'stripe' ? Object.keys(STRIPE_EVENTS) : [],
    });
  }
  return states;
}

/**
 * Stores a provider's keys encrypted; a key not given stays as it was. Each new key is checked first:
 * its prefix against its field (a live key is no test key), then with the provider itself.
 */
export async function saveProviderConfig(
  ctx: AppContext,
  storeId: number,
  provider: LiveProvider,
  input: SavePaymentProviderRequest,
): Promise<PaymentProviderState> {
  refuseMisplacedKeys(provider, input);
  const db = ctx.database.db;
  const current = await storedSecrets(ctx, db, storeId, provider);
  const kept = input.remove_test_keys
    ? { ...current.secrets, test_api_key: undefined, test_webhook_secret: undefined }
    : current.secrets;
  const secrets: ProviderSecrets = {
    ...kept,
    ...(input.api_key ? { api_key: input.api_key } : {}),
    ...(input.webhook_secret ? { webhook_secret: input.webhook_secret } : {}),
    ...(input.test_api_key ? { test_api_key: input.test_api_key } : {}),
    ...(input.test_webhook_secret ? { test_webhook_secret: input.test_webhook_secret } : {}),
  };
  if (input.enabled && !secrets.api_key) throw AppError.invalid({ api_key: 'key_required' });
  if (input.enabled && provider === 'stripe' && !secrets.webhook_secret) {
    throw AppError.invalid({ webhook_secret: 'key_required' });
  }
  // Stripe confirms a test payment only through a signed test event.
  if (provider === 'stripe' && secrets.test_api_key && !secrets.test_webhook_secret) {
    throw AppError.invalid({ test_webhook_secret: 'test_webhook_secret_required' });
  }
  await refuseKeysTheProviderRefuses({
    ...(input.api_key ? { api_key: instance(ctx, provider, { api_key: input.api_key })! } : {}),
    ...(input.test_api_key
      ? { test_api_key: instance(ctx, provider, { api_key: input.test_api_key })! }
      : {}),
  });
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
 * Whether a test payment may still complete this order (on the test page, or at a provider's test
 * mode): only for an order placed in test mode, and only while its store is in test mode. A live
 * order, or any order of a store that has gone live since, is never paid by a test payment.
 */
export async function testProviderMayPay(db: Db, order: Pick<OrderRow, 'store_id' | 'test_mode'>) {
  if (order.test_mode !== 1) return false;
  return (await readSettings(db, order.store_id, ['test_mode'])).test_mode!.value;
}

/**
 * The provider an order pays through, fixed by the mode it was placed in rather than the store's mode
 * now. A test order (while its store is in test mode) pays through the test keys the merchant gave,
 * a provider switched on first, else through the built-in test provider; a live order only through the
 * first live provider the merchant switched on.
 */
export async function providerForOrder(
  ctx: AppContext,
  db: Db,
  order: Pick<OrderRow, 'store_id' | 'test_mode'>,
): Promise<PaymentProvider> {
  const testMode = order.test_mode === 1;
  if (testMode && !(await testProviderMayPay(db, order))) {
    throw new AppError(422, 'order_not_payable', { order: 'order_not_payable' });
  }
  const configs = await storeConfigs(ctx, db, order.store_id);
  if (testMode) {
    const payer = testKeyProvider(configs);
    return payer ? instance(ctx, payer.provider, keysOfMode(payer.secrets, true))! : testProvider;
  }
  for (const { provider, enabled, secrets } of configs) {
    const client = enabled ? instance(ctx, provider, keysOfMode(secrets, false)) : null;
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

/**
 * The provider that took an existing payment, with the store's current keys of the payment's mode:
 * the test keys for a test order's payment, the live keys otherwise.
 */
export async function providerOfPayment(
  ctx: AppContext,
  payment: { store_id: number; order_id: string; provider: string },
) {
  if (payment.provider === 'test') return { client: testProvider, secrets: {} as ProviderSecrets };
  const db = ctx.database.db;
  const order = await findOrder(db, payment.store_id, payment.order_id);
  const { secrets } = await storedSecrets(ctx, db, payment.store_id, payment.provider);
  const keys = keysOfMode(secrets, order?.test_mode === 1);
  return { client: instance(ctx, payment.provider, keys), secrets: keys };
}
