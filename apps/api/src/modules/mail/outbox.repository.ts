import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OutboxEmailsTable } from '../../db/schema.js';
import { queueJobs } from '../../jobs/job-queue.js';

export type NewOutboxEmail = Omit<Insertable<OutboxEmailsTable>, 'status'>;

/** Queues an e-mail and the job that sends it; called inside the transaction of the change that causes it. */
export async function enqueueEmail(db: Db, email: NewOutboxEmail) {
  const { id } = await db
    .insertInto('outbox_emails')
    .values({ ...email, status: 'pending' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await queueJobs(db, new Date(email.created_at), [
    { store_id: email.store_id ?? null, kind: 'email', ref_id: id },
  ]);
}

export async function findEmail(db: Db, id: number) {
  return db.selectFrom('outbox_emails').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markEmailDone(db: Db, id: number, status: 'sent' | 'kept', now: string) {
  await db.updateTable('outbox_emails').set({ status, sent_at: now }).where('id', '=', id).execute();
}

export async function markEmailFailed(db: Db, id: number) {
  await db.updateTable('outbox_emails').set({ status: 'failed' }).where('id', '=', id).execute();
}

export async function listEmailsOfOrder(db: Db, storeId: number, orderId: string) {
  return db
    .selectFrom('outbox_emails')
    .leftJoin('jobs', (join) =>
      join.on('jobs.kind', '=', 'email').onRef('jobs.ref_id', '=', 'outbox_emails.id'),
    )
    .select([
      'outbox_emails.to_address',
      'outbox_emails.subject',
      'outbox_emails.status',
      (eb) => eb.fn.coalesce('jobs.attempts', eb.lit(0)).as('attempts'),
      'outbox_emails.created_at',
      'outbox_emails.sent_at',
    ])
    .where('outbox_emails.store_id', '=', storeId)
    .where('outbox_emails.order_id', '=', orderId)
    .orderBy('outbox_emails.id')
    .execute();
}

/** The development mailbox: mails kept because no SMTP server is configured. */
export async function listKeptEmails(db: Db, limit: number) {
  return db
    .selectFrom('outbox_emails')
    .select(['id', 'to_address', 'subject', 'created_at', 'kind'])
    .where('status', '=', 'kept')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function findKeptEmail(db: Db, id: number) {
  return db
    .selectFrom('outbox_emails')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'kept')
    .executeTakeFirst();
}

/** E-mails waiting to be sent, due or not yet (the outbox's backlog); read along its due index. */
export async function countPendingEmails(db: Db): Promise<number> {
  const row = await db
    .selectFrom('outbox_emails')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
