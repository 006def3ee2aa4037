import { sql, type Kysely, type Migrator } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATION_TEST_NOW as NOW, sqliteAtVersion } from './sqlite-at-version.js';

const DAY_ONE = '2026-01-10T09:00:00.000Z';
const DAY_TWO = '2026-01-11T23:59:59.999Z';

/**
 * Migration 049 fills the dashboard's totals for the orders there are, and its triggers keep them equal
 * to what the dashboard summed over the orders before (the reference queries below, those of the
 * reports repository until then) whatever writes the orders: lines before or after their order, a
 * status, total or day changed, a line changed, an order or a product deleted.
 */
describe('migration 049 on the data of an earlier version (SQLite)', () => {
  let db: Kysely<unknown>;
  let migrator: Migrator;

  const order = (id: string, status: string, total: number, paidAt: string | null) =>
    sql`insert into orders (id, store_id, cart_id, status, email, locale, customer_details, customer_name,
        business_type, total_excl_vat, total_vat, total_incl_vat, test_mode, search_text, created_at,
        updated_at, paid_at)
      values (${id}, 1, ${`cart-${id}`}, ${status}, 'b@example.com', 'nl', '{}', 'B', 'b2c', ${total}, 0,
        ${total}, 1, ${id}, ${NOW}, ${NOW}, ${paidAt})`.execute(db);
  const line = (orderId: string, productId: number | null, name: string, quantity: number, total: number) =>
    sql`insert into order_lines (order_id, store_id, product_id, name, quantity, unit_price, vat_rate,
        total_excl_vat, total_incl_vat, position)
      values (${orderId}, 1, ${productId}, ${name}, ${quantity}, ${total / quantity}, 0, ${total}, ${total}, 0)`.execute(
      db,
    );

  /** The totals that count (a day with a sale, a product with a line sold), and the store's paid days. */
  const totals = async () => ({
    days: (await sql`select day, orders, revenue from sales_days where orders > 0 order by day`.execute(db))
      .rows,
    products: (
      await sql`select day, nullif(product_id, 0) as product_id, name, quantity, revenue
        from product_sales_days where lines > 0 order by day, product_id, name`.execute(db)
    ).rows,
    paidDays: (await sql`select day from sales_days where paid > 0 order by day`.execute(db)).rows,
  });
  /** The same, summed over the orders as the dashboard did before the totals. */
  const summedOverOrders = async () => ({
    days: (
      await sql`select substr(paid_at, 1, 10) as day, count(*) as orders, sum(total_incl_vat) as revenue
        from orders where status = 'paid' and paid_at is not null group by day order by day`.execute(db)
    ).rows,
    products: (
      await sql`select substr(o.paid_at, 1, 10) as day, l.product_id, l.name, sum(l.quantity) as quantity,
          sum(l.total_incl_vat) as revenue
        from order_lines l join orders o on o.id = l.order_id and o.store_id = l.store_id
        where o.status = 'paid' and o.paid_at is not null
        group by day, l.product_id, l.name order by day, coalesce(l.product_id, 0), l.name`.execute(db)
    ).rows,
    paidDays: (
      await sql`select distinct substr(paid_at, 1, 10) as day from orders where paid_at is not null
        order by day`.execute(db)
    ).rows,
  });
  const expectTotalsOfTheOrders = async () => expect(await totals()).toEqual(await summedOverOrders());

  beforeEach(async () => {
    ({ db, migrator } = await sqliteAtVersion('047-payments-by-order'));
    for (const [id, name] of [
      [1, 'Guide'],
      [2, 'Ebook'],
    ] as const) {
      await sql`insert into products (id, store_id, name, slug, description, price, vat_rate, status,
          discount_type, discount_value, search_text, created_at, updated_at)
        values (${id}, 1, ${name}, ${name.toLowerCase()}, '', 1000, 0, 'for_sale', 'no_discount', 0, ${name},
          ${NOW}, ${NOW})`.execute(db);
    }
    await order('sold', 'paid', 100, DAY_ONE);
    await line('sold', 1, 'Guide', 2, 60);
    await line('sold', 2, 'Ebook', 1, 40);
    await order('refunded', 'refunded', 50, DAY_ONE);
    await line('refunded', 1, 'Guide', 1, 50);
    await order('open', 'pending', 70, null);
    await line('open', 1, 'Guide', 1, 70);
  });
  afterEach(() => db.destroy());

  it('fills the totals of the orders there are', async () => {
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await totals()).toEqual({
      days: [{ day: '2026-01-10', orders: 1, revenue: 100 }],
      products: [
        { day: '2026-01-10', product_id: 1, name: 'Guide', quantity: 2, revenue: 60 },
        { day: '2026-01-10', product_id: 2, name: 'Ebook', quantity: 1, revenue: 40 },
      ],
      paidDays: [{ day: '2026-01-10' }],
    });
  });

  it('keeps them equal to the sums over the orders through every kind of write', async () => {
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await expectTotalsOfTheOrders();

    // Lines written before their order (as the app places one), and after it (as a bulk copy does).
    await sql`begin`.execute(db);
    await sql`pragma defer_foreign_keys = on`.execute(db);
    await line('before', 1, 'Guide', 3, 90);
    await order('before', 'paid', 90, DAY_TWO);
    await sql`commit`.execute(db);
    await order('after', 'paid', 25, DAY_TWO);
    await line('after', 2, 'Ebook', 1, 25);
    await expectTotalsOfTheOrders();

    await sql`update orders set status = 'paid', paid_at = ${DAY_TWO} where id = 'open'`.execute(db);
    await sql`update orders set status = 'refunded' where id = 'sold'`.execute(db);
    await sql`update orders set paid_at = ${DAY_ONE}, total_incl_vat = 30 where id = 'after'`.execute(db);
    await expectTotalsOfTheOrders();

    await sql`update order_lines set quantity = 5, total_incl_vat = 150, name = 'Guide (2nd)'
      where order_id = 'before'`.execute(db);
    await sql`delete from order_lines where order_id = 'after'`.execute(db);
    await sql`delete from products where id = 1`.execute(db); // the lines keep their sales, under no product
    await expectTotalsOfTheOrders();

    await sql`delete from orders where id = 'before'`.execute(db);
    await sql`update orders set status = 'paid' where id = 'refunded'`.execute(db);
    await expectTotalsOfTheOrders();
    expect((await totals()).days).toEqual([
      { day: '2026-01-10', orders: 2, revenue: 80 },
      { day: '2026-01-11', orders: 1, revenue: 70 },
    ]);

    // Every order gone: nothing sold, and no day the store was paid.
    await sql`delete from orders`.execute(db);
    expect(await totals()).toEqual({ days: [], products: [], paidDays: [] });
  });
});
