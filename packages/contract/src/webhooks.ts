import { z } from 'zod';
import { id } from './common.js';

/**
 * The events a merchant's endpoint may choose (decision 037); `license.activated` is sent once licence keys
 * exist, the subscription events as subscriptions live (decision 079).
 */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.paid',
  'order.refunded',
  'order.cancelled',
  'license.activated',
  'subscription.created',
  'subscription.renewed',
  'subscription.payment_failed',
  'subscription.cancelled',
  'subscription.resumed',
  'subscription.expired',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** An http(s) address; the server also refuses one that resolves to a loopback or private address. */
export const webhookUrl = z.url({ protocol: /^https?$/, error: 'invalid_format' }).max(500);

export const webhookEndpointInput = z.object({
  url: webhookUrl.describe(
    "The endpoint's https address on the public internet; addresses of local and private networks are refused.",
  ),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1)
    .max(WEBHOOK_EVENTS.length)
    .describe('The events sent to the endpoint, such as `order.paid`.'),
});

export const createWebhookEndpointRequest = webhookEndpointInput.extend({ store_id: id });
export type CreateWebhookEndpointRequest = z.infer<typeof createWebhookEndpointRequest>;
export const updateWebhookEndpointRequest = webhookEndpointInput.extend({ store_id: id });
export type UpdateWebhookEndpointRequest = z.infer<typeof updateWebhookEndpointRequest>;

export const webhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string().describe("The endpoint's address."),
  events: z.array(z.enum(WEBHOOK_EVENTS)).describe('The events sent to the endpoint, such as `order.paid`.'),
  /** The secret's prefix and last four characters (`whsec_…wxyz`), to tell secrets apart; never enough to sign. */
  secret_hint: z.string(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/**
 * The secret itself comes only in the answer that made it: the endpoint's creation and the rotation of
 * its secret (decision 047). It signs every delivery:
 * `Webhook-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`.
 */
export const createdWebhookEndpoint = webhookEndpoint.extend({ secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpoint>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const webhookDelivery = z.object({
  id: z.number().int(),
  endpoint_id: z.number().int(),
  event_id: z.string(),
  event: z.string(),
  status: z
    .enum(WEBHOOK_DELIVERY_STATUSES)
    .describe(
      '`pending` while it is sent or retried, `delivered` once the endpoint answered 2xx, `failed` after the last attempt.',
    ),
  attempts: z.number().int(),
  /** The endpoint's last answer: its HTTP status and the start of its body, or why none came. */
  response_status: z.number().int().nullable(),
  response_excerpt: z.string().nullable(),
  last_error: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

/** One attempt at a delivery: what the endpoint answered, or why nothing came, and how long it took. */
export const webhookAttempt = z.object({
  id: z.number().int(),
  /** When it was sent. */
  attempted_at: z.string(),
  response_status: z.number().int().nullable(),
  /** The start of the endpoint's body (300 characters at most). */
  response_excerpt: z.string().nullable(),
  /** Why no answer came: a refused connection, a timeout, an address not allowed. */
  error: z.string().nullable(),
  duration_ms: z.number().int(),
});
export type WebhookAttempt = z.infer<typeof webhookAttempt>;

/** A test event for one endpoint: the event to imitate, its first chosen event when left out. */
export const webhookTestRequest = z.object({ store_id: id, event: z.enum(WEBHOOK_EVENTS).optional() });
export type WebhookTestRequest = z.infer<typeof webhookTestRequest>;

/**
 * What the endpoint answered to a signed sample event, sent at once and kept in no log: its HTTP
 * status and the start of its body, or why none came, and how long it took.
 */
export const webhookTestAnswer = z.object({
  event: z.enum(WEBHOOK_EVENTS),
  event_id: z.string(),
  delivered: z.boolean(),
  response_status: z.number().int().nullable(),
  response_excerpt: z.string().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int(),
});
export type WebhookTestAnswer = z.infer<typeof webhookTestAnswer>;
