import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storages } from '../src/lib/s3-storage.js';
import { tempArea, type Storages } from '../src/lib/storage.js';
import { startS3Server, type TestS3Server } from './s3-server.js';

const root = new URL('../../../', import.meta.url).pathname;

describe('npm run storage:copy-to-s3', () => {
  let s3: TestS3Server;
  let dataDir: string;
  let bucket: Storages;
  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = mkdtempSync(path.join(tmpdir(), 'copy-to-s3-'));
    bucket = s3Storages(s3.config, tempArea(dataDir));
  });
  afterAll(async () => {
    bucket?.close();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const onDisk = (file: string, data: Buffer) => {
    const full = path.join(dataDir, 'storage', file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, data);
    return data;
  };

  /** Runs the command as an operator would, with the server's environment. */
  const copy = async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/copy-storage-to-s3.ts'],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, ...s3.env } },
    );
    return stdout;
  };

  // Two processes, each loading the storage modules and the S3 client through tsx: several CPU-seconds
  // each, and far longer on a machine that runs the other test lanes at the same time (docs/testing.md).
  it('copies every file of both areas under the same keys, then only what is missing or differs', async () => {
    const image = onDisk('public/stores/1/products/2/u1/medium.webp', randomBytes(3000));
    const logo = onDisk('public/stores/1/logo/u2/original.png', randomBytes(1200));
    const file = onDisk('private/stores/1/files/u3', randomBytes(9 * 1024 * 1024));
    onDisk('public/stores/1/.. odd name', Buffer.from('not ours'));

    const first = await copy();
    expect(first).toContain('copied    public/stores/1/products/2/u1/medium.webp (3000 bytes)');
    expect(first).toContain('left out  public/stores/1/.. odd name (not a name the platform makes)');
    expect(first).toMatch(/^3 files copied \(9441384 bytes\), 0 already in the bucket, 1 left out, /m);
    expect(await s3.keys()).toEqual([
      'private/stores/1/files/u3',
      'public/stores/1/logo/u2/original.png',
      'public/stores/1/products/2/u1/medium.webp',
    ]);
    expect(await bucket.public.read('stores/1/products/2/u1/medium.webp')).toEqual(image);
    expect(await bucket.public.read('stores/1/logo/u2/original.png')).toEqual(logo);
    // Compared whole: a deep comparison of 9 MiB byte by byte would take a minute.
    expect((await bucket.private.read('stores/1/files/u3')).equals(file)).toBe(true);

    // A file added since, and one that a copy cut short left in the bucket with fewer bytes.
    const added = onDisk('private/stores/2/files/u4', randomBytes(10));
    await bucket.public.write('stores/1/logo/u2/original.png', logo.subarray(0, 100), 'image/png');

    const second = await copy();
    expect(second.trim().split('\n')).toEqual([
      'left out  public/stores/1/.. odd name (not a name the platform makes)',
      'copied    public/stores/1/logo/u2/original.png (1200 bytes)',
      'copied    private/stores/2/files/u4 (10 bytes)',
      expect.stringMatching(/^2 files copied \(1210 bytes\), 2 already in the bucket, 1 left out, /),
    ]);
    expect(await bucket.public.read('stores/1/logo/u2/original.png')).toEqual(logo);
    expect(await bucket.private.read('stores/2/files/u4')).toEqual(added);
  }, 90_000);
});
