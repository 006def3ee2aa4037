import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenantScope } from '../src/db/tenant-scope.js';
import {
  cancelAtPeriodEnd as cancelAtEnd,
  cancelSubscriptionNow as cancelNow,
  resumeSubscription as resume,
} from '../src/modules/subscriptions/index.js';
import { buyer, createTestApp, type TestApp } from './harness.js';
import { DAY, subscriptionFixtures } from './subscription-fixtures.js';

describe('cancelling and resuming a subscription (decision 081)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' });
  });
  afterAll(() => t.close());
  const { db, monthlyShop, subscribe, webhooks, renewalOrders, validate, renew } = subscriptionFixtures(
    () => t,
  );

  /** A buyer's running monthly subscription: its store, id and licence key. */
  async function subscription(prefix: string, outcome = 'paid', details?: object) {
    const shop = await monthlyShop(prefix);
    const { key, order } = await subscribe(shop, outcome, details);
    const row = await db()
      .selectFrom('subscriptions')
      .select('id')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    return { storeId: shop.storeId, slug: shop.slug, id: row.id, key };
  }

  const events = async (storeId: number) => (await webhooks(storeId)).map((hook) => hook.event);
  const pendingRenewals = async (storeId: number) =>
    db()
      .selectFrom('jobs')
      .select('id')
      .where('store_id', '=', storeId)
      .where('kind', '=', 'renewal')
      .where('status', '=', 'pending')
      .execute();
  /** Runs an action of the subscriptions module as a route would: in the store's tenant scope. */
  const run =
    (action: typeof cancelAtEnd) => (ctx: TestApp['ctx'], storeId: number, id: number, actor: string) =>
      withTenantScope(() => action(ctx, storeId, id, actor), storeId);
  const cancelAtPeriodEnd = run(cancelAtEnd);
  const resumeSubscription = run(resume);
  const cancelSubscriptionNow = run(cancelNow);
  /** The buyer's mails about their subscription, in order: what each is and says. */
  const mails = async (storeId: number) =>
    db()
      .selectFrom('outbox_emails')
      .select(['kind', 'to_address', 'subject', 'text'])
      .where('store_id', '=', storeId)
      .where('kind', 'like', 'subscription_%')
      .orderBy('id')
      .execute();
  const error = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );

  it('cancels at the period end: it runs until then, a second request changes nothing, and then it ends', async () => {
    const { storeId, slug, id, key } = await subscription('cancel-end', 'paid', { ...buyer, locale: 'nl' });
    const cancelled = await cancelAtPeriodEnd(t.ctx, storeId, id, 'buyer');
    expect(cancelled).toMatchObject({ status: 'active', cancel_at_period_end: true, next_charge_at: null });
    expect(cancelled.cancelled_at).not.toBeNull();
    expect(await cancelAtPeriodEnd(t.ctx, storeId, id, 'buyer')).toEqual(cancelled);
    expect(await events(storeId)).toEqual(['subscription.created', 'subscription.cancelled']);
    expect(await validate(key)).toMatchObject({ valid: true });
    const [confirmed, ...others] = await mails(storeId);
    expect(others).toEqual([]);
    expect(confirmed).toMatchObject({
      kind: 'subscription_cancelled',
      to_address: 'buyer@example.com',
      subject: `Je abonnement op Guide bij Shop ${slug} is opgezegd`,
    });
    const ends = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(cancelled.current_period_end),
    );
    expect(confirmed!.text).toContain(`stopt op ${ends}`);

    t.clock.advance(31 * DAY);
    await renew();
    expect(await renewalOrders(storeId)).toEqual([]);
    const sent = await webhooks(storeId);
    expect(sent.map((hook) => hook.event)).toEqual([
      'subscription.created',
      'subscription.cancelled',
      'subscription.expired',
    ]);
    expect(sent.at(-1)!.subscription).toMatchObject({ status: 'cancelled', ended_at: expect.any(String) });
    expect((await mails(storeId)).map((mail) => mail.kind)).toEqual([
      'subscription_cancelled',
      'subscription_ended',
    ]);
    expect((await mails(storeId))[1]!.text).toContain(
      'Je abonnement op Guide is beëindigd, omdat het is opgezegd.',
    );
    expect(await validate(key)).toMatchObject({ valid: false, error: 'license_disabled' });
    // Ended: it can be neither resumed nor cancelled at a period's end; cancelling it now answers it as it is.
    for (const action of [resumeSubscription, cancelAtPeriodEnd]) {
      expect(await error(action(t.ctx, storeId, id, 'buyer'))).toMatchObject({
        statusCode: 422,
        fields: { subscription: 'subscription_ended' },
      });
    }
    expect(await cancelSubscriptionNow(t.ctx, storeId, id, 'buyer')).toMatchObject({ status: 'cancelled' });
    expect(await events(storeId)).toHaveLength(3);
  });

  it('resumes a cancellation while the period runs: it renews at the period end as before', async () => {
    const { storeId, id } = await subscription('resume');
    await cancelAtPeriodEnd(t.ctx, storeId, id, 'buyer');
    const resumed = await resumeSubscription(t.ctx, storeId, id, 'buyer');
    expect(resumed).toMatchObject({ status: 'active', cancel_at_period_end: false, cancelled_at: null });
    expect(resumed.next_charge_at).toBe(resumed.current_period_end);
    expect(await resumeSubscription(t.ctx, storeId, id, 'buyer')).toEqual(resumed);
    t.clock.advance(31 * DAY);
    await renew();
    expect((await renewalOrders(storeId)).map((order) => order.status)).toEqual(['paid']);
    expect(await events(storeId)).toEqual([
      'subscription.created',
      'subscription.cancelled',
      'subscription.resumed',
      'subscription.renewed',
    ]);
  });

  it('cancels at once: ended, its key disabled and its renewal dropped in one go, once however often asked', async () => {
    const { storeId, slug, id, key } = await subscription('cancel-now', 'paid', { ...buyer, locale: 'en' });
    expect(await pendingRenewals(storeId)).toHaveLength(1);
    const ended = await cancelSubscriptionNow(t.ctx, storeId, id, 'merchant:1');
    expect(ended).toMatchObject({ status: 'cancelled', next_charge_at: null, ended_at: expect.any(String) });
    expect(await cancelSubscriptionNow(t.ctx, storeId, id, 'merchant:1')).toEqual(ended);
    expect(await validate(key)).toMatchObject({ valid: false, error: 'license_disabled' });
    expect(await pendingRenewals(storeId)).toEqual([]);
    expect(await events(storeId)).toEqual([
      'subscription.created',
      'subscription.cancelled',
      'subscription.expired',
    ]);
    const [endedMail, ...more] = await mails(storeId);
    expect(more).toEqual([]);
    expect(endedMail).toMatchObject({
      kind: 'subscription_ended',
      subject: `Your subscription to Guide at Shop ${slug} has ended`,
    });
    t.clock.advance(31 * DAY);
    await renew();
    expect(await renewalOrders(storeId)).toEqual([]);
  });

  it('ends a subscription whose renewal is failing at once when it is cancelled: its paid period is over', async () => {
    const { storeId, id } = await subscription('cancel-past-due', 'paid_declining', {
      ...buyer,
      locale: 'de',
    });
    t.clock.advance(31 * DAY);
    await renew();
    // The failed renewal is mailed with the day it is tried again and a way to pay otherwise.
    const [failed] = await mails(storeId);
    expect(failed!.kind).toBe('subscription_payment_failed');
    expect(failed!.subject).toContain('die Zahlung ist fehlgeschlagen');
    const retry = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(t.clock.now().getTime() + DAY * 1000),
    );
    expect(failed!.text).toContain(`Wir versuchen es am ${retry} erneut.`);
    expect(failed!.text).toContain('ändere die Zahlungsmethode bei deinen Käufen');
    expect(failed!.text).toContain('/orders?lang=de');
    const ended = await cancelAtPeriodEnd(t.ctx, storeId, id, 'buyer');
    expect(ended).toMatchObject({ status: 'cancelled', ended_at: expect.any(String) });
    expect(await pendingRenewals(storeId)).toEqual([]);
    expect((await events(storeId)).slice(-2)).toEqual(['subscription.cancelled', 'subscription.expired']);
    expect((await mails(storeId)).map((mail) => mail.kind)).toEqual([
      'subscription_payment_failed',
      'subscription_ended',
    ]);
  });

  it("finds no other store's subscription", async () => {
    const { id } = await subscription('isolated-a');
    const other = await monthlyShop('isolated-b');
    for (const action of [cancelAtPeriodEnd, resumeSubscription, cancelSubscriptionNow]) {
      expect(await error(action(t.ctx, other.storeId, id, 'buyer'))).toMatchObject({ statusCode: 404 });
    }
  });
});
