import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVED_STOREFRONT_SLUGS } from '@platform/contract';
import { createStore, createTestApp, registerMerchant, type TestApp } from './harness.js';

/** A first path segment a storefront slug could have (`/healthz`, not `/favicon.svg`). */
const SLUG_SHAPED = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

describe('the paths the server answers outside /v1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('begin with a segment no storefront may take, so no shop page hides behind them', () => {
    const segments = new Set(
      t.app.routeTable
        .filter((route) => !route.url.startsWith('/v1/') && route.url !== '/*')
        .map((route) => route.url.split('/')[1] ?? '')
        .filter((segment) => SLUG_SHAPED.test(segment)),
    );
    expect([...segments]).toEqual(expect.arrayContaining(['docs', 'media', 'dev', 'healthz', 'readyz']));
    const reserved = new Set<string>(RESERVED_STOREFRONT_SLUGS);
    expect([...segments].filter((segment) => !reserved.has(segment))).toEqual([]);
  });

  it('refuse those segments as storefront slugs', async () => {
    const merchant = await registerMerchant(t.app);
    const store = await createStore(merchant.client, merchant.token, { name: 'Paths', slug: 'paths-shop' });
    for (const slug of ['healthz', 'readyz', 'dev']) {
      const made = await merchant.client.post(
        '/v1/admin/storefront',
        { store_id: store.id, name: 'Probe', slug },
        { token: merchant.token },
      );
      expect(made.statusCode, slug).toBe(422);
      expect(made.json().errors.slug, slug).toBeDefined();
    }
  });
});
