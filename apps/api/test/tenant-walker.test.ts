import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, registerMerchant, upload, type ShopFixture, type TestApp } from './harness.js';
import type { FakeProviders } from './fake-providers.js';
import { appWithFakeProviders, closeWithFakeProviders } from './payment-helpers.js';
import { fillPath, storeWithEverything, type SeededIds } from './store-with-everything.js';

/** Admin routes that act on the merchant rather than on one store. */
const NOT_STORE_SCOPED = new Set([
  'GET /v1/admin/store',
  'POST /v1/admin/store',
  'POST /v1/admin/auth/logout',
  'GET /v1/admin/account',
  'PUT /v1/admin/account',
  'DELETE /v1/admin/account',
  'POST /v1/admin/account/password',
]);

/** A body that passes validation for each store-scoped route, so only the tenant check can refuse it. */
function sampleBody(key: string, ids: SeededIds): Record<string, unknown> | undefined {
  const bodies: Record<string, Record<string, unknown>> = {
    'POST /v1/admin/product': { name: 'Planted', price: 1 },
    'PUT /v1/admin/product/:id': { name: 'Taken over' },
    'POST /v1/admin/product/:id/product-item': { product_type: 'text', name: 'x', text: 'y' },
    'PUT /v1/admin/product/:id/product-item/:itemId': { name: 'x' },
    'POST /v1/admin/product/:id/product-item/:itemId/license-keys': { keys: 'PLANTED' },
    'POST /v1/admin/product/:id/product-item/:itemId/license-keys/:keyId/:action': {},
    'PUT /v1/admin/product/:id/product-item/:itemId/license-keys/:keyId': { key: 'TAKEN-OVER' },
    'PUT /v1/admin/product/:id/image-order': { image_ids: [ids.image] },
    'PUT /v1/admin/product/:id/image/:imageId': { description: 'x' },
    'POST /v1/admin/storefront': { name: 'Planted' },
    'PUT /v1/admin/storefront/:id': { name: 'Taken over' },
    'POST /v1/admin/settings': { settings: { primary_color: '#000000' } },
    'POST /v1/admin/settings/test-email': {},
    'PUT /v1/admin/store/:id': { name: 'Taken over' },
    'POST /v1/admin/order/:id/:action': {},
    'POST /v1/admin/subscription/:id/:action': {},
    'POST /v1/admin/order/:id/refunds/:refundId/retry': {},
    'PUT /v1/admin/payment-providers/:provider': { enabled: false },
    'POST /v1/admin/payment-providers/:provider/check': {},
    'POST /v1/admin/webhook-endpoint': { url: 'http://127.0.0.1:9/planted', events: ['order.paid'] },
    'PUT /v1/admin/webhook-endpoint/:id': { url: 'http://127.0.0.1:9/taken', events: ['order.paid'] },
    'POST /v1/admin/webhook-endpoint/:id/rotate-secret': {},
    'POST /v1/admin/webhook-delivery/:id/resend': {},
    'POST /v1/admin/webhook-endpoint/:id/test': {},
    'POST /v1/admin/failed-job/:id/retry': {},
    'POST /v1/admin/api-token': { name: 'Planted', scopes: ['orders:read'] },
    'POST /v1/admin/discount-code': { code: 'PLANTED', type: 'percentage', value: 100 },
    'PUT /v1/admin/discount-code/:id': { code: 'TAKEN', type: 'fixed_amount', value: 1 },
    'DELETE /v1/admin/product/:id': {},
    'DELETE /v1/admin/product/:id/product-item/:itemId': {},
    'DELETE /v1/admin/product/:id/image/:imageId': {},
    'DELETE /v1/admin/storefront/:id': {},
  };
  return bodies[key];
}

const MULTIPART_FIELDS: Record<string, (ids: SeededIds) => Record<string, string | number>> = {
  'POST /v1/admin/media/files/product-item/upload': (ids) => ({
    product_id: ids.product!,
    product_item_id: ids.item!,
  }),
  'POST /v1/admin/media/images/product': (ids) => ({ product_id: ids.product! }),
  'POST /v1/admin/media/images/store-logo': () => ({}),
};

describe('every admin route keeps a merchant out of other stores', () => {
  let t: TestApp;
  let fake: FakeProviders;
  let owner: ShopFixture;
  let ids: SeededIds;

  beforeAll(async () => {
    ({ t, fake } = await appWithFakeProviders({ WEBHOOK_ALLOW_PRIVATE: 'true' }));
    ({ owner, ids } = await storeWithEverything(t, 'walked-shop'));
  });
  afterAll(() => closeWithFakeProviders(t, fake));

  async function ownerSnapshot() {
    const db = t.ctx.database.allStoresDb;
    const storeId = owner.storeId;
    const rows = async (
      table:
        | 'products'
        | 'product_items'
        | 'product_images'
        | 'storefronts'
        | 'storefront_products'
        | 'store_settings'
        | 'orders'
        | 'payment_provider_configs'
        | 'webhook_endpoints'
        | 'api_tokens'
        | 'discount_codes'
        | 'invoices'
        | 'license_keys'
        | 'license_activations'
        | 'subscriptions',
    ) => db.selectFrom(table).selectAll().where('store_id', '=', storeId).execute();
    return {
      store: await db.selectFrom('stores').selectAll().where('id', '=', storeId).execute(),
      products: await rows('products'),
      items: await rows('product_items'),
      images: await rows('product_images'),
      storefronts: await rows('storefronts'),
      storefrontProducts: await rows('storefront_products'),
      settings: await rows('store_settings'),
      orders: await rows('orders'),
      providers: await rows('payment_provider_configs'),
      webhookEndpoints: await rows('webhook_endpoints'),
      apiTokens: await rows('api_tokens'),
      discountCodes: await rows('discount_codes'),
      invoices: await rows('invoices'),
      licenseKeys: await rows('license_keys'),
      licenseActivations: await rows('license_activations'),
      subscriptions: await rows('subscriptions'),
    };
  }

  it('answers 404 and changes nothing, with the foreign store named in path, query, body or form', async () => {
    const intruder = await registerMerchant(t.app, 'Intruder');
    const ownStore = (
      await createStore(intruder.client, intruder.token, { name: 'Own', slug: 'intruder-walk' })
    ).id;
    const before = await ownerSnapshot();
    const routes = t.app.routeTable.filter((route) => route.url.startsWith('/v1/admin/'));
    expect(routes.length).toBeGreaterThan(20);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    let checked = 0;

    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      if (!route.config.tenant) {
        expect(NOT_STORE_SCOPED.has(key), `${key} is neither store-scoped nor listed as merchant-wide`).toBe(
          true,
        );
        continue;
      }
      const path = fillPath(route.url, ids);
      const attempts: { label: string; send: () => Promise<{ statusCode: number; body: string }> }[] = [];
      const multipart = MULTIPART_FIELDS[key];
      if (multipart) {
        for (const storeId of [owner.storeId, ownStore]) {
          attempts.push({
            label: `form store_id=${storeId}`,
            send: () =>
              upload(
                t.app,
                path,
                intruder.token,
                { store_id: storeId, ...multipart(ids) },
                { filename: 'a.png', contentType: 'image/png', data: png },
              ),
          });
        }
      } else if (route.method === 'GET' || route.method === 'DELETE') {
        for (const storeId of [owner.storeId, ownStore]) {
          attempts.push({
            label: `query store_id=${storeId}`,
            send: () =>
              intruder.client.call(route.method as 'GET', `${path}?store_id=${storeId}`, undefined, {
                token: intruder.token,
              }),
          });
        }
        if (route.method === 'DELETE') {
          attempts.push({
            label: 'body store_id',
            send: () =>
              intruder.client.call('DELETE', path, { store_id: owner.storeId }, { token: intruder.token }),
          });
        }
      } else {
        const body = sampleBody(key, ids);
        expect(body, `${key} has no sample body: add one so this route is walked`).toBeDefined();
        for (const storeId of [owner.storeId, ownStore]) {
          attempts.push({
            label: `body store_id=${storeId}`,
            send: () =>
              intruder.client.call(
                route.method as 'POST',
                path,
                { ...body, store_id: storeId },
                { token: intruder.token },
              ),
          });
        }
        attempts.push({
          label: 'query names the own store, body the foreign one',
          send: () =>
            intruder.client.call(
              route.method as 'POST',
              `${path}?store_id=${ownStore}`,
              { ...body, store_id: owner.storeId },
              { token: intruder.token },
            ),
        });
      }
      // With its own store and no resource of the owner in the path, the intruder acts on its own store.
      const ownerResourceInPath =
        route.config.tenant === 'param:id' || /:(id|itemId|imageId)\b/.test(route.url);
      for (const attempt of attempts) {
        if (!ownerResourceInPath && attempt.label === `${attempt.label.split(' ')[0]} store_id=${ownStore}`)
          continue;
        const response = await attempt.send();
        expect(response.statusCode, `${key} (${attempt.label}): ${response.body}`).toBe(404);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(await ownerSnapshot()).toEqual(before);
  });
});
