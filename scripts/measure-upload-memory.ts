/**
 * How much memory a large deliverable upload costs the server, with the files on disk and in a bucket:
 * files of 100 and 200 MB (the default MAX_FILE_BYTES) go through the real HTTP route, sent by curl as
 * a browser would, while the server samples its resident set. A server that held an upload whole
 * would grow by more than the file, and twice as much for the file twice as large; a streaming one
 * grows by about the same for both.
 *
 *   npm run bench:upload-memory            (SIZES_MB=100,200,… for other sizes)
 *
 * Each store runs in a server process of its own, so one's peak does not hide in the other's; the
 * S3-protocol server (s3rver) runs in this process, outside what is measured.
 */
import { execFile, fork } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { createStore, createTestApp, registerMerchant } from '../apps/api/test/harness.js';
import { startS3Server } from '../apps/api/test/s3-server.js';

const SIZES_MB = (process.env.SIZES_MB ?? '100,200').split(',').map(Number);
const MB = 1024 * 1024;
const SAMPLE_MS = 5;

interface Ready {
  url: string;
  token: string;
  storeId: number;
  productId: number;
}

interface Measured {
  baseline: number;
  peak: number;
}

/** The server side: an app on its own SQLite file, listening, sampling its resident set. */
async function serve(): Promise<void> {
  const t = await createTestApp(JSON.parse(process.env.MEASURE_ENV ?? '{}') as Record<string, string>);
  const { client, token } = await registerMerchant(t.app);
  const storeId = (await createStore(client, token, { name: 'Memory', slug: 'memory' })).id;
  const product = await client.post(
    '/v1/admin/product',
    { store_id: storeId, name: 'Big', price: 100 },
    { token },
  );
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  globalThis.gc?.();
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, SAMPLE_MS);
  process.on('message', async () => {
    clearInterval(sampler);
    process.send!({ baseline, peak } satisfies Measured);
    await t.close();
    process.disconnect();
  });
  process.send!({ url, token, storeId, productId: product.json().data.id } satisfies Ready);
}

async function bigFile(dir: string, sizeMb: number): Promise<string> {
  const file = path.join(dir, `${sizeMb}.bin`);
  const out = createWriteStream(file);
  for (let written = 0; written < sizeMb; written += 1) {
    if (!out.write(randomBytes(MB))) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
  return file;
}

/** Starts a server with `env`, uploads the file through it, and answers what its memory did. */
async function measure(env: Record<string, string>, file: string, sizeMb: number) {
  const child = fork(new URL(import.meta.url).pathname, ['--serve'], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: {
      ...process.env,
      MEASURE_ENV: JSON.stringify({ MAX_FILE_BYTES: String(sizeMb * MB + MB), ...env }),
    },
  });
  const next = <T>() =>
    new Promise<T>((resolve) => child.once('message', (message) => resolve(message as T)));
  const ready = await next<Ready>();
  const started = performance.now();
  const { stdout } = await promisify(execFile)('curl', [
    '--silent',
    '--show-error',
    '--fail-with-body',
    '-H',
    `authorization: Bearer ${ready.token}`,
    '-F',
    `store_id=${ready.storeId}`,
    '-F',
    `product_id=${ready.productId}`,
    '-F',
    `file=@${file};type=application/zip`,
    `${ready.url}/v1/admin/media/files/product-item/upload`,
  ]);
  const seconds = (performance.now() - started) / 1000;
  const answer = JSON.parse(stdout) as { data: { file: { size: number } } };
  if (answer.data.file.size !== sizeMb * MB) throw new Error(`stored ${answer.data.file.size} bytes`);
  const done = next<Measured>();
  child.send('report');
  const { baseline, peak } = await done;
  return { baseline, peak, seconds };
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'upload-memory-'));
  const s3 = await startS3Server();
  try {
    const mb = (bytes: number) => `${(bytes / MB).toFixed(0).padStart(5)} MB`;
    console.log('A deliverable file uploaded through POST /v1/admin/media/files/product-item/upload');
    console.log('file      store   RSS before   RSS peak    growth    time');
    for (const sizeMb of SIZES_MB) {
      const file = await bigFile(dir, sizeMb);
      for (const [name, env] of [
        ['disk', {}],
        ['s3', s3.env],
      ] as const) {
        const { baseline, peak, seconds } = await measure(env, file, sizeMb);
        console.log(
          `${mb(sizeMb * MB)}  ${name.padEnd(6)} ${mb(baseline)}  ${mb(peak)}  ${mb(peak - baseline)}  ${seconds.toFixed(1).padStart(5)} s`,
        );
      }
      rmSync(file);
    }
  } finally {
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await (process.argv.includes('--serve') ? serve() : main());
