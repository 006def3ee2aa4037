import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

/**
 * `outbox_emails.list_unsubscribe`: the signed address a mail can be unsubscribed from, sent as its
 * `List-Unsubscribe` header with `List-Unsubscribe-Post` (RFC 8058), so mail clients offer their own
 * one-click button, which posts; the link in the mail's body only asks.
 */
export const listUnsubscribe: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('outbox_emails').addColumn('list_unsubscribe', 'text').execute();
  },
});
