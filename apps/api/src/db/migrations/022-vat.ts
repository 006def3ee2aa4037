import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

/**
 * EU VAT that follows the buyer (decision 029).
 *
 * - `products.vat_class` (standard, ebook, exempt). Products had only a rate; a rate of 0 becomes
 *   exempt, a rate under 15 % the reduced e-book class (every EU standard rate is 17 % or more, every
 *   e-book rate 14 % or less), any other standard.
 * - Rates may have a decimal (Finland 25.5 %, France's e-books 5.5 %): on PostgreSQL the rate columns
 *   become double precision (SQLite keeps whatever number it is given).
 * - Each order line keeps its class and its own VAT (`total_vat`, rounded once per line).
 * - Each order keeps how it was taxed and between whom, so that an invoice can be written from the
 *   order alone: the treatment, the store's scheme, country and VAT number at the time, the buyer's
 *   country, company and VAT number, and the VIES check with its answer as JSON (`vat_check`).
 *   Orders from before keep `domestic` and their buyer's country from the customer details.
 */
export const vat: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('products')
      .addColumn('vat_class', 'text', (col) => col.notNull().defaultTo('standard'))
      .execute();
    await sql`update products set vat_class = case when vat_rate = 0 then 'exempt'
      when vat_rate < 15 then 'ebook' else 'standard' end`.execute(db);

    await db.schema.alterTable('order_lines').addColumn('vat_class', 'text').execute();
    await db.schema
      .alterTable('order_lines')
      .addColumn('total_vat', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`update order_lines set total_vat = total_incl_vat - total_excl_vat`.execute(db);

    await db.schema
      .alterTable('orders')
      .addColumn('vat_treatment', 'text', (col) => col.notNull().defaultTo('domestic'))
      .execute();
    await db.schema
      .alterTable('orders')
      .addColumn('buyer_country', 'text', (col) => col.notNull().defaultTo('NL'))
      .execute();
    for (const column of [
      'buyer_company',
      'buyer_vat_number',
      'vat_check',
      'vat_scheme',
      'seller_country',
      'seller_vat_number',
    ]) {
      await db.schema.alterTable('orders').addColumn(column, 'text').execute();
    }
    const country =
      dialect === 'postgres'
        ? sql`(customer_details::json ->> 'country')`
        : sql`json_extract(customer_details, '$.country')`;
    await sql`update orders set buyer_country = coalesce(${country}, 'NL')`.execute(db);

    if (dialect === 'postgres') {
      await sql`alter table products alter column vat_rate type double precision`.execute(db);
      await sql`alter table order_lines alter column vat_rate type double precision`.execute(db);
    }
    // The OSS report reads a store's orders paid in a quarter.
    await db.schema
      .createIndex('orders_store_paid_idx')
      .on('orders')
      .columns(['store_id', 'paid_at'])
      .execute();
  },
});
