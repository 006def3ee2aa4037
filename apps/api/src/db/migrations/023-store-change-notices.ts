import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

/** The channel on which PostgreSQL tells every listening server process of a changed store. */
export const STORE_CHANGES_CHANNEL = 'store_changes';

/**
 * Every committed change to a store's row, its shop content included, is announced on
 * `store_changes` with the store's id (decision 030). A content write moves the store's content
 * version (migration 016), which updates its row, so this one trigger covers both; a deleted store is
 * announced too. PostgreSQL sends a notice at commit, never for a rolled-back change, and once per
 * store and transaction. SQLite needs none: its processes read the database's write mark.
 */
export const storeChangeNotices: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== 'postgres') return;
    await sql`create function notify_store_changed() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          perform pg_notify(${sql.lit(STORE_CHANGES_CHANNEL)}, old.id::text);
        else
          perform pg_notify(${sql.lit(STORE_CHANGES_CHANNEL)}, new.id::text);
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger store_changed after insert or update or delete on stores
      for each row execute function notify_store_changed()`.execute(db);
  },
});
