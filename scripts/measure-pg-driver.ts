/**
 * npm run bench:pg-driver: the app's PostgreSQL driver (pg with the store-scoped, pipelined and prepared
 * pieces of apps/api/src/db) against the maintained alternative, `postgres` (postgres.js) through
 * `kysely-postgres-js`, and against plain `pg`, on the same Kysely queries as the app role, in a new
 * database it drops at the end:
 * - a product read (one select), as the shop's product page runs it;
 * - a cart read (the cart, then its lines with their products), as `GET cart` runs it;
 * - a checkout-like transaction: the cart's lines and prices read, a new cart and its lines written.
 * Each is timed one at a time (median µs) and from 32 callers at once for a while (operations a second).
 * Every statement of the app role needs its store (row-level security, decision 008): our driver sends
 * it with the statement; the stacks marked "store fixed" get it as a connection setting, the floor of
 * what they cost, which serves one store per pool; "SET per query" sends it on every connection taken.
 * kysely-postgres-js runs statements unprepared; "prepared" gives postgres.js `prepare: true` for them.
 * BENCH_SERIAL (1000), BENCH_SECONDS (3) and BENCH_ROUNDS (3) set how long it measures.
 *   PG_DRIVER_BENCH_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:pg-driver
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { CompiledQuery, Kysely, PostgresDialect, type Transaction } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';
import pg from 'pg';
import postgres from 'postgres';
import { provisionAppRole } from '../apps/api/src/db/app-role.js';
import { openDatabase } from '../apps/api/src/db/database.js';
import type { Database } from '../apps/api/src/db/schema.js';
import { withTenantScope } from '../apps/api/src/db/tenant-scope.js';

const adminUrl = process.env.PG_DRIVER_BENCH_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SERIAL = Number(process.env.BENCH_SERIAL ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CALLERS = 32;
const POOL = 10;

type Db = Kysely<Database> | Transaction<Database>;
interface Fixture {
  storeId: number;
  productId: number;
  cartId: string;
}

const readProduct = (db: Db, f: Fixture) =>
  db
    .selectFrom('products')
    .select(['id', 'name', 'slug', 'description', 'price', 'vat_class', 'status'])
    .where('store_id', '=', f.storeId)
    .where('id', '=', f.productId)
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();

const cartLines = (db: Db, f: Fixture) =>
  db
    .selectFrom('cart_lines')
    .innerJoin('products', 'products.id', 'cart_lines.product_id')
    .select([
      'cart_lines.product_id',
      'cart_lines.variant_id',
      'cart_lines.quantity',
      'products.name',
      'products.price',
    ])
    .where('cart_lines.store_id', '=', f.storeId)
    .where('cart_lines.cart_id', '=', f.cartId)
    .orderBy('cart_lines.position')
    .execute();

async function readCart(db: Db, f: Fixture) {
  const cart = await db
    .selectFrom('carts')
    .select(['id', 'discount_code', 'updated_at'])
    .where('store_id', '=', f.storeId)
    .where('id', '=', f.cartId)
    .executeTakeFirstOrThrow();
  return { cart, lines: await cartLines(db, f) };
}

async function checkout(trx: Transaction<Database>, f: Fixture) {
  const lines = await cartLines(trx, f);
  const id = randomUUID();
  const now = new Date().toISOString();
  await trx
    .insertInto('carts')
    .values({ id, store_id: f.storeId, created_at: now, updated_at: now })
    .execute();
  await trx
    .insertInto('cart_lines')
    .values(lines.map((line, position) => ({ ...pick(line), cart_id: id, store_id: f.storeId, position })))
    .execute();
}
const pick = ({
  product_id,
  variant_id,
  quantity,
}: {
  product_id: number;
  variant_id: number;
  quantity: number;
}) => ({ product_id, variant_id, quantity });

interface Stack {
  name: string;
  db: Kysely<Database>;
  /** Runs work as a request of the fixture's store does. */
  inScope<T>(f: Fixture, work: () => Promise<T>): Promise<T>;
  /** Runs the checkout's statements in a transaction that acts on the fixture's store. */
  transaction(f: Fixture, work: (trx: Transaction<Database>) => Promise<void>): Promise<void>;
}

const plainTransaction =
  (db: Kysely<Database>) => (_: Fixture, work: (trx: Transaction<Database>) => Promise<void>) =>
    db.transaction().execute(work);
const noScope = <T>(_: Fixture, work: () => Promise<T>) => work();

function postgresJs(
  url: string,
  options: postgres.Options<Record<string, postgres.PostgresType>>,
  prepared: boolean,
) {
  const client = postgres(url, { max: POOL, ...options });
  // kysely-postgres-js runs every statement through `unsafe`, which postgres.js does not prepare.
  const reserve = async () => {
    const reserved = await client.reserve();
    if (!prepared) return reserved;
    const unsafe = reserved.unsafe.bind(reserved);
    return Object.assign(reserved, {
      unsafe: (text: string, parameters?: postgres.ParameterOrJSON<never>[]) =>
        unsafe(text, parameters, { prepare: true }),
    });
  };
  return new Kysely<Database>({
    dialect: new PostgresJSDialect({ postgres: () => ({ reserve, end: () => client.end() }) }),
  });
}

async function stacks(appUrl: string, ours: Kysely<Database>, f: Fixture): Promise<Stack[]> {
  const fixedStore = { 'app.store_id': String(f.storeId) };
  const plainPg = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: appUrl, max: POOL, options: `-c app.store_id=${f.storeId}` }),
    }),
  });
  const shipped = postgresJs(appUrl, { connection: fixedStore }, false);
  const prepared = postgresJs(appUrl, { connection: fixedStore }, true);
  const setStore = CompiledQuery.raw(`select set_config('app.store_id', $1, false)`, [String(f.storeId)]);
  const setEach = new Kysely<Database>({
    dialect: new PostgresJSDialect({
      postgres: postgres(appUrl, { max: POOL }),
      onReserveConnection: async (connection) => {
        await connection.executeQuery(setStore);
      },
    }),
  });
  return [
    {
      name: 'ours: pg, store with each statement, pipelined, prepared',
      db: ours,
      inScope: (scope, work) => withTenantScope(work, scope.storeId),
      transaction: (scope, work) => withTenantScope(() => ours.transaction().execute(work), scope.storeId),
    },
    { name: 'pg, store fixed', db: plainPg, inScope: noScope, transaction: plainTransaction(plainPg) },
    {
      name: 'postgres.js, store fixed',
      db: shipped,
      inScope: noScope,
      transaction: plainTransaction(shipped),
    },
    {
      name: 'postgres.js prepared, store fixed',
      db: prepared,
      inScope: noScope,
      transaction: plainTransaction(prepared),
    },
    {
      name: 'postgres.js, SET per query',
      db: setEach,
      inScope: noScope,
      transaction: plainTransaction(setEach),
    },
  ];
}

async function seed(owner: Kysely<Database>): Promise<Fixture> {
  const now = new Date().toISOString();
  const user = await owner
    .insertInto('users')
    .values({
      name: 'Bench',
      email: 'bench@example.com',
      password_hash: 'x',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const store = await owner
    .insertInto('stores')
    .values({
      owner_id: user.id,
      name: 'Bench',
      slug: 'bench',
      business_type: 'b2c',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const products = await owner
    .insertInto('products')
    .values(
      Array.from({ length: 20 }, (_, index) => ({
        store_id: store.id,
        name: `Product ${index}`,
        slug: `product-${index}`,
        description: 'A product to read.',
        price: 1995 + index,
        vat_rate: 21,
        status: 'for_sale' as const,
        discount_type: 'no_discount' as const,
        discount_value: 0,
        search_text: `product ${index}`,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning(['id', 'price'])
    .execute();
  // Every product has a variant (decision 076), which a cart line names (decision 083).
  const variants = await owner
    .insertInto('product_variants')
    .values(
      products.map((product) => ({
        store_id: store.id,
        product_id: product.id,
        price: product.price,
        position: 0,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  const cartId = randomUUID();
  await owner
    .insertInto('carts')
    .values({ id: cartId, store_id: store.id, created_at: now, updated_at: now })
    .execute();
  await owner
    .insertInto('cart_lines')
    .values(
      products.slice(0, 3).map((product, position) => ({
        cart_id: cartId,
        store_id: store.id,
        product_id: product.id,
        variant_id: variants[position]!.id,
        quantity: position + 1,
        position,
      })),
    )
    .execute();
  return { storeId: store.id, productId: products[0]!.id, cartId };
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(run: () => Promise<unknown>): Promise<{ medianUs: number; perSecond: number }> {
  for (let warm = 0; warm < 200; warm += 1) await run();
  const times: number[] = [];
  for (let index = 0; index < SERIAL; index += 1) {
    const started = performance.now();
    await run();
    times.push((performance.now() - started) * 1000);
  }
  let done = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (performance.now() < until) {
        await run();
        done += 1;
      }
    }),
  );
  return { medianUs: median(times), perSecond: done / SECONDS };
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const database = `bench_pg_driver_${process.pid}`;
await admin.query(`create database ${database}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const appKey = randomBytes(32);
const handle = await openDatabase(databaseUrl, appKey);
const all: Stack[] = [];
try {
  const fixture = await seed(handle.allStoresDb);
  const appUrl = await provisionAppRole(handle.allStoresDb, databaseUrl, appKey);
  all.push(...(await stacks(appUrl, handle.db, fixture)));
  const operations: [string, (stack: Stack) => () => Promise<unknown>][] = [
    ['product read', (s) => () => s.inScope(fixture, () => readProduct(s.db, fixture))],
    ['cart read', (s) => () => s.inScope(fixture, () => readCart(s.db, fixture))],
    ['checkout transaction', (s) => () => s.transaction(fixture, (trx) => checkout(trx, fixture))],
  ];
  console.log(
    `PostgreSQL ${(await admin.query('show server_version')).rows[0].server_version}, pools of ${POOL}`,
  );
  console.log(
    `${'operation'.padEnd(22)}${'stack'.padEnd(58)}median µs, 1 at a time   ops/s, (${CALLERS} callers)`,
  );
  // Rounds take the stacks in turn, so a machine busy with other work slows each alike; each figure is
  // the median of the rounds, with their lowest and highest.
  const figures = new Map<string, { medianUs: number[]; perSecond: number[] }>();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [operation, of] of operations) {
      for (const stack of all) {
        const { medianUs, perSecond } = await measure(of(stack));
        const key = `${operation.padEnd(22)}${stack.name.padEnd(58)}`;
        const kept = figures.get(key) ?? { medianUs: [], perSecond: [] };
        kept.medianUs.push(medianUs);
        kept.perSecond.push(perSecond);
        figures.set(key, kept);
      }
    }
  }
  const spread = (values: number[]) =>
    `${median([...values]).toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
  for (const [key, kept] of figures) {
    console.log(`${key}${spread(kept.medianUs).padEnd(25)}${spread(kept.perSecond)}`);
  }
} finally {
  for (const stack of all.slice(1)) await stack.db.destroy();
  await handle.close();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}
