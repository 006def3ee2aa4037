import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { AppContext } from '../src/app-context.js';
import { loadConfig } from '../src/config.js';
import { closeContext, createContext } from '../src/context.js';
import type { ZodApp } from '../src/zod-app.js';
import { createTestApp, dialect, shopWithProduct, type TestApp } from './harness.js';
import { adminQuery } from './postgres-admin.js';
import { testDatabase } from './test-database.js';

const HOSTS = ['app.localhost:3000', 'probe-shop.localhost:3000', 'localhost:3000', '10.0.0.7:3000'];

describe('the health probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {});
    await shopWithProduct(t.app, 'probe-shop');
  });
  afterAll(() => t.close());

  it('answers /healthz with 200 on every host, as data, never cached', async () => {
    for (const host of HOSTS) {
      const alive = await t.app.inject({ method: 'GET', url: '/healthz', headers: { host } });
      expect(alive.statusCode, host).toBe(200);
      expect(alive.json(), host).toEqual({ status: 'alive' });
      expect(alive.headers['cache-control'], host).toBe('no-store');
      expect(alive.headers['content-security-policy'], host).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it('answers /readyz with 200 naming each thing it asked, on every host, never cached', async () => {
    for (const host of HOSTS) {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz', headers: { host } });
      expect(ready.statusCode, host).toBe(200);
      expect(ready.json(), host).toEqual({
        status: 'ready',
        checks: {
          database: 'ok',
          storage: 'ok',
          ...(process.env.TEST_REDIS_URL ? { redis: 'ok' } : {}),
        },
      });
      expect(ready.headers['cache-control'], host).toBe('no-store');
    }
  });
});

describe('/readyz with the database down', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platform-ready-'));
  const database = testDatabase('ready', { dataDir, migrated: true });
  let ctx: AppContext;
  let app: ZodApp;

  beforeAll(async () => {
    await database.create();
    ctx = await createContext(
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DEMO_DATA: 'false',
        ...database.env(),
      }),
    );
    app = await buildApp(ctx, { logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await closeContext(ctx);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const readyz = () => app.inject({ method: 'GET', url: '/readyz', headers: { host: 'app.localhost:3000' } });

  /**
   * PostgreSQL: the database stops taking connections and its open ones are ended, as when the server
   * goes away. SQLite: the database file is gone from its place (the open connection keeps reading it,
   * but a restart would find nothing).
   */
  async function takeDatabaseDown() {
    if (dialect === 'postgres') {
      await adminQuery(`ALTER DATABASE ${database.name} WITH ALLOW_CONNECTIONS false`);
      await adminQuery(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database.name}'`,
      );
    } else {
      renameSync(path.join(dataDir, 'platform.sqlite'), path.join(dataDir, 'platform.sqlite.away'));
    }
  }

  async function bringDatabaseBack() {
    if (dialect === 'postgres') {
      await adminQuery(`ALTER DATABASE ${database.name} WITH ALLOW_CONNECTIONS true`);
    } else {
      renameSync(path.join(dataDir, 'platform.sqlite.away'), path.join(dataDir, 'platform.sqlite'));
    }
  }

  it('answers 503 naming the database while it is down, and 200 again once it is back', async () => {
    expect((await readyz()).statusCode).toBe(200);

    await takeDatabaseDown();
    const down = await readyz();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', checks: { database: 'failed', storage: 'ok' } });
    expect(down.headers['cache-control']).toBe('no-store');
    // Alive all the same: a restart would not bring the database back.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    await bringDatabaseBack();
    const back = await readyz();
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
  });
});
