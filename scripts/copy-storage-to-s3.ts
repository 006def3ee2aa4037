/**
 * Copies a store kept on disk into the bucket the platform is configured with: every file of DATA_DIR's
 * public and private areas, under the same keys (`public/<key>`, `private/<key>`), so a server started
 * with S3_BUCKET finds each image and purchased file where the database says it is. Run it again at
 * will: an object already in the bucket with the same size is left as it is. Nothing is deleted, on
 * either side.
 *
 *   DATA_DIR=./data S3_BUCKET=shop-files [S3_ENDPOINT=…] AWS_ACCESS_KEY_ID=… AWS_SECRET_ACCESS_KEY=… \
 *     npm run storage:copy-to-s3
 */
import { existsSync, readdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../apps/api/src/config.js';
import { listObjects, s3Client, uploadFile } from '../apps/api/src/lib/s3-storage.js';
import { diskArea, isStorageKey, STORAGE_AREAS } from '../apps/api/src/lib/storage.js';

/** Every file under a folder, by its key: the path from the folder, with `/` between names. */
function keysUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

async function main() {
  const { dataDir, s3 } = loadConfig();
  if (!s3)
    throw new ConfigError('Set S3_BUCKET (and S3_ENDPOINT for a service other than AWS) to copy into.');
  const client = s3Client(s3);
  const totals = { copied: 0, bytes: 0, present: 0, leftOut: 0 };
  try {
    for (const area of STORAGE_AREAS) {
      const root = diskArea(dataDir, area);
      const inBucket = new Map<string, number>();
      for await (const object of listObjects(client, s3.bucket, `${area}/`))
        inBucket.set(object.key, object.size);
      for (const key of keysUnder(root)) {
        // The server reads only keys it could have made; any other file was never one of its own.
        if (!isStorageKey(key)) {
          console.log(`left out  ${area}/${key} (not a name the platform makes)`);
          totals.leftOut += 1;
          continue;
        }
        const source = path.join(root, key);
        const { size } = await stat(source);
        if (inBucket.get(`${area}/${key}`) === size) {
          totals.present += 1;
          continue;
        }
        await uploadFile(client, s3.bucket, `${area}/${key}`, source);
        console.log(`copied    ${area}/${key} (${size} bytes)`);
        totals.copied += 1;
        totals.bytes += size;
      }
    }
  } finally {
    client.destroy();
  }
  console.log(
    `${totals.copied} files copied (${totals.bytes} bytes), ${totals.present} already in the bucket, ` +
      `${totals.leftOut} left out, from ${path.join(dataDir, 'storage')} to bucket ${s3.bucket}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
