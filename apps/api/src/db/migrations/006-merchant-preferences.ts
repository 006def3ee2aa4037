import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

/** Merchant display preferences, and the reply-to address a store's e-mails may carry. */
export const merchantPreferences: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('preferences', 'text', (col) => col.notNull().defaultTo('{}'))
      .execute();
    await db.schema.alterTable('outbox_emails').addColumn('reply_to', 'text').execute();
  },
});
