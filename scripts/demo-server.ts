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
  adminUrl: string;
  storeUrl: string;
  demoEmail: string;
  demoPassword: string;
  stop(): Promise<void>;
}

function isWebAppBuilt(): boolean {
  return existsSync(path.join(ROOT, 'apps/web/dist/index.html'));
}

/** Reads the start-up banner: the admin and demo store addresses and the demo sign-in. */
function waitForBanner(server: ChildProcess): Promise<Omit<DemoServer, 'stop'>> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const admin = /Admin:\s+(\S+)/.exec(output)?.[1];
      const store = /Demo store:\s+(\S+)/.exec(output)?.[1];
      const signIn = /Demo sign-in \(shown only now\): (\S+) \/ (\S+)/.exec(output);
      if (admin && store && signIn?.[1] && signIn[2]) {
        clearTimeout(timer);
        resolve({ adminUrl: admin, storeUrl: store, demoEmail: signIn[1], demoPassword: signIn[2] });
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

/** Starts the server; `env` adds to or overrides its environment (WORKERS, LOG_LEVEL…). */
export async function startDemoServer(env: Record<string, string> = {}): Promise<DemoServer> {
  if (!isWebAppBuilt()) throw new Error('The web app is not built: run `npm run build` first.');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platform-demo-'));
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
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    return { ...(await waitForBanner(server)), stop };
  } catch (error) {
    await stop();
    throw error;
  }
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
