/**
 * npm run bench:round-trips: how many round trips to PostgreSQL each main route makes, counted at the
 * client (each query sent and answered is one; a statement carrying its tenant scope is one), a figure
 * that a busy machine does not disturb, and the median time of each, one request at a time, in
 * process. Without TEST_DATABASE_URL the same on SQLite.
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1/postgres npm run bench:round-trips
 */
import pg from 'pg';

// Without TEST_DATABASE_URL it runs on SQLite, for the latencies side by side (no round trips there).
process.env.TEST_DIALECT = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
console.log(process.env.TEST_DIALECT);
let trips = 0;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  trips += 1;
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

const { createTestApp, shopWithProduct, TestClient } = await import('../apps/api/test/harness.js');
const t = await createTestApp();
try {
  const slug = `trips-${Date.now()}`;
  const shop = await shopWithProduct(t.app, slug);
  const shopper = new TestClient(t.app);
  const newCart = async () => {
    const cart = await shopper.post(`/v1/store/${slug}/cart`, {
      products: [{ product_id: shop.productId, quantity: 1 }],
    });
    return cart.json().data.id as string;
  };
  const cartId = await newCart();
  const routes: [string, (prepared: string) => Promise<{ statusCode: number }>, () => Promise<string>][] = [
    [
      'GET product (cached)',
      () => shopper.get(`/v1/store/${slug}/product/${shop.productId}`),
      async () => '',
    ],
    ['GET cart', () => shopper.get(`/v1/store/${slug}/cart/${cartId}`), async () => ''],
    [
      'POST order',
      (cart) =>
        shopper.post(`/v1/store/${slug}/order/${cart}`, {
          email: 'trips@example.com',
          customer_details: { name: 'Trips', country: 'NL' },
          withdrawal_waiver: true,
        }),
      newCart,
    ],
  ];
  const ROUNDS = Number(process.env.ROUNDS ?? 5);
  console.log('route                  round trips per request  median ms (in-process, one at a time)');
  for (const [name, send, prepare] of routes) {
    await send(await prepare());
    let counted = 0;
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const prepared = await prepare();
      const before = trips;
      const started = performance.now();
      const answer = await send(prepared);
      times.push(performance.now() - started);
      counted += trips - before;
      if (answer.statusCode >= 300) throw new Error(`${name} answered ${answer.statusCode}`);
    }
    const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    console.log(`${name.padEnd(22)} ${(counted / ROUNDS).toFixed(1).padEnd(24)} ${median.toFixed(2)}`);
  }
} finally {
  await t.close();
}
