import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { closeContext, createContext } from './context.js';
import { DEMO_STORE_SLUG, seedDemoData } from './modules/demo/demo-data.js';

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
console.log(['', ...lines, ''].join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => closeContext(ctx))
      .finally(() => process.exit(0));
  });
}
