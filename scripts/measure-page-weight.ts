/**
 * The weight of a product page in the shop: the gzipped JavaScript and CSS the browser loads before
 * any interaction (budget: 100 KB of JavaScript, issue 5). Builds nothing: run `npm run build` first.
 * Starts the built server on a free port with demo data, opens a demo product in headless Chromium,
 * prints a table and exits non-zero over budget.
 *   npm run bench:weight
 */
import { gzipSync } from 'node:zlib';
import type { Response } from '@playwright/test';
import { launchBrowser } from '../e2e/browser.js';
import { firstProductOf, startDemoServer, type DemoServer } from './demo-server.js';

const JS_BUDGET_BYTES = 100 * 1024;

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
  const browser = await launchBrowser();
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

let server: DemoServer | undefined;
let exitCode = 0;
try {
  server = await startDemoServer();
  const url = `${server.storeUrl}/product/${(await firstProductOf(server.storeUrl)).slug}`;
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
  await server?.stop();
}
process.exit(exitCode);
