/**
 * A long history for one store, for the bench's history run (issue 29): two years of orders before the
 * store's first one, each a copy of one of the orders the store already has (placed through the app, so
 * with the lines, events, items, payments, receipt tokens, invoices and mails the app writes), and carts
 * with a line each. Written by one `insert … select` per table over a series of numbers (a recursive
 * CTE on SQLite, generate_series on PostgreSQL), not through the API: 200,000 orders in seconds.
 *
 * Each copy gets its own id, cart id, buyer, date and order number (after the store's counter, which
 * moves on); invoices take the next numbers of their year's sequence, and the counters move on with
 * them. Unpaid orders go into the history expired and their mails sent, so no job of the server's
 * wakes up to them during the bench.
 */
import { sql, type RawBuilder } from 'kysely';
import { formatInvoiceNumber, vatGroups, type RateTotal } from '@platform/contract';
import type { AppContext } from '../apps/api/src/app-context.js';

const TWO_YEARS_DAYS = 730;
/** A copied table's columns that differ per copy: column name → SQL expression, or 'omit' for the database's own. */
type Overrides = Record<string, string>;

export interface HistoryCounts {
  orders: number;
  carts: number;
}

export async function seedLongHistory(
  ctx: AppContext,
  storeId: number,
  counts: HistoryCounts,
): Promise<{ seconds: number }> {
  const started = performance.now();
  const db = ctx.database.allStoresDb;
  const postgres = ctx.database.dialect === 'postgres';
  const run = (query: RawBuilder<unknown>) => query.execute(db);
  const raw = (text: string) => sql.raw(text);

  const templates = await db
    .selectFrom('orders')
    .select(['id', 'status', 'created_at'])
    .where('store_id', '=', storeId)
    .orderBy('created_at')
    .limit(200)
    .execute();
  if (templates.length === 0)
    throw new Error('seedLongHistory copies the store’s own orders: place some first');
  const invoices = await db
    .selectFrom('invoices')
    .innerJoin('orders', (join) =>
      join.onRef('orders.id', '=', 'invoices.order_id').onRef('orders.store_id', '=', 'invoices.store_id'),
    )
    .select([
      'invoices.order_id',
      'invoices.number',
      'invoices.year',
      'invoices.sequence',
      'invoices.snapshot',
      'orders.test_mode',
      'orders.vat_treatment',
      'orders.buyer_country',
      'orders.buyer_vat_number',
      'orders.buyer_company',
      'orders.seller_country',
    ])
    .where('invoices.store_id', '=', storeId)
    .where('invoices.kind', '=', 'invoice')
    .execute();
  // The series is what the number has before its year: "TEST-" in test mode, "" live.
  const seriesOf = new Map(
    invoices.map((invoice) => [
      invoice.order_id,
      invoice.number.slice(
        0,
        invoice.number.length - formatInvoiceNumber(invoice.year, invoice.sequence).length,
      ),
    ]),
  );
  const products = await db
    .selectFrom('products')
    .select('id')
    .where('store_id', '=', storeId)
    .where('status', '=', 'for_sale')
    .orderBy('id')
    .limit(1000)
    .execute();
  const counter = await db
    .selectFrom('order_number_counters')
    .select('last_number')
    .where('store_id', '=', storeId)
    .executeTakeFirstOrThrow();

  const series = (count: number) =>
    postgres
      ? `select n from generate_series(1, ${count}) as s(n)`
      : `with recursive s(n) as (select 1 union all select n + 1 from s where n < ${count}) select n from s`;
  const isoDate = (days: string) =>
    postgres
      ? `to_char((timestamptz '${templates[0]!.created_at}' - (${days}) * interval '1 day') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : `strftime('%Y-%m-%dT%H:%M:%fZ', julianday('${templates[0]!.created_at}') - (${days}))`;
  const padded = (value: string) =>
    postgres
      ? `lpad((${value})::text, greatest(4, length((${value})::text)), '0')`
      : `printf('%04d', ${value})`;
  const text = (value: string) => (postgres ? `(${value})::text` : `(${value})`);

  await run(sql`drop table if exists history_seed_map`);
  await run(sql`drop table if exists history_seed_templates`);
  await run(sql`drop table if exists history_seed_products`);
  await run(sql`drop table if exists history_seed_groups`);
  await run(
    sql`create table history_seed_templates (k integer primary key, id text not null, status text not null, series text)`,
  );
  await db
    .insertInto('history_seed_templates' as 'orders')
    .values(
      templates.map((template, k) => ({
        k,
        id: template.id,
        // A copy of an unpaid order is one that lapsed long ago.
        status: template.status === 'pending' ? 'expired' : template.status,
        series: seriesOf.get(template.id) ?? null,
      })) as never,
    )
    .execute();
  await run(sql`create table history_seed_products (k integer primary key, id integer not null)`);
  await db
    .insertInto('history_seed_products' as 'orders')
    .values(products.map((product, k) => ({ k, id: product.id })) as never)
    .execute();

  // One row per copy: the oldest first, spread evenly over the two years before the first order.
  const orders = counts.orders;
  await run(sql`create table history_seed_map (n integer primary key, template_id text not null, id text not null,
    number integer not null, status text not null, email text not null, at text not null, series text)`);
  await run(
    raw(`insert into history_seed_map (n, template_id, id, number, status, email, at, series)
      select s.n, t.id, 'history-' || ${text('s.n')}, ${counter.last_number} + s.n, t.status,
        'buyer' || ${text('s.n % 20000')} || '@example.com',
        ${isoDate(`(${orders} - s.n + 1) * ${TWO_YEARS_DAYS}.0 / ${orders}`)}, t.series
      from (${series(orders)}) s join history_seed_templates t on t.k = s.n % ${templates.length}`),
  );

  // Each table's copy joins its template rows to the map by the template's id.
  await run(sql`create index history_seed_map_template_idx on history_seed_map (template_id)`);

  const columns = async (table: string): Promise<string[]> => {
    const result = await (
      postgres
        ? sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table} order by ordinal_position`
        : sql<{ name: string }>`select name from pragma_table_info(${table})`
    ).execute(db);
    return result.rows.map((row) => row.name);
  };
  /** Every row of `table` that belongs to a template, once per copy, with `overrides` for what differs. */
  const copy = async (table: string, join: string, overrides: Overrides, where = '') => {
    const names = (await columns(table)).filter((name) => overrides[name] !== 'omit');
    const select = names.map((name) => overrides[name] ?? `t."${name}"`);
    await run(
      raw(`insert into "${table}" (${names.map((name) => `"${name}"`).join(', ')})
        select ${select.join(', ')} from "${table}" t join history_seed_map m on ${join}
        where t.store_id = ${storeId} ${where}`),
    );
  };
  const ofOrder = 't.order_id = m.template_id';
  const dated = (...names: string[]) => Object.fromEntries(names.map((name) => [name, 'm.at']));
  const orDated = (...names: string[]) =>
    Object.fromEntries(names.map((name) => [name, `case when t."${name}" is null then null else m.at end`]));

  // PostgreSQL's count trigger would update one order_counts row 200,000 times in one transaction, each
  // update walking the versions the ones before it left (minutes): off for the copy, counted after it.
  if (postgres) await run(sql`alter table orders disable trigger orders_counted`);
  await copy('orders', 't.id = m.template_id', {
    id: 'm.id',
    cart_id: `'history-cart-' || m.id`,
    number: 'm.number',
    status: 'm.status',
    email: 'm.email',
    email_key: 'm.email',
    // As the app writes it: "#number", then the id, e-mail address, name and company, lower-cased.
    search_text: `'#' || ${text('m.number')} || ' ' || lower(m.id || ' ' || m.email || ' ' || t.customer_name || ' ' || coalesce(t.buyer_company, ''))`,
    ...dated('created_at', 'updated_at'),
    ...orDated('paid_at', 'reminded_at', 'withdrawal_waiver_at'),
  });
  if (postgres) {
    await run(sql`alter table orders enable trigger orders_counted`);
    await run(
      raw(`insert into order_counts (store_id, status, count)
        select ${storeId}, status, count(*) from history_seed_map group by status
        on conflict (store_id, status) do update set count = order_counts.count + excluded.count`),
    );
  }
  // The search words as the app writes them (decision 057): the template's, but for those of its id and
  // e-mail address (each a tail of the address), and the copy's id and the parts of its address.
  await run(
    raw(`insert into order_search_words (store_id, word, order_id)
      select ${storeId}, w.word, m.id from history_seed_map m
        join orders t on t.id = m.template_id
        join order_search_words w on w.store_id = ${storeId} and w.order_id = t.id
        where w.word <> ltrim(lower(t.id), '-_') and not (length(w.word) <= length(t.email)
          and w.word = substr(t.email, length(t.email) - length(w.word) + 1))
      union select ${storeId}, lower(m.id), m.id from history_seed_map m
      union select ${storeId}, m.email, m.id from history_seed_map m
      union select ${storeId}, 'example.com', m.id from history_seed_map m
      union select ${storeId}, 'com', m.id from history_seed_map m`),
  );
  await copy('order_lines', ofOrder, { id: 'omit', order_id: 'm.id' });
  await copy('order_events', ofOrder, { id: 'omit', order_id: 'm.id', created_at: 'm.at' });
  await copy('order_items', ofOrder, { id: 'omit', order_id: 'm.id', created_at: 'm.at' });
  await copy(
    'payments',
    ofOrder,
    {
      id: 'omit',
      order_id: 'm.id',
      reference: `'history-' || m.id || '-' || ${text('t.id')}`,
      ...dated('created_at', 'updated_at'),
    },
    `and t.status = 'paid'`,
  );
  await copy('receipt_tokens', ofOrder, {
    id: 'omit',
    order_id: 'm.id',
    token_hash: `'history-' || m.id || '-' || ${text('t.id')}`,
    created_at: 'm.at',
  });
  await copy('outbox_emails', ofOrder, {
    id: 'omit',
    order_id: 'm.id',
    to_address: 'm.email',
    status: `'sent'`,
    ...dated('created_at', 'sent_at'),
  });

  // Invoices: the next numbers of each year's sequence, in the order of their dates.
  const year = 'cast(substr(m.at, 1, 4) as integer)';
  await run(sql`drop table if exists history_seed_invoices`);
  await run(
    raw(`create table history_seed_invoices as
      select m.n, m.series, ${year} as year,
        coalesce((select c.last_number from invoice_counters c
          where c.store_id = ${storeId} and c.series = m.series and c.year = ${year}), 0)
          + row_number() over (partition by ${year} order by m.n) as sequence
      from history_seed_map m where m.series is not null and m.status = 'paid'`),
  );
  const number = `i.series || ${text('i.year')} || '-' || ${padded('i.sequence')}`;
  await copy(
    'invoices',
    'm.template_id = t.order_id join history_seed_invoices i on i.n = m.n',
    {
      id: 'omit',
      order_id: 'm.id',
      number,
      year: 'i.year',
      sequence: 'i.sequence',
      credits_invoice_id: 'null',
      refund_id: 'null',
      issued_at: 'm.at',
      snapshot: `replace(t.snapshot, t.number, ${number})`,
    },
    `and t.kind = 'invoice'`,
  );
  // What each copy's invoice adds to the VAT reports' totals, as the app adds it when it issues one
  // (decision 059): its template invoice's groups, in the quarter the copy was paid in, each copy an
  // order of its own. The documents per day count the copies' invoices.
  await run(sql`create table history_seed_groups (template_id text not null, test_mode integer not null,
    section text not null, treatment text not null, country text not null, seller_country text not null,
    vat_rate ${raw(postgres ? 'double precision' : 'real')} not null, vat_number text not null, company text, base integer not null, vat integer not null,
    rounding integer not null)`);
  const groups = invoices.flatMap((invoice) =>
    vatGroups(invoice, (JSON.parse(invoice.snapshot) as { rates: RateTotal[] }).rates).map((group) => ({
      template_id: invoice.order_id,
      test_mode: invoice.test_mode,
      ...group,
    })),
  );
  if (groups.length > 0) {
    await db
      .insertInto('history_seed_groups' as 'vat_totals')
      .values(groups as never)
      .execute();
  }
  const quarter = '(cast(substr(m.at, 6, 2) as integer) - 1) / 3 + 1';
  await run(
    raw(`insert into vat_totals (store_id, test_mode, year, quarter, section, treatment, country, seller_country,
        vat_rate, vat_number, company, base, vat, rounding, orders)
      select ${storeId}, g.test_mode, i.year, ${quarter}, g.section, g.treatment, g.country, g.seller_country,
        g.vat_rate, g.vat_number, min(g.company), sum(g.base), sum(g.vat), sum(g.rounding), count(*)
      from history_seed_invoices i join history_seed_map m on m.n = i.n
        join history_seed_groups g on g.template_id = m.template_id
      where true
      group by g.test_mode, i.year, ${quarter}, g.section, g.treatment, g.country, g.seller_country, g.vat_rate,
        g.vat_number
      on conflict (store_id, test_mode, year, quarter, section, treatment, country, seller_country, vat_rate,
        vat_number)
      do update set base = vat_totals.base + excluded.base, vat = vat_totals.vat + excluded.vat,
        rounding = vat_totals.rounding + excluded.rounding, orders = vat_totals.orders + excluded.orders`),
  );
  await run(
    raw(`insert into invoice_day_counts (store_id, day, documents)
      select ${storeId}, substr(m.at, 1, 10), count(*)
      from history_seed_invoices i join history_seed_map m on m.n = i.n where true group by substr(m.at, 1, 10)
      on conflict (store_id, day) do update set documents = invoice_day_counts.documents + excluded.documents`),
  );
  const perYear = await sql<{ series: string; year: number; last: number }>`
    select series, year, max(sequence) as last from history_seed_invoices group by series, year`.execute(db);
  for (const row of perYear.rows) {
    await db
      .insertInto('invoice_counters')
      .values({
        store_id: storeId,
        series: row.series,
        year: Number(row.year),
        last_number: Number(row.last),
      })
      .onConflict((conflict) =>
        conflict.columns(['store_id', 'series', 'year']).doUpdateSet({ last_number: Number(row.last) }),
      )
      .execute();
  }
  await db
    .updateTable('order_number_counters')
    .set({ last_number: counter.last_number + orders })
    .where('store_id', '=', storeId)
    .execute();

  // Carts left behind over the same two years, a line each.
  const cartDate = isoDate(`(${counts.carts} - s.n + 1) * ${TWO_YEARS_DAYS}.0 / ${counts.carts}`);
  await run(
    raw(`insert into carts (id, store_id, created_at, updated_at)
      select 'history-cart-' || ${text('s.n')}, ${storeId}, ${cartDate}, ${cartDate}
      from (${series(counts.carts)}) s`),
  );
  await run(
    // Each line names its product's first variant (decisions 076 and 083).
    raw(`insert into cart_lines (cart_id, store_id, product_id, variant_id, quantity, position)
      select 'history-cart-' || ${text('s.n')}, ${storeId}, p.id,
        (select v.id from product_variants v where v.store_id = ${storeId} and v.product_id = p.id
          order by v.position, v.id limit 1),
        1 + s.n % 3, 0
      from (${series(counts.carts)}) s join history_seed_products p on p.k = s.n % ${products.length}`),
  );

  for (const table of [
    'history_seed_groups',
    'history_seed_invoices',
    'history_seed_map',
    'history_seed_templates',
    'history_seed_products',
  ])
    await run(raw(`drop table ${table}`));
  // The tables as PostgreSQL's autovacuum would have left them by now, with the planner's statistics:
  // otherwise it sets to work on a million new rows while the bench measures. The app never analyzes
  // SQLite, so neither does this.
  if (postgres) await run(sql`vacuum analyze`);
  return { seconds: (performance.now() - started) / 1000 };
}
