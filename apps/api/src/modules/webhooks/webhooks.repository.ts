import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { queueJobs } from '../../jobs/job-queue.js';
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

/**
 * Deletes the endpoint, its deliveries with it (a cascade) and their jobs, which name them by an id
 * SQLite may give a new delivery again. Run it in one transaction.
 */
export async function deleteEndpoint(db: Db, storeId: number, id: number): Promise<boolean> {
  await db
    .deleteFrom('jobs')
    .where('store_id', '=', storeId)
    .where('kind', '=', 'webhook')
    .where('ref_id', 'in', (eb) =>
      eb
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('store_id', '=', storeId)
        .where('endpoint_id', '=', id),
    )
    .execute();
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

/** Writes deliveries and the jobs that post them, in the caller's transaction; answers the deliveries. */
export async function insertDeliveries(db: Db, rows: NewDelivery[]) {
  if (rows.length === 0) return [];
  const deliveries = await db
    .insertInto('webhook_deliveries')
    .values(rows.map((row) => ({ ...row, status: 'pending' as const })))
    .returningAll()
    .execute();
  await queueJobs(
    db,
    new Date(rows[0]!.created_at),
    deliveries.map((delivery) => ({
      store_id: delivery.store_id,
      kind: 'webhook' as const,
      ref_id: delivery.id,
    })),
  );
  return deliveries;
}

/** A delivery's columns and, while it waits, when it is tried next (its job's). */
function deliveriesWithNextTry(db: Db) {
  return db
    .selectFrom('webhook_deliveries as d')
    .leftJoin('jobs as j', (join) =>
      join
        .on('j.kind', '=', 'webhook')
        .onRef('j.ref_id', '=', 'd.id')
        .onRef('j.store_id', '=', 'd.store_id')
        .on('j.status', '=', 'pending'),
    )
    .selectAll('d')
    .select('j.next_attempt_at');
}

export async function listDeliveries(db: Db, storeId: number, endpointId: number, limit: number) {
  return deliveriesWithNextTry(db)
    .where('d.store_id', '=', storeId)
    .where('d.endpoint_id', '=', endpointId)
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();
}

export async function findDelivery(db: Db, storeId: number, id: number) {
  return deliveriesWithNextTry(db)
    .where('d.store_id', '=', storeId)
    .where('d.id', '=', id)
    .executeTakeFirst();
}

/** The delivery with its endpoint's URL and sealed secret, across stores (the sender's worker). */
export async function deliveryToSend(db: Db, id: number) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select(['d.id', 'd.store_id', 'd.body', 'd.event', 'd.event_id', 'e.url', 'e.secret'])
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
  status: WebhookDeliveriesTable['status'],
  attempt: Omit<Insertable<WebhookAttemptsTable>, 'id' | 'store_id' | 'delivery_id'>,
) {
  await db
    .insertInto('webhook_attempts')
    .values({ ...attempt, store_id: delivery.store_id, delivery_id: delivery.id })
    .execute();
  await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      status,
      response_status: attempt.response_status,
      response_excerpt: attempt.response_excerpt,
      last_error: attempt.error,
      last_attempt_at: attempt.attempted_at,
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
