import { beforeAll, describe, expect, it, vi } from 'vitest';
import { currentStoreId, enterStore, keepTenantScopes, withTenantScope } from './tenant-scope.js';

describe('a process that keeps no tenant scopes (SQLite)', () => {
  it('runs the work as it is, and entering a store changes nothing', async () => {
    // The module as a process loads it, before anything calls keepTenantScopes: test files share a
    // worker's modules, and another file's PostgreSQL driver may have called it in this one.
    vi.resetModules();
    const { currentStoreId, enterStore, withTenantScope } = await import('./tenant-scope.js');
    const seen = await withTenantScope(async () => {
      enterStore(1);
      enterStore(2);
      return currentStoreId();
    }, 3);
    expect(seen).toBeNull();
  });
});

describe('the tenant scope', () => {
  beforeAll(keepTenantScopes);

  it('acts on one store: entering another fails, and a scope of its own leaves the caller’s alone', async () => {
    await withTenantScope(async () => {
      expect(currentStoreId()).toBeNull();
      enterStore(1);
      enterStore(1);
      expect(() => enterStore(2)).toThrow('acts on store 1, not 2');
      expect(await withTenantScope(async () => currentStoreId(), 2)).toBe(2);
      expect(currentStoreId()).toBe(1);
    });
    expect(currentStoreId()).toBeNull();
    expect(() => enterStore(1)).toThrow('outside a tenant scope');
  });

  it('keeps the store entered after an await for the rest of the work', async () => {
    const seen = await withTenantScope(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      enterStore(5);
      await new Promise((resolve) => setImmediate(resolve));
      return currentStoreId();
    });
    expect(seen).toBe(5);
  });
});
