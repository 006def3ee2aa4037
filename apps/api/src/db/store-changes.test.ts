import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { STORE_CHANGES_CHANNEL } from './migrations/023-store-change-notices.js';
import { listenForStoreChanges } from './store-changes.js';

const url = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DIALECT === 'postgres' && Boolean(url);

async function until(what: string, condition: () => boolean, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function asOwner<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.runIf(onPostgres)('hearing of changed stores (decision 030)', () => {
  it('moves on at each notice, stops trusting itself when its connection is lost, and listens again', async () => {
    const changes = listenForStoreChanges(url!, { reconnectMs: 50 });
    try {
      expect(changes.listening).toBe(false);
      await until('listening', () => changes.listening);
      const before = changes.generation;
      await asOwner((client) => client.query(`select pg_notify('${STORE_CHANGES_CHANNEL}', '7')`));
      await until('the notice heard', () => changes.generation > before);

      // The database ends the listening connection (a restart, a failover): no longer listening, so
      // callers ask the database, until it has connected and listens again.
      const heard = changes.generation;
      await asOwner((client) =>
        client.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where application_name = 'store-changes' and datname = current_database()`,
        ),
      );
      await until('the loss noticed', () => !changes.listening);
      expect(changes.generation).toBeGreaterThan(heard);
      await until('listening again', () => changes.listening);
      const again = changes.generation;
      await asOwner((client) => client.query(`select pg_notify('${STORE_CHANGES_CHANNEL}', '7')`));
      await until('the next notice heard', () => changes.generation > again);
    } finally {
      await changes.close();
    }
  });
});
