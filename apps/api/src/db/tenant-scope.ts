import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The store that the work under way acts on. Each request gets one scope, without a store; the tenancy
 * plugin (admin routes) or the shop's slug look-up (public routes) enters the store once it is known.
 * On PostgreSQL every query of the request-serving handle carries the scope's store, and row-level
 * security shows that store's rows only (decision 008).
 */
interface TenantScope {
  storeId: number | null;
}

const scopes = new AsyncLocalStorage<TenantScope>();

/**
 * Whether this process keeps scopes. Only PostgreSQL's row-level security reads them; SQLite has none,
 * and keeping them there would make every promise of the process pay for carrying the context (a
 * fifth of a cached shop read's time, by `npm run bench`), so there nothing is kept and entering a
 * store changes nothing.
 */
let kept = false;

/** From now on this process keeps tenant scopes: the store-scoped PostgreSQL driver calls it. */
export function keepTenantScopes(): void {
  kept = true;
}

export const tenantScopesKept = (): boolean => kept;

/**
 * Runs work (and everything it starts) in a tenant scope of its own, apart from the caller's: a
 * request's (the tenant-scope plugin), work outside a request (the demo seed, scripts), or a look-up at
 * one store's data that must not change the request's store.
 */
export function withTenantScope<T>(work: () => T, storeId: number | null = null): T {
  return kept ? scopes.run({ storeId }, work) : work();
}

/**
 * The current work acts on this store from now on. A scope acts on one store: entering another is a
 * bug (a request mixing two tenants), so it fails loudly instead of widening what the request sees.
 */
export function enterStore(storeId: number): void {
  if (!kept) return;
  const scope = scopes.getStore();
  if (!scope) throw new Error('enterStore was called outside a tenant scope');
  if (scope.storeId !== null && scope.storeId !== storeId) {
    throw new Error(`this tenant scope acts on store ${scope.storeId}, not ${storeId}`);
  }
  scope.storeId = storeId;
}

/** The store of the current scope, or null outside any scope or before a store is entered. */
export function currentStoreId(): number | null {
  return scopes.getStore()?.storeId ?? null;
}
