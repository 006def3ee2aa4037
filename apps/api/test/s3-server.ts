import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { listObjects, s3Client } from '../src/lib/s3-storage.js';
import type { S3Config } from '../src/lib/storage.js';

/** s3rver's one account; any other key is refused as unknown. */
const ACCESS_KEY = 'S3RVER';

export interface TestS3Server {
  config: S3Config;
  /** The variables that put an app's files into this server's bucket. */
  env: Record<string, string>;
  /** Every key in the bucket under a prefix, sorted. */
  keys(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server on a free port of the loopback, keeping its objects in a temporary folder,
 * with one empty bucket.
 */
export async function startS3Server(bucket = 'platform-files'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
    // s3rver checks a request on a bucket (a listing, a batch delete) against `/bucket` where the SDK
    // signs `/bucket/`, as S3 does, and would refuse those alone; so it takes any signature, and the
    // tests prove what the driver does with the objects, not its signing (the SDK's own).
    allowMismatchedSignatures: true,
  });
  const { port } = await server.run();
  const config: S3Config = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  };
  const client = s3Client(config);
  return {
    config,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: config.endpoint!,
      AWS_ACCESS_KEY_ID: ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    async keys(prefix = '') {
      const found: string[] = [];
      for await (const object of listObjects(client, bucket, prefix)) found.push(object.key);
      return found.sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
