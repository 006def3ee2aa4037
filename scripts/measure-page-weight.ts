/**
 * The weight of a product page in the shop: the gzipped JavaScript and CSS the browser loads before
 * any interaction (budget: 100 KB of JavaScript, issue 5). Builds nothing: run `npm run build` first.
 * Starts the built server on a free port with demo data, opens a demo product in headless Chromium,
 * prints a table and exits non-zero over budget.
 *   npm run bench:weight
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '..');
const JS_BUDGET_BYTES = 100 * 1024;
const START_TIMEOUT_MS = 60_000;

function waitForStoreUrl(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), START_TIMEOUT_MS);
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const store = /Demo store:\s+(\S+)/.exec(output)?.[1];
      if (store) {
        clearTimeout(timer);
        resolve(store);
      }
    });
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with code ${code}:\n${output}`));
    });
  });
}

/** GET on the loopback address with the store's Host header: Node does not resolve *.localhost. */
function getJson(storeUrl: string, pathname: string): Promise<unknown> {
  const url = new URL(storeUrl);
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: url.port,
        path: pathname,
        headers: { Host: url.host, Accept: 'application/json' },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve(JSON.parse(body)));
      },
    );
    request.on('error', reject);
  });
}

async function firstProductSlug(storeUrl: string): Promise<string> {
  const slug = new URL(storeUrl).hostname.split('.')[0];
  const front = (await getJson(storeUrl, `/v1/store/${slug}/front/home`)) as {
    data: { products: { slug: string }[] };
  };
  const product = front.data.products[0];
  if (!product) throw new Error('The demo store lists no products.');
  return product.slug;
}

interface Row {
  file: string;
  kind: 'js' | 'css';
  gzipped: number;
}

/** The bytes that travel gzipped: as sent when the server compressed it, else compressed here. */
async function gzippedSize(response: Response): Promise<number> {
  const encoding = (await response.allHeaders())['content-encoding'];
  if (encoding === 'gzip') return (await response.request().sizes()).responseBodySize;
  return gzipSync(await response.body(), { level: 9 }).length;
}

async function measure(url: string): Promise<Row[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const pending: Promise<Row | null>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        gzippedSize(response).then(
          (gzipped) => ({
            file: new URL(response.url()).pathname,
            kind: type === 'script' ? 'js' : 'css',
            gzipped,
          }),
          () => null,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const rows = await Promise.all(pending);
    return rows.filter((row): row is Row => row !== null).sort((a, b) => b.gzipped - a.gzipped);
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
  console.error('The web app is not built: run `npm run build` first.');
  process.exit(2);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'page-weight-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    PUBLIC_HOST: 'localhost',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});

let exitCode = 0;
try {
  const storeUrl = await waitForStoreUrl(server);
  const url = `${storeUrl}/product/${await firstProductSlug(storeUrl)}`;
  const rows = await measure(url);
  const total = (kind: Row['kind']) =>
    rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.gzipped, 0);
  console.log(`Page weight of ${url} before any interaction (gzipped):\n`);
  console.table(rows.map((row) => ({ file: row.file, kind: row.kind, gzipped: kb(row.gzipped) })));
  const js = total('js');
  console.log(`JavaScript: ${kb(js)} (budget ${kb(JS_BUDGET_BYTES)})`);
  console.log(`CSS:        ${kb(total('css'))}`);
  if (js > JS_BUDGET_BYTES) {
    console.error(`Over budget by ${kb(js - JS_BUDGET_BYTES)}.`);
    exitCode = 1;
  }
} catch (error) {
  console.error(error);
  exitCode = 2;
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
