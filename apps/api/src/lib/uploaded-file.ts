import { createHash, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A file waiting in the server's temporary area, received by an upload or made by the server itself.
 * Only server code constructs one, so no request body (JSON has no classes) can stand in for it.
 */
export class UploadedFile {
  constructor(
    readonly path: string,
    readonly filename: string,
    readonly mimetype: string,
    readonly size: number,
    readonly sha256: string,
  ) {}
}

/** A fresh, server-chosen name in the temporary area. */
export async function tempPath(tempDir: string): Promise<string> {
  await mkdir(tempDir, { recursive: true });
  return path.join(tempDir, randomUUID());
}

/** Bytes the server made, put in the temporary area as if they had been uploaded. */
export async function tempFile(
  tempDir: string,
  data: Buffer,
  filename: string,
  mimetype: string,
): Promise<UploadedFile> {
  const target = await tempPath(tempDir);
  await writeFile(target, data);
  const sha256 = createHash('sha256').update(data).digest('hex');
  return new UploadedFile(target, filename, mimetype, data.length, sha256);
}
