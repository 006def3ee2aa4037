import type { TestProject } from 'vitest/node';
import { startDemoServer } from '../scripts/demo-server.js';
import { startViesStandIn } from '../apps/api/test/vies-stand-in.js';
import { launchBrowserServer } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    storeUrl: string;
    demoEmail: string;
    demoPassword: string;
    /** The server's data directory: a journey may start a second server on it (with a moved clock). */
    dataDir: string;
  }
}

/**
 * Every journey that signs in as the demo merchant counts against one e-mail address's sign-in limit
 * (decision 015), and the suite runs well within one window: past ten, the last journeys were refused.
 * The limit itself is tested through the API.
 */
const JOURNEY_LIMITS = { LOGIN_LIMIT_PER_EMAIL: '1000' };

/** The webhook journey posts to a receiver it starts on the loopback address, which is refused by default. */
const JOURNEY_WEBHOOKS = { WEBHOOK_ALLOW_PRIVATE: 'true' };

/**
 * Starts the real server the way `npm start` does, on a free port with a fresh data directory and
 * demo data, and hands its addresses and the demo sign-in to the browser tests; and starts the one
 * browser they all connect to (shared-browser.ts), so that no test file pays for launching its own.
 */
export default async function setup(project: TestProject) {
  // VAT numbers are checked against a stand-in for the EU's VIES: journeys never reach the internet.
  const vies = await startViesStandIn({
    BE0123456789: { name: 'Klant NV', address: 'Grote Markt 1, Brussel' },
  });
  const server = await startDemoServer({ ...JOURNEY_LIMITS, ...JOURNEY_WEBHOOKS, VIES_API_URL: vies.url });
  const browser = await launchBrowserServer().catch(async (error: unknown) => {
    await server.stop();
    await vies.close();
    throw error;
  });
  project.provide('adminUrl', server.adminUrl);
  project.provide('storeUrl', server.storeUrl);
  project.provide('demoEmail', server.demoEmail);
  project.provide('demoPassword', server.demoPassword);
  project.provide('dataDir', server.dataDir);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.stop();
    await vies.close();
  };
}
