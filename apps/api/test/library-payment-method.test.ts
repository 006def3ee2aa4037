import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerSubscription } from '@platform/contract';
import { withTenantScope } from '../src/db/tenant-scope.js';
import { orderPayments } from '../src/modules/payments/index.js';
import { cancelSubscriptionNow } from '../src/modules/subscriptions/index.js';
import { signedInBuyer } from './buyer-helpers.js';
import type { FakeProviders } from './fake-providers.js';
import { buyer, placeOrder, TestClient, type ShopFixture, type TestApp } from './harness.js';
import {
  appWithFakeProviders,
  chooseOnTestPage,
  closeWithFakeProviders,
  goLiveWith,
  mollieCallback,
  molliePaymentId,
  paymentLink,
} from './payment-helpers.js';
import { DAY, subscriptionFixtures } from './subscription-fixtures.js';

describe("changing a subscription's payment method from the library (decision 081)", () => {
  let t: TestApp;
  let fake: FakeProviders;
  beforeAll(async () => {
    ({ t, fake } = await appWithFakeProviders({ WEBHOOK_ALLOW_PRIVATE: 'true' }));
  });
  afterAll(() => closeWithFakeProviders(t, fake));
  const { db, monthlyShop, subscribe, renewalOrders, validate, renew } = subscriptionFixtures(() => t);

  const subscriptionOf = (orderId: string) =>
    db().selectFrom('subscriptions').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();

  /** Signs the buyer in to the store's library by the link it mails them, as after weeks away. */
  async function libraryToken(slug: string, email = 'buyer@example.com') {
    const shopper = new TestClient(t.app);
    expect((await shopper.post(`/v1/store/${slug}/orders/email-login`, { email })).statusCode).toBe(200);
    const mail = await db()
      .selectFrom('outbox_emails')
      .select('html')
      .where('to_address', '=', email)
      .where('kind', '=', 'library_link')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const loginToken = mail.html.match(/login_token=([\w-]+)/)![1]!;
    const session = await shopper.post('/v1/auth/customer/login', { login_token: loginToken });
    return session.json().data.token as string;
  }

  const changeMethod = (slug: string, id: number | string, token?: string) =>
    new TestClient(t.app).post(
      `/v1/store/${slug}/subscription/${id}/change-payment-method`,
      {},
      token ? { token } : {},
    );

  it('takes a new mandate on the test page for a past-due subscription and charges its renewal at once', async () => {
    const shop = await monthlyShop('paymethod');
    const { order, key } = await subscribe(shop, 'paid_declining');
    t.clock.advance(31 * DAY);
    await renew();
    const failing = await subscriptionOf(order.id);
    expect(failing).toMatchObject({ status: 'past_due', failed_charges: 1 });
    expect((await renewalOrders(shop.storeId)).map((renewal) => renewal.status)).toEqual(['failed']);

    const token = await libraryToken(shop.slug);
    const [listed] = (
      await new TestClient(t.app).get(`/v1/store/${shop.slug}/subscriptions`, { token })
    ).json().data as BuyerSubscription[];
    expect(listed).toMatchObject({ id: failing.id, status: 'past_due' });
    const started = await changeMethod(shop.slug, failing.id, token);
    expect(started.statusCode, started.body).toBe(200);
    const url = started.json().data.url as string;
    expect(url).toMatch(/\/v1\/payments\/test\/[\w-]+$/);
    // Asked again while it is open: the same page, no second payment.
    expect((await changeMethod(shop.slug, failing.id, token)).json().data.url).toBe(url);
    const page = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.body).toContain('Nothing is charged now');

    const chosen = await chooseOnTestPage(t.app, url, 'paid');
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe(`http://${shop.slug}.localhost:3000/orders`);
    const reference = url.split('/').pop()!;
    const changed = await subscriptionOf(order.id);
    expect(changed).toMatchObject({
      status: 'past_due',
      mandate: `test:${reference}`,
      next_charge_at: t.clock.now().toISOString(),
    });
    // The choice sent again changes nothing more.
    expect((await chooseOnTestPage(t.app, url, 'failed')).statusCode).toBe(303);
    expect((await subscriptionOf(order.id)).mandate).toBe(`test:${reference}`);

    // Its renewal, due now, is charged with the new mandate and paid.
    await renew();
    expect(await subscriptionOf(order.id)).toMatchObject({ status: 'active', periods: 2, failed_charges: 0 });
    const [renewal] = await renewalOrders(shop.storeId);
    expect(renewal).toMatchObject({ status: 'paid', subscription_period: 2 });
    const charged = await db()
      .selectFrom('payments')
      .select(['mandate', 'status'])
      .where('order_id', '=', renewal!.id)
      .execute();
    expect(charged.at(-1)).toEqual({ mandate: `test:${reference}`, status: 'paid' });
    expect((await validate(key)).valid).toBe(true);
    // The mandate payment is not one of the first order's payments, which the merchant sees.
    const { payments } = await withTenantScope(
      () => orderPayments(t.ctx.database.db, shop.storeId, order.id, t.clock.now()),
      shop.storeId,
    );
    expect(payments.map((payment) => payment.amount)).toEqual([1210]);
  });

  it('refuses an ended subscription naming the field, and keeps buyers and stores apart', async () => {
    const shopA = await monthlyShop('paymethod-a');
    const shopB = await monthlyShop('paymethod-b');
    const placed = await placeOrder(t.app, shopA);
    await chooseOnTestPage(t.app, (await paymentLink(t.app, shopA.slug, placed.cartId)).json().data.url);
    const { token } = await signedInBuyer(t, shopA, placed);
    const mine = await subscriptionOf(placed.order.id);
    const other = await subscribe(shopA, 'paid', { ...buyer, email: 'other@example.com' });
    const elsewhere = await subscribe(shopB);
    // Another buyer's subscription, and another store's, are not found; another store's session is not signed in.
    expect(
      (await changeMethod(shopA.slug, (await subscriptionOf(other.order.id)).id, token)).statusCode,
    ).toBe(404);
    expect(
      (await changeMethod(shopA.slug, (await subscriptionOf(elsewhere.order.id)).id, token)).statusCode,
    ).toBe(404);
    expect((await changeMethod(shopB.slug, mine.id, token)).statusCode).toBe(401);
    expect((await changeMethod(shopA.slug, mine.id)).statusCode).toBe(401);
    const bad = await changeMethod(shopA.slug, 'first', token);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['subscriptionId']);

    await withTenantScope(
      () => cancelSubscriptionNow(t.ctx, shopA.storeId, mine.id, 'merchant:1'),
      shopA.storeId,
    );
    const ended = await changeMethod(shopA.slug, mine.id, token);
    expect(ended.statusCode).toBe(422);
    expect(ended.json().errors).toEqual({ subscription: [expect.any(String)] });
  });

  it("asks Mollie for a €0.00 first payment for the buyer as a new customer, and renews with that customer's mandate", async () => {
    const shop: ShopFixture = await monthlyShop('paymethod-mollie');
    await goLiveWith(shop, 'mollie');
    const placed = await placeOrder(t.app, shop);
    const firstId = molliePaymentId((await paymentLink(t.app, shop.slug, placed.cartId)).json().data.url);
    fake.mollieStatus.set(firstId, 'paid');
    expect((await mollieCallback(t.app, firstId)).statusCode).toBe(200);
    const subscription = await subscriptionOf(placed.order.id);
    expect(subscription.status).toBe('active');
    const { token } = await signedInBuyer(t, shop, placed);

    const before = fake.requests.length;
    const started = await changeMethod(shop.slug, subscription.id, token);
    expect(started.statusCode, started.body).toBe(200);
    const sent = fake.requests.slice(before);
    const customer = sent.find((request) => request.path === '/v2/customers');
    expect(JSON.parse(customer!.body)).toEqual({ name: expect.any(String), email: 'buyer@example.com' });
    const mandatePayment = JSON.parse(sent.find((request) => request.path === '/v2/payments')!.body);
    expect(mandatePayment).toMatchObject({
      amount: { currency: 'EUR', value: '0.00' },
      sequenceType: 'first',
      customerId: expect.stringMatching(/^cst_/),
      redirectUrl: `http://${shop.slug}.localhost:3000/orders?lang=en`,
    });
    const customerId = mandatePayment.customerId as string;
    const paymentId = molliePaymentId(started.json().data.url);
    // Open at Mollie: asked again, the same page.
    expect((await changeMethod(shop.slug, subscription.id, token)).json().data.url).toBe(
      started.json().data.url,
    );

    fake.mollieStatus.set(paymentId, 'paid');
    expect((await mollieCallback(t.app, paymentId)).statusCode).toBe(200);
    expect((await subscriptionOf(placed.order.id)).mandate).toBe(`${customerId}/mdt_${customerId}`);

    t.clock.advance(31 * DAY);
    await renew();
    const renewal = fake.requests
      .filter((request) => request.method === 'POST' && request.path === '/v2/payments')
      .map((request) => JSON.parse(request.body))
      .at(-1);
    expect(renewal).toMatchObject({ sequenceType: 'recurring', customerId, mandateId: `mdt_${customerId}` });
    expect((await renewalOrders(shop.storeId)).map((order) => order.status)).toEqual(['paid']);
  });
});
