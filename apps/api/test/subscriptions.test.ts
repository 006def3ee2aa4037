import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';
import { DAY, subscriptionFixtures } from './subscription-fixtures.js';

describe('subscriptions renewed by the job queue (decision 079)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' });
  });
  afterAll(() => t.close());
  const { db, monthlyShop, subscribe, webhooks, renewalOrders, validate, renew } = subscriptionFixtures(
    () => t,
  );

  it('renews a monthly subscription three times, each renewal a paid order with its invoice and VAT', async () => {
    const shop = await monthlyShop('monthly');
    const { order, key } = await subscribe(shop);
    const [created] = await webhooks(shop.storeId);
    expect(created).toMatchObject({
      event: 'subscription.created',
      order: order.id,
      subscription: { status: 'active', interval: 'month', periods: 1, unit_price: 1210, order_id: order.id },
    });
    const firstEnd = created!.subscription.current_period_end;

    // Not due yet: nothing is charged.
    await renew();
    expect(await renewalOrders(shop.storeId)).toEqual([]);

    for (let month = 1; month <= 3; month += 1) {
      t.clock.advance(31 * DAY);
      await renew();
    }
    const renewals = await renewalOrders(shop.storeId);
    expect(renewals).toEqual(
      [2, 3, 4].map((period) => ({
        id: expect.any(String),
        status: 'paid',
        total_incl_vat: 1210,
        total_vat: 210,
        subscription_period: period,
        buyer_country: 'NL',
      })),
    );
    const invoices = await db()
      .selectFrom('invoices')
      .select(['order_id', 'kind'])
      .where('store_id', '=', shop.storeId)
      .orderBy('id')
      .execute();
    expect(invoices).toEqual(
      [order.id, ...renewals.map((renewal) => renewal.id)].map((id) => ({ order_id: id, kind: 'invoice' })),
    );
    const sent = await webhooks(shop.storeId);
    expect(sent.map((hook) => hook.event)).toEqual([
      'subscription.created',
      'subscription.renewed',
      'subscription.renewed',
      'subscription.renewed',
    ]);
    expect(sent.slice(1).map((hook) => hook.order)).toEqual(renewals.map((renewal) => renewal.id));
    const last = sent.at(-1)!.subscription;
    expect(last).toMatchObject({ status: 'active', periods: 4, failed_charges: 0 });
    // The second period starts where the first ended; the fourth ends four months after the start.
    expect(sent[1]!.subscription.current_period_start).toBe(firstEnd);
    expect(last.current_period_end).toBe('2026-05-15T10:00:00.000Z');
    // A renewal delivers nothing of its own: the buyer keeps the first order's key, which still works.
    expect(await validate(key)).toMatchObject({ valid: true });
    const keys = await db()
      .selectFrom('license_keys')
      .select('order_id')
      .where('store_id', '=', shop.storeId)
      .execute();
    expect(keys).toEqual([{ order_id: order.id }]);
    // Each renewal mailed the buyer its confirmation.
    const mails = await db()
      .selectFrom('outbox_emails')
      .select('order_id')
      .where('store_id', '=', shop.storeId)
      .where('kind', '=', 'order_confirmation')
      .execute();
    expect(mails.map((mail) => mail.order_id).sort()).toEqual(
      [order.id, ...renewals.map((r) => r.id)].sort(),
    );
  });

  it('retries a declined renewal after 1, 2 and 2 days, then ends it, and its licence key stops validating', async () => {
    const shop = await monthlyShop('declined');
    const { key } = await subscribe(shop, 'paid_declining');
    t.clock.advance(31 * DAY);
    await renew();
    expect((await renewalOrders(shop.storeId)).map((order) => order.status)).toEqual(['failed']);
    let sent = await webhooks(shop.storeId);
    expect(sent.at(-1)).toMatchObject({
      event: 'subscription.payment_failed',
      subscription: { status: 'past_due', failed_charges: 1 },
    });
    expect(await validate(key)).toMatchObject({ valid: true });
    // Tried again only when the schedule says.
    t.clock.advance(DAY - 60);
    await renew();
    expect(await webhooks(shop.storeId)).toHaveLength(sent.length);
    for (const days of [1, 2, 2]) {
      t.clock.advance(days * DAY);
      await renew();
    }
    sent = await webhooks(shop.storeId);
    expect(sent.map((hook) => hook.event)).toEqual([
      'subscription.created',
      'subscription.payment_failed',
      'subscription.payment_failed',
      'subscription.payment_failed',
      'subscription.payment_failed',
      'subscription.expired',
    ]);
    expect(sent.at(-1)!.subscription).toMatchObject({
      status: 'expired',
      next_charge_at: null,
      failed_charges: 4,
    });
    // One renewal order, tried four times, then expired with its subscription.
    const [renewal] = await renewalOrders(shop.storeId);
    expect(renewal!.status).toBe('expired');
    const payments = await db()
      .selectFrom('payments')
      .select('status')
      .where('order_id', '=', renewal!.id)
      .execute();
    expect(payments.map((payment) => payment.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(await validate(key)).toMatchObject({ valid: false, error: 'license_disabled' });
    // Nothing is left to charge.
    t.clock.advance(40 * DAY);
    await renew();
    expect(await webhooks(shop.storeId)).toHaveLength(sent.length);
  });

  it('charges a renewal once when two processes run the renewal job at once, and once after a crash', async () => {
    const shop = await monthlyShop('race');
    await subscribe(shop);
    const other = await t.anotherProcess();
    try {
      t.clock.advance(31 * DAY);
      await Promise.all([
        t.ctx.jobs.worker({ kinds: ['renewal'] }).runOnce(),
        other.ctx.jobs.worker({ kinds: ['renewal'] }).runOnce(),
      ]);
    } finally {
      await other.close();
    }
    const [renewal, ...more] = await renewalOrders(shop.storeId);
    expect(more).toEqual([]);
    expect(renewal!.status).toBe('paid');
    // A process that died after the charge, before it marked its job done: the job runs again.
    await db()
      .updateTable('jobs')
      .set({ status: 'pending', locked_until: null })
      .where('store_id', '=', shop.storeId)
      .where('kind', '=', 'renewal')
      .where('status', '=', 'done')
      .execute();
    await renew();
    const payments = await db()
      .selectFrom('payments')
      .select('status')
      .where('store_id', '=', shop.storeId)
      .where('order_id', '=', renewal!.id)
      .execute();
    expect(payments).toEqual([{ status: 'paid' }]);
    expect(await renewalOrders(shop.storeId)).toHaveLength(1);
    const renewed = (await webhooks(shop.storeId)).filter((hook) => hook.event === 'subscription.renewed');
    expect(renewed).toHaveLength(1);
  });
});
