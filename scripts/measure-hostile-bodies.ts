/**
 * How long hostile bodies hold the real server (issue 14, decision 014): each is posted to the demo
 * store's cart while another request asks for the store, and both times are printed. A body must be
 * refused (4xx) and neither answer may take more than the budget. Needs the built web app.
 *   npm run bench:bodies
 */
import http from 'node:http';
import { startDemoServer } from './demo-server.js';

const BUDGET_MS = 250;

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** The review's body: 960 kB of arrays nested a few thousand deep, side by side. */
function manyNestedArrays(bytes: number, levels = 2_000): string {
  const chain = nested(levels);
  return `{"products":[${Array.from({ length: Math.floor(bytes / (chain.length + 1)) }, () => chain).join(',')}]}`;
}

const BODIES: [name: string, body: string][] = [
  ['960 kB of nested arrays', manyNestedArrays(960_000)],
  ['60,000 levels', `{"products":${nested(60_000)}}`],
  ['480,000 levels (960 kB)', nested(480_000)],
  ['200,000 entries in one array', `{"products":[${Array.from({ length: 200_000 }, () => '1').join(',')}]}`],
];

function send(port: number, host: string, method: string, path: string, body?: string) {
  const started = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { host, ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    // The server may answer and close before the whole body is sent: the answer is what counts.
    request.on('error', (error) => (body ? undefined : reject(error)));
    request.end(body);
  });
}

const server = await startDemoServer({ WORKERS: '1' });
let failed = false;
try {
  const url = new URL(server.storeUrl);
  const port = Number(url.port);
  const slug = url.hostname.split('.')[0]!;
  for (const [name, body] of BODIES) {
    const [hostile, other] = await Promise.all([
      send(port, url.host, 'POST', `/v1/store/${slug}/cart`, body),
      send(port, url.host, 'GET', `/v1/store/${slug}`),
    ]);
    const ok = hostile.status >= 400 && hostile.status < 500 && Math.max(hostile.ms, other.ms) <= BUDGET_MS;
    failed ||= !ok;
    console.log(
      `${name.padEnd(30)} ${String(body.length).padStart(8)} B  answered ${hostile.status} in ` +
        `${hostile.ms.toFixed(1)} ms; the store meanwhile in ${other.ms.toFixed(1)} ms  ${ok ? 'ok' : 'OVER BUDGET'}`,
    );
  }
} finally {
  await server.stop();
}
if (failed) process.exit(1);
