import type { Db } from '../../db/database.js';

/** The most recent failed jobs the admin lists. */
const LISTED = 100;

/**
 * The store's jobs given up after their retries, newest first, with what each was about: its event's
 * topic and handler, its mail's recipient and subject, its delivery's event and endpoint URL, or the
 * subscription it renews.
 */
export async function listFailedJobs(db: Db, storeId: number) {
  return db
    .selectFrom('jobs as j')
    .leftJoin('outbox_emails as e', (join) => join.on('j.kind', '=', 'email').onRef('e.id', '=', 'j.ref_id'))
    .leftJoin('webhook_deliveries as d', (join) =>
      join.on('j.kind', '=', 'webhook').onRef('d.id', '=', 'j.ref_id').onRef('d.store_id', '=', 'j.store_id'),
    )
    .leftJoin('webhook_endpoints as w', (join) =>
      join.onRef('w.id', '=', 'd.endpoint_id').onRef('w.store_id', '=', 'd.store_id'),
    )
    .select([
      'j.id',
      'j.kind',
      'j.topic',
      'j.handler',
      'j.ref_id',
      'j.attempts',
      'j.last_error',
      'j.created_at',
      'e.to_address',
      'e.subject',
      'd.event',
      'w.url',
    ])
    .where('j.store_id', '=', storeId)
    .where('j.status', '=', 'failed')
    .orderBy('j.id', 'desc')
    .limit(LISTED)
    .execute();
}

export async function findFailedJob(db: Db, storeId: number, id: number) {
  return db
    .selectFrom('jobs')
    .select(['id', 'kind'])
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
}

/**
 * Puts a failed job of the store back in the queue, due now and tried for as long as a new one, with
 * its mail or delivery waiting again. Answers whether there was such a job. Run it in one transaction.
 */
export async function requeueFailedJob(db: Db, storeId: number, id: number, now: string, giveUpAt: string) {
  const job = await db
    .updateTable('jobs')
    .set({ status: 'pending', next_attempt_at: now, give_up_at: giveUpAt, locked_until: null })
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .returning(['kind', 'ref_id'])
    .executeTakeFirst();
  if (!job) return false;
  if (job.kind === 'email' && job.ref_id !== null) {
    await db
      .updateTable('outbox_emails')
      .set({ status: 'pending' })
      .where('store_id', '=', storeId)
      .where('id', '=', job.ref_id)
      .execute();
  }
  if (job.kind === 'webhook' && job.ref_id !== null) {
    await db
      .updateTable('webhook_deliveries')
      .set({ status: 'pending' })
      .where('store_id', '=', storeId)
      .where('id', '=', job.ref_id)
      .execute();
  }
  return true;
}
