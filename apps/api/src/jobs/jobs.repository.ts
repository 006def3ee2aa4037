import type { ExpressionBuilder, Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Dialect } from '../db/dialect.js';
import type { Database, JobKind, JobRow, JobsTable } from '../db/schema.js';

export type NewJob = Pick<
  Insertable<JobsTable>,
  | 'store_id'
  | 'kind'
  | 'topic'
  | 'handler'
  | 'payload'
  | 'ref_id'
  | 'created_at'
  | 'next_attempt_at'
  | 'give_up_at'
>;

/** Queues jobs in the caller's transaction (the change they follow from) and answers them as written. */
export async function insertJobs(db: Db, rows: NewJob[]): Promise<JobRow[]> {
  if (rows.length === 0) return [];
  return db
    .insertInto('jobs')
    .values(rows.map((row) => ({ ...row, status: 'pending' as const })))
    .returningAll()
    .execute();
}

/** A job is free when no lease is held on it, or the one held has run out (its worker died). */
function leaseFree(now: string) {
  return (eb: ExpressionBuilder<Database, 'jobs'>) =>
    eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]);
}

/**
 * Leases up to `limit` due jobs of the given kinds, the oldest first, across stores, in one statement:
 * on PostgreSQL the rows another worker is leasing are skipped (`for update skip locked`), on SQLite the
 * statement holds the write lock. Answers the jobs leased, which no other worker takes until
 * `lockedUntil`.
 */
export async function leaseDueJobs(
  db: Db,
  dialect: Dialect,
  kinds: readonly JobKind[],
  now: string,
  lockedUntil: string,
  limit: number,
): Promise<JobRow[]> {
  const due = db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where(leaseFree(now))
    .where('kind', 'in', kinds)
    .orderBy('id')
    .limit(limit);
  const rows = await db
    .updateTable('jobs')
    .set({ locked_until: lockedUntil })
    .where('id', 'in', dialect === 'postgres' ? due.forUpdate().skipLocked() : due)
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

/** Lets go of leased jobs not tried (a stopping worker's), so another process takes them at once. */
export async function releaseJobs(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db.updateTable('jobs').set({ locked_until: null }).where('id', 'in', ids).execute();
}

export async function findJob(db: Db, id: number) {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Marks a pending job done; false when it was not pending any more. An event's handler does it first
 * in its own transaction: a second run of the same job waits for the first one's lock (PostgreSQL) or
 * write (SQLite), finds it done and does nothing.
 */
export async function markJobDone(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set((eb) => ({ status: 'done', done_at: now, locked_until: null, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Marks the pending jobs of a kind about one thing done without running them (a cancelled
 * subscription's renewal): a worker that leased one already finds it done when it finishes.
 */
export async function dropPendingJobs(
  db: Db,
  storeId: number,
  kind: JobKind,
  refId: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'done', done_at: now, locked_until: null })
    .where('store_id', '=', storeId)
    .where('kind', '=', kind)
    .where('ref_id', '=', refId)
    .where('status', '=', 'pending')
    .execute();
}

/** A failed attempt: tried again at `nextAttemptAt`, or given up (`failed`) when that is null. */
export async function markJobRetry(db: Db, id: number, nextAttemptAt: string | null, error: string) {
  await db
    .updateTable('jobs')
    .set((eb) => ({
      status: nextAttemptAt ? ('pending' as const) : ('failed' as const),
      ...(nextAttemptAt ? { next_attempt_at: nextAttemptAt } : {}),
      last_error: error.slice(0, 500),
      locked_until: null,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** Jobs waiting, due or not, by kind (the bench's and the operators' backlog). */
export async function countPendingJobs(db: Db): Promise<Record<JobKind, number>> {
  const rows = await db
    .selectFrom('jobs')
    .select(['kind', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('status', '=', 'pending')
    .groupBy('kind')
    .execute();
  const counts: Record<JobKind, number> = { event: 0, email: 0, webhook: 0, renewal: 0 };
  for (const row of rows) counts[row.kind] = Number(row.count);
  return counts;
}
