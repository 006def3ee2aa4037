/**
 * npm run bench: throughput and latency of the main routes against the stack's own limit.
 * Generates the data set (scripts/bench-seed.ts), starts the real server (WORKERS processes) and a bare
 * Fastify answering each route's own answer, stored, in as many processes. Each route is warmed up, then
 * measured at its peak with autocannon and at half of that rate with evenly spaced requests
 * (scripts/bench-paced.ts), on loopback and bounded in time. One table shows each route's share of the
 * bare throughput for the same answer and whether it meets the targets. SQLite always; with
 * DATABASE_URL=postgres://… PostgreSQL too (on a fresh database beside the one named), and then a table
 * of both side by side against the PostgreSQL targets.
 *   BENCH_SECONDS=5 WORKERS=2 DATABASE_URL=postgres://postgres@127.0.0.1/postgres npm run bench
 *   BENCH_ONLY="GET product,POST order" npm run bench   (just these routes; a comma followed by a space
 *   is part of a name, as in "dashboard,POST order,POST order, paid")
 *   BENCH_HISTORY=1 BENCH_SECONDS=3 npm run bench   (each route on an empty store and after a long
 *   history, and their ratio: see benchHistory)
 *   BENCH_DIALECTS=postgres BENCH_KEEP=1 …   (PostgreSQL alone; the history run's database kept, and named,
 *   for a look at its query plans)
 * Beside each rate, the CPU time the server's processes spent per answer (from /proc, on Linux) and the
 * bare route's: a loaded machine lowers both rates by chance, but not what an answer costs.
 * The server sends its mail to an SMTP server on loopback that takes 20 ms a message and its webhooks to
 * an endpoint on loopback (scripts/bench-sinks.ts); after the paid checkouts' load the bench prints what
 * was left to send and how long it took to go (reportDrain).
 */
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import type { AppContext } from '../apps/api/src/app-context.js';
import { loadConfig } from '../apps/api/src/config.js';
import { appRoleName } from '../apps/api/src/db/app-role.js';
import { DEFAULT_PASSWORD_HASH_COST } from '../apps/api/src/lib/crypto.js';
import { freePort } from '../apps/api/src/lib/free-port.js';
import { closeContext, createContext } from '../apps/api/src/context.js';
import { countPendingJobs } from '../apps/api/src/jobs/jobs.repository.js';
import { buildServer } from '../apps/api/build.js';
import { startServer, stop } from '../apps/api/test/server-process.js';
import { measureAtRate } from './bench-paced.js';
import { processTreeCpuMicros } from './process-cpu.js';
import { seedBenchData, type BenchData } from './bench-seed.js';
import { seedLongHistory } from './seed-long-history.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 16;
/** Traffic before each route is measured, so that it is measured warm (compiled, cached). */
const WARM_UP_SECONDS = 1;
const ROOT = new URL('..', import.meta.url).pathname;
/** The routes named in BENCH_ONLY, if any: split at commas without a space, which "POST order, paid" has. */
const ONLY = process.env.BENCH_ONLY?.split(/,(?! )/).map((name) => name.trim());

/** What the paid checkouts leave to be sent must be gone within this long of the load's end (issue 29). */
const DRAIN_TARGET_SECONDS = 10;
/** A backlog that is not gone by then is reported as it stands. */
const DRAIN_GIVE_UP_SECONDS = 120;

/**
 * The SMTP server and webhook endpoint the bench's server sends to (scripts/bench-sinks.ts), and the
 * server's settings that point it there: webhooks to loopback are refused unless allowed.
 */
async function startSinks() {
  const child = fork(path.join(ROOT, 'scripts/bench-sinks.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { smtpPort, webhookPort } = await new Promise<{ smtpPort: number; webhookPort: number }>((resolve) =>
    child.once('message', resolve),
  );
  return {
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'shop@example.com',
      WEBHOOK_ALLOW_PRIVATE: 'true',
    },
    webhookUrl: `http://127.0.0.1:${webhookPort}/hooks`,
    stop: () => stop(child),
  };
}

/** The bench store's webhook endpoint: every paid order is delivered to it, as a merchant's shop system would ask. */
async function addWebhookEndpoint(base: string, data: BenchData, url: string) {
  const response = await fetch(`${base}/v1/admin/webhook-endpoint`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
    body: JSON.stringify({ store_id: data.storeId, url, events: ['order.paid'] }),
  });
  if (response.status !== 201) throw new Error(`the webhook endpoint was refused: ${await response.text()}`);
}

/** The server as `npm start` runs it, on the bench's data, without demo data. */
async function startBenchServer(env: Record<string, string>, workers: number) {
  const { child, port } = await startServer(env.DATA_DIR!, {
    ...env,
    WORKERS: String(workers),
    DEMO_DATA: 'false',
    PASSWORD_HASH_COST: String(DEFAULT_PASSWORD_HASH_COST),
    // Every shopper of the bench comes from 127.0.0.1: the limit per client address (decision 045)
    // would turn all but the first 30 orders of the hour away.
    ORDER_LIMIT_PER_ADDRESS: String(2 ** 31 - 1),
  });
  return { port, pid: child.pid, stop: () => stop(child) };
}

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: () => string;
  admin?: boolean;
  /** A public read, cached: it must keep most of the bare route's throughput. */
  public?: boolean;
}

/** The issue's targets, checked here rather than in timed unit tests. */
const TARGETS = {
  publicShareOfBare: 0.8,
  p99AtHalfPeakMs: 50,
  orderP99Ms: 150,
};

/** The routes that the issue holds to half of SQLite's rate or more on PostgreSQL: a shopper's cart and order. */
const WITHIN_TWICE_OF_SQLITE = new Set(['GET cart', 'POST cart', 'POST order']);

/** Checkouts with payment (measurePaidCheckouts), measured after the other routes. */
const PAID_NAME = 'POST order, paid';

/** From the first day of this quarter to today, as the admin's invoice page starts. */
function thisQuarter() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), Math.floor(now.getUTCMonth() / 3) * 3, 1));
  return `from=${first.toISOString().slice(0, 10)}&to=${now.toISOString().slice(0, 10)}`;
}

function targets(data: BenchData): Target[] {
  let cart = 0;
  let orderCart = 0;
  const store = `/v1/store/${data.slug}`;
  return [
    { name: 'GET store', path: store, public: true },
    { name: 'GET product', path: `${store}/product/${data.productId}`, public: true },
    { name: 'GET front', path: `${store}/front/${data.frontSlug}`, public: true },
    { name: 'GET cart', path: `${store}/cart/${data.cartIds[0]}` },
    {
      name: 'POST cart',
      path: `${store}/cart/:cart`,
      method: 'POST',
      body: () => JSON.stringify({ products: [{ product_id: data.productId, quantity: 1 + (cart % 99) }] }),
    },
    {
      name: 'POST order',
      path: `${store}/order/:cart`,
      method: 'POST',
      body: () =>
        JSON.stringify({
          email: `bench${orderCart}@example.com`,
          customer_details: { name: 'Bench', country: 'NL' },
          withdrawal_waiver: true,
        }),
    },
    {
      name: 'admin product search',
      path: `/v1/admin/product?store_id=${data.storeId}&search=poster`,
      admin: true,
    },
    { name: 'admin order list', path: `/v1/admin/order?store_id=${data.storeId}`, admin: true },
    {
      name: 'admin order search',
      path: `/v1/admin/order?store_id=${data.storeId}&search=bench12`,
      admin: true,
    },
    { name: 'dashboard', path: `/v1/admin/stats/sales?store_id=${data.storeId}&days=30`, admin: true },
    // As the admin's invoice page asks for it: this quarter's first page.
    {
      name: 'invoice list',
      path: `/v1/admin/invoice?store_id=${data.storeId}&${thisQuarter()}`,
      admin: true,
    },
    { name: 'OSS report', path: `/v1/admin/vat/oss-report?store_id=${data.storeId}`, admin: true },
    ...(data.orderId ? [{ name: 'GET order', path: `${store}/order/${data.orderId}` }] : []),
  ].map((target) => {
    // Shoppers each change their own cart (all but the first, which GET cart reads) and order once.
    if (target.name === 'POST cart')
      return {
        ...target,
        nextPath: () => `${store}/cart/${data.cartIds[1 + (cart++ % (data.cartIds.length - 1))]}`,
      };
    if (target.name === 'POST order')
      return {
        ...target,
        nextPath: () => `${store}/order/${data.orderCartIds[orderCart++ % data.orderCartIds.length]}`,
      };
    return target;
  }) as Target[];
}

/** One route's peak on one database, for the side-by-side table. */
interface RouteResult {
  rps: number;
  bareRps: number;
  share: number;
  p99: number;
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  /** CPU time of the server's processes per answer, in µs: undefined where /proc cannot tell. */
  cpuPerAnswer?: number;
}

/** The run with the higher rate, with the lower CPU per answer of the two (the less disturbed). */
const better = (a: Measured, b: Measured): Measured => {
  const costs = [a.cpuPerAnswer, b.cpuPerAnswer].filter((cost) => cost !== undefined);
  return { ...(b.rps > a.rps ? b : a), cpuPerAnswer: costs.length ? Math.min(...costs) : undefined };
};
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
const micros = (value: number | undefined) => (value === undefined ? '-' : `${value.toFixed(0)} µs`);

function requestHeaders(target: Target, token: string): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (target.admin) headers.authorization = `Bearer ${token}`;
  return headers;
}

/** The peak: as many requests as CONNECTIONS connections get answered, each sent when the last returns. */
async function measurePeak(
  base: string,
  target: Target & { nextPath?: () => string },
  token: string,
  seconds = SECONDS,
  serverPid?: number,
): Promise<Measured> {
  const cpuBefore = serverPid === undefined ? undefined : processTreeCpuMicros(serverPid);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: target.method ?? 'GET',
        path: target.path,
        headers: requestHeaders(target, token),
        // Only where each request differs: the hook costs the load generator, which shares the
        // cores with the server, a quarter of its throughput on a cached read.
        ...(target.nextPath || target.body
          ? {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                ...(target.nextPath ? { path: target.nextPath() } : {}),
                ...(target.body ? { body: target.body() } : {}),
              }),
            }
          : {}),
      },
    ],
  });
  if (result.non2xx > 0) {
    console.warn(
      `  ${target.name}: ${result.non2xx} answers were not 2xx (${JSON.stringify(result.statusCodeStats)})`,
    );
  }
  const cpuAfter = serverPid === undefined ? undefined : processTreeCpuMicros(serverPid);
  const answers = result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerAnswer:
      cpuBefore !== undefined && cpuAfter !== undefined && answers > 0
        ? (cpuAfter - cpuBefore) / answers
        : undefined,
  };
}

/** One answer of the route, as its callers get it. */
async function sampleAnswer(base: string, target: Target & { nextPath?: () => string }, token: string) {
  const response = await fetch(`${base}${target.nextPath ? target.nextPath() : target.path}`, {
    method: target.method ?? 'GET',
    headers: requestHeaders(target, token),
    body: target.body?.(),
  });
  if (!response.ok) throw new Error(`${target.name} answered ${response.status}`);
  return response.text();
}

/** Half of the peak rate, sent evenly spaced (scripts/bench-paced.ts). */
async function measureAtHalfPeak(
  base: string,
  target: Target & { nextPath?: () => string },
  token: string,
  peak: Measured,
): Promise<Measured> {
  const rate = Math.max(1, Math.floor(peak.rps / 2));
  const result = await measureAtRate(base, rate, SECONDS, () => ({
    method: target.method ?? 'GET',
    path: target.nextPath ? target.nextPath() : target.path,
    headers: requestHeaders(target, token),
    body: target.body?.(),
  }));
  if (result.failed > 0)
    console.warn(`  ${target.name}: ${result.failed} of ${result.sent} failed at half peak`);
  return { rps: rate, p50: result.p50, p99: result.p99 };
}

async function prepareDatabase(dataDir: string, url: string | undefined) {
  if (!url?.startsWith('postgres'))
    return { url: `sqlite:${path.join(dataDir, 'bench.sqlite')}`, drop: async () => {} };
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.query(`DROP ROLE IF EXISTS ${appRoleName(name)}`);
      await client.end();
    },
  };
}

/** One database's run: its table printed, and each route's figures answered for the comparison. */
async function benchDatabase(
  url: string | undefined,
): Promise<{ name: string; results: Map<string, RouteResult> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const database = await prepareDatabase(dataDir, url);
  const onSqlite = database.url.startsWith('sqlite:');
  const sinks = await startSinks();
  const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, ...sinks.env };
  const results = new Map<string, RouteResult>();
  try {
    console.log(`Seeding (${database.url.split(':')[0]})…`);
    const ctx = await createContext(
      loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent', DEMO_DATA: 'false' }),
    );
    const data = await seedBenchData(ctx, 100_000);
    // A PostgreSQL server's autovacuum would have gathered statistics on the new rows by now; on a
    // machine where it is off, the planner would otherwise guess at empty tables.
    if (ctx.database.dialect === 'postgres') await sql`analyze`.execute(ctx.database.allStoresDb);
    await closeContext(ctx);

    const workers = Number(process.env.WORKERS ?? availableParallelism());
    await buildServer();
    const server = await startBenchServer(env, workers);
    const base = `http://127.0.0.1:${server.port}`;
    await addWebhookEndpoint(base, data, sinks.webhookUrl);
    const routes = targets(data).filter((target) => !ONLY || ONLY.includes(target.name));
    // Each route's own answer, which the bare server then sends as it is: its throughput is the most
    // the stack could give that answer.
    const bareDir = path.join(dataDir, 'bare');
    mkdirSync(bareDir);
    for (const [index, target] of routes.entries()) {
      writeFileSync(path.join(bareDir, String(index)), await sampleAnswer(base, target, data.token));
    }
    const startBare = async (processes: number) => {
      const port = await freePort();
      const child = fork(
        path.join(ROOT, 'scripts/bench-bare-server.ts'),
        [String(port), bareDir, String(processes)],
        { execArgv: ['--import', 'tsx'], stdio: 'ignore' },
      );
      await new Promise((resolve) => child.once('message', resolve));
      return { base: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stop(child) };
    };
    const bareTarget = (index: number): Target => ({ name: `bare ${index}`, path: `/bare/${index}` });

    const bare = await startBare(workers);
    const rows: string[][] = [];
    const misses: string[] = [];
    for (const [index, target] of routes.entries()) {
      await measurePeak(base, target, data.token, WARM_UP_SECONDS);
      // Two rounds in turn, the better of each kept: a passing disturbance of the machine then weighs on
      // neither side's figure alone.
      const measureBare = () => measurePeak(bare.base, bareTarget(index), data.token, SECONDS, bare.pid);
      const measureRoute = () => measurePeak(base, target, data.token, SECONDS, server.pid);
      let bareResult = await measureBare();
      let peak = await measureRoute();
      bareResult = better(bareResult, await measureBare());
      peak = better(peak, await measureRoute());
      const half = await measureAtHalfPeak(base, target, data.token, peak);
      const share = peak.rps / bareResult.rps;
      results.set(target.name, { rps: peak.rps, bareRps: bareResult.rps, share, p99: peak.p99 });
      const missed = [
        // On both databases: each keeps its store rows until told of a change (decisions 011, 030).
        target.public && share < TARGETS.publicShareOfBare
          ? `under ${TARGETS.publicShareOfBare * 100} % of bare`
          : '',
        half.p99 >= TARGETS.p99AtHalfPeakMs ? `p99 at half peak not under ${TARGETS.p99AtHalfPeakMs} ms` : '',
        target.name === 'POST order' && peak.p99 >= TARGETS.orderP99Ms
          ? `p99 not under ${TARGETS.orderP99Ms} ms`
          : '',
      ].filter(Boolean);
      misses.push(...missed.map((miss) => `${target.name}: ${miss}`));
      rows.push([
        target.name,
        peak.rps.toFixed(0),
        bareResult.rps.toFixed(0),
        percent(share),
        micros(peak.cpuPerAnswer),
        micros(bareResult.cpuPerAnswer),
        peak.cpuPerAnswer && bareResult.cpuPerAnswer
          ? percent(bareResult.cpuPerAnswer / peak.cpuPerAnswer)
          : '-',
        `${peak.p50} ms`,
        `${peak.p99} ms`,
        `${half.p99} ms`,
        missed.length === 0 ? 'yes' : 'NO',
      ]);
    }
    // Paid checkouts have no bare counterpart: their rate, and what they leave to be sent.
    if (!ONLY || ONLY.includes(PAID_NAME)) {
      const carts = data.orderCartIds;
      let cart = carts.length;
      const nextPaidCart = () => carts[--cart]!;
      const ctx = await createContext(
        loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent', DEMO_DATA: 'false' }),
      );
      try {
        const paid = await measurePaidWithDrain(ctx, base, data.slug, nextPaidCart, PAID_NAME);
        console.log(`  ${PAID_NAME}: ${paid.rps.toFixed(0)} checkouts/s, p99 ${paid.p99} ms`);
      } finally {
        await closeContext(ctx);
      }
    }
    await server.stop();
    await bare.stop();

    // The gain of several processes: every route again with one, against the bare in one process. The
    // load generator runs on the same cores, so this also shows each side when it has a core to itself.
    if (workers > 1) {
      const single = await startBenchServer(env, 1);
      const singleBare = await startBare(1);
      for (const [index, target] of routes.entries()) {
        const singleBase = `http://127.0.0.1:${single.port}`;
        await measurePeak(singleBase, target, data.token, WARM_UP_SECONDS);
        const one = await measurePeak(singleBase, target, data.token);
        const oneBare = await measurePeak(singleBare.base, bareTarget(index), data.token);
        rows[index]!.push(one.rps.toFixed(0), oneBare.rps.toFixed(0), percent(one.rps / oneBare.rps));
      }
      await single.stop();
      await singleBare.stop();
    }

    const header = [
      'route',
      'req/s',
      'bare req/s',
      'of bare',
      'CPU/answer',
      'bare CPU',
      'of bare by CPU',
      'p50',
      'p99',
      'p99 at half peak',
      'on target',
    ];
    if (workers > 1) header.push('1 worker req/s', 'bare 1 process', 'of bare');
    const widths = header.map((title, column) =>
      Math.max(title.length, ...rows.map((cells) => cells[column]!.length)),
    );
    const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
    console.log(
      `\n${database.url.split(':')[0]}, ${workers} worker(s), ${CONNECTIONS} connections, ${SECONDS} s per run`,
    );
    console.log(format(header));
    console.log(widths.map((width) => '-'.repeat(width)).join('  '));
    for (const cells of rows) console.log(format(cells));
    console.log(
      `Targets: public reads at least ${TARGETS.publicShareOfBare * 100} % of bare, p99 under ${TARGETS.p99AtHalfPeakMs} ms ` +
        `at half of the peak rate, placing an order under ${TARGETS.orderP99Ms} ms p99.`,
    );
    console.log(
      misses.length === 0 ? 'Every target met.' : `Missed:\n${misses.map((miss) => `  ${miss}`).join('\n')}`,
    );
    return { name: onSqlite ? 'SQLite' : 'PostgreSQL', results };
  } finally {
    await sinks.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Checkouts with payment at their peak: each connection places an order, asks for its payment link and
 * pays it on the test provider's page, as a shopper's browser does; answered as checkouts a second.
 */
async function measurePaidCheckouts(base: string, slug: string, nextCart: () => string, seconds: number) {
  const store = `/v1/store/${slug}`;
  let paid = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request: autocannon.Request, context: Record<string, string>) => {
          context.cart = nextCart();
          return {
            ...request,
            path: `${store}/order/${context.cart}`,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              email: `paid-${context.cart}@example.com`,
              customer_details: { name: 'Bench', country: 'NL' },
              withdrawal_waiver: true,
            }),
          };
        },
      },
      {
        method: 'POST',
        setupRequest: (request: autocannon.Request, context: Record<string, string>) => ({
          ...request,
          path: `${store}/order/${context.cart}/payment-link`,
        }),
        onResponse: (status: number, body: string, context: Record<string, string>) => {
          if (status === 200)
            context.pay = new URL((JSON.parse(body) as { data: { url: string } }).data.url).pathname;
        },
      },
      {
        method: 'POST',
        setupRequest: (request: autocannon.Request, context: Record<string, string>) => ({
          ...request,
          path: context.pay!,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'outcome=paid',
        }),
        onResponse: (status: number) => {
          if (status === 303) paid++;
        },
      },
    ],
  } as autocannon.Options);
  const failed = result.non2xx - paid;
  if (failed > 0)
    console.warn(`  POST order, paid: ${failed} answers were neither 2xx nor the paid page's redirect`);
  return { rps: paid / seconds, p50: result.latency.p50, p99: result.latency.p99 };
}

interface Backlog {
  mails: number;
  events: number;
  deliveries: number;
}

/** What waits to be done, across stores: e-mails to send, events' handlers to run, webhooks to deliver. */
async function backlog(ctx: AppContext): Promise<Backlog> {
  const pending = await countPendingJobs(ctx.database.allStoresDb);
  return { mails: pending.email, events: pending.event, deliveries: pending.webhook };
}

const isDrained = (left: Backlog) => left.mails + left.events + left.deliveries === 0;

/** Polls the database until nothing waits (or DRAIN_GIVE_UP_SECONDS pass): the seconds it took, and what was left. */
async function waitForDrain(ctx: AppContext) {
  const started = performance.now();
  let left = await backlog(ctx);
  while (!isDrained(left) && performance.now() - started < DRAIN_GIVE_UP_SECONDS * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = await backlog(ctx);
  }
  return { seconds: (performance.now() - started) / 1000, left };
}

/**
 * Right after the paid checkouts' load: what it left waiting, and how long until all of it was sent,
 * handled and delivered, against the target.
 */
async function reportDrain(ctx: AppContext, label: string) {
  const atEnd = await backlog(ctx);
  const { seconds, left } = await waitForDrain(ctx);
  const drained = isDrained(left);
  console.log(
    `  ${label}: at the load's end ${atEnd.mails} mails, ${atEnd.events} events, ` +
      `${atEnd.deliveries} webhook deliveries waiting; ` +
      (drained
        ? `drained ${seconds.toFixed(1)} s after`
        : `after ${seconds.toFixed(0)} s ${left.mails} mails, ${left.events} events, ${left.deliveries} deliveries still waited`) +
      ` (target: within ${DRAIN_TARGET_SECONDS} s: ${drained && seconds <= DRAIN_TARGET_SECONDS ? 'yes' : 'NO'})`,
  );
}

/**
 * Paid checkouts warmed up, then, once the warm-up's backlog has gone, measured; then the backlog they
 * left and its drain (reportDrain).
 */
async function measurePaidWithDrain(
  ctx: AppContext,
  base: string,
  slug: string,
  nextCart: () => string,
  label: string,
) {
  await measurePaidCheckouts(base, slug, nextCart, WARM_UP_SECONDS);
  await waitForDrain(ctx);
  const measured = await measurePaidCheckouts(base, slug, nextCart, SECONDS);
  await reportDrain(ctx, label);
  return measured;
}

/**
 * Waits until the server has answered what a run left it: a slow route's last requests go on after the
 * run that sent them has ended, and would otherwise be counted against the next route. Settled when
 * a round of store reads, one per connection, comes back within 50 ms (or after 30 s).
 */
async function settle(base: string, slug: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, () =>
        fetch(`${base}/v1/store/${slug}`).then((response) => response.text()),
      ),
    );
    if (performance.now() - started < 50) return;
  }
}

/**
 * BENCH_HISTORY=1: the hot routes on an empty store, then on the same store after a long history
 * (scripts/seed-long-history.ts: BENCH_HISTORY_ORDERS orders, 200,000 unless told, and 500,000 carts), each
 * route's peak on both and their ratio, against the issue's target of 0.8 or more (issue 29).
 */
async function benchHistory(url: string | undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const database = await prepareDatabase(dataDir, url);
  const sinks = await startSinks();
  const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, ...sinks.env };
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent', DEMO_DATA: 'false' });
  const name = database.url.split(':')[0];
  try {
    console.log(`Seeding the empty store (${name})…`);
    let ctx = await createContext(config);
    const data = await seedBenchData(ctx, 100_000, 0);
    if (ctx.database.dialect === 'postgres') await sql`analyze`.execute(ctx.database.allStoresDb);
    await closeContext(ctx);
    await buildServer();
    const workers = Number(process.env.WORKERS ?? availableParallelism());
    const carts = data.orderCartIds;
    let cart = carts.length;
    // From the end of the spare carts, so that the POST order route's own (from the start) never meet them.
    const nextPaidCart = () => carts[--cart]!;

    let server = await startBenchServer(env, workers);
    let base = `http://127.0.0.1:${server.port}`;
    await addWebhookEndpoint(base, data, sinks.webhookUrl);
    // One paid order, for the order page and as the history's pattern alongside the unpaid ones. A second
    // of checkouts on a server just started can end before the first is paid (a busy machine): again then.
    ctx = await createContext(config);
    const paidOrder = () =>
      ctx.database.allStoresDb
        .selectFrom('orders')
        .select('id')
        .where('store_id', '=', data.storeId)
        .where('status', '=', 'paid')
        .executeTakeFirst();
    for (let attempt = 1; !(await paidOrder()); attempt++) {
      if (attempt > 10) throw new Error('no checkout was paid in 10 seconds');
      await measurePaidCheckouts(base, data.slug, nextPaidCart, 1);
    }
    data.orderId = (await paidOrder())!.id;
    await closeContext(ctx);
    const routes = targets(data).filter((target) => !ONLY || ONLY.includes(target.name));
    const measureAll = async (history: string) => {
      const rates = new Map<string, number>();
      for (const target of routes) {
        await measurePeak(base, target, data.token, WARM_UP_SECONDS);
        rates.set(target.name, (await measurePeak(base, target, data.token)).rps);
        await settle(base, data.slug);
      }
      if (!ONLY || ONLY.includes(PAID_NAME)) {
        const drainCtx = await createContext(config);
        try {
          const label = `${PAID_NAME} (${history})`;
          rates.set(
            PAID_NAME,
            (await measurePaidWithDrain(drainCtx, base, data.slug, nextPaidCart, label)).rps,
          );
        } finally {
          await closeContext(drainCtx);
        }
      }
      return rates;
    };
    const empty = await measureAll('empty store');
    await server.stop();

    const orders = Number(process.env.BENCH_HISTORY_ORDERS ?? 200_000);
    console.log(`Seeding a history of ${orders} orders and 500000 carts…`);
    ctx = await createContext(config);
    const { seconds } = await seedLongHistory(ctx, data.storeId, { orders, carts: 500_000 });
    await closeContext(ctx);
    console.log(`Seeded in ${seconds.toFixed(1)} s.`);
    server = await startBenchServer(env, workers);
    base = `http://127.0.0.1:${server.port}`;
    const long = await measureAll(`${orders} orders of history`);
    await server.stop();

    const header = ['route', 'empty req/s', 'history req/s', 'ratio', 'at least 0.8'];
    const rows = [...empty].map(([route, rate]) => {
      const ratio = long.get(route)! / rate;
      return [
        route,
        rate.toFixed(0),
        long.get(route)!.toFixed(0),
        ratio.toFixed(2),
        ratio >= 0.8 ? 'yes' : 'NO',
      ];
    });
    const widths = header.map((title, column) =>
      Math.max(title.length, ...rows.map((cells) => cells[column]!.length)),
    );
    const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
    console.log(
      `\n${name}, ${workers} worker(s), ${CONNECTIONS} connections, ${SECONDS} s per run, ${orders} orders of history`,
    );
    console.log(format(header));
    console.log(widths.map((width) => '-'.repeat(width)).join('  '));
    for (const cells of rows) console.log(format(cells));
  } finally {
    await sinks.stop();
    if (process.env.BENCH_KEEP) console.log(`Kept: ${database.url}`);
    else {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

if (process.env.BENCH_HISTORY) {
  if (process.env.BENCH_DIALECTS !== 'postgres') await benchHistory(undefined);
  if (process.env.DATABASE_URL?.startsWith('postgres')) await benchHistory(process.env.DATABASE_URL);
  process.exit(0);
}

/**
 * SQLite always; PostgreSQL too when DATABASE_URL names one (on a fresh database beside it). Then both
 * side by side, with the issue's targets for PostgreSQL: public reads at 0.8 of the bare route or more
 * (issue 29; 0.6 before), the uncached cart read and the order placement within 2x of SQLite.
 */
const runs = [await benchDatabase(undefined)];
if (process.env.DATABASE_URL?.startsWith('postgres'))
  runs.push(await benchDatabase(process.env.DATABASE_URL));
if (runs.length === 2) {
  const [lite, postgres] = runs as [(typeof runs)[0], (typeof runs)[0]];
  const header = [
    'route',
    'SQLite req/s',
    'of bare',
    'PostgreSQL req/s',
    'of bare',
    'PostgreSQL/SQLite',
    'PostgreSQL target',
  ];
  const rows = [...lite.results].map(([name, one]) => {
    const other = postgres.results.get(name)!;
    const ratio = other.rps / one.rps;
    const isPublic = name.startsWith('GET ') && name !== 'GET cart';
    const target = isPublic
      ? `>= ${percent(TARGETS.publicShareOfBare)} of bare: ${other.share >= TARGETS.publicShareOfBare ? 'yes' : 'NO'}`
      : WITHIN_TWICE_OF_SQLITE.has(name)
        ? `within 2x of SQLite: ${ratio >= 0.5 ? 'yes' : 'NO'}`
        : 'none set';
    return [
      name,
      one.rps.toFixed(0),
      percent(one.share),
      other.rps.toFixed(0),
      percent(other.share),
      ratio.toFixed(2),
      target,
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((cells) => cells[column]!.length)),
  );
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  console.log(`\nSide by side (${SECONDS} s per run, the better of two):`);
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const cells of rows) console.log(format(cells));
}
