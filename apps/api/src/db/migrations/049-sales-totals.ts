import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';
import type { Database } from '../schema.js';
import { isolateStores } from './009-row-level-security.js';

/*
 * What the dashboard sums, kept as totals by triggers (decision 058): per store and UTC day of payment,
 * `sales_days`; per store, day, product and line name, `product_sales_days`. An order counts as a sale
 * while its status is `paid` (a partial refund leaves it so); `paid` also counts the orders paid that
 * day whatever became of them, which is what "the store ever sold" asks. The same statements serve both
 * dialects, with `new`/`old` the trigger's row: SQLite runs them in its trigger bodies, PostgreSQL in
 * its trigger functions. Subtractions only update rows, never insert them: a store being deleted takes
 * its totals with it, and an insert would then break its key to the store.
 */

const DAY_OF_PAYMENT = (row: string) => `substr(${row}.paid_at, 1, 10)`;
const IS_SALE = (row: string) => `${row}.status = 'paid' and ${row}.paid_at is not null`;
/**
 * A line's order, found by its key alone: the sale test is wrapped in `is true`, which no index serves.
 * Lines copied in bulk after their orders arrive before the planner's statistics know those orders;
 * PostgreSQL then chose the index on (store_id, status) and read every paid order for each line.
 */
const SALE_OF_LINE = (row: string) => `from orders o
  where o.id = ${row}.order_id and o.store_id = ${row}.store_id and (${IS_SALE('o')}) is true`;
/** A line sold for a product since deleted (`product_id` null) is kept under 0, which no product has. */
const PRODUCT_KEY = (row: string) => `coalesce(${row}.product_id, 0)`;

const addOrder = (row: string) => `
  insert into sales_days (store_id, day, paid, orders, revenue)
    select ${row}.store_id, ${DAY_OF_PAYMENT(row)}, 1,
      case when ${row}.status = 'paid' then 1 else 0 end,
      case when ${row}.status = 'paid' then ${row}.total_incl_vat else 0 end
    where ${row}.paid_at is not null
    on conflict (store_id, day) do update set paid = sales_days.paid + excluded.paid,
      orders = sales_days.orders + excluded.orders, revenue = sales_days.revenue + excluded.revenue;
  insert into product_sales_days (store_id, day, product_id, name, lines, quantity, revenue)
    select l.store_id, ${DAY_OF_PAYMENT(row)}, ${PRODUCT_KEY('l')}, l.name, count(*), sum(l.quantity), sum(l.total_incl_vat)
    from order_lines l
    where l.order_id = ${row}.id and l.store_id = ${row}.store_id and ${IS_SALE(row)}
    group by l.store_id, ${PRODUCT_KEY('l')}, l.name
    on conflict (store_id, day, product_id, name) do update set lines = product_sales_days.lines + excluded.lines,
      quantity = product_sales_days.quantity + excluded.quantity,
      revenue = product_sales_days.revenue + excluded.revenue;`;

const takeOrder = (row: string) => `
  update sales_days set paid = sales_days.paid - 1,
      orders = sales_days.orders - case when ${row}.status = 'paid' then 1 else 0 end,
      revenue = sales_days.revenue - case when ${row}.status = 'paid' then ${row}.total_incl_vat else 0 end
    where sales_days.store_id = ${row}.store_id and sales_days.day = ${DAY_OF_PAYMENT(row)};
  update product_sales_days set lines = product_sales_days.lines - sold.lines,
      quantity = product_sales_days.quantity - sold.quantity, revenue = product_sales_days.revenue - sold.revenue
    from (select ${PRODUCT_KEY('l')} as product_id, l.name, count(*) as lines, sum(l.quantity) as quantity,
        sum(l.total_incl_vat) as revenue
      from order_lines l where l.order_id = ${row}.id and l.store_id = ${row}.store_id
      group by ${PRODUCT_KEY('l')}, l.name) as sold
    where product_sales_days.store_id = ${row}.store_id and product_sales_days.day = ${DAY_OF_PAYMENT(row)}
      and product_sales_days.product_id = sold.product_id and product_sales_days.name = sold.name
      and ${IS_SALE(row)};`;

/** A line counts when its order is a sale; lines written before their order (decision 038) count with it. */
const addLine = (row: string) => `
  insert into product_sales_days (store_id, day, product_id, name, lines, quantity, revenue)
    select o.store_id, ${DAY_OF_PAYMENT('o')}, ${PRODUCT_KEY(row)}, ${row}.name, 1, ${row}.quantity, ${row}.total_incl_vat
    ${SALE_OF_LINE(row)}
    on conflict (store_id, day, product_id, name) do update set lines = product_sales_days.lines + excluded.lines,
      quantity = product_sales_days.quantity + excluded.quantity,
      revenue = product_sales_days.revenue + excluded.revenue;`;

/** Its order gone (deleted with its lines, which it took from the totals first), a line takes nothing. */
const takeLine = (row: string) => `
  update product_sales_days set lines = product_sales_days.lines - 1,
      quantity = product_sales_days.quantity - ${row}.quantity,
      revenue = product_sales_days.revenue - ${row}.total_incl_vat
    where product_sales_days.store_id = ${row}.store_id and product_sales_days.product_id = ${PRODUCT_KEY(row)}
      and product_sales_days.name = ${row}.name
      and product_sales_days.day = (select ${DAY_OF_PAYMENT('o')} ${SALE_OF_LINE(row)});`;

/** An update that moves an order into, out of or within the totals. */
const ORDER_CHANGES = `(old.paid_at is not null or new.paid_at is not null) and (old.status <> new.status
  or old.paid_at is distinct from new.paid_at or old.total_incl_vat <> new.total_incl_vat)`;
const ORDER_COLUMNS = 'status, paid_at, total_incl_vat';
const LINE_COLUMNS = 'order_id, store_id, product_id, name, quantity, total_incl_vat';

async function sqliteTriggers(db: Kysely<unknown>) {
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`create trigger orders_sales_insert after insert on orders
    when new.paid_at is not null begin ${addOrder('new')} end`);
  // Before: the order's lines are still there to take away (its delete then takes them by cascade).
  await run(`create trigger orders_sales_delete before delete on orders
    when old.paid_at is not null begin ${takeOrder('old')} end`);
  await run(`create trigger orders_sales_update after update of ${ORDER_COLUMNS} on orders
    when ${ORDER_CHANGES.replaceAll('is distinct from', 'is not')} begin ${takeOrder('old')} ${addOrder('new')} end`);
  await run(
    `create trigger order_lines_sales_insert after insert on order_lines begin ${addLine('new')} end`,
  );
  await run(
    `create trigger order_lines_sales_delete after delete on order_lines begin ${takeLine('old')} end`,
  );
  await run(`create trigger order_lines_sales_update after update of ${LINE_COLUMNS} on order_lines
    begin ${takeLine('old')} ${addLine('new')} end`);
}

async function postgresTriggers(db: Kysely<unknown>) {
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`create function total_order_sales() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then ${takeOrder('old')} end if;
      if tg_op in ('INSERT', 'UPDATE') then ${addOrder('new')} end if;
      if tg_op = 'DELETE' then return old; end if;
      return null;
    end $$`);
  await run(`create trigger orders_sales_insert after insert on orders
    for each row when (new.paid_at is not null) execute function total_order_sales()`);
  // Before: the order's lines are still there to take away (its delete then takes them by cascade).
  await run(`create trigger orders_sales_delete before delete on orders
    for each row when (old.paid_at is not null) execute function total_order_sales()`);
  await run(`create trigger orders_sales_update after update of ${ORDER_COLUMNS} on orders
    for each row when (${ORDER_CHANGES}) execute function total_order_sales()`);
  await run(`create function total_line_sales() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then ${takeLine('old')} end if;
      if tg_op in ('INSERT', 'UPDATE') then ${addLine('new')} end if;
      return null;
    end $$`);
  await run(`create trigger order_lines_sales after insert or delete or update of ${LINE_COLUMNS} on order_lines
    for each row execute function total_line_sales()`);
}

/**
 * The totals computed from the orders themselves: every store's, or only `storeId`'s (its totals
 * written anew), which a test compares with what the triggers kept.
 */
export async function fillSalesTotals(db: Kysely<Database>, storeId?: number): Promise<void> {
  const ofStore = (column: string) =>
    storeId === undefined ? sql`true` : sql`${sql.ref(column)} = ${storeId}`;
  if (storeId !== undefined) {
    await sql`delete from sales_days where store_id = ${storeId}`.execute(db);
    await sql`delete from product_sales_days where store_id = ${storeId}`.execute(db);
  }
  await sql`insert into sales_days (store_id, day, paid, orders, revenue)
    select store_id, substr(paid_at, 1, 10), count(*),
      sum(case when status = 'paid' then 1 else 0 end),
      sum(case when status = 'paid' then total_incl_vat else 0 end)
    from orders where paid_at is not null and ${ofStore('store_id')}
    group by store_id, substr(paid_at, 1, 10)`.execute(db);
  await sql`insert into product_sales_days (store_id, day, product_id, name, lines, quantity, revenue)
    select l.store_id, substr(o.paid_at, 1, 10), coalesce(l.product_id, 0), l.name, count(*),
      sum(l.quantity), sum(l.total_incl_vat)
    from order_lines l join orders o on o.id = l.order_id and o.store_id = l.store_id
    where o.status = 'paid' and o.paid_at is not null and ${ofStore('l.store_id')}
    group by l.store_id, substr(o.paid_at, 1, 10), coalesce(l.product_id, 0), l.name`.execute(db);
}

/**
 * The dashboard's sums without reading the period's orders (issue 29, decision 058): totals per store
 * and day, kept by triggers on `orders` and `order_lines` whatever writes them, filled here for the
 * orders there are.
 */
export const salesTotals: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sales_days')
      .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('paid', 'integer', (col) => col.notNull())
      .addColumn('orders', 'integer', (col) => col.notNull())
      .addColumn('revenue', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('sales_days_pk', ['store_id', 'day'])
      .execute();
    await db.schema
      .createTable('product_sales_days')
      .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('product_id', 'integer', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('lines', 'integer', (col) => col.notNull())
      .addColumn('quantity', 'bigint', (col) => col.notNull())
      .addColumn('revenue', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('product_sales_days_pk', ['store_id', 'day', 'product_id', 'name'])
      .execute();
    await fillSalesTotals(db as Kysely<Database>);
    if (dialect === 'sqlite') {
      await sqliteTriggers(db);
    } else {
      await postgresTriggers(db);
      await isolateStores(db, 'sales_days');
      await isolateStores(db, 'product_sales_days');
    }
  },
});
