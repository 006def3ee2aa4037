import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';
import { isolateStores } from './009-row-level-security.js';

/**
 * One queue for everything done after a commit (decision 064): an event's handler, an e-mail to send,
 * a webhook delivery to post. Each is a row of `jobs` with the one retry state there is (attempts, the
 * next try, a worker's lease, the last error, the time it is given up at); the e-mails and deliveries
 * stay records of what is sent (its content and outcome, the merchants' log), named by `ref_id`.
 *
 * The rows the three old queues still had to do come along with their attempts and pauses, and their
 * retry columns go: `outbox_events` whole (an event's job holds the event), the e-mails' and
 * deliveries' next try and lease. Given up rows come too, so the admin lists them for a retry.
 *
 * `store_id` is null for the platform's own mails, as in `outbox_emails` (decision 035, way out 6).
 */
export const oneJobQueue: MigrationFactory = (dialect) => {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('jobs')
        .addColumn('id', idType, (col) => col.primaryKey())
        .addColumn('store_id', 'integer', (col) => col.references('stores.id').onDelete('cascade'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('topic', 'text')
        .addColumn('handler', 'text')
        .addColumn('payload', 'text')
        .addColumn('ref_id', 'integer')
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (col) => col.notNull())
        .addColumn('give_up_at', 'text', (col) => col.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('done_at', 'text')
        .execute();
      await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['status', 'next_attempt_at']).execute();
      // The admin's list of a store's failed jobs; it also serves the key to the store.
      await db.schema
        .createIndex('jobs_store_status_idx')
        .on('jobs')
        .columns(['store_id', 'status', 'id'])
        .execute();
      if (dialect === 'postgres') await isolateStores(db, 'jobs');

      await sql`insert into jobs (store_id, kind, topic, handler, payload, status, attempts, next_attempt_at,
          give_up_at, last_error, created_at)
        select store_id, 'event', topic, handler, payload, status, attempts, next_attempt_at,
          next_attempt_at, last_error, created_at
        from outbox_events where status in ('pending', 'failed') order by id`.execute(db);
      await sql`insert into jobs (store_id, kind, ref_id, status, attempts, next_attempt_at, give_up_at,
          last_error, created_at)
        select store_id, 'email', id, status, attempts, next_attempt_at, next_attempt_at, last_error, created_at
        from outbox_emails where status in ('pending', 'failed') order by id`.execute(db);
      await sql`insert into jobs (store_id, kind, ref_id, status, attempts, next_attempt_at, give_up_at,
          last_error, created_at)
        select store_id, 'webhook', id, status, attempts, next_attempt_at, next_attempt_at, last_error, created_at
        from webhook_deliveries where status in ('pending', 'failed') order by id`.execute(db);
      // A moved row is given a day from now, so one late from before the move is tried at least once more.
      const aDay =
        dialect === 'postgres'
          ? sql`to_char((now() at time zone 'utc') + interval '1 day',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
          : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+1 day')`;
      await sql`update jobs set give_up_at = ${aDay}`.execute(db);

      await db.schema.dropTable('outbox_events').execute();
      await db.schema.dropIndex('outbox_emails_due_idx').execute();
      await db.schema.dropIndex('webhook_deliveries_due_idx').execute();
      for (const column of ['attempts', 'next_attempt_at', 'locked_until', 'last_error']) {
        await db.schema.alterTable('outbox_emails').dropColumn(column).execute();
      }
      for (const column of ['next_attempt_at', 'locked_until']) {
        await db.schema.alterTable('webhook_deliveries').dropColumn(column).execute();
      }
    },
  };
};
