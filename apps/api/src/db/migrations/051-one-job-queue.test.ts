import { sql, type Kysely, type Migrator } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATION_TEST_NOW as NOW, sqliteAtVersion } from './sqlite-at-version.js';

/** Migration 051 moves what the three old queues still had to do into `jobs` (decision 064). */
describe('migration 051 on the queues of an earlier version (SQLite)', () => {
  let db: Kysely<unknown>;
  let migrator: Migrator;
  beforeEach(async () => {
    ({ db, migrator } = await sqliteAtVersion('050-vat-totals'));
    await sql`insert into outbox_events (store_id, topic, handler, payload, status, attempts, next_attempt_at,
        last_error, created_at)
      values (1, 'order.paid', 'buyer-confirmation', '{"order_id":"o1","actor":"system"}', 'pending', 2, ${NOW},
        'down', ${NOW}),
        (1, 'order.paid', 'merchant-paid-notice', '{"order_id":"o1","actor":"system"}', 'done', 1, ${NOW}, null,
        ${NOW})`.execute(db);
    await sql`insert into outbox_emails (store_id, kind, to_address, from_name, subject, html, text, status,
        attempts, next_attempt_at, created_at)
      values (null, 'password_reset', 'a@example.com', 'P', 'Reset', '<p>r</p>', 'r', 'pending', 1, ${NOW}, ${NOW}),
        (1, 'test_email', 'b@example.com', 'P', 'Test', '<p>t</p>', 't', 'sent', 1, ${NOW}, ${NOW})`.execute(
      db,
    );
    await sql`insert into webhook_endpoints (store_id, url, events, secret, created_at)
      values (1, 'https://example.com/hooks', '["order.paid"]', 'sealed', ${NOW})`.execute(db);
    await sql`insert into webhook_deliveries (store_id, endpoint_id, event_id, event, body, status, attempts,
        next_attempt_at, created_at)
      values (1, 1, 'evt_1', 'order.paid', '{}', 'failed', 20, ${NOW}, ${NOW})`.execute(db);
  });
  afterEach(() => db.destroy());

  it('makes a job of each row still to do or given up, with its tries, and drops the old retry state', async () => {
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const { rows } = await sql`select store_id, kind, topic, handler, ref_id, status, attempts, last_error
      from jobs order by id`.execute(db);
    expect(rows).toEqual([
      {
        store_id: 1,
        kind: 'event',
        topic: 'order.paid',
        handler: 'buyer-confirmation',
        ref_id: null,
        status: 'pending',
        attempts: 2,
        last_error: 'down',
      },
      {
        store_id: null,
        kind: 'email',
        topic: null,
        handler: null,
        ref_id: 1,
        status: 'pending',
        attempts: 1,
        last_error: null,
      },
      {
        store_id: 1,
        kind: 'webhook',
        topic: null,
        handler: null,
        ref_id: 1,
        status: 'failed',
        attempts: 20,
        last_error: null,
      },
    ]);
    const { rows: tables } = await sql`select name from sqlite_master where name = 'outbox_events'`.execute(
      db,
    );
    expect(tables).toEqual([]);
    const { rows: columns } = await sql<{
      name: string;
    }>`select name from pragma_table_info('outbox_emails')`.execute(db);
    expect(columns.map((column) => column.name)).not.toContain('next_attempt_at');
  });
});
