import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret } from '../src/lib/secrets.js';
import type { TestApp } from './harness.js';
import type { FakeProviders } from './fake-providers.js';
import { appWithFakeProviders, closeWithFakeProviders } from './payment-helpers.js';
import { fillPath, storeWithEverything, type StoreWithEverything } from './store-with-everything.js';

/** Names of fields that hold a secret; a read may answer only its hint (a name ending in `hint`). */
const SECRET_NAME = /secret|token|password|passphrase|api_?key|private|credential|signing|^key$/i;

/**
 * Fields named like a secret that hold none, by route and place in the answer, so that the same name
 * anywhere else is still caught. A licence key is the goods the merchant sells: the merchant uploaded
 * it and reads it to help the buyer who holds it (decision 039); it opens nothing of the platform.
 */
const NOT_SECRETS = new Set([
  'GET /v1/admin/product/:id/product-item/:itemId/license-keys data[].key',
  'GET /v1/admin/order/:id data.license_keys[].key',
]);

/** The places in a JSON answer whose field name marks a secret, such as `data[].secret`. */
function secretFields(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((each) => secretFields(each, `${at}[]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, inner]) => {
    const place = at ? `${at}.${name}` : name;
    const named = SECRET_NAME.test(name) && !/hint$/i.test(name) && inner !== null;
    return [...(named ? [place] : []), ...secretFields(inner, place)];
  });
}

describe('secrets are shown once (decision 047)', () => {
  let t: TestApp;
  let fake: FakeProviders;
  let seeded: StoreWithEverything;
  const asOwner = () => ({ token: seeded.owner.token });
  const storeId = () => seeded.owner.storeId;

  beforeAll(async () => {
    ({ t, fake } = await appWithFakeProviders({ WEBHOOK_ALLOW_PRIVATE: 'true' }));
    seeded = await storeWithEverything(t);
  });
  afterAll(() => closeWithFakeProviders(t, fake));

  it('answers no secret to any admin read: not its value, nor a field named for one', async () => {
    const reads = t.app.routeTable.filter(
      (route) => route.method === 'GET' && route.url.startsWith('/v1/admin/'),
    );
    expect(reads.length).toBeGreaterThan(20);
    for (const route of reads) {
      const key = `GET ${route.url}`;
      const path = fillPath(route.url, seeded.ids);
      const url = route.config.tenant === 'store_id' ? `${path}?store_id=${storeId()}` : path;
      const response = await seeded.owner.client.get(url, asOwner());
      // Every read is walked for real: one that cannot be read from the seeded store fails here.
      expect(response.statusCode, `${key}: ${response.body.slice(0, 300)}`).toBe(200);
      const text = response.rawPayload.toString('utf8');
      for (const secret of seeded.secrets) {
        // The whole secret, or its end beyond what a hint shows (four characters).
        expect(text.includes(secret) || text.includes(secret.slice(-12)), `${key} answers ${secret}`).toBe(
          false,
        );
      }
      if (String(response.headers['content-type']).startsWith('application/json')) {
        const named = secretFields(response.json()).filter((place) => !NOT_SECRETS.has(`${key} ${place}`));
        expect(named, `${key} answers a field named like a secret`).toEqual([]);
      }
    }
  });

  it('answers a webhook secret when it is made and when it is rotated, and reads show its hint', async () => {
    const created = await seeded.owner.client.post(
      '/v1/admin/webhook-endpoint',
      { store_id: storeId(), url: 'http://127.0.0.1:9/rotated', events: ['order.paid'] },
      asOwner(),
    );
    expect(created.statusCode).toBe(201);
    const endpoint = created.json().data;
    expect(endpoint.secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(endpoint.secret_hint).toBe(`whsec_…${endpoint.secret.slice(-4)}`);
    const listed = async () =>
      (await seeded.owner.client.get(`/v1/admin/webhook-endpoint?store_id=${storeId()}`, asOwner()))
        .json()
        .data.find((each: { id: number }) => each.id === endpoint.id);
    expect(await listed()).toEqual({
      id: endpoint.id,
      url: 'http://127.0.0.1:9/rotated',
      events: ['order.paid'],
      secret_hint: endpoint.secret_hint,
      created_at: endpoint.created_at,
    });
    const edited = await seeded.owner.client.put(
      `/v1/admin/webhook-endpoint/${endpoint.id}`,
      { store_id: storeId(), url: 'http://127.0.0.1:9/edited', events: ['order.paid'] },
      asOwner(),
    );
    expect(edited.json().data).not.toHaveProperty('secret');
    expect(edited.json().data.secret_hint).toBe(endpoint.secret_hint);

    const rotateUrl = `/v1/admin/webhook-endpoint/${endpoint.id}/rotate-secret`;
    const rotated = await seeded.owner.client.post(rotateUrl, { store_id: storeId() }, asOwner());
    expect(rotated.statusCode).toBe(200);
    const { secret } = rotated.json().data;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(endpoint.secret);
    expect(rotated.json().data.secret_hint).toBe(`whsec_…${secret.slice(-4)}`);
    expect((await listed()).secret_hint).toBe(rotated.json().data.secret_hint);
    const stored = await t.ctx.database.allStoresDb
      .selectFrom('webhook_endpoints')
      .select('secret')
      .where('id', '=', endpoint.id)
      .executeTakeFirstOrThrow();
    expect(decryptSecret(t.ctx.config.appKey, stored.secret)).toBe(secret);
  });

  it('refuses rotation to every API token, even one that may change the settings', async () => {
    const endpoint = (
      await seeded.owner.client.get(`/v1/admin/webhook-endpoint?store_id=${storeId()}`, asOwner())
    ).json().data[0];
    const apiToken = (
      await seeded.owner.client.post(
        '/v1/admin/api-token',
        { store_id: storeId(), name: 'Everything', scopes: ['settings:read', 'settings:write'] },
        asOwner(),
      )
    ).json().data.token as string;
    const read = await seeded.owner.client.get(`/v1/admin/webhook-endpoint?store_id=${storeId()}`, {
      token: apiToken,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data[0]).not.toHaveProperty('secret');
    const refused = await seeded.owner.client.post(
      `/v1/admin/webhook-endpoint/${endpoint.id}/rotate-secret`,
      { store_id: storeId() },
      { token: apiToken },
    );
    expect(refused.statusCode).toBe(403);
    const after = await seeded.owner.client.get(
      `/v1/admin/webhook-endpoint?store_id=${storeId()}`,
      asOwner(),
    );
    expect(after.json().data[0].secret_hint).toBe(endpoint.secret_hint);
  });
});
