import { canonicalEmail } from '@platform/contract';
import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

/**
 * `orders.email_key`: the buyer's address as `canonicalEmail` reads it (lower case, no `+tag`), which
 * a discount code's limit per address counts by (decision 048). `email` stays what the buyer typed,
 * where mail goes. The orders there are get theirs here: one statement for the addresses that are
 * their own key already (the checkout has stored them trimmed and in lower case), one per address
 * that has a tag. Indexed as the count looks it up: a store's orders of one code and one address.
 */
export const emailKeys: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    // SQLite adds a NOT NULL column only with a default, which would hide an order written without its
    // key; there the column stays nullable, and every order is written with one (as migration 019).
    await db.schema.alterTable('orders').addColumn('email_key', 'text').execute();
    await sql`update orders set email_key = email`.execute(db);
    const { rows } = await sql<{ email: string }>`select distinct email from orders`.execute(db);
    for (const { email } of rows) {
      const key = canonicalEmail(email);
      if (key !== email) await sql`update orders set email_key = ${key} where email = ${email}`.execute(db);
    }
    if (dialect === 'postgres') {
      await db.schema
        .alterTable('orders')
        .alterColumn('email_key', (col) => col.setNotNull())
        .execute();
    }
    await db.schema.dropIndex('orders_discount_email_idx').execute();
    await db.schema
      .createIndex('orders_discount_email_key_idx')
      .on('orders')
      .columns(['store_id', 'discount_code_id', 'email_key'])
      .execute();
  },
});
