import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';
import { orderSearchWords } from '../order-search-words.js';
import { isolateStores } from './009-row-level-security.js';

const BATCH = 500;

/**
 * The admin's order search looks words up in an index instead of reading every order of the store
 * (decision 057): one row per word an order is found by (`db/order-search-words.ts`), keyed by store
 * and word, so a term's matches are a range of it. PostgreSQL compares the words byte by byte
 * (`collate "C"`), as SQLite does, so that a range is the words that start with the term. No key to the
 * order: orders are removed only with their store, which takes the words along.
 *
 * Also mends the search text of SQLite's orders, which began "#1001.0" (the number was bound as a
 * real) rather than "#1001".
 */
export const orderSearchWordsTable: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('order_search_words')
      .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
      .addColumn('word', 'text', (col) =>
        dialect === 'postgres' ? col.notNull().modifyEnd(sql`collate "C"`) : col.notNull(),
      )
      .addColumn('order_id', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('order_search_words_pk', ['store_id', 'word', 'order_id'])
      .$call((table) => (dialect === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table))
      .execute();
    if (dialect === 'postgres') await isolateStores(db, 'order_search_words');
    else {
      await sql`update orders set search_text = '#' || number || substr(search_text, instr(search_text, ' '))
        where search_text like '#%.0 %'`.execute(db);
    }
    const orders = db as Kysely<{
      orders: {
        id: string;
        store_id: number;
        email: string;
        customer_name: string;
        buyer_company: string | null;
      };
      order_search_words: { store_id: number; word: string; order_id: string };
    }>;
    let after = '';
    for (;;) {
      const batch = await orders
        .selectFrom('orders')
        .select(['id', 'store_id', 'email', 'customer_name', 'buyer_company'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (batch.length === 0) return;
      await orders
        .insertInto('order_search_words')
        .values(
          batch.flatMap((order) =>
            orderSearchWords(order).map((word) => ({ store_id: order.store_id, word, order_id: order.id })),
          ),
        )
        .execute();
      after = batch.at(-1)!.id;
    }
  },
});
