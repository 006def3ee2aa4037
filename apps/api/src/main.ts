import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { closeContext, createContext } from './context.js';
import { DEMO_STORE_SLUG, seedDemoData } from './modules/demo/demo-data.js';
import { createOutboxWorker } from './modules/mail/outbox-worker.js';

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

const config = loadConfigOrExit();
const ctx = await createContext(config);
const demo = config.demoData ? await seedDemoData(ctx) : null;
const app = await buildApp(ctx);
await app.listen({ port: config.port, host: config.host });
const outboxWorker = createOutboxWorker(ctx);
outboxWorker.start();

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
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
if (!config.smtpUrl) lines.push(`  E-mails:     ${url('app')}/dev/mailbox (no SMTP_URL set)`);
console.log(['', ...lines, ''].join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void outboxWorker
      .stop()
      .then(() => app.close())
      .then(() => closeContext(ctx))
      .finally(() => process.exit(0));
  });
}
