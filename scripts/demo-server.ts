/**
 * The real server the way `npm start` runs it, for measurements and browser tests: the built web app,
 * a fresh data directory with the demo merchant and store, on a free port named in PUBLIC_HOST (so
 * links in e-mails carry it and work).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/api/src/lib/free-port.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const START_TIMEOUT_MS = 60_000;

export interface DemoServer {
  /** The server's process id (with WORKERS above 1, the primary's). */
  pid: number;
  adminUrl: string;
  storeUrl: string;
  demoEmail: string;
  demoPassword: string;
  /** Its data directory, for a second server on the same data (`startServerOnData`). */
  dataDir: string;
  stop(): Promise<void>;
}

/** A server started on the data of another: it prints no demo sign-in, which only the first start does. */
export type ServerOnData = Pick<DemoServer, 'adminUrl' | 'storeUrl' | 'stop'>;

function isWebAppBuilt(): boolean {
  return existsSync(path.join(ROOT, 'apps/web/dist/index.html'));
}

/**
 * Reads the start-up banner: the admin and demo store addresses and, on fresh data, the demo sign-in
 * (empty where the data was there before).
 */
function waitForBanner(
  server: ChildProcess,
  freshData: boolean,
): Promise<Omit<DemoServer, 'stop' | 'dataDir' | 'pid'>> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const admin = /Admin:\s+(\S+)/.exec(output)?.[1];
      const store = /Demo store:\s+(\S+)/.exec(output)?.[1];
      const signIn = /Demo sign-in \(shown only now\): (\S+) \/ (\S+)/.exec(output);
      const knownData = !freshData && output.includes('Demo sign-in: printed at the first start');
      if (admin && store && (signIn || knownData)) {
        clearTimeout(timer);
        // From now on the server's log is read and dropped, as a log collector would take it, not kept.
        server.stdout?.off('data', onData);
        resolve({
          adminUrl: admin,
          storeUrl: store,
          demoEmail: signIn?.[1] ?? '',
          demoPassword: signIn?.[2] ?? '',
        });
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with code ${code}:\n${output}`));
    });
  });
}

/** Runs the server on `dataDir`, on a free port named in PUBLIC_HOST; `stop` ends it. */
async function spawnServer(dataDir: string, env: Record<string, string>, freshData: boolean) {
  if (!isWebAppBuilt()) throw new Error('The web app is not built: run `npm run build` first.');
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      PUBLIC_HOST: `localhost:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  };
  try {
    return { ...(await waitForBanner(server, freshData)), pid: server.pid!, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Starts the server; `env` adds to or overrides its environment (WORKERS, LOG_LEVEL…). */
export async function startDemoServer(env: Record<string, string> = {}): Promise<DemoServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platform-demo-'));
  try {
    const server = await spawnServer(dataDir, env, true);
    return {
      ...server,
      dataDir,
      async stop() {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A second server on the data of a running one (SQLite in WAL mode serves both), on a port of its own:
 * with `CLOCK_OFFSET_SECONDS` in `env`, the same shop a day later. Its data stays when it stops.
 */
export async function startServerOnData(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerOnData> {
  const { adminUrl, storeUrl, stop } = await spawnServer(dataDir, env, false);
  return { adminUrl, storeUrl, stop };
}

/**
 * A JSON call to a store's API on the loopback address with the store's Host header: Node does not
 * resolve *.localhost names the way browsers do.
 */
export function callJson(storeUrl: string, method: 'GET' | 'POST', pathname: string, body?: unknown) {
  const url = new URL(storeUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<unknown>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        method,
        path: pathname,
        headers: {
          Host: url.host,
          Accept: 'application/json',
          ...(payload ? { 'Content-Type': 'application/json' } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          if ((response.statusCode ?? 500) >= 400) {
            reject(new Error(`${method} ${pathname} answered ${response.statusCode}: ${text}`));
          } else resolve(JSON.parse(text));
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The first product on the demo store's home page. */
export async function firstProductOf(storeUrl: string): Promise<{ id: number; slug: string }> {
  const slug = new URL(storeUrl).hostname.split('.')[0];
  const front = (await callJson(storeUrl, 'GET', `/v1/store/${slug}/front/home`)) as {
    data: { products: { id: number; slug: string }[] };
  };
  const product = front.data.products[0];
  if (!product) throw new Error('The demo store lists no products.');
  return product;
}
