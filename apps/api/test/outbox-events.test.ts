import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyer,
  createTestApp,
  payWithTestProvider,
  placeOrder,
  shopWithProduct,
  TestClient,
  uniqueSlug,
  type TestApp,
} from './harness.js';

/** What follows from an order is written as events in its transaction and handled from the outbox. */
describe('side effects as events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // The merchants' webhooks (decision 037) handle every order event; merchant-webhooks.test.ts covers them.
  const eventsOf = (orderId: string) =>
    t.ctx.database.allStoresDb
      .selectFrom('jobs')
      .select(['id', 'topic', 'handler', 'status', 'attempts', 'last_error'])
      .where('kind', '=', 'event')
      .where('payload', 'like', `%${orderId}%`)
      .where('handler', '!=', 'merchant-webhooks')
      .orderBy('id')
      .execute();

  const mailsOf = (orderId: string) =>
    t.ctx.database.allStoresDb
      .selectFrom('outbox_emails')
      .select('kind')
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();

  it('writes one row per handler with the change and handles it before the request answers', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('events'));
    const { cartId, order } = await placeOrder(t.app, shop);
    expect(await eventsOf(order.id)).toEqual([]);

    await payWithTestProvider(t.app, shop.slug, cartId);
    const events = await eventsOf(order.id);
    expect(events.map(({ topic, handler, status, attempts }) => [topic, handler, status, attempts])).toEqual([
      ['order.paid', 'buyer-confirmation', 'done', 1],
      ['order.paid', 'merchant-paid-notice', 'done', 1],
    ]);
    expect((await mailsOf(order.id)).map((mail) => mail.kind)).toEqual([
      'order_confirmation',
      'notification_order_paid',
    ]);
    // The goods are part of the change itself, written in its transaction.
    const items = await t.ctx.database.allStoresDb
      .selectFrom('order_items')
      .select('name')
      .where('order_id', '=', order.id)
      .execute();
    expect(items.length).toBeGreaterThan(0);
  });

  it('keeps a failed handler for the worker, which retries it later; the change itself stands', async () => {
    let failuresLeft = 1;
    const handled: string[] = [];
    t.ctx.events.afterCommit('order.created', 'test-flaky-listener', async (_uow, event) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('the listener is down');
      }
      handled.push(event.payload.order_id);
    });
    const shop = await shopWithProduct(t.app, uniqueSlug('events'));
    const { order } = await placeOrder(t.app, shop);
    expect(order.status).toBe('pending');
    const [row] = await eventsOf(order.id);
    expect(row).toMatchObject({ topic: 'order.created', status: 'pending', attempts: 1 });
    expect(row!.last_error).toBe('the listener is down');

    const worker = t.ctx.jobs.worker({ kinds: ['event'] });
    expect(await worker.runOnce()).toBe(0);
    t.clock.advance(5);
    expect(await worker.runOnce()).toBe(1);
    expect(handled).toEqual([order.id]);
    expect((await eventsOf(order.id))[0]).toMatchObject({ status: 'done', attempts: 2 });
    expect(await worker.runOnce()).toBe(0);
  });

  it('does a handler’s work once when two processes handle the same row at the same time', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('events'));
    const { order } = await placeOrder(t.app, shop);
    t.ctx.events.afterCommit('order.cancelled', 'test-counting-listener', async (uow, event) => {
      await uow.db
        .insertInto('order_events')
        .values({
          store_id: event.storeId,
          order_id: event.payload.order_id,
          type: 'test_listened',
          actor: 'system',
          data: '{}',
          created_at: uow.clock.now().toISOString(),
        })
        .execute();
    });
    const [job] = await t.ctx.database.allStoresDb
      .insertInto('jobs')
      .values({
        store_id: shop.storeId,
        kind: 'event',
        topic: 'order.cancelled',
        handler: 'test-counting-listener',
        payload: JSON.stringify({ order_id: order.id, actor: 'system' }),
        status: 'pending',
        next_attempt_at: t.clock.now().toISOString(),
        give_up_at: t.clock.now().toISOString(),
        created_at: t.clock.now().toISOString(),
      })
      .returningAll()
      .execute();
    const results = await Promise.all([t.ctx.jobs.runNow([job!]), t.ctx.jobs.runNow([job!])]);
    expect(results.sort()).toEqual([0, 1]);
    const listened = await t.ctx.database.allStoresDb
      .selectFrom('order_events')
      .select('type')
      .where('order_id', '=', order.id)
      .where('type', '=', 'test_listened')
      .execute();
    expect(listened).toHaveLength(1);
  });

  it('rolls the change back when a handler inside its transaction fails', async () => {
    const own = await createTestApp();
    try {
      // A free order is paid in the transaction that places it, which then fails.
      own.ctx.events.inTransaction('order.paid', async () => {
        throw new Error('refused inside the transaction');
      });
      const shop = await shopWithProduct(own.app, uniqueSlug('events'), 0);
      const shopper = new TestClient(own.app);
      const cart = await shopper.post(`/v1/store/${shop.slug}/cart`, {
        products: [{ product_id: shop.productId, quantity: 1 }],
      });
      const placed = await shopper.post(`/v1/store/${shop.slug}/order/${cart.json().data.id}`, buyer);
      expect(placed.statusCode).toBe(500);
      const orders = await own.ctx.database.allStoresDb
        .selectFrom('orders')
        .select('id')
        .where('store_id', '=', shop.storeId)
        .execute();
      expect(orders).toEqual([]);
      expect(
        await own.ctx.database.allStoresDb
          .selectFrom('jobs')
          .select('id')
          .where('kind', '=', 'event')
          .execute(),
      ).toEqual([]);
    } finally {
      await own.close();
    }
  });
});
