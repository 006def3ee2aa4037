import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, createTestApp, registerMerchant, uniqueSlug, type TestApp } from './harness.js';

describe('the id of a deleted account or store is never handed out again (decision 047)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_LIMIT_PER_EMAIL: '3' });
  });
  afterAll(() => t.close());

  it('gives a merchant registered after the newest one was deleted a new id, and none of its state', async () => {
    const gone = await registerMerchant(t.app, 'Gone');
    const goneId = (await gone.client.get('/v1/admin/account', { token: gone.token })).json().data.id;
    const goneStore = await createStore(gone.client, gone.token, { name: 'Gone', slug: uniqueSlug('gone') });
    // Two wrong guesses and the deletion use up the account's three password checks of the window.
    for (const guess of ['guess one', 'guess two']) {
      const wrong = await gone.client.post(
        '/v1/admin/account/password',
        { current_password: guess, new_password: 'a new passphrase' },
        { token: gone.token },
      );
      expect(wrong.statusCode).toBe(422);
    }
    const deleted = await gone.client.delete(
      '/v1/admin/account',
      { password: gone.password },
      { token: gone.token },
    );
    expect(deleted.statusCode).toBe(200);

    const next = await registerMerchant(t.app, 'Next');
    const changed = await next.client.post(
      '/v1/admin/account/password',
      { current_password: next.password, new_password: 'a new passphrase' },
      { token: next.token },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const nextId = (await next.client.get('/v1/admin/account', { token: next.token })).json().data.id;
    const nextStore = await createStore(next.client, next.token, { name: 'Next', slug: uniqueSlug('next') });
    expect(nextId).toBeGreaterThan(goneId);
    expect(nextStore.id).toBeGreaterThan(goneStore.id);
  });
});
