import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialect } from './harness.js';

const root = new URL('../../../', import.meta.url).pathname;

interface Started {
  child: ChildProcess;
  output: string;
  port: number;
}

/** Starts the server the way `npm start` does and waits for its welcome lines. */
function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = output.match(/Admin:\s+http:\/\/app\.localhost:(\d+)/)?.[1];
      if (port && /Demo sign-in/.test(output)) {
        clearTimeout(timer);
        resolve({ child, output, port: Number(port) });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A request with a chosen Host header, as a browser on `demo.localhost` sends it. */
function fetchAs(
  port: number,
  host: string,
  pathname: string,
  init: { method?: string; body?: unknown } = {},
) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: pathname,
          method: init.method ?? 'GET',
          headers: { host: `${host}:${port}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    },
  );
}

describe('the server process, started as npm start does', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platform-start-'));
  const running: ChildProcess[] = [];
  const database = `start_${randomBytes(6).toString('hex')}`;
  const adminQuery = async (sql: string) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  /** On PostgreSQL the server gets a database of its own, on SQLite the file in DATA_DIR. */
  const databaseEnv = (): Record<string, string> => {
    if (dialect !== 'postgres') return {};
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${database}`;
    return { DATABASE_URL: url.toString() };
  };
  beforeAll(async () => {
    if (dialect === 'postgres') await adminQuery(`CREATE DATABASE ${database}`);
  });
  afterAll(async () => {
    await Promise.all(running.map(stop));
    rmSync(dataDir, { recursive: true, force: true });
    if (dialect === 'postgres') await adminQuery(`DROP DATABASE ${database}`);
  });

  it('creates the database and the demo store, serves the API and the web page, and keeps data on restart', async () => {
    const first = await startServer(dataDir, { DEMO_DATA: 'true', ...databaseEnv() });
    running.push(first.child);
    expect(existsSync(path.join(dataDir, 'platform.sqlite'))).toBe(dialect === 'sqlite');
    expect(existsSync(path.join(dataDir, 'app.key'))).toBe(true);
    expect(first.output).toContain(`Demo store:  http://demo.localhost:${first.port}`);
    const password = first.output.match(/demo@example\.com \/ (\S+)/)?.[1];
    expect(password).toMatch(/^[\w-]{16}$/);

    const store = await fetchAs(first.port, 'demo.localhost', '/v1/store/demo');
    expect(store.status).toBe(200);
    expect(JSON.parse(store.body).data).toMatchObject({ name: 'Demo Store', slug: 'demo' });
    expect(store.headers['content-security-policy']).toContain('frame-ancestors *');

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
    const second = await startServer(dataDir, { DEMO_DATA: 'true', ...databaseEnv() });
    running.push(second.child);
    expect(second.output).not.toContain(password);
    const login = await fetchAs(second.port, 'app.localhost', '/v1/auth/merchant/login', {
      method: 'POST',
      body: { email: 'demo@example.com', password },
    });
    expect(login.status).toBe(200);
    await stop(second.child);
  });

  it('refuses to start with a bad setting and names the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
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
