import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, request, type IncomingMessage } from 'node:http';
import pg from 'pg';
import { appRoleName } from '../src/db/app-role.js';
import { dialect } from './harness.js';

const root = new URL('../../../', import.meta.url).pathname;

export interface Started {
  child: ChildProcess;
  output: string;
  port: number;
}

/** Starts the server the way `npm start` does and waits for its welcome lines. */
export function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
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

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A request with a chosen Host header, as a browser on `demo.localhost` sends it; JSON or a form. */
export function fetchAs(
  port: number,
  host: string,
  pathname: string,
  init: { method?: string; body?: unknown; form?: string } = {},
) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const payload = init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
      const contentType = init.form ? 'application/x-www-form-urlencoded' : 'application/json';
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: pathname,
          method: init.method ?? 'GET',
          // A connection of its own for each request, so that the cluster spreads them over its workers.
          agent: false,
          headers: { host: `${host}:${port}`, ...(payload ? { 'content-type': contentType } : {}) },
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

/** On PostgreSQL a server process gets a database of its own; on SQLite it keeps its file in DATA_DIR. */
export function serverDatabase(prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const adminQuery = async (sql: string) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  return {
    name,
    /** Runs a statement as the test database's owner, from outside this database. */
    adminQuery,
    env(): Record<string, string> {
      if (dialect !== 'postgres') return {};
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      return { DATABASE_URL: url.toString() };
    },
    async create() {
      if (dialect === 'postgres') await adminQuery(`CREATE DATABASE ${name}`);
    },
    async drop() {
      if (dialect !== 'postgres') return;
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      // Roles outlive their database: the one that served this database's requests goes too.
      await adminQuery(`DROP ROLE IF EXISTS ${appRoleName(name)}`);
    },
  };
}

/**
 * A POST to the store `host` whose body comes in two parts, in flight on the server from the first to
 * the second. It asks to continue first (`Expect: 100-continue`): the server's answer to that shows
 * the request has reached its router, so it is truly in flight when the test goes on. Its connection
 * is kept alive for more, as a load balancer's is.
 */
export function slowPost(port: number, host: string, pathname: string, body: unknown) {
  const payload = Buffer.from(JSON.stringify(body));
  const half = Math.floor(payload.length / 2);
  const req = request({
    host: '127.0.0.1',
    port,
    path: pathname,
    method: 'POST',
    agent: new Agent({ keepAlive: true }),
    headers: {
      host: `${host}.localhost:${port}`,
      'content-type': 'application/json',
      'content-length': payload.length,
      expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res: IncomingMessage) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  const started = new Promise<void>((resolve) =>
    req.once('continue', () => req.write(payload.subarray(0, half), () => resolve())),
  );
  req.flushHeaders();
  return { started, finish: () => req.end(payload.subarray(half)), answer };
}
