import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';
import { isolateStores } from './009-row-level-security.js';

/**
 * What the buyer gets the goods with (decision 026):
 *
 * - `receipt_tokens`: the confirmation e-mail's link, which works as long as its order does; stored
 *   only as a hash, like every token, and gone with the order.
 * - `login_tokens.order_id` may be empty: a single-use link to the library of all the address's orders
 *   names no order. SQLite alters no column, so there the table is built anew with the same rows.
 */
export const buyerAccess: MigrationFactory = (dialect) => {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('receipt_tokens')
        .addColumn('id', idType, (col) => col.primaryKey())
        .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      if (dialect === 'postgres') {
        await isolateStores(db, 'receipt_tokens');
        await sql`alter table login_tokens alter column order_id drop not null`.execute(db);
        return;
      }
      await db.schema
        .createTable('login_tokens_new')
        .addColumn('id', idType, (col) => col.primaryKey())
        .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('order_id', 'text', (col) => col.references('orders.id').onDelete('cascade'))
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await sql`insert into login_tokens_new
        (id, store_id, order_id, email, token_hash, expires_at, used_at, created_at)
        select id, store_id, order_id, email, token_hash, expires_at, used_at, created_at
        from login_tokens`.execute(db);
      await db.schema.dropTable('login_tokens').execute();
      await db.schema.alterTable('login_tokens_new').renameTo('login_tokens').execute();
    },
  };
};
