import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { migrations } from '../migrate.js';

export const MIGRATION_TEST_NOW = '2026-01-15T10:00:00.000Z';

/**
 * For a migration's own test: a SQLite database in memory, migrated up to `version` (the version whose
 * data the migration must keep), with merchant 1 who owns store 1, "One". The test writes its rows of
 * that version, then runs `migrator.migrateToLatest()`.
 */
export async function sqliteAtVersion(version: string) {
  const database = new SQLite(':memory:');
  database.pragma('foreign_keys = ON');
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database }) });
  const migrator = new Migrator({
    db,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, make('sqlite')])),
    },
  });
  const { error } = await migrator.migrateTo(version);
  if (error) throw error;
  const now = MIGRATION_TEST_NOW;
  await sql`insert into users (name, email, password_hash, created_at, updated_at)
    values ('M', 'm@example.com', 'x', ${now}, ${now})`.execute(db);
  await sql`insert into stores (owner_id, name, slug, business_type, created_at, updated_at)
    values (1, 'One', 'one', 'b2c', ${now}, ${now})`.execute(db);
  return { db, migrator };
}
