import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diskStorages } from './storage.js';
import { tempFile } from './uploaded-file.js';

describe('disk storage', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'storage-test-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('moves in a file of its temporary area', async () => {
    const storages = diskStorages(dataDir);
    const upload = await tempFile(storages.tempDir, Buffer.from('bytes'), 'a.txt', 'text/plain');
    await storages.private.moveIn('stores/1/files/a', upload.path);
    expect((await storages.private.read('stores/1/files/a')).toString()).toBe('bytes');
    expect(existsSync(upload.path)).toBe(false);
  });

  it('refuses to move in any other file, leaving it where it is', async () => {
    const storages = diskStorages(dataDir);
    const secret = path.join(dataDir, 'app.key');
    writeFileSync(secret, 'secret');
    const sneaky = path.join(storages.tempDir, '..', 'app.key');
    for (const source of [secret, sneaky, path.join(storages.tempDir, 'sub', '..', '..', 'app.key')]) {
      await expect(storages.private.moveIn('stores/1/files/k', source)).rejects.toThrow();
    }
    expect(readFileSync(secret, 'utf8')).toBe('secret');
    expect(existsSync(path.join(dataDir, 'storage', 'private', 'stores', '1', 'files', 'k'))).toBe(false);
  });
});
