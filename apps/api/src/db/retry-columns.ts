import type { ExpressionBuilder } from 'kysely';
import type { Db } from './database.js';
import type { Database } from './schema.js';

/** The tables the outbox works from: rows tried until they succeed, with a growing pause between. */
type OutboxTable = 'outbox_emails' | 'outbox_events';

/** What a failed attempt writes on an outbox row: the next try (or giving up), the error and the count. */
export function failedAttempt(nextAttemptAt: string, error: string, giveUp: boolean) {
  return (eb: ExpressionBuilder<Database, OutboxTable>) => ({
    status: giveUp ? ('failed' as const) : ('pending' as const),
    next_attempt_at: nextAttemptAt,
    last_error: error.slice(0, 500),
    attempts: eb('attempts', '+', 1),
  });
}

/** Tables whose rows a worker leases (`locked_until`) for one attempt, so no two workers try one row. */
type LeasedTable = 'outbox_emails' | 'webhook_deliveries';

/** A row is free when no lease is held on it, or the one held has run out (its worker died). */
function leaseFree(now: string) {
  return (eb: ExpressionBuilder<Database, LeasedTable>) =>
    eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]);
}

/** Pending rows whose next attempt is due and that no worker holds, the oldest first (across stores). */
export async function dueLeasedIds(
  db: Db,
  table: LeasedTable,
  now: string,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where(leaseFree(now))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Leases a pending row for one attempt until `lockedUntil`; false when another worker took it first. */
export async function leaseRow(
  db: Db,
  table: LeasedTable,
  id: number,
  now: string,
  lockedUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ locked_until: lockedUntil })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where(leaseFree(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
