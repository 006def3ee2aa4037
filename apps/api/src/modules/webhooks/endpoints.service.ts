import type {
  CreateWebhookEndpointRequest,
  CreatedWebhookEndpoint,
  UpdateWebhookEndpointRequest,
  WebhookAttempt,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEvent,
} from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import type { Selectable } from 'kysely';
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { randomToken } from '../../lib/crypto.js';
import { enforceLimits } from '../../lib/rate-limiter.js';
import { decryptSecret, encryptSecret } from '../../lib/secrets.js';
import { assertReachableUrl } from './address-guard.js';
import { transaction } from '../../unit-of-work.js';
import * as repository from './webhooks.repository.js';

/** Deliveries the log shows per endpoint, newest first. */
const LOG_LENGTH = 50;

/**
 * Resends of one event to one endpoint per hour, its copies included: a merchant mending an endpoint
 * sends an event again a few times; more is a loop or a script hammering the endpoint (decision 047).
 */
const RESENDS_PER_EVENT = 5;
/** Resends per store per hour, over all its deliveries: a day's backlog after an outage, not a flood. */
const RESENDS_PER_STORE = 60;
const RESEND_WINDOW_SECONDS = 60 * 60;

const SECRET_PREFIX = 'whsec_';
const newSecret = () => `${SECRET_PREFIX}${randomToken()}`;
/**
 * `whsec_…wxyz`. Not `secretHint`, which reads a provider key's `live_`-like prefixes: the random part
 * of this secret may start with letters and `_`, which it would show as part of the prefix.
 */
const secretHint = (secret: string) => `${SECRET_PREFIX}…${secret.slice(-4)}`;

/** What reads answer: the secret only as its hint (decision 047). */
function endpointView(appKey: Buffer, row: Selectable<WebhookEndpointsTable>): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: JSON.parse(row.events) as WebhookEvent[],
    secret_hint: secretHint(decryptSecret(appKey, row.secret)),
    created_at: row.created_at,
  };
}

/** What the creation and the rotation answer, once: the view and the secret itself. */
function createdView(appKey: Buffer, row: Selectable<WebhookEndpointsTable>): CreatedWebhookEndpoint {
  return { ...endpointView(appKey, row), secret: decryptSecret(appKey, row.secret) };
}

/** A delivery with, while it waits, when its job tries it next. */
type DeliveryRow = Selectable<WebhookDeliveriesTable> & { next_attempt_at: string | null };

export function deliveryView(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpoint_id: row.endpoint_id,
    event_id: row.event_id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    response_status: row.response_status,
    response_excerpt: row.response_excerpt,
    last_error: row.last_error,
    last_attempt_at: row.last_attempt_at,
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
    created_at: row.created_at,
  };
}

export async function listEndpoints(ctx: AppContext, storeId: number): Promise<WebhookEndpoint[]> {
  const rows = await repository.listEndpoints(ctx.database.db, storeId);
  return rows.map((row) => endpointView(ctx.config.appKey, row));
}

export async function createEndpoint(ctx: AppContext, request: CreateWebhookEndpointRequest) {
  await assertReachableUrl(request.url, ctx.config.webhookAllowPrivate);
  const row = await repository.insertEndpoint(ctx.database.db, {
    store_id: request.store_id,
    url: request.url,
    events: JSON.stringify([...new Set(request.events)]),
    secret: encryptSecret(ctx.config.appKey, newSecret()),
    created_at: ctx.clock.now().toISOString(),
  });
  return createdView(ctx.config.appKey, row);
}

/** Replaces the endpoint's secret: deliveries are signed with the new one from their next attempt. */
export async function rotateSecret(ctx: AppContext, storeId: number, id: number) {
  const row = await repository.updateEndpoint(ctx.database.db, storeId, id, {
    secret: encryptSecret(ctx.config.appKey, newSecret()),
  });
  if (!row) throw AppError.notFound();
  return createdView(ctx.config.appKey, row);
}

export async function updateEndpoint(ctx: AppContext, id: number, request: UpdateWebhookEndpointRequest) {
  await assertReachableUrl(request.url, ctx.config.webhookAllowPrivate);
  const row = await repository.updateEndpoint(ctx.database.db, request.store_id, id, {
    url: request.url,
    events: JSON.stringify([...new Set(request.events)]),
  });
  if (!row) throw AppError.notFound();
  return endpointView(ctx.config.appKey, row);
}

export async function deleteEndpoint(ctx: AppContext, storeId: number, id: number) {
  const deleted = await transaction(ctx, (uow) => repository.deleteEndpoint(uow.db, storeId, id));
  if (!deleted) throw AppError.notFound();
}

export async function listDeliveries(db: Db, storeId: number, endpointId: number) {
  if (!(await repository.findEndpoint(db, storeId, endpointId))) throw AppError.notFound();
  const rows = await repository.listDeliveries(db, storeId, endpointId, LOG_LENGTH);
  return rows.map(deliveryView);
}

/** A delivery's attempts, newest first; 404 for a delivery the store does not have. */
export async function listAttempts(db: Db, storeId: number, deliveryId: number): Promise<WebhookAttempt[]> {
  if (!(await repository.findDelivery(db, storeId, deliveryId))) throw AppError.notFound();
  return repository.listAttempts(db, storeId, deliveryId);
}

/**
 * Sends a logged delivery again: a new row with the same event and body, due now. Limited per event
 * and endpoint (so resending the copy counts too) and per store. Neither key can name another's: the
 * event id is random, and a store's id is never given again (migration 042).
 */
export async function resendDelivery(ctx: AppContext, storeId: number, id: number) {
  const db = ctx.database.db;
  const original = await repository.findDelivery(db, storeId, id);
  if (!original) throw AppError.notFound();
  await enforceLimits(ctx.rateLimiter, [
    {
      key: `webhook-resend:endpoint:${original.endpoint_id}:event:${original.event_id}`,
      limit: RESENDS_PER_EVENT,
      windowSeconds: RESEND_WINDOW_SECONDS,
    },
    {
      key: `webhook-resend:store:${storeId}`,
      limit: RESENDS_PER_STORE,
      windowSeconds: RESEND_WINDOW_SECONDS,
    },
  ]);
  const now = ctx.clock.now().toISOString();
  const [copy] = await transaction(ctx, (uow) =>
    repository.insertDeliveries(uow.db, [
      {
        store_id: storeId,
        endpoint_id: original.endpoint_id,
        event_id: original.event_id,
        event: original.event,
        body: original.body,
        created_at: now,
      },
    ]),
  );
  return deliveryView({ ...copy!, next_attempt_at: now });
}
