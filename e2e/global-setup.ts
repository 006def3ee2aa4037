import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    storeUrl: string;
    demoEmail: string;
    demoPassword: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '..');
const START_TIMEOUT_MS = 60_000;

interface Started {
  adminUrl: string;
  storeUrl: string;
  email: string;
  password: string;
}

/** Reads the start-up banner the server prints: the admin and demo store addresses and the demo sign-in. */
function waitForBanner(server: ChildProcess): Promise<Started> {
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
        resolve({ adminUrl: admin, storeUrl: store, email: signIn[1], password: signIn[2] });
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

/** A port nobody listens on: the system picks one for a throw-away listener, which then lets go. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server the way `npm start` does, on a free port with a fresh data directory and
 * demo data, and hands its addresses and the demo sign-in to the browser tests.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` before the browser tests.');
  }
  // The port is chosen first and named in PUBLIC_HOST, so links in e-mails carry it and work.
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platform-e2e-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      PUBLIC_HOST: `localhost:${port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const started = await waitForBanner(server);
    project.provide('adminUrl', started.adminUrl);
    project.provide('storeUrl', started.storeUrl);
    project.provide('demoEmail', started.email);
    project.provide('demoPassword', started.password);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
