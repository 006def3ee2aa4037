import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

/** A counter per store that every change to its shop content moves on, to key cached shop answers. */
export const contentVersion: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('stores')
      .addColumn('content_version', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
});
