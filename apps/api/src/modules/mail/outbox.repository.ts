import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import { dueLeasedIds, failedAttempt, leaseRow } from '../../db/retry-columns.js';
import type { OutboxEmailsTable } from '../../db/schema.js';

export type NewOutboxEmail = Omit<Insertable<OutboxEmailsTable>, 'status' | 'attempts' | 'next_attempt_at'>;

/** Queues an e-mail; called inside the transaction of the change that causes it. */
export async function enqueueEmail(db: Db, email: NewOutboxEmail) {
  await db
    .insertInto('outbox_emails')
    .values({ ...email, status: 'pending', next_attempt_at: email.created_at })
    .execute();
}

export async function dueEmailIds(db: Db, now: string, limit: number) {
  return dueLeasedIds(db, 'outbox_emails', now, limit);
}

/** Takes an e-mail for sending; false when another worker took it first. */
export async function claimEmail(db: Db, id: number, now: string, lockedUntil: string): Promise<boolean> {
  return leaseRow(db, 'outbox_emails', id, now, lockedUntil);
}

export async function findEmail(db: Db, id: number) {
  return db.selectFrom('outbox_emails').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function markEmailDone(db: Db, id: number, status: 'sent' | 'kept', now: string) {
  await db
    .updateTable('outbox_emails')
    .set((eb) => ({ status, sent_at: now, locked_until: null, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function markEmailRetry(
  db: Db,
  id: number,
  nextAttemptAt: string,
  error: string,
  giveUp: boolean,
) {
  await db
    .updateTable('outbox_emails')
    .set((eb) => ({ ...failedAttempt(nextAttemptAt, error, giveUp)(eb), locked_until: null }))
    .where('id', '=', id)
    .execute();
}

export async function listEmailsOfOrder(db: Db, storeId: number, orderId: string) {
  return db
    .selectFrom('outbox_emails')
    .select(['to_address', 'subject', 'status', 'attempts', 'created_at', 'sent_at'])
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .orderBy('id')
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
