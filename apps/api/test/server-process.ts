import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Agent, request, type IncomingMessage } from 'node:http';
import { SERVER_BUNDLE } from '../build.js';

const root = new URL('../../../', import.meta.url).pathname;
const START_TIMEOUT_MS = 90_000;

export interface Started {
  child: ChildProcess;
  /** What the process printed up to the last line of its welcome. */
  output: string;
  port: number;
  /** The admin's address, as the welcome prints it. */
  adminUrl: string;
  /** The demo store's address, where the server has demo data. */
  storeUrl?: string;
  /** The demo sign-in, which only the first start on new data prints. */
  demoSignIn?: { email: string; password: string };
}

/** The server as `npm start` runs it, built (apps/api/build.ts), with these command-line arguments. */
export function serverCommand(): string[] {
  if (!existsSync(SERVER_BUNDLE)) throw new Error('The server is not built: run `npm run build` first.');
  return ['--enable-source-maps', SERVER_BUNDLE];
}

/**
 * Starts the server the way `npm start` does, on a free port and at a low password cost, and waits for
 * its welcome, which ends with the number of processes; `env` adds to or overrides its environment.
 */
export function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, serverCommand(), {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'warn',
      // Hashing at OWASP's cost takes ~0.4 s; password-hashing.test.ts proves the production default.
      PASSWORD_HASH_COST: '10',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (!/Processes:\s+\d+/.test(output)) return;
      clearTimeout(timer);
      // From now on its log is the test's to read, if it wants it; none is kept here.
      child.stdout.off('data', read);
      child.stderr.off('data', read);
      child.removeListener('exit', exited);
      const signIn = /Demo sign-in \(shown only now\): (\S+) \/ (\S+)/.exec(output);
      resolve({
        child,
        output,
        port: Number(/Admin:\s+\S+:(\d+)/.exec(output)![1]),
        adminUrl: /Admin:\s+(\S+)/.exec(output)![1]!,
        storeUrl: /Demo store:\s+(\S+)/.exec(output)?.[1],
        demoSignIn: signIn ? { email: signIn[1]!, password: signIn[2]! } : undefined,
      });
    };
    const exited = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', exited);
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
