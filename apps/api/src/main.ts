import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { ConfigError, loadConfig, type Config } from './config.js';
import { closeContext, createContext } from './context.js';
import { freePort } from './lib/free-port.js';
import { startMetricsServer, type MetricsServer } from './lib/metrics-server.js';
import { DEMO_STORE_SLUG, seedDemoData, type DemoSignIn } from './modules/demo/index.js';
import { serve } from './server.js';

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function printWelcome(config: Config, port: number, demo: DemoSignIn | null) {
  const base = config.publicHost.split(':')[0];
  const url = (label: string) => `${config.publicProtocol}://${label}.${base}:${port}`;
  const lines = [`  Admin:       ${url('app')}`];
  if (config.demoData) {
    lines.push(
      `  Demo store:  ${url(DEMO_STORE_SLUG)}`,
      demo
        ? `  Demo sign-in (shown only now): ${demo.email} / ${demo.password}`
        : '  Demo sign-in: printed at the first start',
    );
  }
  lines.push(`  API docs:    ${url('app')}/docs`);
  if (config.metricsPort !== undefined) {
    lines.push(`  Metrics:     http://${config.host}:${config.metricsPort}/metrics`);
  }
  if (config.devMailbox) lines.push(`  E-mails:     ${url('app')}/dev/mailbox (no SMTP_URL set)`);
  lines.push(`  Processes:   ${config.workers}`);
  console.log(['', ...lines, ''].join('\n'));
}

/** How much longer than a worker's own deadline the primary waits for its workers. */
const PRIMARY_GRACE_MS = 2000;

/**
 * On SIGTERM or SIGINT (either, once: a terminal's Ctrl-C reaches every process of the group), runs
 * `stop` and exits with its code; if it has not finished `deadlineMs` later, exits anyway, with 1.
 */
function onStopSignal(deadlineMs: number, stop: () => Promise<number>) {
  let stopping = false;
  const onSignal = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      console.error(`Still stopping after ${deadlineMs} ms: exiting without waiting longer.`);
      process.exit(1);
    }, deadlineMs);
    stop().then(
      (code) => process.exit(code),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

/** Migrates and seeds once, before any process serves, so workers never race over the schema. */
async function prepare(config: Config): Promise<DemoSignIn | null> {
  const ctx = await createContext(config);
  try {
    return config.demoData ? await seedDemoData(ctx) : null;
  } finally {
    await closeContext(ctx);
  }
}

/**
 * With WORKERS above 1, the primary process forks that many servers sharing the port (SQLite in WAL
 * mode with a busy timeout, or PostgreSQL, serves them all) and replaces any that dies.
 */
async function runPrimary(config: Config) {
  const demo = await prepare(config);
  if (config.workers <= 1) {
    const server = await serve(config);
    const metrics =
      server.metrics && config.metricsPort !== undefined
        ? await startMetricsServer(config.metricsPort, config.host, server.metrics)
        : null;
    printWelcome(config, server.port, demo);
    onStopSignal(config.shutdownTimeoutMs, async () => {
      await server.stop();
      await metrics?.close();
      return 0;
    });
    return;
  }
  let stopping = false;
  let announced = false;
  const fork = () =>
    cluster.fork().on('message', (message: { type?: string; port?: number }) => {
      if (message.type === 'listening' && !announced) {
        announced = true;
        printWelcome(config, message.port ?? config.port, demo);
      }
    });
  for (let index = 0; index < config.workers; index += 1) fork();
  cluster.on('exit', () => {
    if (!stopping) fork();
  });
  let metrics: MetricsServer | null = null;
  if (config.metricsPort !== undefined) {
    // One scrape sees every worker: the primary asks each for its metrics and adds them up.
    const aggregator = new AggregatorRegistry();
    metrics = await startMetricsServer(config.metricsPort, config.host, {
      contentType: aggregator.contentType,
      metrics: () => aggregator.clusterMetrics(),
    });
  }
  onStopSignal(config.shutdownTimeoutMs + PRIMARY_GRACE_MS, async () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
    const exits = workers.map(
      (worker) => new Promise<number | null>((resolve) => worker.once('exit', (code) => resolve(code))),
    );
    // The signal itself, not worker.kill(): that first cuts the worker's channel to the primary, which
    // the worker needs while it finishes (its server's close, the metrics).
    for (const worker of workers) worker.process.kill('SIGTERM');
    const codes = await Promise.all(exits);
    await metrics?.close();
    return codes.every((code) => code === 0) ? 0 : 1;
  });
}

async function runWorker(config: Config) {
  // Listened for from the start: a worker still starting when the stop comes finishes starting, then
  // stops as the others do.
  const starting = serve(config);
  onStopSignal(config.shutdownTimeoutMs, async () => {
    await (await starting).stop();
    return 0;
  });
  const server = await starting;
  process.send?.({ type: 'listening', port: server.port });
}

// PORT=0 asks for a free port: chosen once, here, before the configuration is read, so that every
// process listens on it and the addresses the server makes (PUBLIC_HOST's default) carry it. Workers
// inherit the environment.
if (cluster.isPrimary && process.env.PORT === '0') process.env.PORT = String(await freePort());
const config = loadConfigOrExit();
await (cluster.isPrimary ? runPrimary(config) : runWorker(config));
