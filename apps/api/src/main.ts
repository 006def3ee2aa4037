import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config.js';
import { closeContext, createContext } from './context.js';
import { freePort } from './lib/free-port.js';
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
  if (config.devMailbox) lines.push(`  E-mails:     ${url('app')}/dev/mailbox (no SMTP_URL set)`);
  lines.push(`  Processes:   ${config.workers}`);
  console.log(['', ...lines, ''].join('\n'));
}

function onStopSignal(stop: () => Promise<void>) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stop().finally(() => process.exit(0)));
  }
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
    printWelcome(config, server.port, demo);
    onStopSignal(server.stop);
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
  onStopSignal(async () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker?.once('exit', () => resolve());
            worker?.kill('SIGTERM');
          }),
      ),
    );
  });
}

async function runWorker(config: Config) {
  const server = await serve(config);
  process.send?.({ type: 'listening', port: server.port });
  onStopSignal(server.stop);
}

// PORT=0 asks for a free port: chosen once, here, before the configuration is read, so that every
// process listens on it and the addresses the server makes (PUBLIC_HOST's default) carry it. Workers
// inherit the environment.
if (cluster.isPrimary && process.env.PORT === '0') process.env.PORT = String(await freePort());
const config = loadConfigOrExit();
await (cluster.isPrimary ? runPrimary(config) : runWorker(config));
