import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { dueLeasedIds, leaseRow } from '../../db/retry-columns.js';
import type { WebhookAttemptsTable, WebhookDeliveriesTable, WebhookEndpointsTable } from '../../db/schema.js';

export async function listEndpoints(db: Db, storeId: number) {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('store_id', '=', storeId)
    .orderBy('id')
    .execute();
}

export async function findEndpoint(db: Db, storeId: number, id: number) {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertEndpoint(db: Db, row: Insertable<WebhookEndpointsTable>) {
  return db.insertInto('webhook_endpoints').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateEndpoint(
  db: Db,
  storeId: number,
  id: number,
  changes: Updateable<WebhookEndpointsTable>,
) {
  return db
    .updateTable('webhook_endpoints')
    .set(changes)
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteEndpoint(db: Db, storeId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('webhook_endpoints')
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export type NewDelivery = Pick<
  Insertable<WebhookDeliveriesTable>,
  'store_id' | 'endpoint_id' | 'event_id' | 'event' | 'body' | 'created_at'
>;

export async function insertDeliveries(db: Db, rows: NewDelivery[]) {
  if (rows.length === 0) return [];
  return db
    .insertInto('webhook_deliveries')
    .values(rows.map((row) => ({ ...row, status: 'pending' as const, next_attempt_at: row.created_at })))
    .returningAll()
    .execute();
}

export async function listDeliveries(db: Db, storeId: number, endpointId: number, limit: number) {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('endpoint_id', '=', endpointId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function findDelivery(db: Db, storeId: number, id: number) {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Deliveries due across stores (the sender's worker). */
export async function dueDeliveryIds(db: Db, now: string, limit: number): Promise<number[]> {
  return dueLeasedIds(db, 'webhook_deliveries', now, limit);
}

/** Takes a delivery for one attempt; false when another worker took it first. */
export async function claimDelivery(db: Db, id: number, now: string, lockedUntil: string): Promise<boolean> {
  return leaseRow(db, 'webhook_deliveries', id, now, lockedUntil);
}

/** The delivery with its endpoint's URL and sealed secret, across stores (the sender's worker). */
export async function deliveryToSend(db: Db, id: number) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select([
      'd.id',
      'd.store_id',
      'd.body',
      'd.event',
      'd.event_id',
      'd.attempts',
      'd.created_at',
      'e.url',
      'e.secret',
    ])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

/**
 * The attempt's row and the delivery's outcome. Run it in one transaction: the log then never misses
 * an attempt, nor shows one the delivery does not count.
 */
export async function recordAttempt(
  db: Db,
  delivery: { id: number; store_id: number },
  outcome: Pick<Updateable<WebhookDeliveriesTable>, 'status' | 'next_attempt_at'>,
  attempt: Omit<Insertable<WebhookAttemptsTable>, 'id' | 'store_id' | 'delivery_id'>,
) {
  await db
    .insertInto('webhook_attempts')
    .values({ ...attempt, store_id: delivery.store_id, delivery_id: delivery.id })
    .execute();
  await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      ...outcome,
      response_status: attempt.response_status,
      response_excerpt: attempt.response_excerpt,
      last_error: attempt.error,
      last_attempt_at: attempt.attempted_at,
      locked_until: null,
      attempts: eb('attempts', '+', 1),
    }))
    .where('store_id', '=', delivery.store_id)
    .where('id', '=', delivery.id)
    .execute();
}

/** A delivery's attempts, newest first. */
export async function listAttempts(db: Db, storeId: number, deliveryId: number) {
  return db
    .selectFrom('webhook_attempts')
    .select(['id', 'attempted_at', 'response_status', 'response_excerpt', 'error', 'duration_ms'])
    .where('store_id', '=', storeId)
    .where('delivery_id', '=', deliveryId)
    .orderBy('id', 'desc')
    .execute();
}
