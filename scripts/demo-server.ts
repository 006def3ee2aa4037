/**
 * The real server the way `npm start` runs it, for measurements and browser tests: the built web app,
 * a fresh data directory with the demo merchant and store, on a free port named in PUBLIC_HOST (so
 * links in e-mails carry it and work).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../apps/api/build.js';
import { startServer, stop } from '../apps/api/test/server-process.js';

const ROOT = path.resolve(import.meta.dirname, '..');

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

/** Builds the server (the web app must be built already) and runs it on `dataDir` with demo data. */
async function spawnServer(dataDir: string, env: Record<string, string>) {
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first.');
  }
  await buildServer();
  const server = await startServer(dataDir, { DEMO_DATA: 'true', ...env });
  return {
    pid: server.child.pid!,
    adminUrl: server.adminUrl,
    storeUrl: server.storeUrl!,
    demoEmail: server.demoSignIn?.email ?? '',
    demoPassword: server.demoSignIn?.password ?? '',
    stop: () => stop(server.child),
  };
}

/** Starts the server on fresh data; `env` adds to or overrides its environment (WORKERS, LOG_LEVEL…). */
export async function startDemoServer(env: Record<string, string> = {}): Promise<DemoServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platform-demo-'));
  try {
    const server = await spawnServer(dataDir, env);
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
  const { adminUrl, storeUrl, stop } = await spawnServer(dataDir, env);
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
