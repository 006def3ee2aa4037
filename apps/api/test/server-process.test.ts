import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialect } from './harness.js';
import { fetchAs, serverCommand, startServer, stop } from './server-process.js';
import { testDatabase } from './test-database.js';

const root = new URL('../../../', import.meta.url).pathname;

describe('the server process, started as npm start does', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platform-start-'));
  const running: ChildProcess[] = [];
  const database = testDatabase('start', { dataDir });
  beforeAll(() => database.create());
  afterAll(async () => {
    await Promise.all(running.map(stop));
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  });

  it('creates the database and the demo store, serves the API and the web page, and keeps data on restart', async () => {
    const first = await startServer(dataDir, { DEMO_DATA: 'true', ...database.env() });
    running.push(first.child);
    expect(existsSync(path.join(dataDir, 'platform.sqlite'))).toBe(dialect === 'sqlite');
    expect(existsSync(path.join(dataDir, 'app.key'))).toBe(true);
    expect(first.output).toContain(`Demo store:  http://demo.localhost:${first.port}`);
    const password = first.output.match(/demo@example\.com \/ (\S+)/)?.[1];
    expect(password).toMatch(/^[\w-]{16}$/);

    const store = await fetchAs(first.port, 'demo.localhost', '/v1/store/demo');
    expect(store.status).toBe(200);
    expect(JSON.parse(store.body).data).toMatchObject({ name: 'Demo Store', slug: 'demo' });
    expect(store.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const storePage = await fetchAs(first.port, 'demo.localhost', '/');
    expect(storePage.headers['content-security-policy']).toContain('frame-ancestors *');

    const page = await fetchAs(first.port, 'app.localhost', '/login');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.body).toContain('<div id="root"></div>');

    const bare = await fetchAs(first.port, 'localhost', '/login');
    expect(bare.status).toBe(302);
    expect(bare.headers.location).toBe(`http://app.localhost:${first.port}/login`);

    await stop(first.child);
    const second = await startServer(dataDir, { DEMO_DATA: 'true', ...database.env() });
    running.push(second.child);
    expect(second.output).not.toContain(password);
    const login = await fetchAs(second.port, 'app.localhost', '/v1/auth/merchant/login', {
      method: 'POST',
      body: { email: 'demo@example.com', password },
    });
    expect(login.status).toBe(200);
    await stop(second.child);
    // Two cold starts of real processes (each migrates, and the first seeds with images): on a loaded
    // machine that alone can take longer than the default per-test limit.
  }, 120_000);

  it('refuses to start with a bad setting and names the variable', async () => {
    const child = spawn(process.execPath, serverCommand(), {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: 'eighty', DATABASE_URL: 'mysql://nope' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('PORT');
    expect(output).toContain('DATABASE_URL');
  });
});
