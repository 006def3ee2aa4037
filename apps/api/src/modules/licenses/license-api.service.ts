import { randomUUID } from 'node:crypto';
import type {
  ActivateLicenseRequest,
  DeactivateLicenseRequest,
  LicenseState,
  ValidateLicenseRequest,
} from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { enterStore } from '../../db/tenant-scope.js';
import { AppError } from '../../errors.js';
import { enforceLimits } from '../../lib/rate-limiter.js';
import { transaction } from '../../unit-of-work.js';
import * as repository from './licenses.repository.js';

/** Calls of the licence API per client address a minute: a program checks at start, not in a loop. */
const API_LIMIT = 60;
const API_WINDOW_SECONDS = 60;

async function limitCalls(ctx: AppContext, address: string, key: string) {
  await enforceLimits(ctx.rateLimiter, [
    { key: `license-api:ip:${address}`, limit: API_LIMIT, windowSeconds: API_WINDOW_SECONDS },
    // Per key too: many addresses guessing at one key, or one key shared far and wide.
    { key: `license-api:key:${key}`, limit: API_LIMIT, windowSeconds: API_WINDOW_SECONDS },
  ]);
}

/**
 * The handed-out key the caller names, in whichever store has it; a pool's key not yet sold is not a
 * licence. A key uploaded to two stores needs the store named.
 */
async function findKey(ctx: AppContext, key: string, storeId: number | undefined) {
  const found = await repository.findIssuedKeys(ctx.database.allStoresDb, key, storeId);
  if (found.length === 0) throw AppError.notFound();
  if (found.length > 1) throw AppError.invalid({ store_id: 'license_key_ambiguous' });
  const { id, store_id } = found[0]!;
  enterStore(store_id);
  return { id, storeId: store_id };
}

type KeyState = Awaited<ReturnType<typeof repository.loadKeyState>>;

/** Why a key no longer works (a refund disabled it, or its validity ran out), or null while it does. */
function refusal(state: KeyState, now: Date): 'license_disabled' | 'license_expired' | null {
  if (state.status === 'disabled') return 'license_disabled';
  if (state.expires_at !== null && state.expires_at <= now.toISOString()) return 'license_expired';
  return null;
}

/**
 * How many activations the key allows: the limit it was sold with (null: none). A key whose terms are
 * unknown (sold before they were recorded, its item since deleted) allows the activations it has and
 * no more: a missing limit is never read as no limit (decision 039).
 */
function activationLimit(state: KeyState): number | null {
  if (state.terms_recorded_at === null) return Number(state.activations ?? 0);
  return state.activation_limit;
}

function answer(
  state: KeyState,
  now: Date,
  instance: { instance_id: string; name: string; created_at: string } | null,
  error: string | null,
): LicenseState {
  const usage = Number(state.activations ?? 0);
  const refused = refusal(state, now);
  return {
    error,
    license_key: {
      id: state.id,
      status:
        refused === 'license_disabled'
          ? 'disabled'
          : refused === 'license_expired'
            ? 'expired'
            : usage > 0
              ? 'active'
              : 'inactive',
      key: state.key,
      activation_limit: activationLimit(state),
      activation_usage: usage,
      created_at: state.assigned_at ?? state.created_at,
      expires_at: state.expires_at,
    },
    instance: instance
      ? { id: instance.instance_id, name: instance.name, created_at: instance.created_at }
      : null,
    meta: {
      store_id: state.store_id,
      store_name: state.store_name,
      product_id: state.product_id ?? null,
      product_name: state.product_name ?? '',
      order_number: state.order_number ?? null,
    },
  };
}

/**
 * Whether a key is valid: handed out, not disabled by a refund nor past its expiry, and, when an
 * instance is named, activated on it. A key the store never sold is 404, as is one that does not exist.
 */
export async function validateLicense(ctx: AppContext, input: ValidateLicenseRequest, address: string) {
  await limitCalls(ctx, address, input.license_key);
  const { id, storeId } = await findKey(ctx, input.license_key, input.store_id);
  const db = ctx.database.db;
  const state = await repository.loadKeyState(db, ctx.database.dialect, storeId, id);
  const instance = input.instance_id
    ? ((await repository.findActivation(db, storeId, id, input.instance_id)) ?? null)
    : null;
  const now = ctx.clock.now();
  const error = refusal(state, now) ?? (input.instance_id && !instance ? 'license_instance_unknown' : null);
  return { valid: error === null, ...answer(state, now, instance, error) };
}

/**
 * Activates a key on a new instance, within the activation limit it was sold with; a key whose terms
 * are unknown is refused with `license_terms_unknown`. The key's row is locked
 * (PostgreSQL) or the one writer holds the database (SQLite) while the activations are counted, so
 * two activations at once cannot both take the last place. Publishes `license.activated`.
 */
export async function activateLicense(ctx: AppContext, input: ActivateLicenseRequest, address: string) {
  await limitCalls(ctx, address, input.license_key);
  const { id, storeId } = await findKey(ctx, input.license_key, input.store_id);
  return transaction(ctx, async (uow) => {
    const state = await repository.loadKeyState(uow.db, uow.dialect, storeId, id, true);
    const now = uow.clock.now();
    const refused = refusal(state, now);
    if (refused) throw AppError.invalid({ license_key: refused });
    if (state.terms_recorded_at === null) throw AppError.invalid({ license_key: 'license_terms_unknown' });
    if (state.activation_limit !== null && Number(state.activations) >= state.activation_limit) {
      throw AppError.invalid({ license_key: 'license_activation_limit' });
    }
    const instance = {
      instance_id: randomUUID(),
      name: input.instance_name,
      created_at: now.toISOString(),
    };
    await repository.insertActivation(uow.db, { store_id: storeId, license_key_id: id, ...instance });
    await uow.events.publish(uow, 'license.activated', storeId, {
      order_id: state.order_id!,
      actor: 'shopper',
      license_key_id: id,
      instance_id: instance.instance_id,
      instance_name: instance.name,
    });
    const after = await repository.loadKeyState(uow.db, uow.dialect, storeId, id);
    return { activated: true as const, ...answer(after, now, instance, null) };
  });
}

/**
 * Frees an instance's place; the instance must be activated on this key. An expired key may still be
 * deactivated (the program tidies up); a disabled one may not.
 */
export async function deactivateLicense(ctx: AppContext, input: DeactivateLicenseRequest, address: string) {
  await limitCalls(ctx, address, input.license_key);
  const { id, storeId } = await findKey(ctx, input.license_key, input.store_id);
  return transaction(ctx, async (uow) => {
    const state = await repository.loadKeyState(uow.db, uow.dialect, storeId, id, true);
    if (state.status === 'disabled') throw AppError.invalid({ license_key: 'license_disabled' });
    if (!(await repository.deleteActivation(uow.db, storeId, id, input.instance_id))) {
      throw AppError.invalid({ instance_id: 'license_instance_unknown' });
    }
    const after = await repository.loadKeyState(uow.db, uow.dialect, storeId, id);
    return { deactivated: true as const, ...answer(after, uow.clock.now(), null, null) };
  });
}
