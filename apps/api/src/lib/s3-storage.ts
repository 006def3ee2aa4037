import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { AppError } from '../errors.js';
import { checkedKey, checkedUpload, type S3Config, type Storage, type Storages } from './storage.js';

/**
 * Parts of a streamed upload, and how many are in flight at once: an upload keeps about their product
 * (32 MiB) of the file in memory, whatever the file's size (S3 allows 10,000 parts: 80 GB).
 */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 4;
/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    credentials: config.credentials,
    ...(config.endpoint
      ? {
          endpoint: config.endpoint,
          // Services other than AWS mostly answer on one host name, not one per bucket.
          forcePathStyle: true,
          // The SDK's default checksums (an aws-chunked body with a trailer) are not taken by every
          // S3-compatible service; they are still sent where S3 requires one (DeleteObjects).
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  });
}

/** Every object under a prefix with its size, page by page. */
export async function* listObjects(
  client: S3Client,
  bucket: string,
  prefix: string,
): AsyncGenerator<{ key: string; size: number }> {
  for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix })) {
    for (const object of page.Contents ?? []) yield { key: object.Key!, size: object.Size ?? 0 };
  }
}

/** Streams a file of this machine's disk into the bucket, in parts for a large one. */
export async function uploadFile(client: S3Client, bucket: string, key: string, sourcePath: string) {
  await new Upload({
    client,
    params: { Bucket: bucket, Key: key, Body: createReadStream(sourcePath) },
    partSize: PART_BYTES,
    queueSize: PARTS_IN_FLIGHT,
  }).done();
}

async function deleteKeys(client: S3Client, bucket: string, keys: string[]) {
  const answer = await client.send(
    new DeleteObjectsCommand({
      Bucket: bucket,
      Delete: { Objects: keys.map((key) => ({ Key: key })), Quiet: true },
    }),
  );
  const failed = answer.Errors ?? [];
  if (failed.length > 0) {
    throw new Error(`could not delete ${failed.length} objects, first ${failed[0]!.Key}: ${failed[0]!.Code}`);
  }
}

/**
 * One area of the bucket: its objects' keys start with `<area>/`, so a key of one area can never name
 * an object of the other.
 */
export function s3Storage(client: S3Client, bucket: string, area: string, tempDir: string): Storage {
  const objectKey = (key: string) => `${area}/${checkedKey(key)}`;
  const get = async (key: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    } catch (error) {
      if (error instanceof NoSuchKey) throw AppError.notFound();
      throw error;
    }
  };
  return {
    async write(key, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: data, ContentType: contentType }),
      );
    },
    async moveIn(key, sourcePath) {
      await uploadFile(client, bucket, objectKey(key), checkedUpload(sourcePath, tempDir));
      await rm(sourcePath, { force: true });
    },
    async read(key) {
      const object = await get(key);
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async open(key) {
      const object = await get(key);
      return {
        // On Node.js the SDK answers a body as the response's own stream.
        body: object.Body as Readable,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    },
    async remove(key) {
      const full = objectKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: full }));
      // The folder's objects, and not those of a sibling whose name merely starts alike (stores/10).
      let batch: string[] = [];
      for await (const object of listObjects(client, bucket, `${full}/`)) {
        batch.push(object.key);
        if (batch.length === DELETE_BATCH) {
          await deleteKeys(client, bucket, batch);
          batch = [];
        }
      }
      if (batch.length > 0) await deleteKeys(client, bucket, batch);
    },
    async signedLink(key, file) {
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: objectKey(key),
        ResponseContentType: file.contentType,
        ResponseContentDisposition: file.contentDisposition,
      });
      return getSignedUrl(client, command, { expiresIn: file.seconds });
    },
    async ready() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}

export function s3Storages(config: S3Config, tempDir: string): Storages {
  const client = s3Client(config);
  return {
    public: s3Storage(client, config.bucket, 'public', tempDir),
    private: s3Storage(client, config.bucket, 'private', tempDir),
    tempDir,
    close: () => client.destroy(),
  };
}
