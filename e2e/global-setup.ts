import { startDemoServer } from '../scripts/demo-server';
import { startFakeProviders } from '../apps/api/test/fake-providers';
import { startViesStandIn } from '../apps/api/test/vies-stand-in';

/**
 * The server's settings for the journeys. Every journey comes from this machine's address, more often
 * than the sign-in limit per address allows in one window (decision 015; the API tests cover the
 * limits); the webhook journey posts to a receiver on the loopback address, which is refused by
 * default; and mails go out every 100 ms, so a journey waits for the mail, not for the outbox's turn.
 */
const JOURNEY_SETTINGS = {
  LOGIN_LIMIT_PER_ADDRESS: '100000',
  // Every journey shops from this machine's one address (decision 045).
  ORDER_LIMIT_PER_ADDRESS: '100000',
  DISCOUNT_LIMIT_PER_ADDRESS: '100000',
  WEBHOOK_ALLOW_PRIVATE: 'true',
  OUTBOX_INTERVAL_MS: '100',
};

/**
 * Starts the real server the way `npm start` does, on a free port with a fresh data directory, and
 * hands its addresses to the journeys' workers through the environment (e2e/fixtures.ts). Each journey
 * then makes a demo store of its own on it.
 */
export default async function globalSetup() {
  // VAT numbers are checked against a stand-in for the EU's VIES: journeys never reach the internet.
  const vies = await startViesStandIn({
    BE0123456789: { name: 'Klant NV', address: 'Grote Markt 1, Brussel' },
  });
  // Mollie and Stripe are stand-ins too (saving a key asks its provider); the server accepts the
  // stand-in's self-signed certificate, which the Mollie SDK would otherwise refuse.
  const providers = await startFakeProviders();
  const server = await startDemoServer({
    ...JOURNEY_SETTINGS,
    VIES_API_URL: vies.url,
    MOLLIE_API_URL: `${providers.url}/v2/`,
    STRIPE_API_URL: providers.url,
    NODE_TLS_REJECT_UNAUTHORIZED: '0',
  }).catch(async (error: unknown) => {
    await vies.close();
    await providers.close();
    throw error;
  });
  process.env.E2E_PROVIDERS_URL = providers.url;
  process.env.E2E_ADMIN_URL = server.adminUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
    await vies.close();
    await providers.close();
  };
}
