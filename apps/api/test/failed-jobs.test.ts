import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStore,
  createTestApp,
  placeOrder,
  registerMerchant,
  shopWithProduct,
  uniqueSlug,
  type ShopFixture,
  type TestApp,
} from './harness.js';

/** The admin's list of what the job queue gave up, and its retry (decision 064). */
describe('failed jobs in the admin', () => {
  let t: TestApp;
  let shop: ShopFixture;
  let listenerDown = true;
  const handled: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    shop = await shopWithProduct(t.app, uniqueSlug('jobs'));
    t.ctx.events.afterCommit('order.created', 'test-listener', async (_uow, event) => {
      if (listenerDown) throw new Error('the listener is down');
      handled.push(event.payload.order_id);
    });
  });
  afterAll(() => t.close());

  /** An hour is an access token's life: after the clock's days the admin signs in again with its refresh token. */
  const signInAgain = async () => {
    await shop.client.openAdminPage();
    const refreshed = await shop.client.post('/v1/auth/refresh-token', undefined, { xsrf: true });
    shop.token = refreshed.json().data.authorization.token as string;
  };
  const list = (storeId: number, client = shop.client, token = shop.token) =>
    client.get(`/v1/admin/failed-job?store_id=${storeId}`, { token });

  it('lists a job given up after its retries, and runs it again on a retry', async () => {
    const { order } = await placeOrder(t.app, shop);
    const worker = t.ctx.jobs.worker({ kinds: ['event'] });
    // Tried for a day: a try two days on is its last.
    t.clock.advance(2 * 24 * 3600);
    await worker.runOnce();
    await signInAgain();

    const failed = await list(shop.storeId);
    expect(failed.statusCode).toBe(200);
    const [job] = failed.json().data;
    expect(job).toMatchObject({
      kind: 'event',
      about: 'order.created · test-listener',
      attempts: 2,
      last_error: 'the listener is down',
    });

    listenerDown = false;
    const retried = await shop.client.post(
      `/v1/admin/failed-job/${job.id}/retry`,
      { store_id: shop.storeId },
      { token: shop.token },
    );
    expect(retried.statusCode).toBe(200);
    expect(await worker.runOnce()).toBe(1);
    expect(handled).toEqual([order.id]);
    expect((await list(shop.storeId)).json().data).toEqual([]);
    // Done: a second retry finds nothing to retry.
    const again = await shop.client.post(
      `/v1/admin/failed-job/${job.id}/retry`,
      { store_id: shop.storeId },
      { token: shop.token },
    );
    expect(again.statusCode).toBe(404);
  });

  it('shows another merchant none of the store’s failed jobs and lets them retry none', async () => {
    listenerDown = true;
    await placeOrder(t.app, shop);
    t.clock.advance(2 * 24 * 3600);
    await t.ctx.jobs.worker({ kinds: ['event'] }).runOnce();
    await signInAgain();
    const [job] = (await list(shop.storeId)).json().data;
    expect(job).toMatchObject({ kind: 'event' });

    const intruder = await registerMerchant(t.app, 'Intruder');
    const own = await createStore(intruder.client, intruder.token, {
      name: 'Theirs',
      slug: uniqueSlug('intr'),
    });
    expect((await list(shop.storeId, intruder.client, intruder.token)).statusCode).toBe(404);
    const ownList = await list(own.id, intruder.client, intruder.token);
    expect(ownList.statusCode).toBe(200);
    expect(ownList.json().data).toEqual([]);
    for (const storeId of [shop.storeId, own.id]) {
      const retry = await intruder.client.post(
        `/v1/admin/failed-job/${job.id}/retry`,
        { store_id: storeId },
        { token: intruder.token },
      );
      expect(retry.statusCode).toBe(404);
    }
    expect((await list(shop.storeId)).json().data).toEqual([job]);
  });
});
