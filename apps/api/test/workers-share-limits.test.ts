import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchAs, startServer, stop, type Started } from './server-process.js';
import { testDatabase } from './test-database.js';

/** Resolves once `count` worker processes have said they listen (each logs it at level info). */
function listeningWorkers(server: Started, count: number): Promise<void> {
  let seen = (server.output.match(/Server listening at/g) ?? []).length;
  return new Promise((resolve) => {
    if (seen >= count) return resolve();
    server.child.stdout!.on('data', (chunk: Buffer) => {
      seen += (chunk.toString().match(/Server listening at/g) ?? []).length;
      if (seen >= count) resolve();
    });
  });
}

describe('two server processes without Redis', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platform-workers-'));
  const database = testDatabase('workers', { dataDir, migrated: true });
  let server: Started | undefined;
  beforeAll(() => database.create());
  afterAll(async () => {
    if (server) await stop(server.child);
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  });

  it('count wrong passwords against one limit, whichever process answers', async () => {
    server = await startServer(dataDir, {
      WORKERS: '2',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'info',
      LOGIN_LIMIT_PER_EMAIL: '10',
      ...database.env(),
    });
    await listeningWorkers(server, 2);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await fetchAs(server.port, 'app.localhost', '/v1/auth/merchant/login', {
        method: 'POST',
        body: { email: 'demo@example.com', password: 'not the password' },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(422), 429, 429]);
  }, 120_000);
});
