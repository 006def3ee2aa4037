import { randomUUID } from 'node:crypto';
import {
  MAIL_PREVIEW_SAMPLE,
  type OrderSnapshot,
  type SubscriptionView,
  type WebhookEvent,
  type WebhookTestAnswer,
} from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors.js';
import { enforceLimits } from '../../lib/rate-limiter.js';
import { decryptSecret } from '../../lib/secrets.js';
import { webhookOrder } from './order-data.js';
import { postWebhook, signatureHeader } from './send-delivery.js';
import * as repository from './webhooks.repository.js';

/** Test events per endpoint a minute: enough to mend a receiver by trial, too few to flood one. */
const TESTS_PER_MINUTE = 10;

/** The status each event leaves its order in. */
const STATUS_AFTER: Record<WebhookEvent, OrderSnapshot['status']> = {
  'order.created': 'pending',
  'order.paid': 'paid',
  'order.refunded': 'refunded',
  'order.cancelled': 'cancelled',
  'license.activated': 'paid',
  'subscription.created': 'paid',
  'subscription.renewed': 'paid',
  'subscription.payment_failed': 'failed',
  'subscription.cancelled': 'paid',
  'subscription.resumed': 'paid',
  'subscription.expired': 'paid',
};

/** The sample order's subscription, as a subscription event carries it (decision 079). */
function sampleSubscription(event: WebhookEvent, order: OrderSnapshot): SubscriptionView {
  const ended = event === 'subscription.expired';
  return {
    id: 0,
    status: ended ? 'expired' : event === 'subscription.payment_failed' ? 'past_due' : 'active',
    interval: 'month',
    order_id: order.id,
    product_id: null,
    variant_id: null,
    name: order.lines[0]!.name,
    email: order.email,
    quantity: 1,
    unit_price: order.lines[0]!.unit_price,
    periods: 1,
    current_period_start: order.created_at,
    current_period_end: order.created_at,
    trial_ends_at: null,
    cancel_at_period_end: event === 'subscription.cancelled',
    next_charge_at: ended || event === 'subscription.cancelled' ? null : order.created_at,
    failed_charges: event === 'subscription.payment_failed' ? 1 : 0,
    created_at: order.created_at,
    cancelled_at: event === 'subscription.cancelled' ? order.created_at : null,
    ended_at: ended ? order.created_at : null,
  };
}

/** A made-up order of the preview's sample buyer and product (the e-mail preview's), as the event would carry it. */
function sampleOrder(event: WebhookEvent, now: string): OrderSnapshot {
  const { customer, email, name, cents } = MAIL_PREVIEW_SAMPLE;
  const vat = Math.round(cents - cents / 1.09);
  const status = STATUS_AFTER[event];
  return {
    id: 'ord_test_0000000000000000',
    number: '2026-0000',
    status,
    email,
    customer_name: customer,
    locale: 'nl',
    currency: 'EUR',
    business_type: 'b2c',
    vat_treatment: 'domestic',
    buyer_country: 'NL',
    total_excl_vat: cents - vat,
    total_vat: vat,
    total_incl_vat: cents,
    test_mode: true,
    created_at: now,
    paid_at: status === 'pending' ? null : now,
    lines: [
      {
        product_id: null,
        name,
        quantity: 1,
        unit_price: cents,
        vat_rate: 9,
        vat_class: 'ebook',
        total_excl_vat: cents - vat,
        total_vat: vat,
        total_incl_vat: cents,
      },
    ],
  };
}

/** The body of a test event: an event as the endpoint would get it, marked `test` and with an id of its own. */
function sampleBody(storeId: number, event: WebhookEvent, now: string) {
  const order = sampleOrder(event, now);
  const keyStatus = event === 'order.refunded' || event === 'order.cancelled' ? 'disabled' : 'assigned';
  const licenseKeys =
    event === 'order.created'
      ? []
      : [
          {
            key: MAIL_PREVIEW_SAMPLE.licenseKey,
            status: keyStatus,
            product_name: order.lines[0]!.name,
          } as const,
        ];
  const eventId = `evt_test_${randomUUID().replaceAll('-', '')}`;
  const body = JSON.stringify({
    id: eventId,
    type: event,
    created_at: now,
    store_id: storeId,
    test: true,
    data: {
      order: webhookOrder(order, licenseKeys),
      ...(event === 'license.activated' && {
        license: { id: 0, instance_id: 'test-instance', instance_name: 'Test computer' },
      }),
      ...(event.startsWith('subscription.') && { subscription: sampleSubscription(event, order) }),
    },
  });
  return { eventId, body };
}

/**
 * Posts a signed sample event to the endpoint at once and answers what it answered: a merchant sees
 * whether the receiver and its signature check work before a real order depends on them. The test
 * goes through the same address check and signing as a delivery, and into no log.
 */
export async function sendTestEvent(
  ctx: AppContext,
  storeId: number,
  endpointId: number,
  requested: WebhookEvent | undefined,
): Promise<WebhookTestAnswer> {
  const endpoint = await repository.findEndpoint(ctx.database.db, storeId, endpointId);
  if (!endpoint) throw AppError.notFound();
  await enforceLimits(ctx.rateLimiter, [
    { key: `webhook-test:endpoint:${endpointId}`, limit: TESTS_PER_MINUTE, windowSeconds: 60 },
  ]);
  const event = requested ?? (JSON.parse(endpoint.events) as WebhookEvent[])[0] ?? 'order.paid';
  const now = ctx.clock.now();
  const { eventId, body } = sampleBody(storeId, event, now.toISOString());
  const signature = signatureHeader(
    decryptSecret(ctx.config.appKey, endpoint.secret),
    body,
    Math.floor(now.getTime() / 1000),
  );
  const started = performance.now();
  const answer = await postWebhook(
    endpoint.url,
    body,
    { 'webhook-signature': signature, 'webhook-id': eventId, 'webhook-event': event },
    ctx.config.webhookAllowPrivate,
  );
  return {
    event,
    event_id: eventId,
    delivered: answer.status !== null && answer.status >= 200 && answer.status < 300,
    response_status: answer.status,
    response_excerpt: answer.excerpt,
    error: answer.error,
    duration_ms: Math.round(performance.now() - started),
  };
}
