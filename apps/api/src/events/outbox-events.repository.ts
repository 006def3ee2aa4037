import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import { failedAttempt } from '../db/retry-columns.js';
import type { OutboxEventsTable } from '../db/schema.js';

export type NewOutboxEvent = Pick<
  Insertable<OutboxEventsTable>,
  'store_id' | 'topic' | 'handler' | 'payload' | 'created_at' | 'next_attempt_at'
>;

/**
 * Writes one row per handler, called in the transaction of the change the event tells of, and answers
 * the rows as written.
 */
export async function insertOutboxEvents(db: Db, rows: NewOutboxEvent[]) {
  if (rows.length === 0) return [];
  return db
    .insertInto('outbox_events')
    .values(rows.map((row) => ({ ...row, status: 'pending' as const })))
    .returningAll()
    .execute();
}

export async function dueOutboxEventIds(db: Db, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('outbox_events')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function findOutboxEvent(db: Db, id: number) {
  return db.selectFrom('outbox_events').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Marks the row handled, first thing in the handler's transaction: a second run of the same row waits
 * for the first one's lock (PostgreSQL) or write (SQLite) and then finds it done, so its work is undone.
 */
export async function markOutboxEventDone(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox_events')
    .set((eb) => ({ status: 'done', handled_at: now, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markOutboxEventRetry(
  db: Db,
  id: number,
  nextAttemptAt: string,
  error: string,
  giveUp: boolean,
) {
  await db
    .updateTable('outbox_events')
    .set(failedAttempt(nextAttemptAt, error, giveUp))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}
