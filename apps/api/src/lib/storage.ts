import { constants, createReadStream } from 'node:fs';
import { access, copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '../errors.js';

/** What a link straight to a stored file answers with, in place of the stored object's own headers. */
export interface LinkedFile {
  contentType: string;
  contentDisposition: string;
  /** How long the link works. */
  seconds: number;
}

/** A stored file opened for reading, with what a response serving it needs to say. */
export interface OpenedFile {
  body: Readable;
  size: number;
  /** Known on a bucket, which keeps the type it was written with; on disk the name tells it. */
  contentType?: string;
  etag?: string;
  lastModified?: Date;
}

/**
 * Where files live: a folder on disk or an S3 bucket, behind one interface. Keys are made by the server
 * (`stores/1/images/<uuid>/medium.webp`), never taken from a request; a key that would leave the area
 * is refused by both.
 */
export interface Storage {
  write(key: string, data: Buffer, contentType: string): Promise<void>;
  /**
   * Moves a finished upload into place, as a stream. Only a file of the server's own temporary area
   * moves: the source is never a path a request could have named.
   */
  moveIn(key: string, sourcePath: string): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** Rejects with a 404 AppError when there is no such file. */
  open(key: string): Promise<OpenedFile>;
  /** Removes the file at `key`, or every file under the folder `key`; nothing there is no error. */
  remove(key: string): Promise<void>;
  /**
   * A short-lived link that fetches the file straight from where it is kept, or undefined where only
   * this server can read it (the disk).
   */
  signedLink(key: string, file: LinkedFile): Promise<string | undefined>;
  /** Answers once the storage can be read and written (for `/readyz`); rejects when it cannot. */
  ready(): Promise<void>;
  /** The directory on disk, for serving a public area as static files; undefined on a bucket. */
  readonly root?: string;
}

/** A folder on disk exists (or can be made) and this process may read and write in it. */
export async function folderReady(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  await access(folder, constants.R_OK | constants.W_OK);
}

/** Far longer than any key the server makes, and within S3's 1,024 bytes with the area in front. */
const MAX_KEY_LENGTH = 512;

/**
 * Whether a key is one the server could have made: segments of letters, digits, `.`, `_` and `-`,
 * none of them `.` or `..`. On disk that keeps a key inside its folder; on a bucket, where `..` means
 * nothing, it keeps both drivers refusing the same keys.
 */
export function isStorageKey(key: string): boolean {
  return (
    key.length <= MAX_KEY_LENGTH &&
    /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) &&
    !/(^|\/)\.{1,2}(\/|$)/.test(key)
  );
}

export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
  return key;
}

/** Whether `sourcePath` is a file directly inside the temporary area: the one source `moveIn` takes. */
export function checkedUpload(sourcePath: string, tempDir: string): string {
  if (path.dirname(path.resolve(sourcePath)) !== tempDir) {
    throw new Error(`not a file of the temporary area: ${sourcePath}`);
  }
  return sourcePath;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function diskStorage(root: string, tempDir: string): Storage {
  const resolve = (key: string) => path.join(root, checkedKey(key));
  const prepare = async (key: string) => {
    const full = resolve(key);
    await mkdir(path.dirname(full), { recursive: true });
    return full;
  };
  return {
    root,
    async write(key, data) {
      await writeFile(await prepare(key), data);
    },
    async moveIn(key, sourcePath) {
      checkedUpload(sourcePath, tempDir);
      const target = await prepare(key);
      try {
        await rename(sourcePath, target);
      } catch {
        await copyFile(sourcePath, target);
        await rm(sourcePath, { force: true });
      }
    },
    read: async (key) => readFile(resolve(key)),
    async open(key) {
      const full = resolve(key);
      const found = await stat(full).catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      if (!found?.isFile()) throw AppError.notFound();
      return { body: createReadStream(full), size: found.size, lastModified: found.mtime };
    },
    async remove(key) {
      await rm(resolve(key), { recursive: true, force: true });
    },
    async signedLink(key) {
      checkedKey(key);
      return undefined;
    },
    ready: () => folderReady(root),
  };
}

/** The folder of every key of one store's files, in either area: removing it removes them all. */
export function storeFolder(storeId: number): string {
  return `stores/${storeId}`;
}

export interface Storages {
  /** Served to anyone at /media/…: re-encoded product images and logos. */
  public: Storage;
  /** Never served by URL: the files buyers pay for. */
  private: Storage;
  /** Where uploads are written while their request lasts; the one source `moveIn` accepts. */
  tempDir: string;
  /** Lets go of open connections (a bucket's); the storages are not used after. */
  close(): void;
}

/** A bucket to keep the files in, in place of the disk. */
export interface S3Config {
  bucket: string;
  /** A service other than AWS (MinIO, R2, …): addressed by path, `<endpoint>/<bucket>/<key>`. */
  endpoint?: string;
  region: string;
  /** When absent, the SDK's own chain finds them (an instance role, a profile, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export const STORAGE_AREAS = ['public', 'private'] as const;

/** Where the files of an area are on disk: the folder the copy to a bucket reads, too. */
export const diskArea = (dataDir: string, area: (typeof STORAGE_AREAS)[number]) =>
  path.resolve(dataDir, 'storage', area);

/** The temporary area: on the node's own disk even with a bucket, since an upload lives one request. */
export const tempArea = (dataDir: string) => path.resolve(dataDir, 'tmp');

export function diskStorages(dataDir: string): Storages {
  const tempDir = tempArea(dataDir);
  return {
    public: diskStorage(diskArea(dataDir, 'public'), tempDir),
    private: diskStorage(diskArea(dataDir, 'private'), tempDir),
    tempDir,
    close: () => {},
  };
}
