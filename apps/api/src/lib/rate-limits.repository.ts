import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * Counts one hit in the key's window in a single statement, so processes hitting the same key at once
 * never lose a count: a window that has ended starts again at one. Answers the count and the window's end.
 */
export async function countHit(db: Db, keyHash: string, now: string, resetsAt: string) {
  const ended = sql<boolean>`${sql.ref('rate_limits.resets_at')} <= ${now}`;
  return db
    .insertInto('rate_limits')
    .values({ key_hash: keyHash, hits: 1, resets_at: resetsAt })
    .onConflict((conflict) =>
      conflict.column('key_hash').doUpdateSet({
        hits: sql<number>`case when ${ended} then 1 else ${sql.ref('rate_limits.hits')} + 1 end`,
        resets_at: sql<string>`case when ${ended} then ${resetsAt} else ${sql.ref('rate_limits.resets_at')} end`,
      }),
    )
    .returning(['hits', 'resets_at'])
    .executeTakeFirstOrThrow();
}

/** The key's count in the window under way, or undefined when its window ended or it has none. */
export async function readWindow(db: Db, keyHash: string, now: string) {
  return db
    .selectFrom('rate_limits')
    .select(['hits', 'resets_at'])
    .where('key_hash', '=', keyHash)
    .where('resets_at', '>', now)
    .executeTakeFirst();
}

export async function deleteEndedWindows(db: Db, now: string) {
  await db.deleteFrom('rate_limits').where('resets_at', '<=', now).execute();
}
