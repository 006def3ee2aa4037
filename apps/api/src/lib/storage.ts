import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where files live, behind a small interface so a cloud bucket can replace the disk. Keys are made by
 * the server (`stores/1/images/<uuid>/medium.webp`), never taken from a request.
 */
export interface Storage {
  write(key: string, data: Buffer): Promise<void>;
  /**
   * Moves a finished upload into place. Only a file of the server's own temporary area moves: the
   * source is never a path a request could have named.
   */
  moveIn(key: string, sourcePath: string): Promise<void>;
  read(key: string): Promise<Buffer>;
  stream(key: string): Readable;
  remove(key: string): Promise<void>;
  /** The directory on disk, for serving a public area as static files. */
  readonly root: string;
}

export function diskStorage(root: string, tempDir: string): Storage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new Error(`storage key outside its root: ${key}`);
    return full;
  };
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
      if (path.dirname(path.resolve(sourcePath)) !== tempDir) {
        throw new Error(`not a file of the temporary area: ${sourcePath}`);
      }
      const target = await prepare(key);
      try {
        await rename(sourcePath, target);
      } catch {
        await copyFile(sourcePath, target);
        await rm(sourcePath, { force: true });
      }
    },
    read: (key) => readFile(resolve(key)),
    stream: (key) => createReadStream(resolve(key)),
    async remove(key) {
      await rm(resolve(key), { recursive: true, force: true });
    },
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
}

export function diskStorages(dataDir: string): Storages {
  const tempDir = path.resolve(dataDir, 'tmp');
  return {
    public: diskStorage(path.resolve(dataDir, 'storage', 'public'), tempDir),
    private: diskStorage(path.resolve(dataDir, 'storage', 'private'), tempDir),
    tempDir,
  };
}
