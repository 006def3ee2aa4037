import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, createTestApp, registerMerchant, type TestApp } from './harness.js';

describe('a merchant never reaches another merchant store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 for every store and settings call naming a foreign store, and changes nothing', async () => {
    const owner = await registerMerchant(t.app, 'Owner');
    const store = await createStore(owner.client, owner.token, { name: 'Mine', slug: 'owner-store' });
    await owner.client.post(
      '/v1/admin/settings',
      { store_id: store.id, settings: { primary_color: '#112233' } },
      { token: owner.token },
    );
    const intruder = await registerMerchant(t.app, 'Intruder');
    const own = await createStore(intruder.client, intruder.token, {
      name: 'Theirs',
      slug: 'intruder-store',
    });

    const before = await owner.client.get(`/v1/admin/store/${store.id}`, { token: owner.token });
    const attempts: [string, string, unknown?][] = [
      ['GET', `/v1/admin/store/${store.id}`],
      ['PUT', `/v1/admin/store/${store.id}`, { name: 'Taken over', test_mode: { value: false } }],
      ['GET', `/v1/admin/settings?store_id=${store.id}&names=primary_color`],
      ['POST', '/v1/admin/settings', { store_id: store.id, settings: { primary_color: '#000000' } }],
      [
        'POST',
        `/v1/admin/settings?store_id=${own.id}`,
        { store_id: store.id, settings: { primary_color: '#000000' } },
      ],
      ['GET', '/v1/admin/store/999999'],
    ];
    for (const [method, url, body] of attempts) {
      const response = await intruder.client.call(method as 'GET', url, body, { token: intruder.token });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json(), `${method} ${url}`).toEqual({ message: 'Not found.' });
    }

    const list = await intruder.client.get('/v1/admin/store', { token: intruder.token });
    expect(list.json().data.map((item: { id: number }) => item.id)).toEqual([own.id]);
    const after = await owner.client.get(`/v1/admin/store/${store.id}`, { token: owner.token });
    expect(after.json()).toEqual(before.json());
    expect(after.json().data).toMatchObject({ name: 'Mine', settings: { primary_color: '#112233' } });
  });

  it('does not let an intruder take a slug by renaming into it', async () => {
    const owner = await registerMerchant(t.app);
    await createStore(owner.client, owner.token, { name: 'First', slug: 'first-come' });
    const other = await registerMerchant(t.app);
    const theirs = await createStore(other.client, other.token, { name: 'Second', slug: 'second-come' });
    const response = await other.client.put(
      `/v1/admin/store/${theirs.id}`,
      { slug: 'first-come' },
      { token: other.token },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ slug: ['This address is already taken.'] });
  });
});
